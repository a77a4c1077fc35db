// "Star card or bonus turn?": a revealed pyramid and the card drawn in the bonus turn; Python
// (calculators.ipso, action "bonus") tries it in all 14 places and compares each result with
// keeping the star card's 3 points. Saved as you type and shareable as a link.

import {
  COLOURS, blankCard, blankRows, cardFromData, cardToRequest, colourLabel, copyShareLink, explanationList,
  pyramidForm, rowsFromData, rowsToRequest, splitBlankErrors, warningsList,
} from "./ipso-shared.js";
import { STORE_KEY as SCORER_KEY } from "./ipso-pyramid.js";

const STORE_KEY = "ipso-bonus";

function emptyState() {
  return { rows: blankRows(), drawn: blankCard(), even_odd: false };
}

export function toRequest(state) {
  return { rows: rowsToRequest(state.rows), drawn: cardToRequest(state.drawn), variants: { even_odd: Boolean(state.even_odd) } };
}

export function fromRequest(request) {
  const state = emptyState();
  if (!request || typeof request !== "object") return state;
  state.rows = rowsFromData(request.rows);
  state.drawn = cardFromData(request.drawn);
  state.even_odd = Boolean(request.variants && request.variants.even_odd === true);
  return state;
}

// Element.append would write "null" for a missing optional part: skip those.
function append(parent, ...children) {
  parent.append(...children.filter((child) => child !== null && child !== undefined));
}

