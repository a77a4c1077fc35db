// Placement trainer: replays the rules' "placements to try" step by step (previous / next),
// showing the grid after each step, then lets the learner try any card on the current grid:
// every legal placement with its sentence (pick one to play it), or a placement of their own,
// refused with the rule it breaks. Python (calculators.pixies, action "place") decides
// everything; this file holds only the script of the four steps (which card, which choice).

import { SLOTS, append, cardLabel, drawGrid, uid } from "./pixies-common.js";

// The rules' walk-through (French rules, "Des placements à essayer"): a 5 in the centre; a
// second 5 validates it with the face you prefer kept up; a third 5 goes face down on an empty
// slot such as 6; a real 6 then covers that back and is validated at once.
const SCRIPT = [
  { card: "blue-5-1", choice: {} },
  { card: "yellow-5-2", choice: { keep: "new" } },
  { card: "green-5-1", choice: { slot: 6 } },
  { card: "red-6-2", choice: { slot: 6 } },
];

export default function mount(root, api) {
  const { h, t } = api;
  const cards = api.data.cards;

  // steps[i]: the grid after step i (0: the empty grid), Python's sentences and the slot played.
  const steps = [{ grid: {}, lines: [], slot: null }];
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
    SLOTS.map((n) =>
      h("optgroup", { label: t("pixies.trainer.number_group", { n }) },
        cards.filter((card) => card.number === n).map((card) => h("option", { value: card.id }, `${cardLabel(api, card)} (${card.id})`)))),
  );
  const slotId = uid("slot");
  const slotSelect = h(
    "select",
    { id: slotId, "data-path": "choice.slot" },
    h("option", { value: "" }, t("pixies.trainer.rules_decide")),
    SLOTS.map((n) => h("option", { value: n }, t("pixies.slot", { n }))),
  );
  const faceId = uid("face");
  const faceSelect = h(
    "select",
    { id: faceId, "data-path": "choice.face_down" },
    h("option", { value: "" }, t("pixies.trainer.rules_decide")),
    h("option", { value: "up" }, t("pixies.trainer.face_up")),
    h("option", { value: "down" }, t("pixies.trainer.face_down")),
  );
  const keepId = uid("keep");
  const keepSelect = h(
    "select",
    { id: keepId, "data-path": "choice.keep" },
    h("option", { value: "" }, t("pixies.trainer.rules_decide")),
    h("option", { value: "new" }, t("pixies.trainer.keep_new")),
    h("option", { value: "old" }, t("pixies.trainer.keep_old")),
  );
  const tryResult = h("div", { class: "pixies-try-result", "aria-live": "polite" });
  const tryBox = h(
    "fieldset",
    { class: "pixies-try" },
    h("legend", {}, t("pixies.trainer.try_legend")),
    h("div", { class: "pixies-field" }, h("label", { for: cardId }, t("pixies.trainer.card")), cardSelect),
    h("div", { class: "calc-tools" }, h("button", { type: "button", class: "md-button md-button--primary", onclick: () => listOptions() }, t("pixies.trainer.show_options"))),
    h(
      "details",
      { class: "pixies-own-try" },
      h("summary", {}, t("pixies.trainer.own_try")),
      h("div", { class: "pixies-field" }, h("label", { for: slotId }, t("pixies.trainer.slot")), slotSelect),
      h("div", { class: "pixies-field" }, h("label", { for: faceId }, t("pixies.trainer.face")), faceSelect),
      h("div", { class: "pixies-field" }, h("label", { for: keepId }, t("pixies.trainer.keep")), keepSelect),
      h("div", { class: "calc-tools" }, h("button", { type: "button", class: "md-button", onclick: () => tryOwn() }, t("pixies.trainer.try_it"))),
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

  async function stepGrid(index) {
    // Each step is played by Python from the grid the previous one left (even the empty
    // grid of step 0 waits for Python, so the buttons below it work when it shows).
    try {
      await api.ready;
    } catch (error) {
      return null;
    }
    while (steps.length <= index) {
      const i = steps.length - 1;
      const answer = await api.call("pixies", "place", { grid: steps[i].grid, card: SCRIPT[i].card, choice: SCRIPT[i].choice });
      if (!answer.ok) return null; // cannot happen with the script above; shown as an error below
      steps.push({ grid: answer.grid, lines: answer.explanation, slot: answer.chosen.slot });
    }
    return steps[index];
  }

  let goSequence = 0;
  async function go(index) {
    index = Math.max(0, Math.min(SCRIPT.length, index));
    wanted = index;
    const mine = ++goSequence;
    replay.setAttribute("aria-busy", "true");
    const step = await stepGrid(index);
    if (mine !== goSequence) return;
    replay.removeAttribute("aria-busy");
    if (!step) {
      status.textContent = t("core.python_failed");
      return;
    }
    stepIndex = index;
    grid = step.grid;
    changed = step.slot;
    status.textContent = index === 0 ? t("pixies.trainer.start") : t("pixies.trainer.step", { n: index, count: SCRIPT.length });
    intro.textContent = t(`pixies.trainer.step_${index}`);
    lines.replaceChildren(...step.lines.map((line) => h("li", {}, line)));
    const focused = document.activeElement;
    prev.disabled = index === 0;
    next.disabled = index === SCRIPT.length;
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

  async function listOptions() {
    tryResult.replaceChildren();
    api.showErrors(tryBox, []);
    const answer = await api.call("pixies", "place", placeRequest(null));
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
    const answer = await api.call("pixies", "place", placeRequest(ownChoice()));
    if (!answer.ok) return refused(answer);
    apply(answer.chosen);
  }

  function apply(option) {
    grid = option.grid;
    changed = option.slot;
    status.textContent = t("pixies.trainer.own_grid", { n: stepIndex, count: SCRIPT.length });
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
