// "Score a Pixies grid": the 3×3 grid form, the round, and Python's answer part by part, each
// part listing the slots (and cards) it comes from; then the dispute mode: the score a player
// counted, compared with the rules, with the likely mistake named (calculators.pixies "dispute").
// The form state is saved as you type (it survives a reload) and can be shared as a link; the
// last total is offered to the score sheet (pixies-sheet) through this browser's storage.
// Every point is computed by calculators.pixies (actions "score" and "dispute"); this file only draws.

import { LAST_TOTAL_EVENT, LAST_TOTAL_KEY, SLOTS, append, cardLabel, cardShort, colourKey, colourName, errorList, forgetLink, offerLink, signed, uid, warningList } from "./pixies-common.js";

export { cardLabel, colourKey };

const STATES = ["empty", "back", "lone", "validated"];
const PARTS = ["numbers", "spirals", "colour_bonus", "crosses", "zone"];
const CLAIM_ITEMS = ["total", ...PARTS];
const STORE_KEY = "pixies-grid";

function emptyState() {
  const slots = {};
  for (const n of SLOTS) slots[n] = { state: "empty", card: "", custom: { colour: "blue", spirals: 0, crosses: 0, per: "" } };
  return { round: 1, slots };
}

// The request Python expects, built from the form (no rule here: just the shape).
export function toRequest(state, cardsById) {
  const grid = {};
  for (const n of SLOTS) {
    const slot = state.slots[n];
    if (!slot || slot.state === "empty") continue;
    if (slot.state === "back") {
      grid[n] = { back: true };
      continue;
    }
    let card = slot.card;
    if (card === "custom") {
      const c = slot.custom;
      card = {
        number: n,
        colours: c.colour === "multi" ? ["blue", "green", "yellow", "red"] : [c.colour],
        spirals: Number(c.spirals),
        crosses: Number(c.crosses),
        spiral_per_colour: c.per || null,
      };
    } else if (!card) {
      card = null; // no card picked yet: Python answers "required" on grid.N.card
    }
    // An id the list does not hold (from a link) goes as it is: Python names it at its field.
    grid[n] = slot.state === "validated" ? { card, validated: true } : { card };
  }
  return { round: Number(state.round), grid };
}

// A request (from an example, a saved state or a link) back into form state.
export function fromRequest(request) {
  const state = emptyState();
  if (!request || typeof request !== "object") return state;
  if ([1, 2, 3].includes(request.round)) state.round = request.round;
  const grid = request.grid && typeof request.grid === "object" ? request.grid : {};
  for (const n of SLOTS) {
    const raw = grid[n];
    if (!raw || typeof raw !== "object") continue;
    const slot = state.slots[n];
    if (raw.back) slot.state = "back";
    else if (raw.card !== undefined) {
      slot.state = raw.validated ? "validated" : "lone";
      if (typeof raw.card === "string") slot.card = raw.card;
      else if (raw.card && typeof raw.card === "object") {
        const c = raw.card;
        slot.card = "custom";
        slot.custom = {
          colour: Array.isArray(c.colours) && c.colours.length === 4 ? "multi" : (Array.isArray(c.colours) && c.colours[0]) || "blue",
          spirals: Number.isInteger(c.spirals) ? c.spirals : 0,
          crosses: Number.isInteger(c.crosses) ? c.crosses : 0,
          per: typeof c.spiral_per_colour === "string" ? c.spiral_per_colour : "",
        };
      }
    }
  }
  return state;
}

