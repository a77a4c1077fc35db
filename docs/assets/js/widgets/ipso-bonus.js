// "Star card or bonus turn?": a revealed pyramid and the card drawn in the bonus turn; Python
// (calculators.ipso, action "bonus") tries it in every slot and compares each result with
// keeping the star card. Saved as you type, shareable as a link; clearing can be undone.

import { actionButton, explanationList } from "../widget-kit.js";
import {
  blankCard, blankRows, cardFields, cardFromData, cardToRequest, colourLabel, facts, pyramidForm, pyramidWidget, rowsFromData,
  rowsToRequest, setLive, splitBlankErrors, variantBox,
} from "./ipso-shared.js";
import { STORE_KEY as SCORER_KEY } from "./ipso-pyramid.js";

function toRequest(state) {
  return { rows: rowsToRequest(state.rows), drawn: cardToRequest(state.drawn), variants: { even_odd: Boolean(state.even_odd) } };
}

export default function mount(root, api) {
  const { h, t } = api;
  const variantOf = (request) => Boolean(request.variants && request.variants.even_odd === true);

  // The scorer's pyramid, copied here (undone in one tap).
  function takeFromScorer(self) {
    const saved = api.store.load(SCORER_KEY);
    if (!saved.value || !Array.isArray(saved.value.rows)) {
      api.notice(root, t("ipso.bonus.no_scorer"), "info");
      return;
    }
    self.replace({ ...self.state, rows: rowsFromData(api, saved.value.rows), even_odd: variantOf(saved.value) }, t("ipso.bonus.taken"));
  }

  function swapRow(swap, index) {
    return h("tr", { class: index === 0 ? "is-best" : null, "data-verdict": swap.verdict },
      h("td", {}, t("ipso.bonus.place", { row: swap.row, card: swap.card })),
      h("td", {}, `${swap.replaced.number} ${colourLabel(api, swap.replaced.colour)}`),
      h("td", { class: "ipso-num" }, String(swap.total)),
      h("td", { class: "ipso-num" }, swap.gain_signed),
      h("td", {}, t(`ipso.bonus.short.${swap.verdict}`)));
  }

  pyramidWidget(root, api, {
    key: "ipso-bonus",
    action: "bonus",
    empty: () => ({ rows: blankRows(api), drawn: blankCard(), even_odd: false }),
    toRequest,
    fromRequest(request) {
      if (!request || typeof request !== "object" || Array.isArray(request)) throw new Error("not a bonus turn");
      return { rows: rowsFromData(api, request.rows), drawn: cardFromData(request.drawn), even_odd: variantOf(request) };
    },
    before: (self) => [
      h("div", { class: "ipso-tools" }, actionButton(api, t("ipso.bonus.take_scorer"), () => takeFromScorer(self), { "data-action": "take" })),
    ],
    draw(self) {
      const { state } = self;
      const { numbers } = facts(api);
      const labels = {
        number: t("ipso.bonus.drawn_number", { min: numbers.min, max: numbers.max }),
        colour: t("ipso.bonus.drawn_colour"),
        stars: t("ipso.bonus.drawn_stars"),
      };
      const pyramid = pyramidForm(api, state.rows, "rows", self.update);
      return {
        pyramid,
        elements: [
          pyramid.element,
          cardFields(api, state.drawn, "drawn", labels, self.update, { class: "ipso-drawn", legend: t("ipso.bonus.drawn") }),
          variantBox(api, state.even_odd, (checked) => { state.even_odd = checked; self.update(); }),
        ],
      };
    },
    missing(self, errors) {
      const { shown, blankCount } = splitBlankErrors(errors, self.state.rows);
      const drawn = self.state.drawn;
      const drawnBlank = (drawn.number === "" || drawn.number === null) && !drawn.colour;
      return {
        shown: drawnBlank ? shown.filter((e) => !(e.path.startsWith("drawn.") && /_missing$/.test(e.code))) : shown,
        todo: [blankCount ? t("ipso.cards_to_enter", { n: blankCount }) : "", drawnBlank ? t("ipso.bonus.enter_drawn") : ""].filter(Boolean),
      };
    },
    show(self, answer) {
      const best = answer.best;
      const points = answer.star_card_points;
      self.pyramid.highlight(best.row - 1, best.card - 1);
      const head = ["place", "replaced", "total", "gain", "verdict"].map((column) =>
        h("th", { scope: "col", class: ["total", "gain"].includes(column) ? "ipso-num" : null }, t(`ipso.bonus.col.${column}`, { points })));
      self.result.append(
        h("p", { class: "ipso-total", "data-verdict": answer.verdict, "data-pays": String(answer.pays) },
          h("strong", {}, t(`ipso.bonus.verdict.${answer.verdict}`, { points }))),
        h("p", { class: "ipso-compare" }, t("ipso.bonus.compare", { keep: answer.keep.total, best: best.total, gain: best.gain_signed })),
        explanationList(api, answer.explanation),
        h("details", { class: "ipso-swaps" },
          h("summary", {}, t("ipso.bonus.all_swaps", { n: answer.swaps.length })),
          h("div", { class: "ipso-scroll" },
            h("table", { class: "ipso-table" }, h("thead", {}, h("tr", {}, head)), h("tbody", {}, answer.swaps.map(swapRow))))),
      );
      const verdict = t(`ipso.bonus.short.${answer.verdict}`);
      setLive(self.live, t("ipso.live.bonus", { best: best.total, keep: answer.keep.total, verdict }), "ready", { pays: answer.pays });
    },
  });
}
