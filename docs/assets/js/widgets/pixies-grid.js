// "Score a Pixies grid", phone first: the grid is a compact 3×3 of small cards; tapping one
// opens the slot below the grid, where the card is picked among the cards of that number
// (each told in words: colour, spirals, crosses, special effect) or marked face down; a card
// picked moves on to the next empty slot. A card that is not in the list can be typed by its
// features (folded away). The round score stays in view in a bar at the bottom of the widget
// while entering; the detail comes below, part by part, each with the slots it comes from.
// Then the dispute mode (../dispute-kit.js): the score a player counted, compared with the
// rules, the likely mistake named. The form's state and its request: ./pixies-grid-state.js. The grid is saved as it is entered, can be
// shared as a link, and clearing it can be undone; its total goes to the score sheet
// (./pixies-grid-sheet.js). Every point is computed by calculators.pixies; this file only draws.

import { disputeMode } from "../dispute-kit.js";
import { actionButton, append, errorList, explanationList, linkNotice, offerLink, uid, warningList } from "../widget-kit.js";
import { bringIntoView, cardFace, cardFeatures, cardIndex, cardOf, cardShort, cardSymbols, colourKey, colourName, roundNumbers, scrollBox, slotNumbers } from "./pixies-common.js";
import { emptyState, fromRequest, toRequest } from "./pixies-grid-state.js";
import { sheetLink } from "./pixies-grid-sheet.js";
import { historyBox, slotMarker } from "./pixies-history.js";

const STORE_KEY = "pixies-grid";