export default function mount(root, api) {
  const { h, t } = api;

  let state = api.restore(STORE_KEY, fromRequest, emptyState);

  const form = h("form", { class: "ipso-form", onsubmit: (event) => event.preventDefault() });
  const result = h("div", { class: "calc-result", "aria-live": "polite" });
  const ask = api.latest("ipso", "bonus", result);
  root.append(form, result);

  let pyramid = null;
  function draw() {
    form.replaceChildren();
    pyramid = pyramidForm(api, state.rows, "rows", update);
    const drawn = state.drawn;
    const drawnBox = h(
      "fieldset", { class: "ipso-drawn ipso-card", "data-path": "drawn", "data-colour": drawn.colour || "none" },
      h("legend", {}, t("ipso.bonus.drawn")),
      h("input", {
        type: "number", min: 1, max: 90, step: 1, inputmode: "numeric", class: "ipso-number", value: drawn.number,
        "aria-label": t("ipso.bonus.drawn_number"), "data-path": "drawn.number",
        oninput: (event) => { drawn.number = event.target.value; update(); },
      }),
      h("select", {
        class: "ipso-colour", "aria-label": t("ipso.bonus.drawn_colour"), "data-path": "drawn.colour",
        onchange: (event) => { drawn.colour = event.target.value; drawnBox.dataset.colour = drawn.colour || "none"; update(); },
      },
      h("option", { value: "", selected: !drawn.colour }, t("ipso.pick_colour")),
      COLOURS.map((key) => h("option", { value: key, selected: drawn.colour === key }, colourLabel(api, key)))),
      h("span", { class: "ipso-stars-box" }, h("span", { "aria-hidden": "true" }, "★"),
        h("input", {
          type: "number", min: 0, max: 9, step: 1, inputmode: "numeric", value: drawn.stars,
          "aria-label": t("ipso.bonus.drawn_stars"), "data-path": "drawn.stars",
          oninput: (event) => { drawn.stars = event.target.value; update(); },
        })),
    );
    form.append(
      h("div", { class: "ipso-tools" },
        h("button", { type: "button", class: "md-button", onclick: () => takeFromScorer() }, t("ipso.bonus.take_scorer"))),
      pyramid.element,
      drawnBox,
      h("label", { class: "ipso-variant", "data-path": "variants.even_odd" },
        h("input", { type: "checkbox", checked: state.even_odd, onchange: (event) => { state.even_odd = event.target.checked; update(); } }),
        ` ${t("ipso.variant.even_odd")}`),
      h("div", { class: "ipso-tools" },
        h("button", { type: "button", class: "md-button", onclick: () => copyShareLink(api, root, toRequest(state)) }, t("core.copy_link")),
        h("button", { type: "button", class: "md-button", onclick: () => { state = emptyState(); draw(); update(); } }, t("ipso.clear_pyramid"))),
    );
  }

  function takeFromScorer() {
    const saved = api.store.load(SCORER_KEY);
    if (!saved.value || !Array.isArray(saved.value.rows)) {
      api.notice(root, t("ipso.bonus.no_scorer"), "info");
      return;
    }
    state.rows = rowsFromData(saved.value.rows);
    state.even_odd = Boolean(saved.value.variants && saved.value.variants.even_odd === true);
    api.notice(root, "");
    draw();
    update();
  }

  async function update() {
    api.save(STORE_KEY, toRequest(state));
    const answer = await ask(toRequest(state));
    if (answer) show(answer);
  }

  function show(answer) {
    result.replaceChildren();
    pyramid.highlight(null);
    if (!answer.ok) {
      const { shown, blankCount } = splitBlankErrors(answer.errors, state.rows);
      const drawnBlank = state.drawn.number === "" && !state.drawn.colour;
      const visible = drawnBlank ? shown.filter((e) => !(e.path.startsWith("drawn.") && /_missing$/.test(e.code))) : shown;
      const unplaced = api.showErrors(form, visible);
      pyramid.gatherErrors();
      if (blankCount) result.append(h("p", { class: "ipso-todo" }, t("ipso.cards_to_enter", { n: blankCount })));
      if (drawnBlank) result.append(h("p", { class: "ipso-todo" }, t("ipso.bonus.enter_drawn")));
      if (visible.length) result.append(h("p", { class: "calc-error" }, t("core.fix_fields")));
      for (const message of unplaced) result.append(h("p", { class: "calc-error" }, `⚠ ${message}`));
      api.markResult(result);
      return;
    }
    api.showErrors(form, []);
    pyramid.gatherErrors();
    const best = answer.best;
    pyramid.highlight(best.row - 1, best.card - 1);
    const verdictKey = { better: "ipso.bonus.verdict.better", equal: "ipso.bonus.verdict.equal", worse: "ipso.bonus.verdict.worse" }[answer.verdict];
    const rows = answer.swaps.map((swap, index) =>
      h("tr", { class: index === 0 ? "is-best" : null, "data-verdict": swap.verdict },
        h("td", {}, t("ipso.bonus.place", { row: swap.row, card: swap.card })),
        h("td", {}, `${swap.replaced.number} ${colourLabel(api, swap.replaced.colour)}`),
        h("td", {}, String(swap.total)),
        h("td", {}, swap.gain > 0 ? `+${swap.gain}` : String(swap.gain)),
        h("td", {}, t(`ipso.bonus.short.${swap.verdict}`))));
    append(result,
      h("p", { class: "ipso-total", "data-verdict": answer.verdict, "data-pays": String(answer.pays) },
        h("strong", {}, t(verdictKey))),
      h("p", { class: "ipso-compare" },
        t("ipso.bonus.compare", { keep: answer.keep.total, best: best.total, gain: best.gain > 0 ? `+${best.gain}` : String(best.gain) })),
      explanationList(api, answer.explanation),
      h("details", { class: "ipso-swaps" },
        h("summary", {}, t("ipso.bonus.all_swaps", { n: answer.swaps.length })),
        h("div", { class: "ipso-scroll" },
          h("table", { class: "ipso-table" },
            h("thead", {}, h("tr", {},
              h("th", { scope: "col" }, t("ipso.bonus.col.place")),
              h("th", { scope: "col" }, t("ipso.bonus.col.replaced")),
              h("th", { scope: "col" }, t("ipso.bonus.col.total")),
              h("th", { scope: "col" }, t("ipso.bonus.col.gain")),
              h("th", { scope: "col" }, t("ipso.bonus.col.verdict")))),
            h("tbody", {}, rows)))),
      warningsList(api, answer.warnings),
    );
    api.markResult(result);
  }

  draw();
  update();
}
