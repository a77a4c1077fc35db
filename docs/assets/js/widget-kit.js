// widget-kit.js: the game-neutral building blocks every widget draws with (no rule, no game fact).
//
// Widgets import what they need:  import { append, uid, ... } from "../widget-kit.js";
// Game facts (limits, card lists, choices) come from api.data (GameSpec.widget_data(), built
// from calculators/<game>/spec.py); sentences come from Python's answers or api.t().

import { readOrNull } from "./core/saved.js";

// Element.append would write "null" for a missing optional part: skip those.
export function append(parent, ...children) {
  parent.append(...children.flat().filter((child) => child !== null && child !== undefined && child !== false));
  return parent;
}

// `parent`'s children replaced by `children` (missing optional parts skipped).
export function fill(parent, ...children) {
  parent.replaceChildren();
  return append(parent, ...children);
}

let counter = 0;
// A page-unique id for label/for pairs and radio group names.
export function uid(prefix = "w") {
  counter += 1;
  return `${prefix}-${counter}`;
}

// Python's explanation lines, in order.
export function explanationList(api, lines) {
  return api.h("ol", { class: "calc-explanation" }, (lines || []).map((line) => api.h("li", {}, line)));
}

// Errors Python could not place next to a field (messages), as a list; null when none.
export function errorList(api, messages) {
  if (!messages || !messages.length) return null;
  return api.h("ul", { class: "calc-error-list" }, messages.map((message) => api.h("li", { class: "calc-error" }, `⚠ ${message}`)));
}

// Python's warnings (they never stop a result); null when none.
export function warningList(api, warnings) {
  if (!warnings || !warnings.length) return null;
  return api.h("ul", { class: "calc-warnings" }, warnings.map((w) => api.h("li", {}, `ⓘ ${w.message}`)));
}

// Errors whose path starts with one of `prefixes` ("players", "rounds.2"), and the others.
export function splitErrors(errors, prefixes) {
  const mine = [];
  const others = [];
  for (const error of errors || []) {
    const hit = prefixes.some((prefix) => error.path === prefix || error.path.startsWith(`${prefix}.`));
    (hit ? mine : others).push(error);
  }
  return [mine, others];
}

// How long a tap settles (the one double-tap guard, ./core/taps.js).
export { SETTLE_MS } from "./core/taps.js";

// A button whose action runs once however fast it is tapped (api.action does the guarding).
export function actionButton(api, label, handler, extra = {}) {
  const button = api.h("button", { type: "button", class: "md-button calc-action", ...extra }, label);
  return api.action(button, handler);
}

// ---- Players (the roster editor that lists them: ./roster.js) --------------------------------

// A name as Python reads and shows it (calculators/players.py, read_name): trimmed, single spaces inside.
export function spelled(name) {
  return typeof name === "string" ? name.trim().split(/\s+/).join(" ") : "";
}

// What player `index` is called before Python answers: their name, or "Player 2" in the page's
// language (Python calls an unnamed player the same way; that label is never stored as a name).
export function playerLabel(api, name, index) {
  return spelled(name) || defaultLabel(api, index);
}

export function playerLabels(api, names) {
  return names.map((name, index) => playerLabel(api, name, index));
}

// "Player 2" for index 1 (also how earlier versions stored an unnamed player: read back as "").
export function defaultLabel(api, index) {
  return api.t("common.default_player", { number: index + 1 });
}

// References to players read back from a save or a link: an index (how players are kept now),
// or a name (saves made before players were kept by index). `use(references, put)` calls
// put(...indexes) with the players the references name: at once for indexes; for names, once
// `await resolve(api)` has had Python match them (the `players` action every game has,
// calculators/players.py: spaces, Unicode's composed form, case the page language's way, "Player
// 2" for an unnamed player); never when one of them names nobody. `pending` tells whether
// there are names to match: the widget then waits for them before it saves or asks anything.
export class PlayerRefs {
  constructor(names) {
    this.names = names;
    this.queued = [];
  }

  get pending() {
    return this.queued.length > 0;
  }

  index(reference) {
    const text = typeof reference === "number" ? String(reference) : reference;
    if (typeof text !== "string" || !/^\d+$/.test(text)) return null;
    return Number(text) < this.names.length ? Number(text) : null;
  }

  use(references, put) {
    const indexes = references.map((reference) => this.index(reference));
    if (indexes.every((index) => index !== null)) put(...indexes);
    else if (references.every((reference, k) => indexes[k] !== null || typeof reference === "string")) this.queued.push([references, put]);
  }

