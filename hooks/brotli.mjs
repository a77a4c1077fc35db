// Brotli copies of files, for hooks/precompress.py (Node's zlib has brotli; Python's standard
// library has not). Usage: node hooks/brotli.mjs QUALITY SOURCE TARGET [SOURCE TARGET...]
// The files are compressed at once on libuv's threads; a window of 16 MB finds repeats far apart.
import { readFile, writeFile } from "node:fs/promises";
import { promisify } from "node:util";
import zlib from "node:zlib";

const compress = promisify(zlib.brotliCompress);
const [quality, ...paths] = process.argv.slice(2);
const jobs = [];
for (let i = 0; i + 1 < paths.length; i += 2) {
  const [source, target] = [paths[i], paths[i + 1]];
  jobs.push(
    readFile(source).then(async (bytes) => {
      const params = {
        [zlib.constants.BROTLI_PARAM_QUALITY]: Number(quality),
        [zlib.constants.BROTLI_PARAM_LGWIN]: 24,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      };
      await writeFile(target, await compress(bytes, { params }));
    }),
  );
}
await Promise.all(jobs);
