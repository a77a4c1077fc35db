// The Python side of every widget: a module Web Worker that starts the self-hosted Pyodide,
// unpacks the calculators wheel and answers requests with calculators.api.handle_json.
// Messages in:  {type: "init", wheel: URL}  then  {id, request: JSON string}
// Messages out: {type: "ready", ms} | {type: "failed", error} | {id, answer: JSON string}
import { loadPyodide } from "../../pyodide/pyodide.mjs";

const indexURL = new URL("../../pyodide/", import.meta.url).href;
let handleJson = null;
let pending = [];

async function start(wheelUrl) {
  const started = performance.now();
  try {
    const [pyodide, wheel] = await Promise.all([
      loadPyodide({ indexURL, fullStdLib: false }),
      fetch(wheelUrl).then((response) => {
        if (!response.ok) throw new Error(`wheel: HTTP ${response.status}`);
        return response.arrayBuffer();
      }),
    ]);
    // A pure-Python wheel is a zip: unpacking it into site-packages is all an install needs.
    pyodide.unpackArchive(wheel, "wheel");
    const api = pyodide.pyimport("calculators.api");
    handleJson = api.handle_json;
    handleJson('{"game": "pixies", "action": "score", "data": {"round": 1, "grid": {}}}');
    self.postMessage({ type: "ready", ms: performance.now() - started });
    for (const message of pending) answer(message);
    pending = [];
  } catch (error) {
    self.postMessage({ type: "failed", error: String(error && error.message ? error.message : error) });
  }
}

function answer({ id, request }) {
  let text;
  try {
    text = handleJson(request);
  } catch (error) {
    text = JSON.stringify({ ok: false, errors: [{ path: "", code: "common.internal_error", message: String(error) }] });
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
