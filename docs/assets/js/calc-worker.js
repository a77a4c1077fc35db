// The Python side of every widget: a module Web Worker that starts the self-hosted Pyodide,
// installs the calculators wheel and answers requests with calculators.api.handle_json.
//
// Messages in:  {type: "init", wheel: URL}  then  {id, request: JSON string}
// Messages out: {type: "ready", ms, from: "snapshot" | "start"} | {type: "failed", error}
//               | {id, answer: JSON string}
//
// Start-up speed: the first visit starts Pyodide normally, then (once the page is idle) keeps
// a gzip'd memory snapshot of the started interpreter, calculators imported, in Cache Storage.
// Later pages and visits restore that snapshot instead of starting Python again: a fraction
// of the time. The snapshot's key names the Pyodide version and the wheel's hashed URL, so a
// new release never restores an old calculator.
import { loadPyodide, version as pyodideVersion } from "../../pyodide/pyodide.mjs";

const indexURL = new URL("../../pyodide/", import.meta.url).href;
const SNAPSHOT_CACHE = "tablerules-python-snapshot";
const SNAPSHOT_DELAY_MS = 1500;
const WARM_UP = '{"game": "pixies", "action": "score", "data": {"round": 1, "grid": {}}}';

let handleJson = null;
let pending = [];

function snapshotKey(wheelUrl) {
  return new URL(`../../__snapshot__/${pyodideVersion}/${new URL(wheelUrl).pathname.split("/").pop()}`, import.meta.url).href;
}

async function readSnapshot(key) {
  if (!self.caches) return null;
  try {
    const cache = await caches.open(SNAPSHOT_CACHE);
    const response = await cache.match(key);
    if (!response) return null;
    const unzipped = response.body.pipeThrough(new DecompressionStream("gzip"));
    return new Uint8Array(await new Response(unzipped).arrayBuffer());
  } catch (error) {
    return null;
  }
}

async function keepSnapshot(pyodide, key) {
  if (!self.caches || typeof CompressionStream === "undefined") return;
  try {
    const bytes = pyodide.makeMemorySnapshot();
    const zipped = new Blob([bytes]).stream().pipeThrough(new CompressionStream("gzip"));
    const body = await new Response(zipped).blob();
    const cache = await caches.open(SNAPSHOT_CACHE);
    for (const old of await cache.keys()) if (old.url !== key) await cache.delete(old);
    await cache.put(key, new Response(body, { headers: { "Content-Type": "application/octet-stream" } }));
  } catch (error) {
    // No room or no support: the next page simply starts Python the normal way.
  }
}

async function fetchWheel(wheelUrl) {
  const response = await fetch(wheelUrl);
  if (!response.ok) throw new Error(`wheel: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

// A pure-Python wheel is a zip: extracting it into site-packages is all an install needs
// (no package installer, nothing fetched from another host).
function install(pyodide, wheel) {
  pyodide.FS.writeFile("/tmp/calculators.whl", wheel);
  pyodide.runPython(
    "import sysconfig, zipfile\n" +
      "zipfile.ZipFile('/tmp/calculators.whl').extractall(sysconfig.get_paths()['purelib'])",
  );
}

// Every module of the package, imported now so the snapshot holds them all: a restored
// interpreter must answer any game, not only the one the first page used.
const IMPORT_ALL =
  "import importlib, pkgutil, calculators, calculators.i18n\n" +
  "for module in pkgutil.walk_packages(calculators.__path__, 'calculators.'):\n" +
  "    if not module.name.endswith('__main__'):\n" +
  "        importlib.import_module(module.name)\n" +
  "calculators.i18n.catalogue()";

async function startFresh(wheelUrl) {
  const [pyodide, wheel] = await Promise.all([
    loadPyodide({ indexURL, fullStdLib: false, _makeSnapshot: true }),
    fetchWheel(wheelUrl),
  ]);
  install(pyodide, wheel);
  pyodide.runPython(IMPORT_ALL);
  return pyodide;
}

async function start(wheelUrl) {
  const started = performance.now();
  const key = snapshotKey(wheelUrl);
  let pyodide = null;
  let from = "snapshot";
  try {
    const snapshot = await readSnapshot(key);
    if (snapshot) {
      try {
        pyodide = await loadPyodide({ indexURL, _loadSnapshot: snapshot });
        // The snapshot holds Python's memory, not its files: put the package's files back too,
        // so any data file or late import finds them (the wheel comes from the cache).
        install(pyodide, await fetchWheel(wheelUrl));
      } catch (error) {
        pyodide = null; // a damaged snapshot: start normally and replace it
      }
    }
    if (!pyodide) {
      from = "start";
      pyodide = await startFresh(wheelUrl);
    }
    handleJson = pyodide.pyimport("calculators.api").handle_json;
    handleJson(WARM_UP);
    self.postMessage({ type: "ready", ms: performance.now() - started, from });
    for (const message of pending) answer(message);
    pending = [];
    if (from === "start") setTimeout(() => keepSnapshot(pyodide, key), SNAPSHOT_DELAY_MS);
  } catch (error) {
    self.postMessage({ type: "failed", error: String(error && error.message ? error.message : error) });
  }
}

function answer({ id, request }) {
  let text;
  try {
    text = handleJson(request);
  } catch (error) {
    text = JSON.stringify({ ok: false, errors: [{ path: "", code: "common.internal_error", message: String(error) }], warnings: [] });
  }
  self.postMessage({ id, answer: text });
}

self.onmessage = (event) => {
  const message = event.data;
  if (message.type === "init") {
    start(message.wheel);
  } else if (handleJson) {
    answer(message);
  } else {
    pending.push(message);
  }
};
