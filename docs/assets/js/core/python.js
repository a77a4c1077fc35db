// Python in a worker: the page's one connection to calculators.api (calc-worker.js runs Pyodide).
//
// The page's head has usually started the worker already (overrides/main.html puts it in
// window.__calcEarlyWorker): a shared worker that may hold a running Python from the previous
// page, else a dedicated one. It is taken over here with the messages it received meanwhile.
//
// The worker tells how its start goes (calc-worker.js: progress, ready, failed); listeners given
// to onState hear each of these (./status.js shows them). A request waits until Python answers
// it: when a start fails, the requests stay here and go to the next worker, started when the
// reader tries again (retry) or the network comes back, so nothing the reader entered is lost.

import { config } from "./page.js";

class PythonWorker {
  constructor(wheelPath) {
    this.nextId = 1;
    this.isReady = false;
    this.failed = false;
    this.waiting = new Map(); // id -> [request, resolve]
    this.listeners = new Set();
    this.state = null; // the last message about the start
    this.ready = new Promise((resolve) => (this.settle = resolve));
    const early = window.__calcEarlyWorker || { messages: [], init: { type: "init", wheel: new URL(`../../../${wheelPath}`, import.meta.url).href } };
    this.init = early.init;
    if (early.port) this.attach(early.port, early.shared);
    else this.start(false);
    for (const event of early.messages) this.receive(event.data);
  }

  attach(port, shared) {
    if (this.port) this.port.onmessage = null;
    this.port = port;
    this.shared = shared || null;
    port.onmessage = (event) => this.receive(event.data);
    // A worker whose script could not be loaded or run.
    (shared || port).onerror = (event) => this.receive({ type: "failed", error: event.message || "worker error", download: !navigator.onLine });
  }

  // A new worker (shared where `shared`, else the page's own), told to start, given what waits.
  start(shared) {
    const script = new URL("../calc-worker.js", import.meta.url);
    if (shared) {
      // The failed shared worker closed itself (calc-worker.js): this name starts a new one.
      const worker = new SharedWorker(script, { type: "module", name: this.init.wheel, extendedLifetime: true });
      this.attach(worker.port, worker);
    } else {
      this.attach(new Worker(script, { type: "module" }));
    }
    this.port.postMessage(this.init);
    for (const [id, [request]] of this.waiting) this.port.postMessage({ id, request });
  }

  // After a failed start: a new worker of the same kind (a failed download was the network's).
  retry() {
    if (!this.failed) return;
    this.failed = false;
    this.emit({ type: "progress", stage: "start" });
    this.start(Boolean(this.shared));
  }

  onState(listener) {
    this.listeners.add(listener);
    if (this.state) listener(this.state);
  }

  emit(state) {
    this.state = state;
    for (const listener of this.listeners) listener(state);
  }

  receive(message) {
    if (message.type === "progress") {
      this.emit(message);
    } else if (message.type === "ready") {
      this.isReady = true;
      performance.mark("calc-python-ready", { detail: message });
      console.info(`python ready: ${Math.round(message.ms)} ms in the worker (${message.from})`);
      try {
        localStorage.setItem("tablerules.python-started", "1"); // a snapshot may exist from now on
      } catch (error) {
        // no storage: the worker looks for a snapshot anyway
      }
      this.settle(message.ms);
      this.emit(message);
    } else if (message.type === "failed") {
      if (this.isReady || this.failed) return;
      console.error(`python: ${message.error}`);
      // A shared worker that cannot run Python at all (not a download cut): the page's own.
      if (this.shared && !message.download) return this.start(false);
      this.failed = true;
      this.emit(message);
    } else if (this.waiting.has(message.id)) {
      this.waiting.get(message.id)[1](JSON.parse(message.answer));
      this.waiting.delete(message.id);
    }
  }

  // Python's answer {ok, ..., errors, warnings}; never rejects, and comes once Python has started
  // (after a failed start, once the reader has tried again).
  call(game, action, data) {
    const id = this.nextId++;
    const request = JSON.stringify({ game, action, lang: config.lang, data });
    return new Promise((resolve) => {
      this.waiting.set(id, [request, resolve]);
      this.port.postMessage({ id, request });
    });
  }
}

let python = null;

// The page's one worker, started on first use.
export function pythonWorker() {
  if (!python) python = new PythonWorker(config.wheel);
  return python;
}
