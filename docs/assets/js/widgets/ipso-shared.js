// Shared pieces of the IPSO widgets: the pyramid form (14 cards in rows of 2, 3, 4 and 5),
// card fields and row verdicts drawn from Python's answer. Their look is in docs/assets/css/site.css
// (section "IPSO", classes ipso-*).
// No rule lives here: scores, verdicts and checks all come from calculators.ipso.

export const ROW_SIZES = [2, 3, 4, 5]; // the shape of the form: four rows, top first
// Our own five colour labels (the rules do not name the colours): a name and a symbol each.
export const COLOURS = ["red", "yellow", "green", "blue", "purple"];

let counter = 0;
export function uid(prefix = "ipso") {
  counter += 1;
  return `${prefix}${counter}`;
}

export function colourLabel(api, key) {
  if (COLOURS.includes(key)) return `${api.t(`ipso.symbol.${key}`)} ${api.t(`ipso.colour.${key}`)}`;
  return key ? `“${key}”` : "";
}

export function blankCard() {
  return { number: "", colour: "", stars: 0 };
}

export function blankRows() {
  return ROW_SIZES.map((size) => Array.from({ length: size }, blankCard));
}

export function isBlank(card) {
  return (card.number === "" || card.number === null) && !card.colour;
}

// Form state -> the card Python expects (empty fields left out, so Python names what is missing).
export function cardToRequest(card) {
  const out = {};
  if (card.number !== "" && card.number !== null && card.number !== undefined) out.number = Number(card.number);
  if (card.colour) out.colour = card.colour;
  const stars = card.stars === "" || card.stars === null || card.stars === undefined ? 0 : Number(card.stars);
  out.stars = stars;
  return out;
}

export function rowsToRequest(rows) {
  return rows.map((row) => row.map(cardToRequest));
}

// A card from a link or from storage back into form state, whatever it holds.
export function cardFromData(raw) {
  const card = blankCard();
  if (!raw || typeof raw !== "object") return card;
  if (Number.isFinite(raw.number)) card.number = String(raw.number);
  if (typeof raw.colour === "string") card.colour = raw.colour;
  if (Number.isFinite(raw.stars)) card.stars = raw.stars;
  return card;
}

export function rowsFromData(raw) {
  const rows = blankRows();
  if (!Array.isArray(raw)) return rows;
  ROW_SIZES.forEach((size, r) => {
    const row = Array.isArray(raw[r]) ? raw[r] : [];
    for (let c = 0; c < size; c += 1) rows[r][c] = cardFromData(row[c]);
  });
  return rows;
}

// Python's missing-field errors for cards nobody has started are not shown one by one:
// the widget says how many cards are left to enter instead.
export function splitBlankErrors(errors, rows, prefix = "rows") {
  const blank = new Set();
  rows.forEach((row, r) => row.forEach((card, c) => { if (isBlank(card)) blank.add(`${prefix}.${r}.${c}`); }));
  const shown = [];
  for (const error of errors) {
    const owner = error.path.replace(/\.(number|colour)$/, "");
    if (blank.has(owner) && /_missing$/.test(error.code)) continue;
    shown.push(error);
  }
  return { shown, blankCount: blank.size };
}

// One card: number, colour (name and symbol), printed stars; every field labelled.
function cardFields(api, card, path, r, c, onChange) {
  const { h, t } = api;
  const where = { row: r + 1, card: c + 1 };
  const box = h("fieldset", { class: "ipso-card", "data-path": path, "data-colour": card.colour || "none" });
  const number = h("input", {
    type: "number", min: 1, max: 90, step: 1, inputmode: "numeric", class: "ipso-number",
    value: card.number, "aria-label": t("ipso.field.number", where), "data-path": `${path}.number`,
    oninput: (event) => { card.number = event.target.value; onChange(); },
  });
  const colour = h(
    "select",
    {
      class: "ipso-colour", "aria-label": t("ipso.field.colour", where), "data-path": `${path}.colour`,
      onchange: (event) => { card.colour = event.target.value; box.dataset.colour = card.colour || "none"; onChange(); },
    },
    h("option", { value: "", selected: !card.colour }, t("ipso.pick_colour")),
    COLOURS.map((key) => h("option", { value: key, selected: card.colour === key }, colourLabel(api, key))),
    card.colour && !COLOURS.includes(card.colour) ? h("option", { value: card.colour, selected: true }, colourLabel(api, card.colour)) : null,
  );
  const stars = h("input", {
    type: "number", min: 0, max: 9, step: 1, inputmode: "numeric", class: "ipso-stars",
    value: card.stars, "aria-label": t("ipso.field.stars", where), "data-path": `${path}.stars`,
    oninput: (event) => { card.stars = event.target.value; onChange(); },
  });
  box.append(number, colour, h("span", { class: "ipso-stars-box" }, h("span", { "aria-hidden": "true" }, "★"), stars));
  return box;
}

