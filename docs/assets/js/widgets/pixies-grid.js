// "Score a Pixies grid", phone first: the grid is a compact 3×3 of small cards; tapping one
// opens the slot below the grid, where the card is picked among the cards of that number
// (each told in words: colour, spirals, crosses, special effect) or marked face down; a card
// picked moves on to the next empty slot. A card that is not in the list can be typed by its
// features (folded away). The round score stays in view in a bar at the bottom of the widget
// while entering; the detail comes below, part by part, each with the slots it comes from.
// Then the dispute mode: the score a player counted, compared with the rules, the likely
// mistake named (calculators.pixies "dispute"). The grid is saved as it is entered, can be
// shared as a link, and clearing it can be undone; its last total is offered to the score
// sheet (pixies-sheet). Every point is computed by calculators.pixies; this file only draws.

import { actionButton, append, errorList, explanationList, forgetLink, offerLink, splitErrors, uid, warningList } from "../widget-kit.js";
import { LAST_TOTAL_EVENT, LAST_TOTAL_KEY, cardFace, cardFeatures, cardIndex, cardOf, cardShort, cardSymbols, colourKey, colourName, roundNumbers, scrollBox, slotNumbers } from "./pixies-common.js";
import { historyBox, markOnHover, slotMarker } from "./pixies-history.js";

const PARTS = ["numbers", "spirals", "colour_bonus", "crosses", "zone"];
const CLAIM_ITEMS = ["total", ...PARTS];
const STORE_KEY = "pixies-grid";

function emptyState(api) {
  const slots = {};
  for (const n of slotNumbers(api)) slots[n] = { state: "empty", card: "", custom: { colour: api.data.colours[0], spirals: 0, crosses: 0, per: "" } };
  return { round: 1, slots };
}

// The request Python expects, built from the form (no rule here: just the shape).
function toRequest(api, state) {
  const grid = {};
  for (const n of slotNumbers(api)) {
    const slot = state.slots[n];
    if (!slot || slot.state === "empty") continue;
    if (slot.state === "back") {
      grid[n] = { back: true };
      continue;
    }
    let card = slot.card;
    if (card === "custom") {
      const c = slot.custom;
      const multi = api.data.multicolour;
      card = {
        number: n,
        colours: c.colour === multi.key ? multi.colours : [c.colour],
        spirals: Number(c.spirals) || 0,
        crosses: Number(c.crosses) || 0,
        spiral_per_colour: c.per || null,
      };
    }
    if (!card) continue; // a face state waiting for its card is not sent: no "required" error
    // An id the list does not hold (from a link) goes as it is: Python names it at its field.
    grid[n] = slot.state === "validated" ? { card, validated: true } : { card };
  }
  return { round: Number(state.round), grid };
}

// A request (a saved state or a link) back into form state.
function fromRequest(api, request) {
  if (!request || typeof request !== "object" || Array.isArray(request)) throw new Error("not a grid");
  const state = emptyState(api);
  if (roundNumbers(api).includes(request.round)) state.round = request.round;
  const grid = request.grid && typeof request.grid === "object" ? request.grid : {};
  for (const n of slotNumbers(api)) {
    const raw = grid[n];
    if (!raw || typeof raw !== "object") continue;
    const slot = state.slots[n];
    if (raw.back) slot.state = "back";
    else if (typeof raw.card === "string") {
      slot.state = raw.validated ? "validated" : "lone";
      slot.card = raw.card;
    } else if (raw.card && typeof raw.card === "object") {
      const c = raw.card;
      slot.state = raw.validated ? "validated" : "lone";
      slot.card = "custom";
      slot.custom = {
        colour: colourKey(api, c),
        spirals: Number.isInteger(c.spirals) ? c.spirals : 0,
        crosses: Number.isInteger(c.crosses) ? c.crosses : 0,
        per: typeof c.spiral_per_colour === "string" ? c.spiral_per_colour : "",
      };
    }
  }
  return state;
}

