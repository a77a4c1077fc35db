// widget-kit.js: the game-neutral building blocks every widget draws with (no rule, no game fact).
//
// Widgets import what they need:  import { append, uid, ... } from "../widget-kit.js";
// Game facts (limits, card lists, choices) come from api.data (GameSpec.widget_data(), built
// from calculators/<game>/spec.py); sentences come from Python's answers or api.t().

// Element.append would write "null" for a missing optional part: skip those.
export function append(parent, ...children) {
  parent.append(...children.flat().filter((child) => child !== null && child !== undefined && child !== false));
  return parent;
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

// A button whose action runs once however fast it is tapped (api.action does the guarding).
export function actionButton(api, label, handler, extra = {}) {
  const button = api.h("button", { type: "button", class: "md-button calc-action", ...extra }, label);
  return api.action(button, handler);
}

// A player's name field: the game's length limit (refused while typing), "Player 1" shown as a
// placeholder in the page's language and never stored as a name.
export function nameInput(api, { index, value, path, onInput, label }) {
  const limit = (api.data && api.data.limits && api.data.limits.name_length) || 40;
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
export function readOrNull(read, value) {
  if (value === undefined || value === null) return null;
  try {
    return read(value);
  } catch (error) {
    return null;
  }
}

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

// After a share link has been read, later reloads come back to this browser's own saved state.
export function forgetLink() {
  history.replaceState(null, "", window.location.pathname + window.location.search);
}

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
