// first-turn.js: a game's first moves taught by doing, for any game whose calculators offer the
// action "first_turn" (calculators/first_turn.py). A widget `<game>-first-turn` is this module.
//
// The reader steps forward and back through the story, opens "Why?" for the rules' own
// explanation of the step, and, where the step asks, tries a move of their own and reads the
// rules' verdict. Python answers everything: the step's words, what the table shows (groups of
// rows of cells, in words), the explanation, the choices and the verdict. This module draws.
//
// Each step is one request that holds all it needs, so quick taps never mix two steps: only the
// newest answer is drawn (api.latest), and its words, drawing and choices come from that answer.

import { actionButton, append, uid } from "./widget-kit.js";

export default function mount(root, api) {
  const { h, t } = api;
  const game = api.data.game;
  let shown = 0; // the step drawn
  let wanted = 0; // the step last asked for
  let count = null; // how many steps (Python says, with the first answer)

  const status = h("p", { class: "ft-status" });
  const title = h("p", { class: "ft-title" });
  const say = h("p", { class: "ft-say" });
  const step = h("div", { class: "calc-result ft-step", "aria-live": "polite" }, status, title, say);
  const board = h("div", { class: "ft-board" });

  const whyId = uid("why");
  const whyLines = h("ol", { class: "calc-explanation ft-why", id: whyId, hidden: true });
  const whyButton = h("button", { type: "button", class: "md-button ft-why-toggle", "aria-expanded": "false", "aria-controls": whyId }, t("core.first_turn.why"));
  api.action(whyButton, () => showWhy(whyLines.hidden));

  const prompt = h("legend", {});
  const choices = h("div", { class: "ft-choices" });
  const verdict = h("div", { class: "ft-verdict", "aria-live": "polite" });
  const tryBox = h("fieldset", { class: "ft-try", hidden: true, "data-path": "try" }, prompt, choices, verdict);

  const prev = actionButton(api, `◀ ${t("core.first_turn.previous")}`, () => go(wanted - 1), { class: "md-button calc-action ft-prev" });
  const next = actionButton(api, `${t("core.first_turn.next")} ▶`, () => go(wanted + 1), { class: "md-button md-button--primary calc-action ft-next" });

  root.append(h("div", { class: "calc-tools ft-nav" }, prev, next), step, board, h("div", { class: "ft-why-box" }, whyButton, whyLines), tryBox);

  function showWhy(open) {
    whyLines.hidden = !open;
    whyButton.setAttribute("aria-expanded", String(open));
  }

  // The table as Python describes it: groups (a pyramid, the middle...) of rows of cells in words.
  function drawBoard(groups) {
    board.replaceChildren(
      ...groups.map((group) => {
        const labelId = uid("group");
        return h(
          "section",
          { class: "ft-group", "aria-labelledby": labelId },
          h("p", { class: "ft-group-label", id: labelId }, group.label),
          h("ol", { class: "ft-rows" }, group.rows.map((row) =>
            h("li", { class: "ft-row" }, h("ul", { class: "ft-cells" }, row.map((cell) =>
              h("li", { class: "ft-cell", "data-state": cell.state, "data-mark": cell.mark || null },
                cell.text,
                cell.mark ? h("span", { class: "ft-mark" }, ` · ${t(`core.first_turn.mark.${cell.mark}`)}`) : null)))))),
        );
      }),
    );
  }

  function drawQuestion(question) {
    tryBox.hidden = !question;
    verdict.replaceChildren();
    api.showErrors(tryBox, []);
    if (!question) return choices.replaceChildren();
    prompt.textContent = question.prompt;
    choices.replaceChildren(...question.choices.map((choice) =>
      actionButton(api, choice.label, () => tryChoice(choice.value), { class: "md-button ft-choice", "data-value": choice.value, "aria-pressed": "false" })));
  }

  function failed(answer, where) {
    where.textContent = answer.errors.map((error) => error.message).join(" ");
  }

  const askStep = api.latest(game, "first_turn", step);
  async function go(index) {
    index = Math.max(0, count === null ? index : Math.min(count - 1, index));
    wanted = index;
    const answer = await askStep({ step: index });
    if (!answer) return; // a newer step was asked for meanwhile
    if (!answer.ok) return failed(answer, status);
    shown = answer.step;
    count = answer.steps;
    status.textContent = t("core.first_turn.step", { n: shown + 1, count });
    title.textContent = answer.title;
    say.textContent = answer.say;
    step.dataset.step = String(shown);
    drawBoard(answer.board.groups);
    whyLines.replaceChildren(...answer.why.map((line) => h("li", {}, line)));
    showWhy(false);
    drawQuestion(answer.question);
    const focused = document.activeElement;
    prev.disabled = shown === 0;
    next.disabled = shown === count - 1;
    // A button that just became disabled would drop the keyboard focus: hand it to the other one.
    if (focused === next && next.disabled) prev.focus();
    if (focused === prev && prev.disabled) next.focus();
    api.markResult(step);
  }

  const askTry = api.latest(game, "first_turn", verdict);
  async function tryChoice(value) {
    for (const button of choices.children) button.setAttribute("aria-pressed", String(button.dataset.value === value));
    const answer = await askTry({ step: shown, try: value });
    if (!answer) return;
    api.showErrors(tryBox, []);
    if (!answer.ok) {
      const unplaced = api.showErrors(tryBox, answer.errors);
      return verdict.replaceChildren(...unplaced.map((message) => h("p", { class: "calc-error" }, `⚠ ${message}`)));
    }
    const ok = answer.verdict.ok;
    verdict.dataset.ok = String(ok);
    verdict.replaceChildren(
      h("p", { class: ok ? "ft-allowed" : "calc-error ft-refused" }, ok ? `✓ ${t("core.first_turn.allowed")}` : `✗ ${t("core.first_turn.refused")}`),
      append(h("ul", { class: "ft-verdict-lines" }), answer.verdict.lines.map((line) => h("li", {}, line))),
    );
    api.markResult(verdict);
  }

  prev.disabled = true;
  go(0);
}