export default function mount(root, api) {
  const { h, t } = api;
  const cards = api.data.cards;
  const cardsById = Object.fromEntries(cards.map((card) => [card.id, card]));
  const colours = api.data.colours;

  let state = emptyState();
  // A damaged link shows an empty grid and does not overwrite the grid saved in this browser
  // until something is entered.
  let mayStore = true;
  const shared = api.share.read();
  if (shared && shared.problem) {
    mayStore = false;
    forgetLink();
  } else if (shared && shared.state) {
    state = fromRequest(shared.state);
    forgetLink();
  } else {
    const saved = api.store.load(STORE_KEY);
    if (saved.value) state = fromRequest(saved.value);
    if (saved.problem) api.notice(root, saved.problem, "error");
  }
  if (shared && shared.problem) api.notice(root, shared.problem, "error");
  else if (shared && shared.state) api.notice(root, t("pixies.link_opened"));

  const form = h("form", { class: "pixies-form", onsubmit: (event) => event.preventDefault() });
  const result = h("div", { class: "calc-result", "aria-live": "polite" });
  root.append(form, result);

  // Round
  const roundName = `round-${uid()}`;
  const roundBox = h("fieldset", { class: "pixies-round", "data-path": "round" }, h("legend", {}, t("pixies.round")));
  for (const r of [1, 2, 3]) {
    roundBox.append(
      h(
        "label",
        {},
        h("input", { type: "radio", name: roundName, value: r, checked: state.round === r, onchange: () => { state.round = r; edited(); } }),
        ` ${t("pixies.round_n", { n: r })}`,
      ),
    );
  }
  form.append(roundBox);

  // The 3×3 grid
  const gridBox = h("div", { class: "pixies-grid pixies-grid-form", role: "group", "aria-label": t("pixies.grid_label"), "data-path": "grid" });
  const cells = {};
  for (const n of SLOTS) {
    cells[n] = h("fieldset", { class: "pixies-cell", "data-path": `grid.${n}` });
    gridBox.append(cells[n]);
    drawSlot(n);
  }
  form.append(gridBox);

  const linkBox = h("div", { class: "pixies-link-box" });
  const tools = h(
    "div",
    { class: "calc-tools" },
    h("button", { type: "button", class: "md-button", onclick: () => offerLink(api, root, linkBox, toRequest(state, cardsById)) }, t("core.copy_link")),
    h("button", { type: "button", class: "md-button", onclick: () => clearGrid() }, t("pixies.clear_grid")),
  );
  form.append(tools, linkBox);

  function slotCard(n) {
    const slot = state.slots[n];
    if (!slot || slot.state === "empty" || slot.state === "back") return null;
    if (slot.card === "custom") return { number: n, colours: slot.custom.colour === "multi" ? ["blue", "green", "yellow", "red"] : [slot.custom.colour] };
    return cardsById[slot.card] || null;
  }

  function drawSlot(n) {
    const slot = state.slots[n];
    const cell = cells[n];
    // Redrawing a slot must not throw keyboard focus back to the top of the page.
    const focused = cell.contains(document.activeElement) ? document.activeElement.getAttribute("aria-label") || document.activeElement.dataset.path : null;
    cell.replaceChildren();
    cell.append(h("legend", {}, t("pixies.slot", { n })));
    const stateSelect = h(
      "select",
      { "aria-label": t("pixies.slot_state", { n }), onchange: (event) => { slot.state = event.target.value; drawSlot(n); edited(); } },
      STATES.map((s) => h("option", { value: s, selected: slot.state === s }, t(`pixies.state.${s}`))),
    );
    cell.append(stateSelect);
    if (slot.state === "lone" || slot.state === "validated") {
      const options = [h("option", { value: "", selected: !slot.card }, t("pixies.pick_card"))];
      const own = cards.filter((c) => c.number === n);
      for (const card of own) {
        options.push(h("option", { value: card.id, selected: slot.card === card.id }, cardLabel(api, card)));
      }
      options.push(h("option", { value: "custom", selected: slot.card === "custom" }, t("pixies.custom_card")));
      if (slot.card && slot.card !== "custom" && !own.some((card) => card.id === slot.card)) {
        // A card from a link that this slot's list does not offer: kept so Python can name the problem.
        const known = cardsById[slot.card];
        options.push(h("option", { value: slot.card, selected: true }, known ? cardLabel(api, known) : t("pixies.unknown_card_option", { id: slot.card })));
      }
      cell.append(
        h(
          "select",
          { "aria-label": t("pixies.slot_card", { n }), "data-path": `grid.${n}.card`, onchange: (event) => { slot.card = event.target.value; drawSlot(n); edited(); } },
          options,
        ),
      );
      if (slot.card === "custom") cell.append(customFields(n, slot));
      if (slot.card && slot.card !== "custom" && cardsById[slot.card]) {
        cell.append(h("span", { class: "pixies-colour" }, cardLabel(api, cardsById[slot.card])));
      }
    }
    cell.append(h("span", { class: "pixies-zone-mark", hidden: true }, `▣ ${t("pixies.in_zone")}`));
    if (focused) {
      const again = [...cell.querySelectorAll("select, input, button")].find((el) => el.getAttribute("aria-label") === focused || el.dataset.path === focused);
      if (again) again.focus();
    }
  }

  function customFields(n, slot) {
    const c = slot.custom;
    const box = h("div", { class: "pixies-custom" });
    box.append(
      h("label", {}, t("pixies.colour"), " ",
        h("select", { "data-path": `grid.${n}.card.colours`, onchange: (e) => { c.colour = e.target.value; edited(); } },
          [...colours, "multi"].map((key) => h("option", { value: key, selected: c.colour === key }, colourName(api, key))))),
      h("label", {}, t("pixies.spirals_label"), " ",
        h("input", { type: "number", min: 0, max: 9, inputmode: "numeric", value: c.spirals, "data-path": `grid.${n}.card.spirals`, oninput: (e) => { c.spirals = e.target.value === "" ? 0 : e.target.value; edited(); } })),
      h("label", {}, t("pixies.crosses_label"), " ",
        h("input", { type: "number", min: 0, max: 9, inputmode: "numeric", value: c.crosses, "data-path": `grid.${n}.card.crosses`, oninput: (e) => { c.crosses = e.target.value === "" ? 0 : e.target.value; edited(); } })),
      h("label", {}, t("pixies.per_colour_label"), " ",
        h("select", { "data-path": `grid.${n}.card.spiral_per_colour`, onchange: (e) => { c.per = e.target.value; edited(); } },
          h("option", { value: "", selected: !c.per }, t("pixies.none")),
          colours.map((key) => h("option", { value: key, selected: c.per === key }, colourName(api, key))))),
    );
    return box;
  }

  // ---- Dispute mode: the score the player counted -------------------------------------------
  const claimed = Object.fromEntries(CLAIM_ITEMS.map((item) => [item, ""]));
  let disputeAsked = false;
  const claimBox = h("fieldset", { class: "pixies-claim", "data-path": "claimed" }, h("legend", {}, t("pixies.dispute.legend")));
  const claimInput = (item) => {
    const id = uid("claim");
    return h(
      "div",
      { class: "pixies-claim-field" },
      h("label", { for: id }, t(item === "total" ? "pixies.dispute.total" : `pixies.part.${item}`)),
      h("input", {
        id, type: "number", step: 1, value: claimed[item], "data-path": `claimed.${item}`, "data-item": item,
        oninput: (event) => { claimed[item] = event.target.value; },
        onkeydown: (event) => { if (event.key === "Enter") { event.preventDefault(); runDispute(); } },
      }),
    );
  };
  claimBox.append(
    h("p", { class: "pixies-hint" }, t("pixies.dispute.hint")),
    claimInput("total"),
    h("details", { class: "pixies-claim-parts" }, h("summary", {}, t("pixies.dispute.by_part")), PARTS.map(claimInput)),
  );
  const disputeResult = h("div", { class: "pixies-dispute-result", "aria-live": "polite" });
  const disputeBox = h(
    "section",
    { class: "pixies-dispute", "aria-label": t("pixies.dispute.title") },
    h("p", { class: "pixies-section-title" }, t("pixies.dispute.title")),
    claimBox,
    h("div", { class: "calc-tools" }, h("button", { type: "button", class: "md-button md-button--primary", onclick: () => runDispute() }, t("pixies.dispute.check"))),
    disputeResult,
  );
  root.append(disputeBox);

  function claimRequest() {
    const out = {};
    for (const item of CLAIM_ITEMS) {
      if (claimed[item] !== "" && claimed[item] !== null) out[item] = Number(claimed[item]);
    }
    return out;
  }

  let disputeSequence = 0;
  async function runDispute() {
    disputeAsked = true;
    const mine = ++disputeSequence;
    disputeResult.setAttribute("aria-busy", "true");
    const request = { ...toRequest(state, cardsById), claimed: claimRequest() };
    const answer = await api.call("pixies", "dispute", request);
    if (mine !== disputeSequence) return;
    disputeResult.removeAttribute("aria-busy");
    showDispute(answer);
  }

  function showDispute(answer) {
    const claimErrors = answer.ok ? [] : answer.errors.filter((e) => e.path === "claimed" || e.path.startsWith("claimed."));
    const otherErrors = answer.ok ? [] : answer.errors.filter((e) => !claimErrors.includes(e));
    const unplaced = api.showErrors(disputeBox, claimErrors);
    disputeResult.replaceChildren();
    if (!answer.ok) {
      disputeResult.append(h("p", { class: "calc-error" }, t(otherErrors.length ? "pixies.dispute.fix_grid" : "core.fix_fields")));
      append(disputeResult, errorList(api, [...unplaced, ...otherErrors.map((e) => e.message)]));
      api.markResult(disputeResult);
      return;
    }
    const verdict = answer.agrees
      ? h("p", { class: "pixies-verdict is-agreeing" }, `✓ ${answer.explanation[0]}`)
      : h("p", { class: "pixies-verdict is-differing" }, `≠ ${t("pixies.dispute.differs_total", { total: answer.total })}`);
    const rows = answer.checks.map((check) =>
      h(
        "tr",
        { "data-item": check.item, class: check.agrees ? "is-agreeing" : "is-differing" },
        h("th", { scope: "row" }, t(check.item === "total" ? "pixies.dispute.total" : `pixies.part.${check.item}`)),
        h("td", {}, String(check.claimed)),
        h("td", {}, String(check.computed)),
        h("td", {}, check.agrees ? `✓ ${t("pixies.dispute.same")}` : `≠ ${signed(check.gap)}`),
      ),
    );
    const table = h(
      "table",
      { class: "calc-parts pixies-checks" },
      h("thead", {}, h("tr", {}, h("th", { scope: "col" }, t("pixies.dispute.item")), h("th", { scope: "col" }, t("pixies.dispute.yours")), h("th", { scope: "col" }, t("pixies.dispute.rules")), h("th", { scope: "col" }, t("pixies.dispute.gap")))),
      h("tbody", {}, rows),
    );
    // Python's sentences: the verdict, each difference, each likely mistake (the score's own
    // sentences are already shown above, under the score).
    const head = answer.explanation.slice(0, answer.explanation.length - answer.score_explanation.length);
    const mistakeSentences = new Set(answer.mistakes.flatMap((m) => m.sentences));
    const lines = answer.agrees ? head.slice(1) : head;
    append(
      disputeResult,
      verdict,
      table,
      lines.length
        ? h("ul", { class: "calc-explanation pixies-dispute-lines" },
          lines.map((line) => h("li", { class: mistakeSentences.has(line) ? "is-mistake" : null }, mistakeSentences.has(line) ? `➜ ${line}` : line)))
        : null,
      warningList(api, answer.warnings),
    );
    api.markResult(disputeResult);
  }

  // ---- Score --------------------------------------------------------------------------------
  function edited() {
    mayStore = true;
    update();
  }

  let sequence = 0;
  async function update() {
    const request = toRequest(state, cardsById);
    if (mayStore) {
      const saveProblem = api.store.save(STORE_KEY, request);
      if (saveProblem) api.notice(root, saveProblem, "error");
    }
    const mine = ++sequence;
    result.setAttribute("aria-busy", "true");
    const answer = await api.call("pixies", "score", request);
    if (mine !== sequence) return; // a newer edit is on its way
    result.removeAttribute("aria-busy");
    show(answer, request);
    if (disputeAsked) runDispute();
  }

  function fromLine(n, text) {
    return h("li", {}, `${t("pixies.slot", { n })} — ${text}`);
  }

  function itemLine(item) {
    const card = slotCard(item.slot);
    return fromLine(item.slot, card ? `${cardShort(api, card)}: ${signed(item.points)}` : signed(item.points));
  }

  function partSources(part, data) {
    let lines = [];
    if (part === "colour_bonus") {
      lines = data.items.map((item) =>
        fromLine(item.slot, t("pixies.from.bonus", { points: signed(item.points), colour: colourName(api, item.colour), slots: item.slots.join(", ") })));
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

  function show(answer, request) {
    const unplaced = api.showErrors(form, answer.ok ? [] : answer.errors);
    for (const n of SLOTS) {
      cells[n].classList.remove("in-zone");
      cells[n].querySelector(".pixies-zone-mark").hidden = true;
    }
    result.replaceChildren();
    if (!answer.ok) {
      result.append(h("p", { class: "calc-error" }, t("core.fix_fields")));
      for (const message of unplaced) result.append(h("p", { class: "calc-error" }, `⚠ ${message}`));
      api.markResult(result);
      return;
    }
    for (const n of answer.parts.zone.slots) {
      cells[n].classList.add("in-zone");
      cells[n].querySelector(".pixies-zone-mark").hidden = false;
    }
    const rows = PARTS.map((part) =>
      h(
        "tr",
        { "data-part": part },
        h("th", { scope: "row" }, h("span", { class: "pixies-part-name" }, t(`pixies.part.${part}`)), partSources(part, answer.parts[part])),
        h("td", {}, signed(answer.parts[part].points)),
      ),
    );
    append(
      result,
      h("p", { class: "calc-total" }, t("pixies.total"), " ", h("strong", { "data-total": answer.total }, String(answer.total))),
      h("table", { class: "calc-parts pixies-parts" }, h("tbody", {}, rows)),
      h("ol", { class: "calc-explanation" }, answer.explanation.map((line) => h("li", {}, line))),
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

  function clearGrid() {
    state = emptyState();
    for (const n of SLOTS) drawSlot(n);
    for (const input of roundBox.querySelectorAll("input")) input.checked = input.value === "1";
    edited();
  }

  update();
}
