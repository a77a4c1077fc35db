// The Python side of every widget: a module worker that starts the self-hosted Pyodide, installs
// the calculators package and answers requests with calculators.api.handle_json.
//
// It runs as a SharedWorker where the browser has one (pages start it with extendedLifetime, so
// it outlives the page for a while and the next page of the visit finds Python running), else as
// a dedicated Worker; each page (each port) speaks the same protocol:
// Messages in:  {type: "init", wheel: URL, games?: [names], snapshot?: false if none can exist}
//               then  {id, request: JSON string}
// Messages out: {type: "progress", stage: "download", loaded, total} (bytes on the wire) while the
//               engine's files come from the network, {type: "progress", stage: "start"} once they
//               are in, then {type: "ready", ms, from: "snapshot" | "start" | "running"}
//               | {type: "failed", error, download: true when a file could not be had};
//               and {id, answer: JSON string} for each request.
//
// A start that failed is over for this worker: it says so, answers no request and closes, and
// the page starts a new worker when the reader tries again (a module import that failed, as when
// the network is cut, fails again in the same worker: browsers keep the failure).
//
// The package comes in parts (hooks/runtime.py): the core and the games the page names first,
// the other games once the first answer is out. A request waits for the parts its game needs;
// an import of a part not yet installed fetches it there and then (a synchronous request, which
// workers may make), so an answer never depends on the order things arrived in.
//
// Start-up speed: the first start keeps, once all parts are in and the page is idle, a gzip'd
// memory snapshot of the started interpreter (every module imported) in Cache Storage. Later
// starts restore it instead of starting Python again. Its key names the Pyodide version, the
// standard library's and the wheel's hashed names, so a new release never restores an old one.
//
// Python's standard library is not Pyodide's whole python_stdlib.zip but the build's trimmed
// copy, only the modules Pyodide's start and the calculators import (hooks/stdlib.py); the build
// writes its hashed name on the STDLIB line below. The worker downloads it itself and checks it
// is whole, so a download cut short (a truncated compressed file) is named, then tried once more;
// only a second failure is reported to the page, whose widgets keep what the reader typed.
//
// Progress: the worker counts the bytes of what it downloads (the library, the package's parts).
// Pyodide downloads its runtime itself (pyodide.asm.wasm, pyodide.asm.mjs), where nothing can be
// counted, so when the service worker does not keep them yet the worker downloads them first,
// counting, and Pyodide's own requests are then answered by the browser's HTTP cache (a
// revalidation). The SIZES line, written by the build like STDLIB, gives each file's size and
// its brotli copy's: bytes read are shown as bytes on the wire, whatever the host compressed.
// Imported at once but not waited for: the worker can speak to the page before Pyodide's loader arrives.
const pyodideModule = import("../../pyodide/pyodide.mjs");

const STDLIB = "python_stdlib.zip";
const SIZES = {};
const indexURL = new URL("../../pyodide/", import.meta.url).href;
const siteRoot = new URL("../../", import.meta.url).href;
// Pyodide's runtime, which loadPyodide downloads itself (see "Progress" above).
const RUNTIME = ["pyodide.asm.wasm", "pyodide.asm.mjs"].map((name) => new URL(name, indexURL).href);
const RETRY_MS = 1000;
const SNAPSHOT_CACHE = "tablerules-python-snapshot";
const REST_DELAY_MS = 1500;
const CORE_PART = "core";

let engine = null; // Promise of {handleJson, from}
let running = false; // Python has started: a page connecting now finds it ready
let wheelUrl = null;
let pyodide = null;
let purelib = null;
let queue = Promise.resolve(); // answers go out one at a time, in the order asked
const told = new Set(); // the ports waiting for the start: each progress message goes to them
let asking = 0; // requests waiting for their answer
let lastAsked = 0; // when the last request came (performance.now())
const QUIET_MS = 1000; // background work waits for this long without a request
const GAME_FIELD = /"game"\s*:\s*"([A-Za-z0-9_-]{1,40})"/;
const waiting = []; // requests that came before "init"
const parts = new Map(); // part name -> Promise of its JSON
const installed = new Set();

