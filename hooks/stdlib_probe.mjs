// Which modules of Python's standard library Pyodide's start and the calculators import
// (hooks/stdlib.py runs this in Node at build time, never in a reader's browser).
//
// Usage: node hooks/stdlib_probe.mjs JOB.json OUT.json
// JOB: {indexURL, stdlib: path of the python_stdlib.zip to load, lock: lock file contents,
//       files: {path under site-packages: text}, games: [names], requests: [JSON texts]}
//       compact: true to get the imported modules' sources back compacted
// Out: {startup: [modules after loadPyodide], imported: {module: path inside the zip},
//       missed: [names no finder found], failures: [request, error],
//       compacted: null | {path inside the zip: source}, error: null | text}
//
// It starts Python the way calc-worker.js does (same options, the package written into
// site-packages), then does what that worker does afterwards: every module of the package
// imported, each game warmed up, every request answered, a memory snapshot made.
import { readFileSync, writeFileSync } from "node:fs";
import { loadPyodide } from "../node_modules/pyodide/pyodide.mjs";

const job = JSON.parse(readFileSync(process.argv[2], "utf-8"));

const RECORD = `
import sys
class _MissedRecorder:
    missed = []
    @classmethod
    def find_spec(cls, name, path=None, target=None):
        cls.missed.append(name)
        return None
sys.meta_path.append(_MissedRecorder)
`;

const RUN = `
import importlib, pkgutil, sys
for folder, finder in list(sys.path_importer_cache.items()):
    if finder is not None and "/site-packages" in folder:
        finder.invalidate_caches()
import calculators, calculators.api
failures = []
for info in pkgutil.walk_packages(calculators.__path__, "calculators."):
    if not info.name.endswith("__main__"):
        try:
            importlib.import_module(info.name)
        except Exception as error:
            failures.append([info.name, repr(error)])
for game in GAMES:
    try:
        calculators.api.warm_up(game)
    except Exception as error:
        failures.append(["warm_up " + game, repr(error)])
for text in REQUESTS:
    try:
        calculators.api.handle_json(text)
    except Exception as error:
        failures.append([text[:200], repr(error)])
failures
`;

const RESULT = `
import json, sys
prefix = next(p for p in sys.path if p.endswith(".zip")) + "/"
imported = {}
for name, module in list(sys.modules.items()):
    spec = getattr(module, "__spec__", None)
    origin = getattr(spec, "origin", None) or ""
    if origin.startswith(prefix):
        imported[name] = origin[len(prefix):]
json.dumps({"imported": imported, "missed": sorted(set(_MissedRecorder.missed))})
`;

// The imported modules' sources without docstrings and comments (what python -OO drops, minus
// the asserts), by hooks/compact.py (its source comes in job.compact) run in this Python 3.14, so
// that it parses the standard library of its own version; a module it cannot compact stays whole.
const COMPACT = `
import json, sys, zipimport
_zip = zipimport.zipimporter(next(p for p in sys.path if p.endswith(".zip")))
_out = {}
for _path in PATHS:
    _source = _zip.get_data(_path).decode("utf-8")
    _out[_path] = compact(_source, _path, strict=False) if _path.endswith(".py") else _source
json.dumps(_out)
`;

const out = { startup: [], imported: {}, missed: [], failures: [], compacted: null, error: null };
try {
  const quiet = () => {};
  const pyodide = await loadPyodide({
    indexURL: new URL("../node_modules/pyodide/", import.meta.url).pathname,
    stdLibURL: job.stdlib,
    lockFileContents: job.lock,
    _makeSnapshot: true,
    stdout: quiet,
    stderr: quiet,
  });
  out.startup = pyodide.runPython("import sys\nsorted(sys.modules)").toJs();
  pyodide.runPython(RECORD);
  const purelib = pyodide.runPython("import sys\nnext(p for p in sys.path if p.endswith('/site-packages'))");
  for (const [path, text] of Object.entries(job.files)) {
    const full = `${purelib}/${path}`;
    pyodide.FS.mkdirTree(full.slice(0, full.lastIndexOf("/")));
    pyodide.FS.writeFile(full, text);
  }
  pyodide.globals.set("GAMES", pyodide.toPy(job.games));
  pyodide.globals.set("REQUESTS", pyodide.toPy(job.requests));
  out.failures = pyodide.runPython(RUN).toJs();
  pyodide.makeMemorySnapshot();
  Object.assign(out, JSON.parse(pyodide.runPython(RESULT)));
  if (job.compact) {
    pyodide.runPython(job.compact);
    pyodide.globals.set("PATHS", pyodide.toPy([...new Set(Object.values(out.imported))]));
    out.compacted = JSON.parse(pyodide.runPython(COMPACT));
  }
} catch (error) {
  out.error = String(error && error.message ? error.message : error).slice(-2000);
}
writeFileSync(process.argv[3], JSON.stringify(out));
process.exit(0);
