// Python in a worker: the page's one connection to calculators.api (calc-worker.js runs Pyodide).
//
// The page's head has usually started the worker already (overrides/main.html puts it in
// window.__calcEarlyWorker): a shared worker that may hold a running Python from the previous
// page, else a dedicated one. It is taken over here with the messages it received meanwhile.

import { config, translate } from "./page.js";

class PythonWorker {
  constructor(wheelPath) {
    this.nextId = 1;
    this.isReady = false;
    this.waiting = new Map(); // id -> [request, resolve]
    this.ready = new Promise((resolve, reject) => (this.settle = { resolve, reject }));
    const early = window.__calcEarlyWorker || { messages: [], init: { type: "init", wheel: new URL(`../../../${wheelPath}`, import.meta.url).href } };
    this.init = early.init;
    if (early.port) this.attach(early.port, early.shared);
    else this.dedicated();
    for (const event of early.messages) this.receive(event.data);
  }

  attach(port, shared) {
    if (this.port) this.port.onmessage = null;
    this.port = port;
    this.shared = shared || null;
    port.onmessage = (event) => this.receive(event.data);
    (shared || port).onerror = (event) => this.fail(new Error(event.message || "worker error"));
  }

  // The page's own worker: where there is no shared worker, or it could not start Python.
  dedicated() {
    this.attach(new Worker(new URL("../calc-worker.js", import.meta.url), { type: "module" }));
    this.port.postMessage(this.init);
    for (const [id, [request]] of this.waiting) this.port.postMessage({ id, request });
  }

  fail(error) {
    if (this.shared && !this.isReady) return this.dedicated();
    this.settle.reject(error);
  }

  receive(message) {
    if (message.type === "ready") {
      this.isReady = true;
      performance.mark("calc-python-ready", { detail: message });
      console.info(`python ready: ${Math.round(message.ms)} ms in the worker (${message.from})`);
      try {
        localStorage.setItem("tablerules.python-started", "1"); // a snapshot may exist from now on
      } catch (error) {
        // no storage: the worker looks for a snapshot anyway
      }
      this.settle.resolve(message.ms);
    } else if (message.type === "failed") {
      this.fail(new Error(message.error));
    } else if (this.waiting.has(message.id)) {
      this.waiting.get(message.id)[1](JSON.parse(message.answer));
      this.waiting.delete(message.id);
    }
  }

  // Python's answer {ok, ..., errors, warnings}; never rejects: if Python could not start, the
  // answer is {ok: false, failed: true, errors: [core.python_failed]}.
  call(game, action, data) {
    const id = this.nextId++;
    const request = JSON.stringify({ game, action, lang: config.lang, data });
    const failed = () => ({ ok: false, failed: true, errors: [{ path: "", code: "core.python_failed", message: translate("core.python_failed"), params: {} }], warnings: [] });
    return new Promise((resolve) => {
      this.waiting.set(id, [request, resolve]);
      this.port.postMessage({ id, request });
      // Only a real start failure answers this way (not a shared worker the page replaced).
      this.ready.catch(() => {
        if (this.waiting.delete(id)) resolve(failed());
      });
    });
  }
}

let python = null;

// The page's one worker, started on first use.
export function pythonWorker() {
  if (!python) python = new PythonWorker(config.wheel);
  return python;
}
