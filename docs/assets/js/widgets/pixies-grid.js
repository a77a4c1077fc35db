// "Score a Pixies grid": the 3×3 grid form, the round, and Python's answer part by part.
// The form state is saved as you type (it survives a reload) and can be shared as a link.
// Every point is computed by calculators.pixies (action "score"); this file only draws.

const SLOTS = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const STATES = ["empty", "back", "lone", "validated"];
const PARTS = ["numbers", "spirals", "colour_bonus", "crosses", "zone"];
const STORE_KEY = "pixies-grid";

export function colourKey(card) {
  return card.colours.length === 4 ? "multi" : card.colours[0];
}

export function cardLabel(api, card) {
  const key = colourKey(card);
  const bits = [`${card.number}`, `${api.t(`pixies.symbol.${key}`)} ${api.t(`pixies.colour.${key}`)}`];
  if (card.spirals) bits.push(`@${card.spirals}`);
  if (card.crosses) bits.push(`✕${card.crosses}`);
  if (card.spiral_per_colour) {
    bits.push(api.t("pixies.per_colour", { colour: api.t(`pixies.colour.${card.spiral_per_colour}`) }));
  }
  return bits.join(" · ");
}

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
    } else if (!cardsById[card]) {
      card = null; // no card picked yet: Python answers "required" on grid.N.card
    }
    grid[n] = slot.state === "validated" ? { card, validated: true } : { card };
  }
  return { round: Number(state.round), grid };
}

