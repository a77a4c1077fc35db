// Warm before it is needed: a reader who has spent a few seconds on a page of a game (its rules,
// its summary: a page without a calculator) will likely open one of its calculators, so the
// calculation engine's files are then kept by the service worker (./offline.js) in an idle
// moment, and the first calculator opened afterwards starts without downloading them. The page
// never waits for it.
//
// Not when the browser asks to save data (navigator.connection.saveData), nor when the reader
// turned it off: a line under the page's content says that the engine is being downloaded, with
// a button to stop it and not do it again, kept in this browser (localStorage); turned off, the
// line offers to turn it back on. Nothing is shown once the engine is kept.

import { h } from "./dom.js";
import { loaded, whenQuiet } from "./later.js";
import { keepOffline, tellServiceWorker } from "./offline.js";
import { config, translate } from "./page.js";

const SETTING = "tablerules.warm-up"; // "off" once the reader turned it off
const AFTER_MS = 3000;

function turnedOff() {
  try {
    return localStorage.getItem(SETTING) === "off";
  } catch (error) {
    return false;
  }
}

function remember(off) {
  try {
    if (off) localStorage.setItem(SETTING, "off");
    else localStorage.removeItem(SETTING);
  } catch (error) {
    // no storage: the choice holds for this page only
  }
}

// The line under the page's content, in one of its states: "on" (downloading) or "off".
function line(state, act) {
  let box = document.querySelector(".calc-warm-up");
  if (!state) return box && box.remove();
  if (!box) {
    box = h("p", { class: "calc-warm-up" });
    (document.querySelector("article.md-content__inner") || document.body).append(box);
  }
  const button = h("button", { type: "button", class: "md-button" }, translate(state === "on" ? "core.warm_up_turn_off" : "core.warm_up_turn_on"));
  button.addEventListener("click", act, { once: true });
  box.dataset.state = state;
  box.replaceChildren(h("span", { role: "status" }, translate(state === "on" ? "core.warm_up_on" : "core.warm_up_off")), " ", button);
  return box;
}

async function warm() {
  line("on", () => {
    remember(true);
    tellServiceWorker({ type: "stop" });
    turnedOffLine();
  });
  const held = await keepOffline(true);
  if (held === "pages python" || held === "unavailable") line(null);
}

const turnedOffLine = () =>
  line("off", () => {
    remember(false);
    warm();
  });

// On a page of a game without a widget: the warm-up, a few seconds after the page has loaded.
export function warmUp() {
  if (!config || !config.game || document.querySelector(".calc-widget")) return;
  if (navigator.connection && navigator.connection.saveData) return;
  loaded().then(() =>
    setTimeout(
      () =>
        whenQuiet(async () => {
          const held = await tellServiceWorker({ type: "kept" });
          if (held === "pages python" || held === "unavailable") return;
          if (turnedOff()) turnedOffLine();
          else warm();
        }),
      AFTER_MS,
    ),
  );
}