// The four rows of a pyramid as a form. `prefix` is the request path of the rows
// (`rows`, or `players.0.rounds.1.pyramid.rows` on the game sheet).
export function pyramidForm(api, rows, prefix, onChange) {
  const { h, t } = api;
  const element = h("div", { class: "ipso-pyramid", role: "group", "aria-label": t("ipso.pyramid_label") });
  const rowBoxes = [];
  ROW_SIZES.forEach((size, r) => {
    const rowPath = `${prefix}.${r}`;
    const cards = h("div", { class: `ipso-row-cards ipso-size-${size}` });
    rows[r].forEach((card, c) => cards.append(cardFields(api, card, `${rowPath}.${c}`, r, c, onChange)));
    const box = h(
      "fieldset",
      { class: "ipso-row", "data-path": rowPath },
      h("legend", {}, t("ipso.row_n", { n: r + 1 })),
      cards,
      h("div", { class: "ipso-row-errors" }),
      h("p", { class: "ipso-verdict", hidden: true }),
    );
    rowBoxes.push(box);
    element.append(box);
  });

  function gatherErrors() {
    // Field errors land next to their input; in a narrow card they are moved under the row.
    rowBoxes.forEach((box) => {
      const target = box.querySelector(":scope > .ipso-row-errors");
      target.replaceChildren();
      for (const message of box.querySelectorAll(".ipso-card .calc-field-error, .ipso-row-cards > .calc-field-error")) target.append(message);
      for (const message of box.querySelectorAll(":scope > .calc-field-error")) target.append(message);
    });
  }

  function setVerdicts(answerRows) {
    rowBoxes.forEach((box, r) => {
      const line = box.querySelector(".ipso-verdict");
      const row = answerRows ? answerRows[r] : null;
      box.classList.toggle("is-discarded", Boolean(row && !row.increasing));
      line.hidden = !row;
      line.textContent = row ? rowVerdict(api, row) : "";
      line.dataset.verdict = row ? row.verdict : "";
      line.dataset.points = row ? String(row.points) : "";
    });
  }

  function highlight(r, c) {
    for (const card of element.querySelectorAll(".ipso-card")) {
      card.classList.remove("is-best");
      const mark = card.querySelector(".ipso-best-mark");
      if (mark) mark.remove();
    }
    if (r === null || r === undefined) return;
    const card = element.querySelector(`[data-path="${prefix}.${r}.${c}"]`);
    if (card) {
      card.classList.add("is-best");
      card.append(h("span", { class: "ipso-best-mark" }, `⇦ ${t("ipso.bonus.best_here")}`));
    }
  }

  return { element, setVerdicts, highlight, gatherErrors };
}

// A row's verdict in words, from Python's answer (never from the numbers themselves).
export function rowVerdict(api, row) {
  const { t } = api;
  if (!row.increasing) {
    const position = row.break_card - 1;
    let words = t("ipso.verdict.discarded", { after: row.numbers[position], before: row.numbers[position - 1] });
    if (row.printed_stars) words += ` · ${t("ipso.verdict.stars_lost", { n: row.printed_stars })}`;
    return `✘ ${words} · ${t("ipso.pts", { n: 0 })}`;
  }
  const bits = [t("ipso.verdict.increasing")];
  bits.push(row.single_colour ? t("ipso.verdict.single", { colour: colourLabel(api, row.colour) }) : t("ipso.verdict.mixed"));
  if (row.star_points) bits.push(t("ipso.stars_n", { n: row.star_points }));
  if (row.even_odd_points) bits.push(t(row.parity === "even" ? "ipso.verdict.even" : "ipso.verdict.odd"));
  bits.push(t("ipso.pts", { n: row.points }));
  return `✔ ${bits.join(" · ")}`;
}

export function explanationList(api, lines) {
  return api.h("ol", { class: "calc-explanation" }, (lines || []).map((line) => api.h("li", {}, line)));
}

export function warningsList(api, warnings) {
  if (!warnings || !warnings.length) return null;
  return api.h("ul", { class: "calc-warnings" }, warnings.map((w) => api.h("li", {}, `ⓘ ${w.message}`)));
}

export async function copyShareLink(api, root, state) {
  const link = api.share.link(state);
  history.replaceState(null, "", link);
  try {
    await navigator.clipboard.writeText(link);
    api.notice(root, api.t("core.link_copied"));
  } catch (error) {
    api.notice(root, `${api.t("core.link_ready")} ${link}`);
  }
}

// A radio group in a fieldset (keyboard: arrows move between choices).
export function radioGroup(api, { legend, path, name, choices, value, onChange }) {
  const { h } = api;
  const box = h("fieldset", { class: "ipso-choice", "data-path": path }, h("legend", {}, legend));
  for (const [key, label] of choices) {
    box.append(
      h("label", {},
        h("input", { type: "radio", name, value: key, checked: value === key, onchange: () => onChange(key) }),
        ` ${label}`),
    );
  }
  return box;
}