// A request (from an example or a link) back into form state.
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
  const shared = api.share.read();
  if (shared && shared.state) {
    state = fromRequest(shared.state);
  } else {
    const saved = api.store.load(STORE_KEY);
    if (saved.value) state = fromRequest(saved.value);
    if (saved.problem) api.notice(root, saved.problem, "error");
  }
  if (shared && shared.problem) api.notice(root, shared.problem, "error");

  const form = h("form", { class: "pixies-form", onsubmit: (event) => event.preventDefault() });
  const result = h("div", { class: "calc-result", "aria-live": "polite" });
  root.append(form, result);

  // Round
  const roundBox = h("fieldset", { class: "pixies-round", "data-path": "round" }, h("legend", {}, t("pixies.round")));
  for (const r of [1, 2, 3]) {
    roundBox.append(
      h(
        "label",
        {},
        h("input", { type: "radio", name: `round-${uid()}`, value: r, checked: state.round === r, onchange: () => { state.round = r; update(); } }),
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

  const tools = h(
    "div",
    { class: "calc-tools" },
    h("button", { type: "button", class: "md-button", onclick: () => shareLink() }, t("core.copy_link")),
    h("button", { type: "button", class: "md-button", onclick: () => clearGrid() }, t("pixies.clear_grid")),
  );
  form.append(tools);

  function drawSlot(n) {
    const slot = state.slots[n];
    const cell = cells[n];
    cell.replaceChildren();
    const id = uid();
    cell.append(h("legend", {}, t("pixies.slot", { n })));
    const stateSelect = h(
      "select",
      { id: `s${id}`, "aria-label": t("pixies.slot_state", { n }), onchange: (event) => { slot.state = event.target.value; drawSlot(n); update(); } },
      STATES.map((s) => h("option", { value: s, selected: slot.state === s }, t(`pixies.state.${s}`))),
    );
    cell.append(stateSelect);
    if (slot.state === "lone" || slot.state === "validated") {
      const options = [h("option", { value: "", selected: !slot.card }, t("pixies.pick_card"))];
      for (const card of cards.filter((c) => c.number === n)) {
        options.push(h("option", { value: card.id, selected: slot.card === card.id }, cardLabel(api, card)));
      }
      options.push(h("option", { value: "custom", selected: slot.card === "custom" }, t("pixies.custom_card")));
      cell.append(
        h(
          "select",
          { "aria-label": t("pixies.slot_card", { n }), "data-path": `grid.${n}.card`, onchange: (event) => { slot.card = event.target.value; drawSlot(n); update(); } },
          options,
        ),
      );
      if (slot.card === "custom") cell.append(customFields(n, slot));
      if (slot.card && slot.card !== "custom" && cardsById[slot.card]) {
        cell.append(h("span", { class: "pixies-colour" }, cardLabel(api, cardsById[slot.card])));
      }
    }
    cell.append(h("span", { class: "pixies-zone-mark", hidden: true }, `▣ ${t("pixies.in_zone")}`));
  }

  function customFields(n, slot) {
    const c = slot.custom;
    const box = h("div", { class: "pixies-custom" });
    box.append(
      h("label", {}, t("pixies.colour"), " ",
        h("select", { "data-path": `grid.${n}.card.colours`, onchange: (e) => { c.colour = e.target.value; update(); } },
          [...colours, "multi"].map((key) => h("option", { value: key, selected: c.colour === key }, `${t(`pixies.symbol.${key}`)} ${t(`pixies.colour.${key}`)}`)))),
      h("label", {}, t("pixies.spirals_label"), " ",
        h("input", { type: "number", min: 0, max: 9, inputmode: "numeric", value: c.spirals, "data-path": `grid.${n}.card.spirals`, oninput: (e) => { c.spirals = e.target.value === "" ? 0 : e.target.value; update(); } })),
      h("label", {}, t("pixies.crosses_label"), " ",
        h("input", { type: "number", min: 0, max: 9, inputmode: "numeric", value: c.crosses, "data-path": `grid.${n}.card.crosses`, oninput: (e) => { c.crosses = e.target.value === "" ? 0 : e.target.value; update(); } })),
      h("label", {}, t("pixies.per_colour_label"), " ",
        h("select", { "data-path": `grid.${n}.card.spiral_per_colour`, onchange: (e) => { c.per = e.target.value; update(); } },
          h("option", { value: "", selected: !c.per }, t("pixies.none")),
          colours.map((key) => h("option", { value: key, selected: c.per === key }, `${t(`pixies.symbol.${key}`)} ${t(`pixies.colour.${key}`)}`)))),
    );
    return box;
  }

  let sequence = 0;
  async function update() {
    const saveProblem = api.store.save(STORE_KEY, toRequest(state, cardsById));
    if (saveProblem) api.notice(root, saveProblem, "error");
    const mine = ++sequence;
    result.setAttribute("aria-busy", "true");
    const answer = await api.call("pixies", "score", toRequest(state, cardsById));
    if (mine !== sequence) return; // a newer edit is on its way
    result.removeAttribute("aria-busy");
    show(answer);
  }

  function show(answer) {
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
      h("tr", { "data-part": part }, h("th", { scope: "row" }, t(`pixies.part.${part}`)), h("td", {}, signed(answer.parts[part].points))),
    );
    result.append(
      h("p", { class: "calc-total" }, t("pixies.total"), " ", h("strong", { "data-total": answer.total }, String(answer.total))),
      h("table", { class: "calc-parts" }, h("tbody", {}, rows)),
      h("ol", { class: "calc-explanation" }, answer.explanation.map((line) => h("li", {}, line))),
      answer.warnings.length ? h("ul", { class: "calc-warnings" }, answer.warnings.map((w) => h("li", {}, `ⓘ ${w.message}`))) : null,
    );
    api.markResult(result);
  }

  async function shareLink() {
    const link = api.share.link(toRequest(state, cardsById));
    history.replaceState(null, "", link);
    try {
      await navigator.clipboard.writeText(link);
      api.notice(root, t("core.link_copied"));
    } catch (error) {
      api.notice(root, `${t("core.link_ready")} ${link}`);
    }
  }

  function clearGrid() {
    state = emptyState();
    for (const n of SLOTS) drawSlot(n);
    for (const input of roundBox.querySelectorAll("input")) input.checked = input.value === "1";
    update();
  }

  update();
}

function signed(points) {
  return points > 0 ? `+${points}` : String(points);
}

let counter = 0;
function uid() {
  counter += 1;
  return `pg${counter}`;
}