export default function mount(root, api) {
  const { h, t } = api;
  const slots = slotNumbers(api);
  const byId = cardIndex(api);
  const features = api.data.limits.card_features;

  const opened = api.open(STORE_KEY, (data) => fromRequest(api, data), () => emptyState(api));
  let state = opened.state;

  // ---- The grid: nine small cards -------------------------------------------------------------
  const gridBox = h("div", { class: "pixies-grid pixies-grid-form", role: "group", "aria-label": t("pixies.grid_label"), "data-path": "grid" });
  const cells = {};
  for (const n of slots) {
    cells[n] = h("button", { type: "button", class: "pixies-cell pixies-slot-button", "data-slot": n, "data-path": `grid.${n}`, onclick: () => openSlot(n, true) });
    gridBox.append(cells[n]);
  }
  const gridErrors = h("div", { class: "pixies-grid-errors", role: "alert" });

  // ---- The slot being filled ------------------------------------------------------------------
  const editor = h("section", { class: "pixies-editor", hidden: true, "aria-live": "polite" });
  let current = null; // the slot open in the editor
  let pending = "lone"; // the face state a card picked now gets ("lone" or "validated")
  let choosing = false; // "alone" or "validated" tapped on a slot that has no card yet
  let customOpen = false; // the features form unfolded for this slot

  // ---- Round, total in view, tools ------------------------------------------------------------
  const roundLabel = uid("round");
  const roundBox = h("div", { class: "pixies-rounds", role: "group", "aria-labelledby": roundLabel }, h("span", { id: roundLabel, class: "pixies-rounds-label" }, t("pixies.round")));
  const roundButtons = roundNumbers(api).map((r) =>
    h("button", { type: "button", class: "pixies-round-button", "data-round": r, "aria-pressed": String(state.round === r), "aria-label": t("pixies.round_n", { n: r }), onclick: () => (link.chosen(), setRound(r)) }, String(r)));
  roundBox.append(...roundButtons);
  const totalValue = h("strong", { class: "pixies-total-value", "data-total": "" }, "…");
  const isEmpty = () => slots.every((n) => state.slots[n].state === "empty");
  const link = sheetLink(api, { round: () => state.round, follow: setRound, isEmpty, empty: emptyGrid, restore });
  const totalBar = h("div", { class: "pixies-total-bar calc-live", "aria-live": "polite" }, h("span", { class: "calc-total" }, t("pixies.total"), " ", totalValue), roundBox, link.element);

  const linkBox = h("div", { class: "pixies-link-box" });
  const tools = h(
    "div",
    { class: "calc-tools" },
    actionButton(api, t("core.copy_link"), () => offerLink(api, root, linkBox, toRequest(api, state)), { class: "md-button calc-action pixies-share" }),
    actionButton(api, t("pixies.clear_grid"), () => clearGrid(), { class: "md-button calc-action pixies-clear" }),
  );

  const result = h("div", { class: "calc-result pixies-score-detail", "aria-live": "polite" });
  const form = h("form", { class: "pixies-form", onsubmit: (event) => event.preventDefault() }, gridBox, gridErrors, editor, totalBar, tools, linkBox);
  root.append(form, result);

  // A slot button is named by its own text (what it shows, so that a player who speaks to the
  // phone can say it), with what it does not show in hidden words: "Slot 4: 4 blue alone — 1
  // spiral, lone face-up card — in the counted zone".
  function drawCell(n) {
    const raw = toRequest(api, state).grid[n] || {};
    const cell = cells[n];
    const inZone = cell.classList.contains("in-zone");
    const face = cardFace(api, n, raw);
    const card = cardOf(api, raw.card);
    let more = "";
    if (card) {
      const symbols = cardSymbols(api, card);
      more = ` — ${[...symbols, t(raw.validated ? "pixies.state.validated" : "pixies.state.lone")].join(t("pixies.pic.list_sep"))}`;
    }
    if (inZone) more += ` — ${t("pixies.in_zone")}`;
    cell.replaceChildren(h("span", { class: "calc-visually-hidden" }, `${t("pixies.slot", { n })}: `), face);
    if (more) cell.append(h("span", { class: "calc-visually-hidden" }, more));
    if (inZone) cell.append(h("span", { class: "pixies-zone-mark", "aria-hidden": "true" }, "▣"));
    cell.dataset.state = face.dataset.state;
    cell.setAttribute("aria-pressed", String(current === n));
  }

  function drawCells() {
    for (const n of slots) drawCell(n);
  }

  // `show`: its cards brought into view (above the total bar) when they are not.
  function openSlot(n, show = false) {
    current = n;
    const slot = state.slots[n];
    pending = slot.state === "validated" ? "validated" : "lone";
    choosing = false;
    customOpen = slot.card === "custom";
    drawEditor();
    drawCells();
    editor.hidden = false;
    if (show) bringIntoView(editor.querySelector(".pixies-card-choices"), totalBar);
  }

  function nextSlot(after) {
    const later = slots.filter((n) => n > after && state.slots[n].state === "empty");
    return later.length ? later[0] : null;
  }

  function moveOn(n) {
    const next = nextSlot(n);
    if (next === null) {
      current = null;
      editor.hidden = true;
      drawCells();
      cells[n].focus();
    } else {
      openSlot(next, true);
      // The button pressed is gone with the old slot: the focus goes to the new slot's title.
      editor.querySelector(".pixies-editor-title").focus({ preventScroll: true });
    }
  }

  function stateButton(key, label, onPress, pressed) {
    return h("button", { type: "button", class: "pixies-state-button", "data-state": key, "aria-pressed": String(pressed), onclick: onPress }, label);
  }

  // Drawn again under the finger: the second tap of a double tap is held back (api.hold).
  function drawEditor() {
    api.hold();
    const n = current;
    const slot = state.slots[n];
    const face = slot.state === "lone" || slot.state === "validated";
    const shown = face ? slot.state : choosing ? pending : slot.state;
    const headingId = uid("slot");
    const states = h(
      "div",
      { class: "pixies-states", role: "group", "aria-labelledby": headingId },
      ["empty", "back", "lone", "validated"].map((key) =>
        stateButton(key, t(`pixies.state.${key}`), () => (key === "empty" || key === "back" ? setState(n, key) : setFace(n, key)), shown === key)),
    );
    const choices = h("div", { class: "pixies-card-choices", role: "group", "aria-label": t("pixies.slot_card", { n }), "data-path": `grid.${n}.card` });
    for (const id of api.data.slot_cards[String(n)]) {
      const card = byId[id];
      const key = colourKey(api, card);
      // One tap per card: as the state chosen above (alone unless "validated" was tapped), or
      // validated, with the button beside it.
      const validated = face && slot.card === id && slot.state === "validated";
      choices.append(
        h("div", { class: "pixies-card-pick" },
          h(
            "button",
            { type: "button", class: `pixies-card-choice colour-${key}`, "data-card": id, "aria-pressed": String(face && slot.card === id && !validated), onclick: () => pickCard(n, id) },
            cardFeatures(api, card),
          ),
          h(
            "button",
            { type: "button", class: "pixies-card-validated", "data-card": id, "aria-pressed": String(validated), "aria-label": t("pixies.pick_validated", { card: cardShort(api, card) }), onclick: () => pickCard(n, id, "validated") },
            t("pixies.state.validated_short"),
          )),
      );
    }
    if (face && slot.card && slot.card !== "custom" && !api.data.slot_cards[String(n)].includes(slot.card)) {
      // A card from a link that this slot cannot hold: kept so that Python names the problem.
      const known = byId[slot.card];
      choices.append(h("p", { class: "pixies-hint" }, known ? cardShort(api, known) : t("pixies.unknown_card_option", { id: slot.card })));
    }
    editor.replaceChildren(
      h("p", { class: "pixies-editor-title", id: headingId, tabindex: "-1" }, t("pixies.editor_title", { n })),
      states,
      h("p", { class: "pixies-hint" }, t("pixies.pick_card_hint", { n })),
      choices,
      customBox(n, slot),
    );
  }

  function customBox(n, slot) {
    const c = slot.custom;
    const field = (label, control) => {
      const id = uid("feature");
      control.id = id;
      return h("div", { class: "pixies-field" }, h("label", { for: id }, label), control);
    };
    const number = (name, path) =>
      h("input", {
        type: "number", inputmode: "numeric", min: features[name].min, max: features[name].max, value: c[name], "data-path": path,
        oninput: (e) => { c[name] = e.target.value === "" ? 0 : e.target.value; if (slot.card === "custom") edited(); },
      });
    return h(
      "details",
      { class: "pixies-custom", open: customOpen, ontoggle: (e) => { customOpen = e.target.open; } },
      h("summary", {}, t("pixies.custom_card")),
      field(t("pixies.colour"), h("select", { "data-path": `grid.${n}.card.colours`, onchange: (e) => { c.colour = e.target.value; if (slot.card === "custom") edited(); } },
        api.data.colour_keys.map((key) => h("option", { value: key, selected: c.colour === key }, colourName(api, key))))),
      field(t("pixies.spirals_label"), number("spirals", `grid.${n}.card.spirals`)),
      field(t("pixies.crosses_label"), number("crosses", `grid.${n}.card.crosses`)),
      field(t("pixies.per_colour_label"), h("select", { "data-path": `grid.${n}.card.spiral_per_colour`, onchange: (e) => { c.per = e.target.value; if (slot.card === "custom") edited(); } },
        h("option", { value: "", selected: !c.per }, t("pixies.none")),
        api.data.colours.map((key) => h("option", { value: key, selected: c.per === key }, colourName(api, key))))),
      h("div", { class: "calc-tools" }, h("button", { type: "button", class: "md-button", onclick: () => pickCard(n, "custom") }, t("pixies.use_custom"))),
    );
  }

  function setState(n, key) {
    const slot = state.slots[n];
    slot.state = key;
    choosing = false;
    if (key === "empty") slot.card = "";
    edited();
    if (key === "back") moveOn(n);
    else {
      drawEditor();
      drawCell(n);
    }
  }

  function setFace(n, key) {
    const slot = state.slots[n];
    pending = key;
    if ((slot.state === "lone" || slot.state === "validated") && slot.card) {
      slot.state = key;
      edited();
    } else {
      choosing = true;
    }
    drawEditor();
    drawCell(n);
    const again = editor.querySelector(`.pixies-state-button[data-state="${key}"]`);
    if (again) again.focus({ preventScroll: true });
  }

  // `as`: the face state the card gets ("lone" or "validated"); the one chosen above by default.
  function pickCard(n, id, as = pending) {
    const slot = state.slots[n];
    slot.card = id;
    slot.state = as;
    edited();
    moveOn(n);
  }

  function setRound(r) {
    state.round = r;
    for (const button of roundButtons) button.setAttribute("aria-pressed", String(Number(button.dataset.round) === r));
    edited();
  }

  // A grid put in place of this one (the editor closed).
  function restore(other) {
    state = other;
    current = null;
    editor.hidden = true;
    edited();
  }

  // The grid emptied, its round kept, and what it held; `open`: its first slot open for the next.
  function emptyGrid(open = true) {
    const before = JSON.parse(JSON.stringify(state));
    restore({ ...emptyState(api), round: before.round });
    if (open) openSlot(nextSlot(0), true);
    return before;
  }

  function clearGrid() {
    // Clearing an empty grid does nothing (and keeps the undo of the clearing before it).
    if (isEmpty()) return;
    const before = emptyGrid(false);
    api.undoable(t("pixies.grid_cleared"), () => restore(before));
  }

  // ---- Dispute mode: the score the player counted (../dispute-kit.js), and how the grid could
  // have been played (./pixies-history.js); both mark the slots they speak of ----------------
  const marker = slotMarker(cells);
  const dispute = disputeMode(api, {
    game: "pixies", request: () => toRequest(api, state), range: api.data.limits.score, marker,
    legend: t("pixies.dispute.legend"), fixFirst: t("pixies.dispute.fix_grid"),
  });
  root.append(dispute.element);
  const story = historyBox(api, () => toRequest(api, state), marker);
  root.append(story.element);

  // ---- Score --------------------------------------------------------------------------------
  function edited() {
    drawCells();
    update();
  }

  const askScore = api.latest("pixies", "score", result);
  // save: false when the page opens on what this browser saved (writing it back would only
  // cost the page its first fraction of a second: the first write to the storage is slow).
  async function update(save = true) {
    const request = toRequest(api, state);
    if (save) api.save(STORE_KEY, request);
    totalBar.setAttribute("aria-busy", "true");
    link.asking();
    const answer = await askScore(request);
    if (!answer) return; // a newer edit is on its way
    totalBar.removeAttribute("aria-busy");
    show(answer, request);
    link.scored(answer, Object.keys(request.grid).length > 0, Object.keys(request.grid).length === slots.length);
    dispute.refresh();
    story.refresh();
  }

  function fromLine(n, text) {
    return h("li", {}, `${t("pixies.slot", { n })} — ${text}`);
  }

  function slotCard(n) {
    const raw = toRequest(api, state).grid[n];
    if (!raw || !raw.card) return null;
    return typeof raw.card === "string" ? byId[raw.card] || null : raw.card;
  }

  function itemLine(item) {
    const card = slotCard(item.slot);
    const points = `${item.points > 0 ? "+" : ""}${item.points}`;
    return fromLine(item.slot, card ? t("common.label_value", { label: cardShort(api, card), value: points }) : points);
  }

  function partSources(part, data) {
    let lines = [];
    if (part === "colour_bonus") {
      lines = data.items.map((item) =>
        fromLine(item.slot, t("pixies.from.bonus", { points: `+${item.points}`, colour: colourName(api, item.colour), slots: item.slots.join(", ") })));
    } else if (part === "zone") {
      if (data.slots.length) {
        lines = [h("li", {}, t("pixies.from.zone", { colour: colourName(api, data.colour), slots: data.slots.join(", "), size: data.size, per_card: data.per_card }))];
      }
    } else {
      lines = data.items.map(itemLine);
    }
    if (!lines.length) lines = [h("li", { class: "pixies-none" }, t("pixies.from.nothing"))];
    return h("ul", { class: "pixies-from", "aria-label": t("pixies.from.label") }, lines);
  }

  function showGridErrors(errors) {
    for (const n of slots) {
      cells[n].removeAttribute("aria-invalid");
      cells[n].classList.remove("is-invalid");
    }
    const messages = [];
    for (const error of errors) {
      const match = /^grid\.(\d+)/.exec(error.path);
      const n = match ? Number(match[1]) : null;
      if (n !== null && cells[n]) {
        cells[n].setAttribute("aria-invalid", "true");
        cells[n].classList.add("is-invalid");
      }
      messages.push(error.message);
    }
    gridErrors.replaceChildren(...(messages.length ? [errorList(api, messages)] : []));
  }

  function show(answer, request) {
    for (const n of slots) cells[n].classList.remove("in-zone");
    result.replaceChildren();
    if (!answer.ok) {
      showGridErrors(answer.errors);
      drawCells();
      totalValue.textContent = "—";
      totalValue.dataset.total = "";
      result.append(h("p", { class: "calc-error" }, t("core.fix_fields")));
      api.markResult(result);
      return;
    }
    showGridErrors([]);
    for (const n of answer.parts.zone.slots) cells[n].classList.add("in-zone");
    drawCells();
    totalValue.textContent = String(answer.total);
    totalValue.dataset.total = String(answer.total);
    const rows = api.data.dispute.parts.map((part) =>
      h(
        "tr",
        { "data-part": part },
        h("th", { scope: "row" }, h("span", { class: "pixies-part-name" }, t(`pixies.part.${part}`)), partSources(part, answer.parts[part])),
        h("td", {}, `${answer.parts[part].points > 0 && part !== "numbers" && part !== "zone" ? "+" : ""}${answer.parts[part].points}`),
      ),
    );
    append(
      result,
      h("p", { class: "pixies-detail-title" }, t("pixies.detail_title", { n: answer.round })),
      scrollBox(api, t("pixies.detail_title", { n: answer.round }), h("table", { class: "calc-parts pixies-parts" }, h("tbody", {}, rows))),
      explanationList(api, answer.explanation),
      warningList(api, answer.warnings),
    );
    api.markResult(result);
  }

  // Python is asked first and answers while the grid is drawn (the answer is read after this task).
  update(opened.linked); // a grid opened from a link is kept in this browser
  drawCells();
  // The first empty slot is open at once: the first tap picks its card.
  const first = nextSlot(0);
  if (first !== null) openSlot(first);
  linkNotice(api, root, opened, restore);
}