// Where a wheel would be installed (cheaper to ask than sysconfig, which imports much).
const SITE_PACKAGES = "import sys\nnext(p for p in sys.path if p.endswith('/site-packages'))";

// After files are added: the import system's folder listings under site-packages are stale.
// (importlib.invalidate_caches() would do it too, but imports importlib.metadata: 70 ms.)
const FORGET_LISTINGS =
  "import sys\n" +
  "for folder, finder in list(sys.path_importer_cache.items()):\n" +
  "    if finder is not None and '/site-packages' in folder:\n" +
  "        finder.invalidate_caches()";

// ---- The package, in parts -------------------------------------------------------------------

const partUrl = (name) => wheelUrl.replace(/\.whl$/, `.${name}.json`);

function fetchPart(name, again) {
  if (!parts.has(name)) parts.set(name, download(partUrl(name), { again }).then((bytes) => JSON.parse(new TextDecoder().decode(bytes))));
  return parts.get(name);
}

function writeFiles(part) {
  for (const [path, text] of Object.entries(part.files)) {
    const full = `${purelib}/${path}`;
    pyodide.FS.mkdirTree(full.slice(0, full.lastIndexOf("/")));
    pyodide.FS.writeFile(full, text);
  }
}

async function installParts(names) {
  const fresh = names.filter((name) => !installed.has(name));
  const contents = await Promise.all(fresh.map((name) => fetchPart(name)));
  fresh.forEach((name, index) => {
    if (installed.has(name)) return;
    writeFiles(contents[index]);
    installed.add(name);
  });
  if (fresh.length) pyodide.runPython(FORGET_LISTINGS);
}

// Called by Python's import system (FINDER below) for a module of the package it cannot find.
self.calcInstallPartSync = (module) => {
  const core = self.calcCore;
  const path = module.replace(/\./g, "/");
  const name = core && (core.where[`${path}.py`] || core.where[`${path}/__init__.py`]);
  if (!name || installed.has(name)) return false;
  const request = new XMLHttpRequest();
  request.open("GET", partUrl(name), false);
  request.send();
  if (request.status !== 200) return false;
  writeFiles(JSON.parse(request.responseText));
  installed.add(name);
  return true;
};

// Holds no JavaScript object between calls, so the memory snapshot can be taken with it in place.
const FINDER = `
import importlib.machinery, sys
class CalcPartFinder:
    @classmethod
    def find_spec(cls, name, path=None, target=None):
        if not name.startswith("calculators."):
            return None
        import js
        if not js.calcInstallPartSync(name):
            return None
${FORGET_LISTINGS.replace(/^/gm, "        ")}
        return importlib.machinery.PathFinder.find_spec(name, path)
sys.meta_path.append(CalcPartFinder)
`;

// Every module of the package, imported one by one before the snapshot so that it holds them
// all: a restored interpreter answers any game at once.
const MODULES =
  "import pkgutil, calculators\n" +
  "[m.name for m in pkgutil.walk_packages(calculators.__path__, 'calculators.') if not m.name.endswith('__main__')]";

// ---- Downloads and their progress ------------------------------------------------------------

// A file that could not be had (network cut, HTTP error, cut short): the page says so, with a retry.
class DownloadError extends Error {}

const PROGRESS_EVERY_MS = 150;
const counted = new Map(); // URL -> {plain, wire, read}: what the start downloads, on the wire
let showing = false; // the engine's files come from the network: the page is shown their progress
let lastProgress = null;
let progressAt = 0;

function tell(message) {
  lastProgress = message;
  for (const port of told) port.postMessage(message);
}

