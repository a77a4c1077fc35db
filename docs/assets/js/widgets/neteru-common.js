// What the three Neteru widgets (sheet, place, chariot) draw alike: the pyramid as its three
// floors of slot buttons, a card chosen in two small steps (its type, then its number), the
// gods beside the floors, and the conversions between a form and the request Python reads.
//
// No game fact is written here: the floors, card types, numbers, gods, pyramidions and the
// numbers each slot may show come from api.data (calculators/neteru/pyramid.py widget_data and
// spec.py limits); Python checks and scores everything. Look: docs/assets/css/games/neteru-widgets.css.

import { SETTLE_MS, errorList, explanationList, liveAnswer, uid } from "../widget-kit.js";

// ---- Game facts, from the build-time data ------------------------------------------------------

export function facts(api) {
  const data = api.data;
  const floors = data.limits.floors;
  return {
    floors,
    slots: floors.flat(),
    numbered: data.types.numbered,
    unnumbered: data.types.unnumbered,
    numbers: data.numbers,
    slotNumbers: data.slot_numbers,
    gods: data.gods,
    pyramidions: data.pyramidions,
    perPlayer: data.pyramidions_per_player,
    discardMax: data.discard_max,
    players: data.limits.players,
  };
}

// ---- Cards: "guard-4" <-> {type: "guard", number: 4}; "sphinx" <-> {type: "sphinx"} ------------

export function cardValue(card) {
  if (!card || typeof card !== "object" || Array.isArray(card) || typeof card.type !== "string") {
    throw new Error("not a card");
  }
  if (card.number === undefined || card.number === null) return card.type;
  if (!Number.isInteger(card.number)) throw new Error("not a card number");
  return `${card.type}-${card.number}`;
}

export function cardFromValue(value) {
  if (!value) return null;
  const dash = value.lastIndexOf("-");
  if (dash > 0 && /^\d+$/.test(value.slice(dash + 1))) return { type: value.slice(0, dash), number: Number(value.slice(dash + 1)) };
  return { type: value };
}

// A card in words ("Guard 4"); a value that is no card of the game (an old save) is shown as it is.
export function cardName(api, value) {
  const card = cardFromValue(value);
  if (!card) return "";
  const known = facts(api);
  const numbered = known.numbered.includes(card.type) && card.number !== undefined;
  if (numbered) return api.t("neteru.card_numbered", { type: api.t(`neteru.type.${card.type}`), number: card.number });
  if (known.unnumbered.includes(card.type) && card.number === undefined) return api.t(`neteru.type.${card.type}`);
  return value;
}

// ---- The card picker: type first, then number ---------------------------------------------------

// One panel per widget, opened under what it fills: a slot, the asked-about card, the discard.
// open({where, numbers, allowEmpty, after, opener, onPick}): `numbers` are the numbers offered in
// the second step; onPick(value) gets "guard-4", "sphinx" or "" (emptied).
export function makePicker(api) {
  const { h, t } = api;
  const known = facts(api);
  const panel = h("div", { class: "neteru-picker", role: "group", hidden: true });
  // A double tap on a type must not pick the number drawn where the type was.
  const hold = api.hold;
  let current = null;
  let openedAt = 0;

  function close(returnFocus = true) {
    panel.hidden = true;
    panel.replaceChildren();
    const opener = current && current.opener;
    current = null;
    if (returnFocus && opener && opener.isConnected) opener.focus();
  }

  function choose(value) {
    const pick = current.onPick;
    close();
    pick(value);
  }

  function button(label, attrs, onclick) {
    return h("button", { type: "button", class: "neteru-choice-button", ...attrs, onclick }, label);
  }

  function typeStep() {
    hold();
    const title = t("neteru.pick.type", { where: current.where });
    panel.setAttribute("aria-label", title);
    const types = [...known.numbered, ...known.unnumbered].map((type) =>
      button(t(`neteru.type.${type}`), { "data-type": type }, () => (known.numbered.includes(type) ? numberStep(type) : choose(type))),
    );
    panel.replaceChildren(
      h("p", { class: "neteru-picker-title" }, title),
      h("div", { class: "neteru-picker-choices neteru-types" }, types),
      h("div", { class: "neteru-picker-tools" },
        current.allowEmpty ? button(t("neteru.pick.empty"), { "data-type": "" }, () => choose("")) : null,
        button(t("neteru.pick.cancel"), { class: "neteru-choice-button neteru-cancel" }, () => close())),
    );
    panel.querySelector("button").focus();
  }

  function numberStep(type) {
    hold();
    const typeName = t(`neteru.type.${type}`);
    const title = t("neteru.pick.number", { where: current.where, type: typeName });
    panel.setAttribute("aria-label", title);
    const numbers = current.numbers.map((n) =>
      button(String(n), { "data-number": n, "aria-label": t("neteru.card_numbered", { type: typeName, number: n }) }, () => choose(`${type}-${n}`)),
    );
    panel.replaceChildren(
      h("p", { class: "neteru-picker-title" }, title),
      h("div", { class: "neteru-picker-choices neteru-numbers" }, numbers),
      h("div", { class: "neteru-picker-tools" },
        button(t("neteru.pick.back"), { class: "neteru-choice-button neteru-back" }, () => typeStep()),
        button(t("neteru.pick.cancel"), { class: "neteru-choice-button neteru-cancel" }, () => close())),
    );
    panel.querySelector("button").focus();
  }

  panel.addEventListener("keydown", (event) => {
    if (event.key === "Escape") {
      event.preventDefault();
      close();
    }
  });

  return {
    element: panel,
    open(options) {
      if (current && current.opener === options.opener && !panel.hidden) {
        // A second tap on what opened the picker closes it, unless it is the second half of a double tap.
        if (performance.now() - openedAt > SETTLE_MS) close(false);
        return;
      }
      openedAt = performance.now();
      current = { numbers: known.numbers, allowEmpty: false, ...options };
      options.after.after(panel);
      panel.hidden = false;
      typeStep();
      panel.scrollIntoView({ block: "nearest" });
    },
    close,
  };
}

