// The copy of the site kept for use without a network, by the service worker (sw.js, written at
// build time from hooks/offline_sw.js): the theme, the site's own pages and every page of this
// page's game in every language, plus Python when the page has a widget or the warm-up asks for
// it (./warm-up.js). It is asked for once the page has loaded and shown its first result (if
// any), so its downloads never slow it; <html data-offline="pages python"> tells what the cache
// holds. Where the browser cannot keep it (no service worker, its storage full or not allowed),
// the page says so in a line under its content, <html data-offline="unavailable">: the site
// works online all the same.

import { h } from "./dom.js";
import { loaded, whenQuiet } from "./later.js";
import { translate } from "./page.js";

const root = new URL("../../../", import.meta.url);
let registered = null;

// The service worker, registered once, as a Promise of the active one (null where there is none).
function serviceWorker() {
  if (!registered) {
    registered =
      "serviceWorker" in navigator
        ? navigator.serviceWorker.register(new URL("sw.js", root), { scope: root.pathname }).then(() => navigator.serviceWorker.ready.then((ready) => ready.active))
        : Promise.resolve(null);
    registered = registered.catch(() => null);
  }
  return registered;
}

// Posts `message` to the service worker; answers its reply ("pages", "pages python",
// "unavailable"), or nothing when it gives none (a network cut midway: the next page asks again).
export async function tellServiceWorker(message) {
  const active = await serviceWorker();
  if (!active) return "unavailable";
  const channel = new MessageChannel();
  const reply = new Promise((resolve) => (channel.port1.onmessage = (event) => resolve(event.data)));
  active.postMessage(message, [channel.port2]);
  return reply;
}

// Keeps the page's part of the site (with Python when `python`), and shows what came of it.
export async function keepOffline(python) {
  const held = await tellServiceWorker({ type: "keep", python });
  show(held);
  return held;
}

function show(held) {
  const html = document.documentElement;
  html.dataset.offline = held;
  if (held !== "unavailable" || document.querySelector(".calc-offline-note")) return;
  const content = document.querySelector("article.md-content__inner") || document.body;
  content.append(h("p", { class: "calc-offline-note", role: "status" }, translate("core.offline_unavailable")));
}

export function registerOffline(firstResult, python) {
  Promise.all([loaded(), firstResult]).then(() => whenQuiet(() => keepOffline(python).catch(() => {}), 5000));
}
