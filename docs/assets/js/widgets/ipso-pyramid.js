// "Score a pyramid": the 14 cards, the star card choice and the even/odd variant, then
// Python's answer (calculators.ipso, action "score"): every row's verdict, total, stars.
// Saved as you type (a reload loses nothing), shareable as a link; clearing can be undone.
// The cards may also be typed in one line (quick entry, ./ipso-notation.js): they fill the fields.
// Under it, dispute mode (../dispute-kit.js): "I counted 27" -> each difference and the frequent
// mistake that gives it, the rows or the star card it touches outlined.

import { disputeMode, marker } from "../dispute-kit.js";
import { explanationList, radioGroup } from "../widget-kit.js";
import {
  blankRows, pyramidForm, pyramidWidget, rowsFromData, rowsToRequest, setLive, splitBlankErrors, starCardChoices, variantBox,
} from "./ipso-shared.js";
import { fillFromNotation, leaveNotation, notationField, syncNotation } from "./ipso-notation.js";

export const STORE_KEY = "ipso-pyramid";

// What is saved and shared: the fields, and the quick entry's line while it is what they show.
export function toRequest(state) {
  const request = { rows: rowsToRequest(state.rows), star_card: state.star_card, variants: { even_odd: Boolean(state.even_odd) } };
  if (state.notation) request.notation = state.notation;
  return request;
}

// What Python is asked: the line in place of the rows while there is one.
function ask(state) {
  const { rows, ...request } = toRequest(state);
  return state.notation ? request : { rows, ...request };
}

export default function mount(root, api) {
  const { h, t } = api;
  const empty = () => ({ rows: blankRows(api), star_card: "kept", even_odd: false, notation: "" });
  let dispute = null;

  const scorer = pyramidWidget(root, api, {
    key: STORE_KEY,
    action: "score",
    empty,
    toRequest,
    ask,
    // A saved or shared request back into form state; what is not a pyramid at all is refused.
    fromRequest(request) {
      if (!request || typeof request !== "object" || Array.isArray(request)) throw new Error("not a pyramid");
      return {
        rows: rowsFromData(api, request.rows),
        star_card: request.star_card === "given_up" ? "given_up" : "kept",
        even_odd: Boolean(request.variants && request.variants.even_odd === true),
        notation: typeof request.notation === "string" ? request.notation : "",
      };
    },
    before: (self) => [notationField(api, self)],
    answered(self, answer) {
      if (fillFromNotation(self, api, answer)) api.save(STORE_KEY, toRequest(self.state));
      if (dispute) dispute.refresh();
    },
    draw(self) {
      const { state } = self;
      syncNotation(self);
      const pyramid = pyramidForm(api, state.rows, "rows", () => { leaveNotation(self); self.update(); });
      return {
        pyramid,
        elements: [
          radioGroup(api, {
            legend: t("ipso.star_card"), path: "star_card", value: state.star_card, choices: starCardChoices(api),
            onChange: (value) => { state.star_card = value; self.update(); },
          }),
          pyramid.element,
          variantBox(api, state.even_odd, (checked) => { state.even_odd = checked; self.update(); }),
        ],
      };
    },
    missing(self, errors) {
      const { shown, blankCount } = splitBlankErrors(errors, self.state.rows);
      return { shown, todo: blankCount ? [t("ipso.cards_to_enter", { n: blankCount })] : [] };
    },
    show(self, answer) {
      self.pyramid.setVerdicts(answer.rows);
      self.result.append(
        h("p", { class: "ipso-total calc-total" }, t("ipso.total_label"), " ", h("strong", { "data-total": answer.total }, String(answer.total))),
        h("p", { class: "ipso-tiebreak", "data-stars": answer.stars }, t("ipso.tiebreak_stars", { n: answer.stars })),
        explanationList(api, answer.explanation),
      );
      setLive(self.live, t("ipso.live.total", { total: answer.total, stars: answer.stars }), "ready", { total: answer.total });
    },
  });

  // A mark is a row (from 1) or "star_card" (calculators/ipso/dispute.py); the rows' fields are
  // read when shown, as the form is drawn again after a change.
  const shown = marker((mark) => root.querySelector(mark === "star_card" ? '[data-path="star_card"]' : `.ipso-row[data-path="rows.${Number(mark) - 1}"]`));
  dispute = disputeMode(api, {
    game: "ipso", range: api.data.limits.claim, marker: shown,
    legend: t("ipso.dispute.legend"), fixFirst: t("ipso.dispute.fix_first"),
    // The fields, which the quick entry fills: the dispute action reads rows, not a line.
    request: () => { const { notation, ...request } = toRequest(scorer.state); return request; },
  });
  root.append(dispute.element);
}