// ---- The pyramid: floors of slot buttons ----------------------------------------------------------

// `pyramid` maps slot numbers to card values and is changed in place. Returns {element, cells,
// refresh}: cells[slot] is the slot's box (its button, its mark, its error).
export function pyramidForm(api, picker, { pyramid, path, onChange, legend }) {
  const { h, t } = api;
  const known = facts(api);
  const cells = {};
  const buttons = {};

  function label(slot) {
    return pyramid[slot] ? cardName(api, pyramid[slot]) : t("neteru.pic.empty");
  }

  function refresh() {
    for (const slot of known.slots) {
      buttons[slot].querySelector(".neteru-slot-card").textContent = label(slot);
      buttons[slot].classList.toggle("neteru-empty", !pyramid[slot]);
    }
  }

  const floors = known.floors.map((slots, index) =>
    h("div", { class: "neteru-floor", role: "group", "data-floor": index + 1, "aria-label": t("neteru.floor_n", { n: index + 1 }) },
      h("span", { class: "neteru-floor-name", "aria-hidden": "true" }, t("neteru.floor_n", { n: index + 1 })),
      h("div", { class: "neteru-floor-slots" },
        slots.map((slot) => {
          buttons[slot] = h("button", {
            type: "button",
            class: "neteru-slot",
            "data-path": `${path}.${slot}`,
            onclick: () => {
              picker.open({
                where: t("neteru.slot_label", { n: slot }),
                numbers: known.slotNumbers[String(slot)],
                allowEmpty: true,
                after: box,
                opener: buttons[slot],
                onPick: (value) => {
                  if (value) pyramid[slot] = value;
                  else delete pyramid[slot];
                  refresh();
                  onChange();
                },
              });
            },
          },
          // Seen: "4", then the card; heard: "Slot 4", then the card.
          h("span", { class: "neteru-slot-n" }, h("span", { "aria-hidden": "true" }, String(slot)), h("span", { class: "calc-visually-hidden" }, t("neteru.slot_label", { n: slot }))),
          h("span", { class: "neteru-slot-card" }));
          cells[slot] = h("div", { class: "neteru-cell", "data-slot": slot }, buttons[slot], h("span", { class: "neteru-mark", hidden: true }));
          return cells[slot];
        }))),
  );
  const box = h("fieldset", { class: "neteru-pyr", "data-path": path }, h("legend", {}, legend), floors);
  refresh();
  return { element: box, cells, refresh };
}

// One card chosen with the picker (the place widget's card, a discard card to add).
export function cardButton(api, picker, { value, path, where, onPick, empty }) {
  const { h } = api;
  const button = h("button", {
    type: "button",
    class: "neteru-card-button",
    "data-path": path,
    onclick: () => picker.open({ where, after: button, opener: button, onPick }),
  }, value ? cardName(api, value) : empty);
  return button;
}

export function setMark(cell, text) {
  const mark = cell.querySelector(".neteru-mark");
  mark.textContent = text || "";
  mark.hidden = !text;
}

