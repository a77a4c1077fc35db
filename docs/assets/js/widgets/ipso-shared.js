// Shared pieces of the IPSO widgets: the pyramid form (14 cards in rows of 2, 3, 4 and 5),
// card fields, row verdicts drawn from Python's answer, and the widgets' small stylesheet.
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

const STYLE = `
.ipso-form { display: grid; gap: .6rem; }
.ipso-pyramid { display: grid; gap: .35rem; }
.ipso-row { border: 1px solid var(--md-default-fg-color--lighter, #ccc); border-radius: .3rem; padding: .1rem .2rem .3rem; margin: 0; min-width: 0; }
.ipso-row > legend { font-size: .75rem; font-weight: 600; padding: 0 .2rem; }
.ipso-row.is-discarded { border-style: dashed; }
.ipso-row.is-discarded .ipso-card { opacity: .6; }
.ipso-row-cards { display: grid; gap: .2rem; justify-content: center; grid-template-columns: repeat(var(--n), minmax(2.4rem, 4.6rem)); }
.ipso-size-2 { --n: 2; } .ipso-size-3 { --n: 3; } .ipso-size-4 { --n: 4; } .ipso-size-5 { --n: 5; }
.ipso-card { display: grid; grid-template-columns: minmax(0, 1fr); gap: .15rem; margin: 0; padding: .1rem; min-width: 0; border: 1px solid var(--md-default-fg-color--lighter, #bbb); border-top: .3rem solid #9e9e9e; border-radius: .25rem; font-size: .72rem; }
.ipso-card[data-colour="red"] { border-top-color: #c62828; }
.ipso-card[data-colour="yellow"] { border-top-color: #f9a825; }
.ipso-card[data-colour="green"] { border-top-color: #2e7d32; }
.ipso-card[data-colour="blue"] { border-top-color: #1565c0; }
.ipso-card[data-colour="purple"] { border-top-color: #6a1b9a; }
.ipso-card.is-best { outline: 3px double currentColor; outline-offset: 1px; }
.ipso-card input, .ipso-card select, .ipso-form input[type=text], .ipso-form input[type=number] {
  min-width: 0; box-sizing: border-box; font: inherit; font-size: .75rem; padding: .15rem;
  border: 1px solid var(--md-default-fg-color--light, #888); border-radius: .2rem;
  background: var(--md-default-bg-color, #fff); color: var(--md-default-fg-color, #000); }
.ipso-card input, .ipso-card select { width: 100%; }
.ipso-card input[type=number] { appearance: textfield; -moz-appearance: textfield; }
.ipso-card input[type=number]::-webkit-inner-spin-button, .ipso-card input[type=number]::-webkit-outer-spin-button { -webkit-appearance: none; margin: 0; }
.ipso-card select { font-size: .65rem; padding: .1rem 0; }
.ipso-form [aria-invalid=true] { border-color: #c62828; border-width: 2px; }
.ipso-card .ipso-number { font-size: 1rem; font-weight: 700; text-align: center; }
.ipso-stars-box { display: flex; align-items: center; gap: .15rem; }
.ipso-best-mark { font-weight: 700; font-size: .65rem; }
.ipso-verdict { margin: .2rem 0 0; font-size: .75rem; text-align: center; }
.ipso-row-errors .calc-field-error, .ipso-form .calc-field-error { margin: .2rem 0; font-size: .75rem; }
.ipso-choice { border: 0; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: .2rem 1rem; }
.ipso-choice > legend { font-weight: 600; padding: 0; margin-bottom: .2rem; }
.ipso-tools { display: flex; flex-wrap: wrap; gap: .4rem; }
.ipso-tools .md-button { margin: 0; padding: .3em 1em; font-size: .75rem; }
.ipso-total { font-size: 1.2rem; margin: .3rem 0; }
.ipso-total strong { font-size: 1.6rem; }
.ipso-drawn.ipso-card { grid-template-columns: minmax(0, 6rem); }
.ipso-table { border-collapse: collapse; font-size: .8rem; width: 100%; }
.ipso-table th, .ipso-table td { border-bottom: 1px solid var(--md-default-fg-color--lightest, #ddd); padding: .2rem .3rem; text-align: left; vertical-align: top; }
.ipso-table tr.is-best { font-weight: 700; }
.ipso-scroll { overflow-x: auto; }
.ipso-sheet-cell { display: grid; gap: .15rem; min-width: 3rem; }
.ipso-sheet-cell input[type=number] { width: 3rem; }
.ipso-sheet-table th, .ipso-sheet-table td { padding: .15rem .2rem; }
.ipso-players { display: grid; gap: .3rem; }
.ipso-player { display: flex; gap: .3rem; align-items: center; flex-wrap: wrap; }
.ipso-player input { font: inherit; padding: .2rem; max-width: 12rem; }
.ipso-editor { border: 2px solid var(--md-accent-fg-color, #7c4dff); border-radius: .3rem; padding: .4rem; }
.ipso-link-button { background: none; border: 0; padding: 0; color: var(--md-typeset-a-color, #5e35b1); text-decoration: underline; cursor: pointer; font: inherit; font-size: .75rem; text-align: left; }
`;

export function addStyle() {
  if (document.getElementById("ipso-widget-style")) return;
  const style = document.createElement("style");
  style.id = "ipso-widget-style";
  style.textContent = STYLE;
  document.head.append(style);
}