export default function mount(root, api) {
  const { h, t } = api;
  const slots = slotNumbers(api);
  const byId = cardIndex(api);
  const features = api.data.limits.card_features;

  const linked = api.share.read();
  let state = api.restore(STORE_KEY, (data) => fromRequest(api, data), () => emptyState(api));
  if (linked && linked.state) api.notice(root, t("pixies.link_opened"));
  if (linked) forgetLink();

  // ---- The grid: nine small cards -------------------------------------------------------------
  const gridBox = h("div", { class: "pixies-grid pixies-grid-form", role: "group", "aria-label": t("pixies.grid_label"), "data-path": "grid" });
  const cells = {};
  for (const n of slots) {
    cells[n] = h("button", { type: "button", class: "pixies-cell pixies-slot-button", "data-slot": n, "data-path": `grid.${n}`, onclick: () => openSlot(n) });
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
    h("button", { type: "button", class: "pixies-round-button", "data-round": r, "aria-pressed": String(state.round === r), "aria-label": t("pixies.round_n", { n: r }), onclick: () => setRound(r) }, String(r)));
  roundBox.append(...roundButtons);
  const totalValue = h("strong", { class: "pixies-total-value", "data-total": "" }, "…");
  const totalBar = h("div", { class: "pixies-total-bar", "aria-live": "polite" }, h("span", { class: "calc-total" }, t("pixies.total"), " ", totalValue), roundBox);

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

  function openSlot(n) {
    current = n;
    const slot = state.slots[n];
    pending = slot.state === "validated" ? "validated" : "lone";
    choosing = false;
    customOpen = slot.card === "custom";
    drawEditor();
    drawCells();
    editor.hidden = false;
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
      openSlot(next);
      // The button pressed is gone with the old slot: the focus goes to the new slot's title.
      editor.querySelector(".pixies-editor-title").focus({ preventScroll: true });
    }
  }

  function stateButton(key, label, onPress, pressed) {
    return h("button", { type: "button", class: "pixies-state-button", "data-state": key, "aria-pressed": String(pressed), onclick: onPress }, label);
  }

  function drawEditor() {
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
      choices.append(
        h(
          "button",
          { type: "button", class: `pixies-card-choice colour-${key}`, "data-card": id, "aria-pressed": String(face && slot.card === id), onclick: () => pickCard(n, id) },
          cardFeatures(api, card),
        ),
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

  function pickCard(n, id) {
    const slot = state.slots[n];
    slot.card = id;
    slot.state = pending;
    edited();
    moveOn(n);
  }

  function setRound(r) {
    state.round = r;
    for (const button of roundButtons) button.setAttribute("aria-pressed", String(Number(button.dataset.round) === r));
    edited();
  }

  function clearGrid() {
    // Clearing an empty grid does nothing (and keeps the undo of the clearing before it).
    if (slots.every((n) => state.slots[n].state === "empty")) return;
    const before = JSON.parse(JSON.stringify(state));
    state = emptyState(api);
    state.round = before.round;
    current = null;
    editor.hidden = true;
    edited();
    api.undoable(t("pixies.grid_cleared"), () => {
      state = before;
      edited();
    });
  }

  // ---- Dispute mode: the score the player counted -------------------------------------------
  const marker = slotMarker(cells); // the slots a mistake or a step of the history involves
  const claimed = Object.fromEntries(CLAIM_ITEMS.map((item) => [item, ""]));
  let disputeAsked = false;
  const score = api.data.limits.score;
  const claimInput = (item) => {
    const id = uid("claim");
    return h(
      "div",
      { class: "pixies-claim-field" },
      h("label", { for: id }, t(item === "total" ? "pixies.dispute.total" : `pixies.part.${item}`)),
      h("input", {
        id, type: "number", inputmode: "numeric", step: 1, min: score.min, max: score.max, value: claimed[item], "data-path": `claimed.${item}`, "data-item": item,
        oninput: (event) => { claimed[item] = event.target.value; },
        onkeydown: (event) => { if (event.key === "Enter") { event.preventDefault(); runDispute(); } },
      }),
    );
  };
  const claimBox = h(
    "fieldset",
    { class: "pixies-claim", "data-path": "claimed" },
    h("legend", {}, t("pixies.dispute.legend")),
    h("p", { class: "pixies-hint" }, t("pixies.dispute.hint")),
    claimInput("total"),
    h("details", { class: "pixies-claim-parts" }, h("summary", {}, t("pixies.dispute.by_part")), PARTS.map(claimInput)),
  );
  const disputeResult = h("div", { class: "pixies-dispute-result", "aria-live": "polite" });
  const disputeBox = h(
    "details",
    { class: "pixies-dispute" },
    h("summary", { class: "pixies-section-title" }, t("pixies.dispute.title")),
    claimBox,
    h("div", { class: "calc-tools" }, actionButton(api, t("pixies.dispute.check"), () => runDispute(), { class: "md-button md-button--primary calc-action pixies-dispute-check" })),
    disputeResult,
  );
  root.append(disputeBox);
  const story = historyBox(api, () => toRequest(api, state), marker);
  root.append(story.element);

  function claimRequest() {
    const out = {};
    for (const item of CLAIM_ITEMS) {
      if (claimed[item] !== "" && claimed[item] !== null) out[item] = Number(claimed[item]);
    }
    return out;
  }

  const askDispute = api.latest("pixies", "dispute", disputeResult);
  async function runDispute() {
    disputeAsked = true;
    const answer = await askDispute({ ...toRequest(api, state), claimed: claimRequest() });
    if (answer) showDispute(answer);
  }

  function showDispute(answer) {
    const [claimErrors, otherErrors] = splitErrors(answer.ok ? [] : answer.errors, ["claimed"]);
    // The box around the claim fields: an error about the whole claim goes to its fieldset.
    const unplaced = api.showErrors(disputeBox, claimErrors);
    disputeResult.replaceChildren();
    if (!answer.ok) {
      disputeResult.append(h("p", { class: "calc-error" }, t(otherErrors.length ? "pixies.dispute.fix_grid" : "core.fix_fields")));
      append(disputeResult, errorList(api, [...unplaced, ...otherErrors.map((e) => e.message)]));
      api.markResult(disputeResult);
      return;
    }
    const verdict = h("p", { class: `pixies-verdict ${answer.agrees ? "is-agreeing" : "is-differing"}` }, `${answer.agrees ? "✓" : "≠"} ${answer.explanation[0]}`);
    const rows = answer.checks.map((check) =>
      h(
        "tr",
        { "data-item": check.item, class: check.agrees ? "is-agreeing" : "is-differing" },
        h("th", { scope: "row" }, t(check.item === "total" ? "pixies.dispute.total" : `pixies.part.${check.item}`)),
        h("td", {}, String(check.claimed)),
        h("td", {}, String(check.computed)),
        h("td", {}, check.agrees ? `✓ ${t("pixies.dispute.same")}` : `≠ ${check.gap > 0 ? "+" : ""}${check.gap}`),
      ),
    );
    const table = h(
      "table",
      { class: "calc-parts pixies-checks" },
      h("thead", {}, h("tr", {}, h("th", { scope: "col" }, t("pixies.dispute.item")), h("th", { scope: "col" }, t("pixies.dispute.yours")), h("th", { scope: "col" }, t("pixies.dispute.rules")), h("th", { scope: "col" }, t("pixies.dispute.gap")))),
      h("tbody", {}, rows),
    );
    // Python's sentences after the verdict: each difference, each likely mistake (the score's
    // own sentences are shown above, under the score).
    const lines = answer.explanation.slice(1, answer.explanation.length - answer.score_explanation.length);
    const mistakeSentences = new Map(answer.mistakes.flatMap((m) => m.sentences.map((sentence) => [sentence, m.marks])));
    append(
      disputeResult,
      verdict,
      scrollBox(api, t("pixies.dispute.title"), table),
      lines.length
        ? h("ul", { class: "calc-explanation pixies-dispute-lines" },
          lines.map((line) => markOnHover(h("li", { class: mistakeSentences.has(line) ? "is-mistake" : null }, mistakeSentences.has(line) ? `➜ ${line}` : line), mistakeSentences.get(line), marker)))
        : null,
      warningList(api, answer.warnings),
    );
    api.markResult(disputeResult);
  }

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
    const answer = await askScore(request);
    if (!answer) return; // a newer edit is on its way
    totalBar.removeAttribute("aria-busy");
    show(answer, request);
    if (disputeAsked) runDispute();
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
    return fromLine(item.slot, card ? `${cardShort(api, card)}: ${points}` : points);
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
    const rows = PARTS.map((part) =>
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
    if (Object.keys(request.grid).length) publishTotal(answer);
  }

  function publishTotal(answer) {
    const detail = { total: answer.total, round: answer.round, at: Date.now() };
    api.store.save(LAST_TOTAL_KEY, detail);
    window.dispatchEvent(new CustomEvent(LAST_TOTAL_EVENT, { detail }));
  }

  // Python is asked first and answers while the grid is drawn (the answer is read after this task).
  update(Boolean(linked && linked.state)); // a grid opened from a link is kept in this browser
  drawCells();
}
