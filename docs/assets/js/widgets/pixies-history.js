// "How could this grid happen?" for the Pixies grid widget, on request: Python (calculators.pixies,
// action "validate" with "witness": true) answers one legal sequence of draws and placements from
// the real deck that ends on the grid, told step by step, or why none exists. Each step, and each
// mistake the dispute mode names, points at the slots it involves: hovering or focusing it
// outlines those slots in the grid (`marks`, from Python). This file only draws.

import { marker as elementMarker, markOnHover } from "../dispute-kit.js";
import { append, errorList } from "../widget-kit.js";

// `cells`: slot number -> the grid's cell element. Returns {show(slots), clear()}.
export function slotMarker(cells) {
  return elementMarker((slot) => cells[slot]);
}

// The folded box asking for the sequence. `grid()` is the grid's request as it is now. Asked once
// it is open, and again after each change of the grid while it stays open (refresh()).
export function historyBox(api, grid, marker) {
  const { h, t } = api;
  const result = h("div", { class: "pixies-history-result", "aria-live": "polite" });
  const box = h(
    "details",
    { class: "pixies-history", ontoggle: () => box.open && ask() },
    h("summary", { class: "pixies-section-title" }, t("pixies.history.title")),
    h("p", { class: "pixies-hint" }, t("pixies.history.hint")),
    result,
  );
  const askWitness = api.latest("pixies", "validate", result);

  async function ask() {
    const answer = await askWitness({ grid: grid().grid, witness: true });
    if (!answer) return;
    result.replaceChildren();
    if (!answer.witness) {
      const errors = answer.errors.length ? answer.errors : [];
      append(result, h("p", { class: "calc-error" }, t("pixies.history.none")), errorList(api, errors.map((e) => e.message)));
    } else if (!answer.witness.length) {
      result.append(h("p", {}, t("pixies.history.empty")));
    } else {
      const steps = answer.witness.map((step) => markOnHover(h("li", { "data-kind": step.kind }, step.sentence), [step.slot], marker));
      append(result, h("p", {}, t("pixies.history.intro", { count: answer.witness.length })), h("ul", { class: "calc-explanation pixies-history-steps" }, steps));
    }
    api.markResult(result);
  }

  return {
    element: box,
    refresh: () => box.open && ask(),
  };
}
