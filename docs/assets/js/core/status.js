// The widgets' status line (the `<p class="calc-status">` of each widget fence) while the
// calculation engine starts: what it is doing, with the bytes downloaded when its files come
// from the network ("Downloading the calculation engine, 1.2 / 3.7 MB"), then gone once Python
// has started (the first answers follow at once). A failed start says why, keeps what was
// entered, and offers to try again; it is tried again by itself when the network comes back.
//
// The first line speaks to screen readers (role=status, the stage only; the bytes are the
// progress bar's value text); the others show the same without announcing it again.

import { h } from "./dom.js";
import { config, translate } from "./page.js";

const decimal = new Intl.NumberFormat((config && config.lang) || "en", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const megabytes = (bytes) => decimal.format(bytes / 1e6);

const STAGES = { download: "core.engine_download", start: "core.engine_start" };

function draw(line, state, first, retry) {
  if (state.type === "failed") {
    line.setAttribute("role", "alert");
    const button = h("button", { type: "button", class: "md-button calc-retry" }, translate("core.retry"));
    button.addEventListener("click", retry, { once: true });
    line.replaceChildren(h("span", {}, translate(state.download ? "core.engine_download_failed" : "core.python_failed")), " ", button);
    line.dataset.stage = "failed";
    return;
  }
  if (first) line.setAttribute("role", "status");
  else line.removeAttribute("role");
  const stage = translate(STAGES[state.stage]);
  if (line.dataset.stage !== state.stage) {
    // Drawn anew only when the stage changes: a live region announces every change of its text.
    line.dataset.stage = state.stage;
    line.replaceChildren(h("span", { class: "calc-stage" }, stage));
  }
  if (state.stage !== "download" || !state.total) return;
  let meter = line.querySelector("progress");
  if (!meter) {
    meter = h("progress", { max: 1, "aria-label": stage });
    line.append(" ", meter, " ", h("span", { class: "calc-bytes", "aria-hidden": "true" }));
  }
  const bytes = translate("core.engine_bytes", { loaded: megabytes(state.loaded), total: megabytes(state.total) });
  meter.value = state.total ? state.loaded / state.total : 0;
  meter.setAttribute("aria-valuetext", bytes);
  line.querySelector(".calc-bytes").textContent = bytes;
}

const shown = new WeakSet();

// Shows the start of `worker` (./python.js) in every status line of the page, from now on.
export function showEngineStatus(worker) {
  if (shown.has(worker)) return;
  shown.add(worker);
  const html = document.documentElement;
  worker.onState((state) => {
    const lines = [...document.querySelectorAll(".calc-status")];
    if (state.type === "ready") {
      lines.forEach((line) => line.remove());
      return;
    }
    if (!html.dataset.calcProgress) {
      // When the page first showed how the start goes (read by the benchmark).
      performance.mark("calc-first-progress");
      html.dataset.calcProgress = String(performance.now());
    }
    lines.forEach((line, index) => draw(line, state, index === 0, () => worker.retry()));
  });
  addEventListener("online", () => worker.retry());
}