export function godsForm(api, { gods, path, onChange }) {
  const { h, t } = api;
  const known = facts(api);
  return h("fieldset", { class: "neteru-gods", "data-path": path },
    h("legend", {}, t("neteru.gods")),
    known.floors.map((_, index) => {
      const floor = String(index + 1);
      const id = uid("neteru-god");
      const choices = [h("option", { value: "", selected: !gods[floor] }, t("neteru.no_god"))].concat(
        known.gods.map((god) => h("option", { value: god, selected: gods[floor] === god }, t(`neteru.god.${god}`))),
      );
      // A god from an old save that the game does not have: kept, so Python can point at it.
      if (gods[floor] && !known.gods.includes(gods[floor])) choices.push(h("option", { value: gods[floor], selected: true }, gods[floor]));
      return h("label", { for: id }, t("neteru.god_floor", { n: floor }),
        h("select", { id, "data-path": `${path}.${floor}`, onchange: (event) => { gods[floor] = event.target.value; onChange(); } }, choices));
    }));
}

// ---- Form state <-> request -----------------------------------------------------------------------

// {slot: value} of a form -> the pyramid Python reads (empty slots left out).
export function pyramidRequest(api, pyramid) {
  const out = {};
  for (const slot of facts(api).slots) if (pyramid[slot]) out[String(slot)] = cardFromValue(pyramid[slot]);
  return out;
}

// A saved or shared pyramid back into form state; anything that is not a pyramid throws (the
// caller offers the saved text back), a card of no known type is kept for Python to point at.
export function pyramidState(api, raw) {
  const state = {};
  if (raw === undefined || raw === null) return state;
  if (typeof raw !== "object" || Array.isArray(raw)) throw new Error("not a pyramid");
  for (const slot of facts(api).slots) {
    const card = raw[String(slot)];
    if (card !== undefined && card !== null) state[slot] = cardValue(card);
  }
  return state;
}

export function godsRequest(api, gods) {
  const out = {};
  facts(api).floors.forEach((_, index) => {
    const floor = String(index + 1);
    if (gods[floor]) out[floor] = gods[floor];
  });
  return out;
}

export function godsState(api, raw) {
  const state = {};
  if (raw === undefined || raw === null) return state;
  if (typeof raw !== "object" || Array.isArray(raw)) throw new Error("not gods");
  facts(api).floors.forEach((_, index) => {
    const floor = String(index + 1);
    if (typeof raw[floor] === "string") state[floor] = raw[floor];
  });
  return state;
}

// A widget's start: its look, its state (a share link, else this browser's save, else empty; a
// save that cannot be read is offered back) and its card picker.
function begin(root, api, { key, fromRequest, empty }) {
  root.classList.add("neteru-w");
  return { known: facts(api), state: api.restore(key, (raw) => fromRequest(api, raw), empty), picker: makePicker(api) };
}

// The start of the place and chariot widgets, whose saved request is a pyramid, its gods and the
// widget's own fields (read(raw, state) reads those, throwing on what is not one of them).
export function beginPosition(root, api, { key, empty, read }) {
  const fromRequest = (_, raw) => {
    if (!raw || typeof raw !== "object" || Array.isArray(raw)) throw new Error("not a saved request");
    const state = empty();
    read(raw, state);
    state.pyramid = pyramidState(api, raw.pyramid);
    state.gods = godsState(api, raw.gods);
    return state;
  };
  return begin(root, api, { key, fromRequest, empty });
}

// ---- Asking Python and showing its answer -----------------------------------------------------------

// What every Neteru widget shows under its form: a short line kept in view at the bottom of the
// screen (`live`) and the full answer (`result`). update() saves request(), asks Python, and
// hands the newest answer to show().
export function answerArea(api, { key, action, request, show, label }) {
  const { h } = api;
  const live = h("div", { class: "neteru-live calc-live", role: label ? "group" : null, "aria-label": label || null });
  const result = h("div", { class: "calc-result", "aria-live": "polite" });
  const update = liveAnswer(api, { key, game: api.data.game, action, busy: result, request, show });
  return { live, result, update };
}

// Each error next to its field (api.showErrors); a slot's error goes under its floor, full width,
// so the floor keeps its shape on a phone. Returns the messages no field could take.
export function showFieldErrors(api, form, errors) {
  const unplaced = api.showErrors(form, errors);
  for (const error of form.querySelectorAll(".neteru-cell > .calc-field-error")) error.closest(".neteru-floor").append(error);
  return unplaced;
}

// Errors: the fields are marked by showFieldErrors; the line in view and the result say so, with
// the messages no field could take.
export function showProblems(api, { live, result }, unplaced) {
  const { h, t } = api;
  live.replaceChildren(h("p", { class: "calc-error" }, `⚠ ${t("core.fix_fields")}`));
  result.replaceChildren(h("p", { class: "calc-error" }, t("core.fix_fields")));
  const others = errorList(api, unplaced);
  if (others) result.append(others);
  api.markResult(result);
}

// The answer's explanation, folded under a summary.
export function details(api, lines) {
  const { h, t } = api;
  return h("details", { class: "neteru-details" }, h("summary", {}, t("neteru.details")), explanationList(api, lines));
}
