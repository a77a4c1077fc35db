// The DOM every widget is drawn with: elements built from data (names are never HTML), the
// widget's notice line and errors placed next to the fields Python points at.

import { translate } from "./page.js";

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

export function notice(root, text, kind = "info", ...extra) {
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
export function offerBack(root, message, raw) {
  const extra = raw
    ? h("details", { class: "calc-offer-back" }, h("summary", {}, translate("core.saved_text")), h("textarea", { readonly: true, rows: 4, "aria-label": translate("core.saved_text") }, raw))
    : null;
  notice(root, message, "error", extra);
}

// Errors that only say an entry is not finished ("the colour is missing") wait while the reader
// is filling it in: the focused field, or the group of fields around it (a card's number, colour
// and stars), is the entry; they show once the focus has left it.
const UNFINISHED = /^common\.required$|_missing$/;

function entryBeingFilled(root) {
  const active = document.activeElement;
  if (!active || !root.contains(active) || !active.matches("input, select, textarea")) return null;
  return active.closest("fieldset[data-path]") || (active.dataset.path !== undefined ? active : null);
}

// The errors of `errors` that wait for the entry being filled in (see above).
export function waiting(root, errors) {
  const entry = entryBeingFilled(root);
  if (!entry) return [];
  const path = entry.dataset.path;
  return (errors || []).filter((error) => UNFINISHED.test(error.code) && (error.path === path || error.path.startsWith(`${path}.`)));
}

const shownLast = new WeakMap(); // root -> the errors it was last asked to show

// Each error next to the closest field whose data-path is its path or a parent of it (but those
// that wait for the entry being filled in); returns the messages no field could take.
export function showErrors(root, errors) {
  shownLast.set(root, errors);
  const held = waiting(root, errors);
  if (held.length) {
    const entry = entryBeingFilled(root);
    const left = (event) => {
      if (entry.contains(event.relatedTarget)) return;
      entry.removeEventListener("focusout", left);
      setTimeout(() => shownLast.get(root) === errors && showErrors(root, errors));
    };
    entry.addEventListener("focusout", left);
  }
  for (const old of root.querySelectorAll(".calc-field-error")) old.remove();
  for (const field of root.querySelectorAll("[aria-invalid]")) field.removeAttribute("aria-invalid");
  const unplaced = [];
  const lastAfter = new Map(); // field -> its last message so far: a field's messages keep Python's order
  for (const error of (errors || []).filter((error) => !held.includes(error))) {
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
      else (lastAfter.get(field) || field).after(message);
      lastAfter.set(field, message);
    } else {
      unplaced.push(error.message);
    }
  }
  return unplaced;
}
