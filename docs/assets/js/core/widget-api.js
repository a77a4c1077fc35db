// The `api` a widget's mount(root, api) receives: all a widget needs, and no rule.
//
//   api.lang                      "fr" | "en" | "tr"
//   api.options                   the JSON body of the widget fence ({} if none)
//   api.data                      build-time data of the widget's game (GameSpec.widget_data():
//                                 {game, limits: {players, name_length, ...}, ...}), or null
//   api.t(key, params)            an interface string (calculators/**/messages.json), "{name}" filled in
//   api.call(game, action, data)  Promise of Python's answer {ok, ..., errors, warnings}, once
//                                 Python has started (meanwhile the widget's status line shows
//                                 the engine's progress, ./status.js)
//   api.ready                     Promise resolved when Python has started
//   api.h(tag, attrs, ...kids)    builds DOM; strings become text nodes (names are never HTML)
//   api.store                     load(key) -> {value, problem}, save(key, value) -> problem|null,
//                                 remove(key); a corrupted entry is kept aside, never dropped
//   api.share                     link(state) -> URL with the state in its fragment;
//                                 read() -> null | {state} | {problem}
//   api.restore(key, from, empty) starting state: share link, else saved state, else empty(); a
//                                 saved state that cannot be read is kept aside and offered back
//                                 (its text, to copy), never silently replaced
//   api.open(key, from, empty)    api.restore, told: {state, linked (it came from a share link, now
//                                 forgotten: later reloads come back to this browser's save),
//                                 before (what this browser had saved, read by `from`, or null)}
//   api.save(key, value)          store.save, reporting a full storage in the widget
//   api.latest(game, action, el)  an ask(data) function that keeps only the newest answer (older
//                                 ones resolve to null: skip them)
//   api.action(button, handler)   runs handler on click once at a time (./taps.js): a double tap
//                                 never acts twice, nor lands on what the first tap drew
//   api.hold()                    after a redraw not made by api.action: the second tap of a
//                                 double tap is ignored for a moment (./taps.js)
//   api.undoable(text, undo)      a notice with an "Undo" button (for a destructive action)
//   api.showErrors(root, errors)  puts each error next to the field whose data-path matches it;
//                                 one that only says an entry is unfinished waits while the
//                                 reader is filling that entry in (it shows once they leave it)
//   api.waiting(root, errors)     the errors showErrors holds back that way
//   api.notice(root, text, kind)  a short message inside the widget (kind: "info" | "error")
//   api.markResult(element)       marks element data-state="ready" (tests wait for it); the first
//                                 one after Python answered is the page's first live result
//
// api.call never rejects. If Python could not start, the widget's status line says so and offers
// to try again; the call is answered after that, so what the reader entered meanwhile is kept
// and answered. Nothing else shows that message.

import { h, notice, offerBack, showErrors, waiting } from "./dom.js";
import { config, translate } from "./page.js";
import { forgetLink, makeShare, makeStore, readOrNull } from "./saved.js";
import { guard, tapHold } from "./taps.js";

export function widgetApi(root, name, worker) {
  let options = {};
  try {
    options = JSON.parse(root.dataset.options || "{}");
  } catch (error) {
    options = {};
  }
  const hold = tapHold(root);
  const store = makeStore();
  const share = makeShare(name);

  // api.restore, and with `opened` api.open: what this browser had saved is read too, and the
  // link is forgotten once read.
  function start(key, fromData, empty, opened) {
    const shared = share.read();
    if (shared && shared.problem) notice(root, shared.problem, "error");
    if (shared && shared.state) {
      let state = null;
      let read = false;
      try {
        state = fromData(shared.state);
        read = true;
      } catch (error) {
        notice(root, translate("core.share_broken"), "error");
      }
      if (read) {
        if (!opened) return { state, linked: true, before: null };
        forgetLink();
        return { state, linked: true, before: readOrNull(fromData, store.load(key).value) };
      }
    }
    const saved = store.load(key);
    if (saved.problem) offerBack(root, saved.problem, saved.raw);
    if (saved.value !== null && saved.value !== undefined) {
      try {
        return { state: fromData(saved.value), linked: false, before: null };
      } catch (error) {
        const raw = JSON.stringify(saved.value);
        offerBack(root, store.setAside(key) || translate("core.storage_corrupted"), raw);
      }
    }
    return { state: empty(), linked: false, before: null };
  }

  const api = {
    lang: config.lang,
    options,
    data: (config.data || {})[(config.widgets || {})[name]] || null,
    t: translate,
    h,
    ready: worker.ready,
    call: (game, action, data) => worker.call(game, action, data),
    store,
    share,
    showErrors,
    waiting,
    notice,
    // The state to start from: a share link first, else what this browser saved, else empty.
    // A broken link is reported; a saved state that cannot be read is kept aside and offered
    // back in the widget (nothing entered is lost), and the form starts empty.
    restore(key, fromData, empty) {
      return start(key, fromData, empty, false).state;
    },
    open(key, fromData, empty) {
      return start(key, fromData, empty, true);
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
      return guard(button, handler, hold);
    },
    hold,
    undoable(text, undo) {
      const button = h("button", { type: "button", class: "md-button calc-undo" }, translate("core.undo"));
      notice(root, text, "info", button);
      guard(button, async () => {
        await undo();
        notice(root, translate("core.undone"));
      }, hold);
    },
    // Save a widget's state; a full or blocked storage is reported in the widget.
    save(key, value) {
      const problem = store.save(key, value);
      if (problem) notice(root, problem, "error");
    },
    markResult(element) {
      // The page's "first live result" (read by the benchmark) is the first one Python answered.
      if (worker.isReady && !document.documentElement.dataset.calcFirstResult) {
        performance.mark("calc-first-result");
        document.documentElement.dataset.calcFirstResult = String(performance.now());
        // A reader often taps as soon as the first result shows: what can wait (whenQuiet: the
        // copy kept for offline use, the widgets below) counts it as a use too.
        if (window.__calcEarlyWorker) window.__calcEarlyWorker.lastUse = performance.now();
      }
      element.dataset.state = "ready";
    },
  };
  return api;
}
