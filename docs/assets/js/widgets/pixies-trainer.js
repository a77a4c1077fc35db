// Placement trainer: replays the rules' "placements to try" step by step (previous / next),
// showing the grid after each step, then lets the learner try any card on the current grid:
// every legal placement with its sentence (pick one to play it), or a placement of their own,
// refused with the rule it breaks. Python (calculators.pixies, action "place") decides
// everything; the steps (which card, which choice, the grid before each) come from api.data
// (calculators/pixies/placement.py, WALKTHROUGH).
//
// Each step is one request that holds its own grid, so steps never wait on one another: quick
// taps on "next" ask for the step finally wanted, only the newest answer is drawn (api.latest),
// and the text and the drawing always come from the same answer.

import { actionButton, append, uid } from "../widget-kit.js";
import { cardWords, drawGrid, slotNumbers } from "./pixies-common.js";

export default function mount(root, api) {
  const { h, t } = api;
  const cards = api.data.cards;
  const steps = api.data.walkthrough;

  let stepIndex = 0; // the step shown
  let wanted = 0; // the step last asked for (quick taps add up before Python answers)
  let grid = {};
  let changed = null;

  const status = h("p", { class: "pixies-step-status" });
  const intro = h("p", { class: "pixies-step-intro" });
  const lines = h("ul", { class: "calc-explanation pixies-step-lines" });
  const gridHolder = h("div", { class: "pixies-grid-holder" });
  const prev = h("button", { type: "button", class: "md-button", onclick: () => go(wanted - 1) }, `◀ ${t("pixies.trainer.previous")}`);
  const next = h("button", { type: "button", class: "md-button md-button--primary", onclick: () => go(wanted + 1) }, `${t("pixies.trainer.next")} ▶`);
  const backToStep = h("button", { type: "button", class: "md-button", hidden: true, onclick: () => go(stepIndex) }, t("pixies.trainer.back_to_step"));
  const replay = h("div", { class: "calc-result pixies-replay", "aria-live": "polite" }, status, intro, lines);

  // ---- Trying a card on the current grid -------------------------------------------------------
  const cardId = uid("card");
  const cardSelect = h(
    "select",
    { id: cardId, "data-path": "card" },
    h("option", { value: "" }, t("pixies.pick_card")),
    slotNumbers(api).map((n) =>
      h("optgroup", { label: t("pixies.trainer.number_group", { n }) },
        cards.filter((card) => card.number === n).map((card) => h("option", { value: card.id }, cardWords(api, card))))),
  );
  const slotId = uid("slot");
  const slotSelect = h(
    "select",
    { id: slotId, "data-path": "choice.slot" },
    h("option", { value: "" }, t("pixies.trainer.rules_decide")),
    slotNumbers(api).map((n) => h("option", { value: n }, t("pixies.slot", { n }))),
  );
  // A choice the player may leave to the rules (the first option), or force to see what follows.
  const forced = (path, options) => h(
    "select",
    { id: uid("choice"), "data-path": path },
    h("option", { value: "" }, t("pixies.trainer.rules_decide")),
    options.map(([value, key]) => h("option", { value }, t(key))),
  );
  const faceSelect = forced("choice.face_down", [["up", "pixies.trainer.face_up"], ["down", "pixies.trainer.face_down"]]);
  const keepSelect = forced("choice.keep", [["new", "pixies.trainer.keep_new"], ["old", "pixies.trainer.keep_old"]]);
  const tryResult = h("div", { class: "pixies-try-result", "aria-live": "polite" });
  const tryBox = h(
    "fieldset",
    { class: "pixies-try" },
    h("legend", {}, t("pixies.trainer.try_legend")),
    h("div", { class: "pixies-field" }, h("label", { for: cardId }, t("pixies.trainer.card")), cardSelect),
    h("div", { class: "calc-tools" }, actionButton(api, t("pixies.trainer.show_options"), () => listOptions(), { class: "md-button calc-action md-button--primary" })),
    h(
      "details",
      { class: "pixies-own-try" },
      h("summary", {}, t("pixies.trainer.own_try")),
      h("div", { class: "pixies-field" }, h("label", { for: slotId }, t("pixies.trainer.slot")), slotSelect),
      h("div", { class: "pixies-field" }, h("label", { for: faceSelect.id }, t("pixies.trainer.face")), faceSelect),
      h("div", { class: "pixies-field" }, h("label", { for: keepSelect.id }, t("pixies.trainer.keep")), keepSelect),
      h("div", { class: "calc-tools" }, actionButton(api, t("pixies.trainer.try_it"), () => tryOwn(), { class: "md-button calc-action" })),
    ),
    tryResult,
  );

  root.append(
    h("div", { class: "calc-tools pixies-step-nav" }, prev, next, backToStep),
    replay,
    gridHolder,
    tryBox,
  );

  function drawCurrent() {
    gridHolder.replaceChildren(drawGrid(api, grid, { changed, label: t("pixies.trainer.grid_label") }));
  }

  // Step i (1..n) is the walk-through's request i-1 played; step 0 is the empty grid.
  const askStep = api.latest("pixies", "place", replay);
  async function go(index) {
    index = Math.max(0, Math.min(steps.length, index));
    wanted = index;
    prev.disabled = index === 0;
    next.disabled = index === steps.length;
    const answer = index === 0 ? await askStep({ grid: {}, card: steps[0].card }) : await askStep(steps[index - 1]);
    if (!answer) return; // a newer step was asked for meanwhile
    if (!answer.ok) {
      status.textContent = answer.errors.map((e) => e.message).join(" ");
      return;
    }
    stepIndex = index;
    grid = index === 0 ? {} : answer.grid;
    changed = index === 0 ? null : answer.chosen.slot;
    status.textContent = index === 0 ? t("pixies.trainer.start") : t("pixies.trainer.step", { n: index, count: steps.length });
    intro.textContent = t(`pixies.trainer.step_${index}`);
    lines.replaceChildren(...(index === 0 ? [] : answer.explanation).map((line) => h("li", {}, line)));
    replay.dataset.step = String(index);
    const focused = document.activeElement;
    // A button that just became disabled would drop the keyboard focus: hand it to the other one.
    if (focused === next && next.disabled) prev.focus();
    if (focused === prev && prev.disabled) next.focus();
    if (focused === backToStep) (next.disabled ? prev : next).focus();
    backToStep.hidden = true;
    tryResult.replaceChildren();
    api.showErrors(tryBox, []);
    drawCurrent();
    api.markResult(replay);
  }

  function placeRequest(choice) {
    const request = { grid, card: cardSelect.value || null };
    if (choice) request.choice = choice;
    return request;
  }

  function ownChoice() {
    const choice = {};
    if (slotSelect.value) choice.slot = Number(slotSelect.value);
    if (faceSelect.value) choice.face_down = faceSelect.value === "down";
    if (keepSelect.value) choice.keep = keepSelect.value;
    return choice;
  }

  function refused(answer) {
    const unplaced = api.showErrors(tryBox, answer.errors);
    append(
      tryResult,
      h("p", { class: "calc-error pixies-refused" }, `✗ ${t("pixies.trainer.refused")}`),
      h("ul", { class: "pixies-refusals" }, answer.errors.map((error) => h("li", { "data-code": error.code }, error.message))),
    );
    for (const message of unplaced) tryResult.append(h("p", { class: "calc-error" }, `⚠ ${message}`));
    api.markResult(tryResult);
  }

  const askTry = api.latest("pixies", "place", tryResult);
  async function listOptions() {
    tryResult.replaceChildren();
    api.showErrors(tryBox, []);
    const answer = await askTry(placeRequest(null));
    if (!answer) return;
    if (!answer.ok) return refused(answer);
    const list = h(
      "ol",
      { class: "pixies-options" },
      answer.options.map((option) =>
        h(
          "li",
          { "data-slot": option.slot },
          h("span", { class: "pixies-option-sentence" }, option.sentence),
          " ",
          h("button", { type: "button", class: "md-button", onclick: () => apply(option) }, t("pixies.trainer.play_this", { slot: option.slot })),
        ),
      ),
    );
    append(tryResult, h("p", { class: "pixies-situation" }, answer.explanation[0]), list);
    api.markResult(tryResult);
  }

  async function tryOwn() {
    tryResult.replaceChildren();
    api.showErrors(tryBox, []);
    const answer = await askTry(placeRequest(ownChoice()));
    if (!answer) return;
    if (!answer.ok) return refused(answer);
    apply(answer.chosen);
  }

  function apply(option) {
    grid = option.grid;
    changed = option.slot;
    status.textContent = t("pixies.trainer.own_grid", { n: stepIndex, count: steps.length });
    backToStep.hidden = false;
    backToStep.textContent = stepIndex === 0 ? t("pixies.trainer.back_to_start") : t("pixies.trainer.back_to_step", { n: stepIndex });
    tryResult.replaceChildren(
      h("p", { class: "pixies-played" }, `✓ ${option.sentence}`),
      ...(option.fills_grid ? [h("p", {}, t("pixies.trainer.fills_grid"))] : []),
    );
    cardSelect.value = "";
    drawCurrent();
    // The pressed button is gone with the list: the focus goes back to the card to pick next.
    cardSelect.focus();
    api.markResult(tryResult);
  }

  drawCurrent();
  go(0);
}
