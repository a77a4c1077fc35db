// dispute-kit.js: dispute mode, the same for every game. The player types the score they counted
// (the total, or part by part); Python (the game's action "dispute", calculators/disputes.py)
// compares it with the rules and names each difference and every frequent mistake that gives the
// player's figure. Hovering or focusing a mistake outlines, in the widget, what it touches (its
// `marks`, from Python). Asked once, it is asked again after each change of the position
// (refresh()).
//
// No game fact is written here: the parts come from api.data.dispute.parts (GameSpec.widget_data(),
// the game's calculators/<game>/dispute.py PARTS), each named by the game's `<game>.part.<part>`
// message; the sentences are Python's. Look: docs/assets/css/shared/widgets.css (calc-dispute*).

import { actionButton, append, errorList, splitErrors, uid, warningList } from "./widget-kit.js";

// What a mistake touches, shown in the widget: `find(mark)` gives the element (or elements) a mark
// names, looked up when shown (a form drawn again has new elements). Returns {show(marks), clear()}.
export function marker(find) {
  let marked = [];
  const clear = () => {
    marked.forEach((element) => element.classList.remove("is-marked"));
    marked = [];
  };
  return {
    clear,
    show(marks) {
      clear();
      marked = (marks || []).flatMap((mark) => [].concat(find(mark) || [])).filter(Boolean);
      marked.forEach((element) => element.classList.add("is-marked"));
    },
  };
}

// An element that outlines `marks` while pointed at or focused (keyboard users reach it by Tab).
export function markOnHover(element, marks, shown) {
  if (!marks || !marks.length || !shown) return element;
  element.tabIndex = 0;
  element.dataset.marks = marks.join(" ");
  element.addEventListener("pointerenter", () => shown.show(marks));
  element.addEventListener("focus", () => shown.show(marks));
  element.addEventListener("pointerleave", () => shown.clear());
  element.addEventListener("blur", () => shown.clear());
  return element;
}

// The folded dispute box. Options: `game`; `request()`, the position as the game's "dispute"
// action reads it (without `claimed`); `range`, the {min, max} a claim may take (the game's
// limits); `legend` and `fixFirst`, the game's words for "your count for this …" and "fix the …
// first"; `fields`, elements shown before the claim (whose count it is); `paths`, the request
// paths of those fields (their errors go next to them); `marker` (above), optional.
// Its elements carry both the classes calc-<part> and <game>-<part>. Returns {element, refresh()}.
export function disputeMode(api, { game, request, range, legend, fixFirst, fields = [], paths = [], marker: shown = null }) {
  const { h, t } = api;
  const parts = (api.data.dispute || {}).parts || [];
  const items = ["total", ...parts];
  const cls = (name) => `calc-${name} ${game}-${name}`;
  const label = (item) => t(item === "total" ? "common.dispute.total" : `${game}.part.${item}`);
  const claimed = Object.fromEntries(items.map((item) => [item, ""]));
  let asked = false;

  const claimInput = (item) => {
    const id = uid("claim");
    return h(
      "div",
      { class: cls("claim-field") },
      h("label", { for: id }, label(item)),
      h("input", {
        id, type: "number", inputmode: "numeric", step: 1, min: range.min, max: range.max, value: claimed[item], "data-path": `claimed.${item}`, "data-item": item,
        oninput: (event) => { claimed[item] = event.target.value; },
        onkeydown: (event) => { if (event.key === "Enter") { event.preventDefault(); run(); } },
      }),
    );
  };
  const result = h("div", { class: cls("dispute-result"), "aria-live": "polite" });
  const box = h(
    "details",
    { class: cls("dispute") },
    h("summary", { class: cls("dispute-title") }, t("common.dispute.title")),
    fields,
    h(
      "fieldset",
      { class: cls("claim"), "data-path": "claimed" },
      h("legend", {}, legend),
      h("p", { class: "calc-hint" }, t("common.dispute.hint")),
      claimInput("total"),
      h("details", { class: cls("claim-parts") }, h("summary", {}, t("common.dispute.by_part")), parts.map(claimInput)),
    ),
    h("div", { class: "calc-tools" }, actionButton(api, t("common.dispute.check"), () => run(), { class: `md-button md-button--primary calc-action ${cls("dispute-check")}` })),
    result,
  );

  function claimRequest() {
    const out = {};
    for (const item of items) {
      if (claimed[item] !== "" && claimed[item] !== null) out[item] = Number(claimed[item]);
    }
    return out;
  }

  const ask = api.latest(game, "dispute", result);
  async function run() {
    asked = true;
    const answer = await ask({ ...request(), claimed: claimRequest() });
    if (answer) show(answer);
  }

  function show(answer) {
    const [mine, others] = splitErrors(answer.ok ? [] : answer.errors, ["claimed", ...paths]);
    // An error about the whole claim goes to its fieldset; one about a field of the box, next to it.
    const unplaced = api.showErrors(box, mine);
    result.replaceChildren();
    if (shown) shown.clear();
    if (!answer.ok) {
      result.append(h("p", { class: "calc-error" }, others.length ? fixFirst : t("core.fix_fields")));
      append(result, errorList(api, [...unplaced, ...others.map((e) => e.message)]));
      api.markResult(result);
      return;
    }
    const verdict = h("p", { class: `${cls("verdict")} ${answer.agrees ? "is-agreeing" : "is-differing"}` }, `${answer.agrees ? "✓" : "≠"} ${answer.explanation[0]}`);
    const rows = answer.checks.map((check) =>
      h(
        "tr",
        { "data-item": check.item, class: check.agrees ? "is-agreeing" : "is-differing" },
        h("th", { scope: "row" }, label(check.item)),
        h("td", {}, String(check.claimed)),
        h("td", {}, String(check.computed)),
        h("td", {}, check.agrees ? `✓ ${t("common.dispute.same")}` : `≠ ${check.gap > 0 ? "+" : ""}${check.gap}`),
      ),
    );
    const head = ["item", "yours", "rules", "gap"].map((key) => h("th", { scope: "col" }, t(`common.dispute.${key}`)));
    const table = h("table", { class: `calc-parts ${cls("checks")}` }, h("thead", {}, h("tr", {}, head)), h("tbody", {}, rows));
    // Python's sentences after the verdict: each difference, each likely mistake (the score's own
    // sentences are the widget's, shown with its score).
    const lines = answer.explanation.slice(1, answer.explanation.length - answer.score_explanation.length);
    const mistakes = new Map(answer.mistakes.flatMap((m) => m.sentences.map((sentence) => [sentence, m.marks])));
    append(
      result,
      verdict,
      h("div", { class: "calc-table-scroll", tabindex: "0", role: "region", "aria-label": t("common.dispute.title") }, table),
      lines.length
        ? h("ul", { class: `calc-explanation ${cls("dispute-lines")}` },
          lines.map((line) => markOnHover(h("li", { class: mistakes.has(line) ? "is-mistake" : null }, mistakes.has(line) ? `➜ ${line}` : line), mistakes.get(line), shown)))
        : null,
      warningList(api, answer.warnings),
    );
    api.markResult(result);
  }

  return {
    element: box,
    refresh: () => asked && run(),
  };
}