function tellProgress(force) {
  if (!showing || (!force && performance.now() - progressAt < PROGRESS_EVERY_MS)) return;
  progressAt = performance.now();
  let loaded = 0;
  let total = 0;
  for (const { plain, wire, read } of counted.values()) {
    total += wire;
    loaded += Math.min(wire, plain ? (read / plain) * wire : read);
  }
  tell({ type: "progress", stage: "download", loaded: Math.round(loaded), total });
}

// A file's expected size before its answer comes: the build's figures (plain, brotli copy).
function expect(url) {
  if (!counted.has(url)) {
    const [plain = 0, wire = plain] = SIZES[url.slice(siteRoot.length)] || [];
    counted.set(url, { plain, wire, read: 0 });
  }
  return counted.get(url);
}

// Downloads `url`, counting what arrives; answers its bytes, or null with `discard` (counted only).
// `again`: after a failed start, asked of the server rather than of the HTTP cache.
async function download(url, { again = false, discard = false } = {}) {
  const entry = expect(url);
  const name = url.slice(siteRoot.length);
  let response;
  try {
    response = await fetch(url, again ? { cache: "reload" } : {});
  } catch (error) {
    throw new DownloadError(`${name}: the download failed (${error && error.message ? error.message : error})`);
  }
  if (!response.ok) throw new DownloadError(`${name}: HTTP ${response.status}`);
  if (discard && /no-store/i.test(response.headers.get("Cache-Control") || "")) {
    // Not kept by the HTTP cache: Pyodide's own request will be the download (not counted).
    counted.delete(url);
    response.body.cancel().catch(() => {});
    return null;
  }
  // Sent compressed, Content-Length is the size on the wire and the body arrives decoded.
  const length = Number(response.headers.get("Content-Length")) || 0;
  if (length) Object.assign(entry, response.headers.get("Content-Encoding") ? { wire: length } : { wire: length, plain: length });
  if (!entry.wire) entry.wire = entry.plain;
  const chunks = [];
  entry.read = 0;
  try {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      entry.read += value.length;
      if (!discard) chunks.push(value);
      tellProgress(false);
    }
  } catch (error) {
    throw new DownloadError(`${name}: the download was cut (${error && error.message ? error.message : error})`);
  }
  if (discard) return null;
  const bytes = new Uint8Array(entry.read);
  let at = 0;
  for (const chunk of chunks) bytes.set(chunk, (at += chunk.length) - chunk.length);
  return bytes;
}

// Pyodide's runtime fetched ahead, counted, when the service worker does not keep it: Pyodide's
// own requests then find it in the HTTP cache. Not when the host forbids keeping it
// (Cache-Control: no-store, see download), which would download it twice.
async function prefetchRuntime(again) {
  const kept = await Promise.all(RUNTIME.map((url) => (self.caches ? caches.match(url).catch(() => null) : null)));
  if (kept.every(Boolean)) return;
  showing = true;
  RUNTIME.forEach(expect);
  tellProgress(true);
  await Promise.all(RUNTIME.map((url) => download(url, { again, discard: true })));
}

// ---- Snapshot ------------------------------------------------------------------------------

