// The dispute mode of the Pixies grid widget: the score a player counted (the total, or part by
// part), compared with the rules by Python (calculators.pixies, action "dispute"), each
// difference and the likely mistake named. Asked once, it is asked again after each change of
// the grid (refresh()).

import { actionButton, append, errorList, splitErrors, uid, warningList } from "../widget-kit.js";
import { PARTS, scrollBox } from "./pixies-common.js";
import { markOnHover } from "./pixies-history.js";

const CLAIM_ITEMS = ["total", ...PARTS];

// `grid()` is the grid's request as it is now; `marker` shows on the grid the slots a mistake
// involves (./pixies-history.js). Returns {element, refresh()}.
export function disputeMode(api, grid, marker) {
  const { h, t } = api;
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
    const answer = await askDispute({ ...grid(), claimed: claimRequest() });
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

  return {
    element: disputeBox,
    refresh: () => disputeAsked && runDispute(),
  };
}
