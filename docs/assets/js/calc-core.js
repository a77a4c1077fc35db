// calc-core.js: the browser side of the calculators, loaded (as a module) on every page.
//
// On a page with widgets (`<div class="calc-widget" data-widget="NAME">`, made by the
// `widget NAME` fence) it starts Python in a Web Worker at once (the page never waits for
// it), then imports ./widgets/NAME.js for each widget and calls its default export:
//
//     export default function mount(root, api) { ... }
//
// `api` is all a widget needs; no rule is written in JavaScript:
//   api.lang                      "fr" | "en" | "tr"
//   api.options                   the JSON body of the widget fence ({} if none)
//   api.data                      build-time data of the widget's game (GameSpec.widget_data():
//                                 {game, limits: {players, name_length, ...}, ...}), or null
//   api.t(key, params)            an interface string (calculators/**/messages.json), "{name}" filled in
//   api.call(game, action, data)  Promise of Python's answer {ok, ..., errors, warnings}
//   api.ready                     Promise resolved when Python has started
//   api.h(tag, attrs, ...kids)    builds DOM; strings become text nodes (names are never HTML)
//   api.store                     load(key) -> {value, problem}, save(key, value) -> problem|null,
//                                 remove(key); a corrupted entry is kept aside, never dropped
//   api.share                     link(state) -> URL with the state in its fragment;
//                                 read() -> null | {state} | {problem}
//   api.restore(key, from, empty) starting state: share link, else saved state, else empty(); a
//                                 saved state that cannot be read is kept aside and offered back
//                                 (its text, to copy), never silently replaced
//   api.save(key, value)          store.save, reporting a full storage in the widget
//   api.latest(game, action, el)  an ask(data) function that keeps only the newest answer (older
//                                 ones resolve to null: skip them)
//   api.action(button, handler)   runs handler on click once at a time: taps while it runs (and
//                                 just after) are ignored, so a double tap never acts twice
//   api.undoable(text, undo)      a notice with an "Undo" button (for a destructive action)
//   api.showErrors(root, errors)  puts each error next to the field whose data-path matches it
//   api.notice(root, text, kind)  a short message inside the widget (kind: "info" | "error")
//   api.markResult(element)       marks element data-state="ready" (tests wait for it); the first
//                                 one after Python answered is the page's first live result
//
// api.call never rejects: if Python could not start, the answer is {ok: false, failed: true,
// errors: [core.python_failed]} and the widget's status line says so; nothing else shows that message.
// Game-neutral drawing helpers live in ./widget-kit.js.

const config = readConfig();
const STORAGE_PREFIX = "tablerules:";

function readConfig() {
  const element = document.getElementById("calc-config");
  if (!element) return null;
  try {
    return JSON.parse(element.textContent);
  } catch (error) {
    return null;
  }
}

// ---- Python in a worker -------------------------------------------------------------------