async function snapshotKey() {
  const { version } = await pyodideModule;
  return new URL(`../../__snapshot__/${version}/${STDLIB}/${new URL(wheelUrl).pathname.split("/").pop()}`, import.meta.url).href;
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

async function keepSnapshot(key, bytes) {
  if (!self.caches || typeof CompressionStream === "undefined") return;
  try {
    const zipped = new Blob([bytes]).stream().pipeThrough(new CompressionStream("gzip"));
    const body = await new Response(zipped).blob();
    const cache = await caches.open(SNAPSHOT_CACHE);
    for (const old of await cache.keys()) if (old.url !== key) await cache.delete(old);
    await cache.put(key, new Response(body, { headers: { "Content-Type": "application/octet-stream" } }));
  } catch (error) {
    // No room or no support: the next page simply starts Python the normal way.
  }
}

// ---- Start ---------------------------------------------------------------------------------

function needsOf(core, games) {
  return [...new Set((games || []).flatMap((game) => (Object.hasOwn(core.needs, game) ? core.needs[game] : [])))];
}

// The standard library, downloaded here rather than by loadPyodide (which only logs a failed
// download and lets Python fail to start on an empty library): a zip that does not end with its
// directory was cut short. Handed to loadPyodide's stdLibURL as an address of the bytes in memory.
async function fetchStdlib(again) {
  const bytes = await download(new URL(STDLIB, indexURL).href, { again });
  const end = bytes.length - 22; // a zip ends with its 22-byte directory record ("PK\x05\x06"), no comment here
  if (end < 0 || bytes[end] !== 0x50 || bytes[end + 1] !== 0x4b || bytes[end + 2] !== 5 || bytes[end + 3] !== 6) {
    throw new DownloadError(`${STDLIB}: the download is incomplete (${bytes.length} bytes)`);
  }
  return URL.createObjectURL(new Blob([bytes], { type: "application/zip" }));
}

// One start, and on failure (a download cut short, a damaged file) a second one a moment later,
// with the files asked of the server again rather than of the HTTP cache.
async function start(games, lookForSnapshot) {
  try {
    return await startOnce(games, lookForSnapshot, false);
  } catch (error) {
    console.warn(`python: start failed, trying again: ${error && error.message ? error.message : error}`);
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    parts.clear();
    installed.clear();
    pyodide = null;
    return startOnce(games, lookForSnapshot, true);
  }
}

async function startOnce(games, lookForSnapshot, again) {
  [new URL(STDLIB, indexURL).href, partUrl(CORE_PART), ...(games || []).map(partUrl)].forEach(expect);
  const core = fetchPart(CORE_PART, again);
  core.then((c) => needsOf(c, games).forEach((name) => fetchPart(name, again)), () => {});
  const [stdlib, runtime] = await Promise.allSettled([fetchStdlib(again), prefetchRuntime(again)]);
  if (stdlib.status === "rejected" || runtime.status === "rejected") {
    if (stdlib.status === "fulfilled") URL.revokeObjectURL(stdlib.value);
    throw stdlib.reason || runtime.reason;
  }
  tell({ type: "progress", stage: "start" });
  try {
    return await startWith(stdlib.value, core, lookForSnapshot, games);
  } finally {
    URL.revokeObjectURL(stdlib.value); // Python has copied it into its file system
  }
}

async function startWith(stdLibURL, core, lookForSnapshot, games) {
  const { loadPyodide } = await pyodideModule;
  const lockFileContents = core.then((c) => c.lock);
  const key = await snapshotKey();
  let from = "snapshot";
  if (lookForSnapshot !== false) {
    try {
      // Read while loadPyodide already fetches the runtime; every part is fetched meanwhile too:
      // the snapshot holds Python's memory, not its files, and a data file read later must be found.
      const snapshot = readSnapshot(key).then((bytes) => bytes || Promise.reject(new Error("no snapshot")));
      const all = snapshot.then(() => core).then((c) => Promise.all(c.parts.map((name) => fetchPart(name))));
      all.catch(() => {});
      pyodide = await loadPyodide({ indexURL, stdLibURL, lockFileContents, _loadSnapshot: snapshot });
      self.calcCore = await core;
      purelib = pyodide.runPython(SITE_PACKAGES);
      await all;
      await installParts([CORE_PART, ...self.calcCore.parts]);
    } catch (error) {
      pyodide = null; // none yet, or a damaged one: start normally (and keep a new one)
      installed.clear();
    }
  }
  if (!pyodide) {
    from = "start";
    pyodide = await loadPyodide({ indexURL, stdLibURL, lockFileContents, _makeSnapshot: true });
    self.calcCore = await core;
    purelib = pyodide.runPython(SITE_PACKAGES);
    await installParts([CORE_PART, ...needsOf(self.calcCore, games)]);
    pyodide.runPython(FINDER);
  }
  return { handleJson: pyodide.pyimport("calculators.api").handle_json, from };
}

// Once the first answers are out: the other games, every module imported, then the snapshot.
// In small steps, each taken once no request came for a second: a reader typing meanwhile never
// waits behind this (an answer takes milliseconds, importing a game a hundred or more).
async function completeLater({ from }) {
  const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const step = async (work) => {
    while (asking || performance.now() - lastAsked < QUIET_MS) await pause(100);
    return work();
  };
  await pause(REST_DELAY_MS);
  try {
    await step(() => installParts(self.calcCore.parts));
    const modules = await step(() => {
      const list = pyodide.runPython(MODULES);
      const names = list.toJs();
      list.destroy();
      return names;
    });
    for (const name of modules) await step(() => pyodide.runPython(`import ${name}`));
    // Each game's first answer as quick as the next (its messages read, its code run once).
    const warmUp = pyodide.pyimport("calculators.api").warm_up;
    for (const game of Object.keys(self.calcCore.needs)) await step(() => warmUp(game));
    warmUp.destroy();
    if (from === "start") {
      const bytes = await step(() => pyodide.makeMemorySnapshot());
      await keepSnapshot(await snapshotKey(), bytes);
    }
  } catch (error) {
    // Parts not fetched (network gone): they are fetched when a request needs them.
  }
}

// ---- Requests ------------------------------------------------------------------------------

function init(port, message) {
  const asked = performance.now();
  if (!engine) {
    wheelUrl = message.wheel;
    engine = start(message.games, message.snapshot);
    engine.then(
      (e) => {
        running = true;
        told.clear();
        completeLater(e);
      },
      // Over for this worker (see the top): the next page, or the reader's retry, starts a new one.
      () => setTimeout(() => self.close()),
    );
    for (const [waitingPort, request] of waiting.splice(0)) answerLater(waitingPort, request);
  }
  const wasRunning = running;
  if (!running) {
    told.add(port);
    if (lastProgress) port.postMessage(lastProgress);
  }
  engine.then(
    (e) => port.postMessage({ type: "ready", ms: performance.now() - asked, from: wasRunning ? "running" : e.from }),
    (error) => port.postMessage({ type: "failed", error: String(error && error.message ? error.message : error), download: error instanceof DownloadError }),
  );
}

function answerLater(port, { id, request }) {
  if (!engine) {
    waiting.push([port, { id, request }]);
    return;
  }
  asking++;
  lastAsked = performance.now();
  const started = engine;
  queue = queue.then(async () => {
    let text;
    try {
      await started;
    } catch (error) {
      asking--;
      return; // no Python here: the page asks its next worker again
    }
    try {
      const { handleJson } = await started;
      // The game the request names, found without parsing it: a hostile text (a hundred thousand
      // levels deep, a hundred thousand keys) took JSON.parse 70-230 ms before Python refused it.
      const named = GAME_FIELD.exec(request);
      const game = named ? named[1] : null;
      // The parts this game imports, fetched together (what else Python imports, the finder fetches).
      if (typeof game === "string") await installParts(needsOf(self.calcCore, [game])).catch(() => {});
      text = handleJson(request);
      if (text.includes('"common.internal_error"') && !self.calcCore.parts.every((name) => installed.has(name))) {
        // A file of a part not here yet, read rather than imported: every part, and once more.
        await installParts(self.calcCore.parts);
        text = handleJson(request);
      }
    } catch (error) {
      text = JSON.stringify({ ok: false, errors: [{ path: "", code: "common.internal_error", message: String(error) }], warnings: [] });
    }
    asking--;
    port.postMessage({ id, answer: text });
  });
}

function listen(port) {
  port.onmessage = (event) => {
    const message = event.data;
    if (message && message.type === "init") init(port, message);
    else answerLater(port, message);
  };
}

if (typeof SharedWorkerGlobalScope !== "undefined" && self instanceof SharedWorkerGlobalScope) {
  self.onconnect = (event) => listen(event.ports[0]);
} else {
  listen(self);
}
