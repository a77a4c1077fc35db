// The grid calculator's link with the score sheet (./pixies-sheet.js), so that a whole game is
// entered grid after grid without leaving the grid:
// - its last total is kept and announced (the sheet, on this page or in another tab, offers it);
// - the sheet of this page says, from Python's answer, who is next without a score in each round;
//   once the grid is full (as every grid is at the end of a round) the total bar, always in view,
//   offers "Put on the sheet: Ana, round 1" (an empty cell only: a score already there is
//   replaced from the sheet's own form, with its Undo);
// - that tap puts the total there and empties the grid for the next player, its first slot open;
//   the bar then says so with an Undo that takes the score off the sheet and brings the grid back
//   as it was (until the next grid's first card);
// - an empty grid's round follows the sheet's first round still to score, unless a round was
//   chosen on the grid since the page opened or since the last total put.
// No rule here: who is next comes from Python (action "sheet", next_players).

import { LAST_TOTAL_EVENT, LAST_TOTAL_KEY, PUT_TOTAL_EVENT, SHEET_ASK_EVENT, SHEET_NEXT_EVENT } from "./pixies-common.js";

// round(): the grid's round; follow(r): set it; isEmpty(): whether the grid has nothing entered;
// empty(): the grid emptied for the next player, returning what it held; restore(held): the grid
// as it was.
export function sheetLink(api, { round, follow, isEmpty, empty, restore }) {
  const { h, t } = api;
  let next = null; // the sheet's last word: {round, players: [{index, name} | null per round]}
  let total = null; // the total of the full grid, when there is one to put
  let stale = false; // an edit whose total Python has not given yet
  let last = null; // the total just put, while it can be taken back: {undo, held}
  let following = true; // no round chosen on the grid since the page opened or the last total put
  const put = api.action(h("button", { type: "button", class: "md-button md-button--primary calc-action pixies-put", hidden: true }, t("pixies.sheet.put_total")), putTotal);
  const said = h("span", {});
  const undo = api.action(h("button", { type: "button", class: "md-button pixies-put-undo" }, t("core.undo")), takeBack);
  const done = h("p", { class: "pixies-put-done", hidden: true }, said, " ", undo);

  function target() {
    if (!next || total === null) return null;
    const player = next.players[round() - 1];
    return player ? { index: player.index, name: player.name, round: round(), total } : null;
  }

  function draw() {
    const to = target();
    put.hidden = !to;
    if (stale) put.setAttribute("aria-disabled", "true");
    else if (!put.dataset.busy) put.removeAttribute("aria-disabled");
    if (to) put.textContent = t("pixies.grid_put", { name: to.name, n: to.round });
    done.hidden = !last;
  }

  function putTotal() {
    const to = target();
    if (!to || stale) return;
    const detail = { player: to.index, round: to.round, total: to.total, undo: null };
    window.dispatchEvent(new CustomEvent(PUT_TOTAL_EVENT, { detail }));
    if (!detail.undo) return; // that cell has a score by now: the sheet's form replaces it
    following = true;
    said.textContent = t("pixies.grid_put_done", { total: to.total, name: to.name, n: to.round });
    last = { undo: detail.undo, held: null };
    last.held = empty();
    draw();
  }

  function takeBack() {
    if (!last) return;
    const { undo: off, held } = last;
    last = null;
    off();
    restore(held);
    draw();
  }

  window.addEventListener(SHEET_NEXT_EVENT, (event) => {
    next = event.detail;
    if (next && next.round && following && isEmpty() && round() !== next.round) follow(next.round);
    draw();
  });
  // Asked once the grid is drawn (the sheet may answer at once).
  queueMicrotask(() => window.dispatchEvent(new CustomEvent(SHEET_ASK_EVENT)));

  return {
    element: h("div", { class: "pixies-put-box" }, put, done),
    // A round chosen on the grid: it no longer follows the sheet's.
    chosen() {
      following = false;
    },
    asking() {
      stale = true;
      draw();
    },
    // Python's answer for the grid: its total, kept and announced when the grid has a card, put
    // on the sheet from here when it is full. The next grid's first card ends the Undo.
    scored(answer, filled, full) {
      stale = false;
      const ok = answer && answer.ok && filled;
      total = ok && full ? answer.total : null;
      if (filled) last = null;
      if (ok) {
        const detail = { total: answer.total, round: answer.round, at: Date.now() };
        api.store.save(LAST_TOTAL_KEY, detail);
        window.dispatchEvent(new CustomEvent(LAST_TOTAL_EVENT, { detail }));
      }
      draw();
    },
  };
}