class PythonWorker {
  constructor(wheelPath) {
    this.nextId = 1;
    this.isReady = false;
    this.waiting = new Map(); // id -> [request, resolve]
    this.ready = new Promise((resolve, reject) => (this.settle = { resolve, reject }));
    // The page's head has usually started the worker already (overrides/main.html): a shared
    // worker that may hold a running Python from the previous page, else a dedicated one.
    const early = window.__calcEarlyWorker || { messages: [], init: { type: "init", wheel: new URL(`../../${wheelPath}`, import.meta.url).href } };
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
    this.attach(new Worker(new URL("./calc-worker.js", import.meta.url), { type: "module" }));
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

// ---- Small DOM helpers ---------------------------------------------------------------------

export function h(tag, attrs, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (name.startsWith("on") && typeof value === "function") {
      element.addEventListener(name.slice(2).toLowerCase(), value);
    } else if (name === "class") {
      element.className = value;
    } else if (name === "dataset") {
      Object.assign(element.dataset, value);
    } else if (name === "value" || name === "checked" || name === "selected") {
      element[name] = value;
    } else {
      element.setAttribute(name, value === true ? "" : String(value));
    }
  }
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return element;
}

function translate(key, params) {
  const strings = (config && config.strings) || {};
  let text = strings[key];
  if (text === undefined || text === "") {
    console.error(`missing string ${key}`);
    text = key;
  }
  for (const [name, value] of Object.entries(params || {})) {
    text = text.split(`{${name}}`).join(String(value));
  }
  return text;
}

function notice(root, text, kind = "info", ...extra) {
  let box = root.querySelector(":scope > .calc-notice");
  if (!box) {
    box = h("div", { class: "calc-notice" });
    root.prepend(box);
  }
  box.setAttribute("role", kind === "error" ? "alert" : "status");
  box.className = `calc-notice calc-notice-${kind}`;
  box.replaceChildren(h("span", {}, text), ...extra);
  box.hidden = !text;
  return box;
}

// A saved state that could not be read: reported, and its text offered back to copy.
function offerBack(root, message, raw) {
  const extra = raw
    ? h("details", { class: "calc-offer-back" }, h("summary", {}, translate("core.saved_text")), h("textarea", { readonly: true, rows: 4, "aria-label": translate("core.saved_text") }, raw))
    : null;
  notice(root, message, "error", extra);
}

// One run at a time: taps while the handler runs, and for a moment after it, are ignored (a
// double tap on a phone must not count a round twice). The button stays focusable.
const SETTLE_MS = 400;
function guard(button, handler) {
  button.addEventListener("click", async (event) => {
    if (button.dataset.busy) return;
    button.dataset.busy = "true";
    button.setAttribute("aria-disabled", "true");
    try {
      await handler(event);
    } catch (error) {
      console.error(error);
    } finally {
      setTimeout(() => {
        delete button.dataset.busy;
        button.removeAttribute("aria-disabled");
      }, SETTLE_MS);
    }
  });
  return button;
}

function showErrors(root, errors) {
  for (const old of root.querySelectorAll(".calc-field-error")) old.remove();
  for (const field of root.querySelectorAll("[aria-invalid]")) field.removeAttribute("aria-invalid");
  const unplaced = [];
  for (const error of errors || []) {
    // The closest field whose data-path is the error's path or a parent of it.
    let path = error.path;
    let field = null;
    while (path !== undefined) {
      field = root.querySelector(`[data-path="${CSS.escape(path)}"]`);
      if (field || !path) break;
      path = path.includes(".") ? path.slice(0, path.lastIndexOf(".")) : "";
    }
    if (field) {
      field.setAttribute("aria-invalid", "true");
      const message = h("p", { class: "calc-field-error", role: "alert" }, "⚠ ", error.message);
      // Inside a group (fieldset), after a single input.
      if (field.matches("fieldset, [role=group]")) field.append(message);
      else field.after(message);
    } else {
      unplaced.push(error.message);
    }
  }
  return unplaced;
}

// ---- Storage that survives reloads ---------------------------------------------------------

let persistAsked = false;

function makeStore(widgetName) {
  const fullKey = (key) => `${STORAGE_PREFIX}${key}`;
  return {
    load(key) {
      let raw;
      try {
        raw = localStorage.getItem(fullKey(key));
      } catch (error) {
        return { value: null, problem: translate("core.storage_unavailable") };
      }
      if (raw === null) return { value: null, problem: null };
      try {
        return { value: JSON.parse(raw), problem: null };
      } catch (error) {
        return { value: null, problem: setAside(key, raw), raw };
      }
    },
    setAside(key) {
      let raw = null;
      try {
        raw = localStorage.getItem(fullKey(key));
      } catch (error) {
        return translate("core.storage_unavailable");
      }
      return raw === null ? null : setAside(key, raw);
    },
    save(key, value) {
      if (!persistAsked && navigator.storage && navigator.storage.persist) {
        persistAsked = true;
        navigator.storage.persist().catch(() => {});
      }
      try {
        localStorage.setItem(fullKey(key), JSON.stringify(value));
        return null;
      } catch (error) {
        return translate("core.storage_full");
      }
    },
    remove(key) {
      try {
        localStorage.removeItem(fullKey(key));
      } catch (error) {
        /* nothing stored, nothing to remove */
      }
    },
  };

  function setAside(key, raw) {
    // A damaged entry is kept under another key so nothing entered is lost, and reported.
    const asideKey = `${STORAGE_PREFIX}corrupted:${key}:${new Date().toISOString()}`;
    try {
      localStorage.setItem(asideKey, raw);
      localStorage.removeItem(fullKey(key));
    } catch (error) {
      return translate("core.storage_corrupted");
    }
    return translate("core.storage_corrupted");
  }
}

// ---- Share links: the state in the URL fragment ---------------------------------------------

function encodeState(state) {
  const bytes = new TextEncoder().encode(JSON.stringify(state));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function decodeState(text) {
  const base64 = text.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
}

function makeShare(widgetName) {
  return {
    link(state) {
      const url = new URL(window.location.href);
      url.hash = `${widgetName}=${encodeState(state)}`;
      return url.href;
    },
    read() {
      const hash = window.location.hash.slice(1);
      const prefix = `${widgetName}=`;
      if (!hash.startsWith(prefix)) return null;
      try {
        const state = decodeState(hash.slice(prefix.length));
        if (state === null || typeof state !== "object" || Array.isArray(state)) throw new Error("not an object");
        return { state };
      } catch (error) {
        return { problem: translate("core.share_broken") };
      }
    },
  };
}

// ---- Starting the widgets ------------------------------------------------------------------

let python = null;

function pythonWorker() {
  if (!python) python = new PythonWorker(config.wheel);
  return python;
}

async function mountWidget(root) {
  const name = root.dataset.widget;
  let options = {};
  try {
    options = JSON.parse(root.dataset.options || "{}");
  } catch (error) {
    options = {};
  }
  const worker = pythonWorker();
  const api = {
    lang: config.lang,
    options,
    data: (config.data || {})[(config.widgets || {})[name]] || null,
    t: translate,
    h,
    ready: worker.ready,
    call: (game, action, data) => worker.call(game, action, data),
    store: makeStore(name),
    share: makeShare(name),
    showErrors,
    notice,
    // The state to start from: a share link first, else what this browser saved, else empty.
    // A broken link is reported; a saved state that cannot be read is kept aside and offered
    // back in the widget (nothing entered is lost), and the form starts empty.
    restore(key, fromData, empty) {
      const shared = this.share.read();
      if (shared && shared.problem) notice(root, shared.problem, "error");
      if (shared && shared.state) {
        try {
          return fromData(shared.state);
        } catch (error) {
          notice(root, translate("core.share_broken"), "error");
        }
      }
      const saved = this.store.load(key);
      if (saved.problem) offerBack(root, saved.problem, saved.raw);
      if (saved.value !== null && saved.value !== undefined) {
        try {
          return fromData(saved.value);
        } catch (error) {
          const raw = JSON.stringify(saved.value);
          offerBack(root, this.store.setAside(key) || translate("core.storage_corrupted"), raw);
        }
      }
      return empty();
    },
    // Ask Python, keeping only the newest answer: resolves to null when a newer question was
    // asked meanwhile (fast typing), and marks `busy` with aria-busy while waiting.
    latest(game, action, busy) {
      let sequence = 0;
      return async (data) => {
        const mine = ++sequence;
        if (busy) busy.setAttribute("aria-busy", "true");
        const answer = await worker.call(game, action, data);
        if (mine !== sequence) return null;
        if (busy) busy.removeAttribute("aria-busy");
        return answer;
      };
    },
    action(button, handler) {
      return guard(button, handler);
    },
    undoable(text, undo) {
      const button = h("button", { type: "button", class: "md-button calc-undo" }, translate("core.undo"));
      notice(root, text, "info", button);
      guard(button, async () => {
        await undo();
        notice(root, translate("core.undone"));
      });
    },
    // Save a widget's state; a full or blocked storage is reported in the widget.
    save(key, value) {
      const problem = this.store.save(key, value);
      if (problem) notice(root, problem, "error");
    },
    markResult(element) {
      // The page's "first live result" (read by the benchmark) is the first one Python answered.
      if (worker.isReady && !document.documentElement.dataset.calcFirstResult) {
        performance.mark("calc-first-result");
        document.documentElement.dataset.calcFirstResult = String(performance.now());
        // A reader often taps as soon as the first result shows: what can wait (whenQuiet: the
        // copy kept for offline use, the widgets below, the theme) counts it as a use too.
        if (window.__calcEarlyWorker) window.__calcEarlyWorker.lastUse = performance.now();
      }
      element.dataset.state = "ready";
    },
  };
  const status = root.querySelector(".calc-status");
  try {
    const module = await import(`./widgets/${name}.js`);
    module.default(root, api);
  } catch (error) {
    console.error(error);
    if (status) status.textContent = translate("core.widget_failed");
    return;
  }
  worker.ready.then(
    () => status && status.remove(),
    (error) => {
      console.error(error);
      if (status) status.textContent = translate("core.python_failed");
    },
  );
}

// ---- Offline use -------------------------------------------------------------------------

// The service worker (sw.js, written at build time) keeps the site for use without a network:
// this page's language and the theme, plus Python when the page has a widget. It is asked once
// the page has loaded and shown its first result (if any), so its downloads never slow it;
// <html data-offline="pages python"> tells what it kept.
function registerOffline(firstResult, python) {
  if (!("serviceWorker" in navigator)) return;
  const root = new URL("../../", import.meta.url);
  const keep = async () => {
    await navigator.serviceWorker.register(new URL("sw.js", root), { scope: root.pathname });
    const { active } = await navigator.serviceWorker.ready;
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => (document.documentElement.dataset.offline = event.data);
    active.postMessage({ type: "keep", python }, [channel.port2]);
  };
  const loaded = document.readyState === "complete" ? Promise.resolve() : new Promise((resolve) => addEventListener("load", resolve, { once: true }));
  Promise.all([loaded, firstResult]).then(() => whenQuiet(() => keep().catch(() => {}), 5000));
}

const idle = (task, timeout = 1000) => (window.requestIdleCallback ? requestIdleCallback(task, { timeout }) : setTimeout(task, 200));

// Work the page can put off waits until the reader has left the widgets alone for a second
// (the page's head keeps when they were last used, overrides/main.html); on a page without a
// widget, an idle moment.
const whenQuiet = (task, timeout) => (window.__calcEarlyWorker ? window.__calcEarlyWorker.whenQuiet(task, timeout) : idle(task, timeout));

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

// The page's first result (calc-core marks it), or, when no widget on screen gives one, the
// moment Python has started (or failed) and a little more.
function firstResultOr(started) {
  const html = document.documentElement;
  const shown = new Promise((resolve) => {
    const watch = new MutationObserver(() => html.dataset.calcFirstResult && resolve(watch.disconnect()));
    watch.observe(html, { attributes: true, attributeFilter: ["data-calc-first-result"] });
  });
  const later = started.catch(() => {}).then(() => new Promise((resolve) => setTimeout(resolve, 3000)));
  return Promise.race([shown, later]);
}

// ---- Wide tables reachable by keyboard ------------------------------------------------------

// Material wraps tables in a scrolling box; a box that scrolls must take keyboard focus (WCAG 2.1.1).
function focusableScrollBoxes() {
  for (const box of document.querySelectorAll(".md-typeset__scrollwrap:not([tabindex])")) {
    box.tabIndex = 0;
    box.setAttribute("role", "region");
    const caption = box.closest("figure, .calc-example, section")?.querySelector("figcaption, h2, h3");
    box.setAttribute("aria-label", caption ? caption.textContent.trim() : document.title);
  }
}
function start() {
  focusableScrollBoxes();
  addEventListener("load", focusableScrollBoxes, { once: true });
  let firstResult = Promise.resolve();
  const roots = config ? [...document.querySelectorAll(".calc-widget[data-widget]")] : [];
  if (roots.length) {
    firstResult = firstResultOr(pythonWorker().ready);
    mountWhenSeen(roots, firstResult);
  }
  registerOffline(firstResult, roots.length > 0);
}

// The page starts from the theme's document$ (Material's "Additional JavaScript"): it emits the
// document once the theme has it (DOMContentLoaded), and each page instant navigation brings.
// Where the theme's script did not run (it failed to load), the page starts by itself.
if (window.document$) window.document$.subscribe(() => start());
else start();
