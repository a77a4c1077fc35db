// Starting the page: its wide tables made reachable by keyboard, its small pictures able to open
// full screen (zoom.js), its widgets mounted (those on
// screen at once, the others when they come near it or in a quiet moment after the first
// result) with the engine's start shown in their status lines, the copy kept for offline use
// once that first result has shown, and, on a page of a game without a widget, the warm-up.
//
// Each widget is ../widgets/NAME.js, whose default export is called as mount(root, api) with the
// api of ./widget-api.js.

import { notice } from "./dom.js";
import { focusableScrollBoxes } from "./tables.js";
import { whenQuiet } from "./later.js";
import { registerOffline } from "./offline.js";
import { config, translate } from "./page.js";
import { pythonWorker } from "./python.js";
import { showEngineStatus } from "./status.js";
import { warmUp } from "./warm-up.js";
import { widgetApi } from "./widget-api.js";
import { zoomablePictures } from "./zoom.js";

async function mountWidget(root) {
  const name = root.dataset.widget;
  const worker = pythonWorker();
  const api = widgetApi(root, name, worker);
  try {
    const module = await import(`../widgets/${name}.js`);
    module.default(root, api);
  } catch (error) {
    console.error(error);
    notice(root, translate("core.widget_failed"), "error");
  }
}

// Widgets on screen are mounted at once; the others when they come near the screen or, one per
// quiet moment (whenQuiet), after the page's first result: neither the first result nor the
// reader's next ones wait for widgets below. One widget per frame, so that drawing each is a
// short task of its own.
function mountWhenSeen(roots, firstResult) {
  const pending = new Set(roots);
  let queue = Promise.resolve();
  const frame = () => new Promise((resolve) => (requestAnimationFrame(() => setTimeout(resolve)), setTimeout(resolve, 100)));
  const mount = (root) => {
    if (!pending.delete(root)) return;
    if (observer) observer.unobserve(root);
    queue = queue.then(() => mountWidget(root)).then(frame);
  };
  const observer = window.IntersectionObserver && new IntersectionObserver((entries) => entries.forEach((entry) => entry.isIntersecting && mount(entry.target)), { rootMargin: "200px 0px" });
  if (!observer) return roots.forEach(mount);
  // The widget at the top of the page (its modules are preloaded, overrides/main.html) is in
  // view on arrival: mounted at once rather than after the first layout, so Python is asked sooner.
  const top = roots[0];
  if (document.querySelector(`link[rel=modulepreload][href$="/widgets/${top.dataset.widget}.js"]`)) mount(top);
  roots.forEach((root) => pending.has(root) && observer.observe(root));
  // The next one once this one is drawn, and the reader quiet again.
  const next = () => pending.size && (mount(pending.values().next().value), queue.then(() => whenQuiet(next)));
  firstResult.then(() => whenQuiet(next));
}

// The page's first result (widget-api.js marks it), or, when no widget on screen gives one, the
// moment Python has started and a little more.
function firstResultOr(started) {
  const html = document.documentElement;
  const shown = new Promise((resolve) => {
    const watch = new MutationObserver(() => html.dataset.calcFirstResult && resolve(watch.disconnect()));
    watch.observe(html, { attributes: true, attributeFilter: ["data-calc-first-result"] });
  });
  const later = started.then(() => new Promise((resolve) => setTimeout(resolve, 3000)));
  return Promise.race([shown, later]);
}

export function start() {
  focusableScrollBoxes();
  zoomablePictures();
  let resized = null;
  addEventListener("resize", () => (clearTimeout(resized), (resized = setTimeout(zoomablePictures, 200))));
  addEventListener("load", focusableScrollBoxes, { once: true });
  let firstResult = Promise.resolve();
  const roots = config ? [...document.querySelectorAll(".calc-widget[data-widget]")] : [];
  if (roots.length) {
    showEngineStatus(pythonWorker());
    firstResult = firstResultOr(pythonWorker().ready);
    mountWhenSeen(roots, firstResult);
  }
  registerOffline(firstResult, roots.length > 0);
  warmUp();
}