  async resolve(api) {
    if (!this.queued.length) return;
    const names = [...new Set(this.queued.flatMap(([references]) => references.filter((reference) => this.index(reference) === null)))];
    const answer = await api.call(api.data.game, "players", { players: this.names, find: names });
    const found = new Map(names.map((name, k) => [name, answer.ok ? answer.found[k] : null]));
    for (const [references, put] of this.queued) {
      const indexes = references.map((reference) => this.index(reference) ?? found.get(reference) ?? null);
      if (indexes.every((index) => index !== null)) put(...indexes);
    }
    this.queued = [];
  }
}

// The game's player range {min, max} (GameSpec.players, in the build-time data).
export function playerRange(api) {
  return api.data.limits.players;
}

// A player's name field: the game's length limit (GameSpec.widget_data(): limits.name_length,
// refused while typing), "Player 1" shown as a placeholder in the page's language and never
// stored as a name.
export function nameInput(api, { index, value, path, onInput, label }) {
  const limit = api.data.limits.name_length;
  const id = uid("name");
  const input = api.h("input", {
    type: "text",
    id,
    value: value || "",
    maxlength: limit,
    placeholder: api.t("common.default_player", { number: index + 1 }),
    autocomplete: "off",
    autocapitalize: "words",
    spellcheck: "false",
    enterkeyhint: "next",
    "data-path": path,
    oninput: (event) => onInput(event.target.value),
  });
  return api.h("span", { class: "calc-name" }, api.h("label", { for: id, class: "calc-visually-hidden" }, label || api.t("common.default_player", { number: index + 1 })), input);
}

// Python asked after each change: update() saves `request()` under `key` (or `saved()`, when what
// is kept differs from what is sent) and sends it; only the newest answer reaches show(answer)
// (api.latest, which marks `busy` meanwhile). update(false) sends without saving: the page opens
// on what this browser saved, or on nothing (writing it back would only cost the first answer
// the first, slow write to the storage).
export function liveAnswer(api, { key, game, action, busy = null, request, saved = null, show }) {
  const ask = api.latest(game, action, busy);
  return async (save = true) => {
    const data = request();
    if (save) api.save(key, saved ? saved() : data);
    const answer = await ask(data);
    if (answer) show(answer);
  };
}

// The share link: shown in a read-only field (always) and copied to the clipboard (when allowed).
// `keys` names the texts, for a widget that says what the link holds ("Link to this score sheet").
export async function offerLink(api, root, holder, state, keys = {}) {
  const { h, t } = api;
  const { label = "core.share_label", copied = "core.link_copied", ready = "core.link_ready" } = keys;
  const link = api.share.link(state);
  const id = uid("link");
  holder.replaceChildren(
    h("label", { for: id }, t(label)),
    h("input", { id, type: "text", readonly: true, value: link, class: "calc-link", onfocus: (event) => event.target.select() }),
  );
  try {
    await navigator.clipboard.writeText(link);
    api.notice(root, t(copied));
  } catch (error) {
    api.notice(root, t(ready));
  }
}

// `read(value)`, or null when it throws (a value that is not a state): a saved entry, a link.
export { readOrNull };

// The state this browser saved under `key`, read by `read`; null when there is none or it cannot
// be read (api.restore is the one that reports a damaged save and keeps it aside).
export function savedState(api, key, read) {
  return readOrNull(read, api.store.load(key).value || null);
}

// Changes a widget's state with an Undo offered at once: `take` copies the state, `change`
// alters it, `put` restores a copy (each redraws as the widget needs).
export function changeWithUndo(api, text, { take, change, put }) {
  const before = take();
  change();
  api.undoable(text, () => put(before));
}

// How the widget opened, from api.open's answer: from a share link in place of what this browser
// kept (Undo brings that back through `restore(before)`), from a link, or (nothing said) from
// this browser's save.
export function linkNotice(api, root, opened, restore) {
  if (!opened.linked) return;
  if (opened.before && JSON.stringify(opened.before) !== JSON.stringify(opened.state)) api.undoable(api.t("core.link_replaced"), () => restore(opened.before));
  else api.notice(root, api.t("core.link_opened"));
}

// After a share link has been read, later reloads come back to this browser's own saved state
// (api.open does it itself).
export { forgetLink } from "./core/saved.js";

// A radio group in a fieldset (keyboard: arrows move between choices).
export function radioGroup(api, { legend, path, choices, value, onChange }) {
  const { h } = api;
  const name = uid("radio");
  const box = h("fieldset", { class: "calc-choice", "data-path": path }, h("legend", {}, legend));
  for (const [key, label] of choices) {
    box.append(h("label", {}, h("input", { type: "radio", name, value: key, checked: value === key, onchange: () => onChange(key) }), ` ${label}`));
  }
  return box;
}
