// The score sheet of a whole Pixies game: players × rounds (how many of each: api.data). A round
// score is typed, or taken from the grid calculator's last total (pixies-grid, same page or
// another tab; the grid of this page puts it in the next empty cell from its own total bar,
// ./pixies-grid-sheet.js). Python (calculators.pixies, action "sheet") adds up, names the leader and, after
// the last round, the winner or the shared victory. The sheet lives in this browser (api.save):
// a reload, a closed tab or a sleeping phone loses nothing; a damaged save is offered back; a
// new game can be undone; the sheet can be shared as a link. A player left unnamed is "Player 2"
// on screen, never stored as a name. One bad cell marks only its own player: the others keep
// their totals. Player names are only ever shown as text.

import { rosterEditor } from "../roster.js";
import {
  PlayerRefs, actionButton, append, changeWithUndo, defaultLabel, errorList, explanationList, forgetLink, offerLink, playerLabel, readOrNull, savedState, splitErrors,
  uid, warningList,
} from "../widget-kit.js";
import { LAST_TOTAL_EVENT, LAST_TOTAL_KEY, PUT_TOTAL_EVENT, SHEET_ASK_EVENT, SHEET_NEXT_EVENT, roundNumbers, scrollBox } from "./pixies-common.js";

const STORE_KEY = "pixies-sheet";

export default function mount(root, api) {
  const { h, t } = api;
  const rounds = roundNumbers(api);
  const limits = api.data.limits.players;
  const defaultName = (i) => defaultLabel(api, i);

  function blankPlayer() {
    return { name: "", rounds: rounds.map(() => "") };
  }

  function emptyState() {
    return { players: Array.from({ length: limits.min }, blankPlayer), starters: rounds.map(() => "") };
  }

  // A stored or shared sheet (the request format) back into form state; throws when it is not a
  // sheet (api.restore then keeps it aside). Values that are there but wrong (a score of 1000,
  // twice the same name) are kept, so that Python can point at them.
  const named = new WeakMap(); // state -> its PlayerRefs
  function fromData(raw) {
    if (!raw || typeof raw !== "object" || Array.isArray(raw) || !Array.isArray(raw.players)) throw new Error("not a sheet");
    if (raw.players.length < 1 || raw.players.length > limits.max) throw new Error("not a sheet");
    const state = emptyState();
    state.players = Array.from({ length: Math.max(limits.min, raw.players.length) }, blankPlayer);
    raw.players.forEach((player, i) => {
      const out = state.players[i];
      if (!player || typeof player !== "object") return;
      // Sheets saved before names could be left blank hold "Player 2" as a name: blank again.
      out.name = typeof player.name === "string" && player.name !== defaultName(i) ? player.name : "";
      const scores = Array.isArray(player.rounds) ? player.rounds : [];
      rounds.forEach((_, r) => {
        out.rounds[r] = typeof scores[r] === "number" && Number.isFinite(scores[r]) ? String(scores[r]) : "";
      });
    });
    // Who started each round: an index, or a name in sheets kept before (Python matches it).
    const starters = Array.isArray(raw.starters) ? raw.starters : [];
    const refs = new PlayerRefs(state.players.map((player) => player.name));
    rounds.forEach((_, r) => refs.use([starters[r]], (index) => (state.starters[r] ||= String(index))));
    named.set(state, refs);
    return state;
  }

  // The request for Python (also what is stored and shared): starters by index.
  function toData(state, blanked = new Set()) {
    return {
      players: state.players.map((player, i) => ({
        name: player.name,
        rounds: player.rounds.map((v, r) => (v === "" || blanked.has(`${i}.${r}`) ? null : Number(v))),
      })),
      starters: state.starters.map((v) => (v === "" || Number(v) >= state.players.length ? null : Number(v))),
    };
  }

  function hasScores(state) {
    return Boolean(state) && state.players.some((player) => player.rounds.some((v) => v !== ""));
  }

  // ---- Where the sheet comes from: a link, this browser's save, or nothing --------------------
  const linked = api.share.read();
  if (linked && linked.state) {
    // A link holding another game than the one in progress here asks before replacing it.
    const stored = savedState(api, STORE_KEY, fromData);
    const fromLink = readOrNull(fromData, linked.state);
    const same = stored && fromLink && JSON.stringify(toData(stored)) === JSON.stringify(toData(fromLink));
    if (fromLink && hasScores(stored) && !same && !window.confirm(t("pixies.sheet.replace_confirm"))) forgetLink();
  }
  const fromLink = Boolean(api.share.read()?.state); // still there unless the player refused it
  let state = api.restore(STORE_KEY, fromData, emptyState);
  if (linked && linked.state && window.location.hash) api.notice(root, t("core.link_opened"));
  if (linked) forgetLink();

  // ---- Players ----------------------------------------------------------------------------------
  const roster = rosterEditor(api, {
    players: () => state.players,
    legend: t("common.roster.legend"),
    blank: blankPlayer,
    take: () => JSON.parse(JSON.stringify(state)),
    put: (before) => { state = before; drawAll(); edited(); },
    // Who started each round stays the same person.
    moved: (shift) => { state.starters = state.starters.map((v) => (v === "" || shift(Number(v)) === null ? "" : String(shift(Number(v))))); },
    renamed: () => { renameEverywhere(); edited(); },
    changed: () => { drawAll(); edited(); },
  });

  // ---- Scores -----------------------------------------------------------------------------------
  const tableBody = h("tbody", {});
  const table = h(
    "table",
    { class: "pixies-sheet-table calc-pinned" },
    h("caption", {}, t("pixies.sheet.caption")),
    h("thead", {}, h("tr", {}, h("th", { scope: "col" }, t("pixies.sheet.player")), rounds.map((r) => h("th", { scope: "col" }, t("pixies.sheet.round_short", { n: r }))), h("th", { scope: "col", class: "calc-pin-end" }, t("pixies.sheet.total")))),
    tableBody,
  );
  const totalCells = [];
  const leaderMarks = [];
  const rowsByPlayer = [];

  // ---- Who started each round -----------------------------------------------------------------
  const startersBox = h("fieldset", { class: "pixies-starters", "data-path": "starters" }, h("legend", {}, t("pixies.sheet.starters")));

  // ---- A round score from the grid calculator -------------------------------------------------
  const importBox = h("fieldset", { class: "pixies-import" }, h("legend", {}, t("pixies.sheet.from_grid")));

  const linkBox = h("div", { class: "pixies-link-box" });
  const tools = h(
    "div",
    { class: "calc-tools" },
    actionButton(api, t("pixies.sheet.copy_link"), () => offerLink(api, root, linkBox, toData(state), { label: "pixies.sheet.share_label", copied: "pixies.sheet.link_copied", ready: "pixies.sheet.link_ready" }), { class: "md-button calc-action" }),
    actionButton(api, t("common.rematch"), () => newGame(), { class: "md-button calc-action pixies-new-game", "data-action": "rematch" }),
  );
  const result = h("div", { class: "calc-result pixies-sheet-result", "aria-live": "polite" });
  // Each player's total, kept in view at the bottom of the screen while the sheet is filled in
  // (it repeats the table: screen readers read the table).
  const live = h("p", { class: "pixies-sheet-live calc-live", "aria-hidden": "true" });
  const form = h(
    "form",
    { class: "pixies-form pixies-sheet", onsubmit: (event) => event.preventDefault() },
    roster.element,
    scrollBox(api, t("pixies.sheet.caption"), table),
    startersBox,
    importBox,
    tools,
    linkBox,
    live,
  );
  root.append(form, result);

  const nameOf = (i) => playerLabel(api, state.players[i].name, i);

  function drawTable() {
    // Rebuilt when the number of players changes, never while a score is being typed.
    totalCells.length = 0;
    leaderMarks.length = 0;
    rowsByPlayer.length = 0;
    tableBody.replaceChildren(
      ...state.players.map((player, i) => {
        const total = h("td", { class: "pixies-sheet-total calc-pin-end", "data-player": i }, "");
        const mark = h("span", { class: "pixies-leader-mark" }, "");
        totalCells.push(total);
        leaderMarks.push(mark);
        const row = h(
          "tr",
          { "data-player": i },
          h("th", { scope: "row" }, h("span", { class: "pixies-player-name" }, nameOf(i)), " ", mark),
          rounds.map((r, k) =>
            h("td", {},
              h("input", {
                type: "number", inputmode: "numeric", step: 1, min: api.data.limits.score.min, max: api.data.limits.score.max,
                value: player.rounds[k], class: "pixies-score-input",
                "aria-label": t("pixies.sheet.score_label", { name: nameOf(i), n: r }),
                "data-path": `players.${i}.rounds.${k}`,
                oninput: (event) => { player.rounds[k] = event.target.value; edited(); },
              }))),
          total,
        );
        rowsByPlayer.push(row);
        return row;
      }),
    );
  }

  // A name typed: every place that shows it follows, without redrawing the field being typed in.
  function renameEverywhere() {
    tableBody.querySelectorAll("tr").forEach((row, i) => {
      row.querySelector(".pixies-player-name").textContent = nameOf(i);
      row.querySelectorAll(".pixies-score-input").forEach((input, k) => input.setAttribute("aria-label", t("pixies.sheet.score_label", { name: nameOf(i), n: rounds[k] })));
    });
    drawStarters();
    drawImport();
  }

  function drawStarters() {
    startersBox.replaceChildren(h("legend", {}, t("pixies.sheet.starters")));
    rounds.forEach((r, k) => {
      const id = uid("starter");
      startersBox.append(
        h(
          "div",
          { class: "pixies-field" },
          h("label", { for: id }, t("pixies.sheet.starter_label", { n: r })),
          h(
            "select",
            { id, "data-path": `starters.${k}`, onchange: (event) => { state.starters[k] = event.target.value; edited(); } },
            h("option", { value: "", selected: state.starters[k] === "" }, t("pixies.sheet.not_noted")),
            state.players.map((_, i) => h("option", { value: String(i), selected: state.starters[k] === String(i) }, nameOf(i))),
          ),
        ),
      );
    });
  }

  function lastTotal() {
    const read = api.store.load(LAST_TOTAL_KEY);
    const value = read.value;
    if (!value || !Number.isInteger(value.total) || !rounds.includes(value.round)) return null;
    return value;
  }

  function drawImport() {
    const hadFocus = importBox.contains(document.activeElement);
    importBox.replaceChildren(h("legend", {}, t("pixies.sheet.from_grid")));
    const last = lastTotal();
    if (!last) {
      importBox.append(h("p", { class: "pixies-hint" }, t("pixies.sheet.no_grid_total")));
      return;
    }
    const playerId = uid("to-player");
    const roundId = uid("to-round");
    // Default: the first player without a score in the grid's round.
    const firstFree = state.players.findIndex((player) => player.rounds[last.round - 1] === "");
    const playerSelect = h("select", { id: playerId },
      state.players.map((_, i) => h("option", { value: i, selected: i === Math.max(0, firstFree) }, nameOf(i))));
    const roundSelect = h("select", { id: roundId }, rounds.map((r) => h("option", { value: r, selected: r === last.round }, t("pixies.round_n", { n: r }))));
    importBox.append(
      h("p", { class: "pixies-grid-total" }, t("pixies.sheet.grid_total", { total: last.total, n: last.round })),
      h("div", { class: "pixies-field" }, h("label", { for: playerId }, t("pixies.sheet.to_player")), playerSelect),
      h("div", { class: "pixies-field" }, h("label", { for: roundId }, t("pixies.sheet.to_round")), roundSelect),
      h("div", { class: "calc-tools" },
        actionButton(api, t("pixies.sheet.put_total"), () => takeGridTotal(Number(playerSelect.value), Number(roundSelect.value), last.total), { class: "md-button calc-action md-button--primary" })),
    );
    if (hadFocus) importBox.querySelector("button").focus();
  }

  function putCell(i, round, value) {
    state.players[i].rounds[round - 1] = value;
    const input = tableBody.querySelector(`[data-path="players.${i}.rounds.${round - 1}"]`);
    if (input) input.value = value;
    drawImport();
    edited();
  }

  // A score already there is replaced only with an Undo that brings it back.
  function takeGridTotal(i, round, total) {
    const put = (value) => putCell(i, round, value);
    const old = state.players[i].rounds[round - 1];
    const words = { total, name: nameOf(i), n: round, old };
    if (old === "" || old === String(total)) {
      put(String(total));
      api.notice(root, t("pixies.sheet.total_put", words));
    } else {
      changeWithUndo(api, t("pixies.sheet.total_replaced", words), { take: () => old, change: () => put(String(total)), put });
    }
  }

  function drawAll() {
    roster.sync();
    drawTable();
    drawStarters();
    drawImport();
  }

  // ---- Python's answer ------------------------------------------------------------------------
  function edited() {
    update();
  }

  const ask = api.latest("pixies", "sheet", result);
  // save: false when the page opens on what this browser saved (nothing new to write).
  async function update(save = true) {
    if (save) api.save(STORE_KEY, toData(state));
    let answer = await ask(toData(state));
    if (!answer) return;
    if (answer.ok) return show(answer, []);
    // Bad scores only: ask again without them, so that every other player keeps their total.
    const [cells, others] = splitErrors(answer.errors, state.players.map((_, i) => `players.${i}.rounds`));
    if (cells.length && !others.length) {
      const blanked = new Set(cells.map((e) => e.path.split(".").slice(1, 4).filter((_, k) => k !== 1).join(".")));
      const second = await ask(toData(state, blanked));
      if (!second) return;
      if (second.ok) return show(second, cells);
      answer = second;
    }
    show(answer, answer.errors);
  }

  function show(answer, cellErrors) {
    const errors = answer.ok ? cellErrors : answer.errors;
    const unplaced = api.showErrors(form, errors);
    result.replaceChildren();
    totalCells.forEach((cell) => { cell.textContent = ""; delete cell.dataset.total; });
    leaderMarks.forEach((mark) => { mark.textContent = ""; });
    rowsByPlayer.forEach((row) => row.classList.remove("is-invalid"));
    tellGrid(answer.ok && !cellErrors.length ? answer : null);
    if (!answer.ok) {
      live.replaceChildren();
      append(result, h("p", { class: "calc-error" }, t("core.fix_fields")), errorList(api, unplaced));
      api.markResult(result);
      return;
    }
    const bad = new Set(cellErrors.map((e) => Number(e.path.split(".")[1])));
    live.replaceChildren(...answer.players.map((player, i) =>
      h("span", { class: "pixies-live-player" }, h("span", { class: "pixies-live-name" }, player.name), " ",
        h("strong", { "data-live-total": bad.has(i) ? "" : player.total }, bad.has(i) ? "?" : String(player.total)))));
    answer.players.forEach((player, i) => {
      if (!totalCells[i]) return;
      if (bad.has(i)) {
        // This player's total waits for the bad cell; the other players keep theirs.
        totalCells[i].textContent = "?";
        rowsByPlayer[i].classList.add("is-invalid");
        return;
      }
      totalCells[i].textContent = String(player.total);
      totalCells[i].dataset.total = String(player.total);
      if (leaderMarks[i] && player.leader && !bad.size) {
        leaderMarks[i].textContent = answer.finished ? `🏆 ${t("pixies.sheet.winner_mark")}` : `★ ${t("pixies.sheet.leader_mark")}`;
      }
    });
    append(
      result,
      bad.size ? h("p", { class: "calc-error" }, t("pixies.sheet.fix_cells")) : explanationList(api, answer.explanation),
      errorList(api, unplaced),
      warningList(api, answer.warnings),
    );
    api.markResult(result);
  }

  function newGame() {
    changeWithUndo(api, t("common.rematch_done"), {
      take: () => JSON.parse(JSON.stringify(state)),
      change: () => {
        // Same players, blank scores.
        state.players.forEach((player) => { player.rounds = rounds.map(() => ""); });
        state.starters = rounds.map(() => "");
        drawAll();
        edited();
      },
      put: (before) => {
        state = before;
        drawAll();
        edited();
      },
    });
  }

  // The grid calculator of this page: where its next total goes (Python's next_players, said
  // again when the grid asks), and a total put there from the grid, into an empty cell only (the
  // grid offers Undo; a score already there is replaced from the form above, with its own).
  let next = null;
  function tellGrid(answer) {
    if (answer !== undefined) {
      next = answer && { round: answer.next_round, players: answer.next_players.map((p) => (p === null ? null : { index: p, name: answer.players[p].name })) };
    }
    window.dispatchEvent(new CustomEvent(SHEET_NEXT_EVENT, { detail: next }));
  }
  window.addEventListener(SHEET_ASK_EVENT, () => tellGrid());
  window.addEventListener(PUT_TOTAL_EVENT, (event) => {
    const { player: i, round, total } = event.detail;
    if (!state.players[i] || state.players[i].rounds[round - 1] !== "") return;
    putCell(i, round, String(total));
    event.detail.undo = () => putCell(i, round, "");
  });

  // A total scored in the grid calculator, on this page or in another tab.
  window.addEventListener(LAST_TOTAL_EVENT, () => drawImport());
  window.addEventListener("storage", (event) => {
    if (event.key && event.key.endsWith(LAST_TOTAL_KEY)) drawImport();
  });

  drawAll();
  // A sheet opened from a link is kept in this browser; one that named its starters is kept once
  // Python has matched the names.
  const refs = named.get(state);
  if (refs && refs.pending) refs.resolve(api).then(() => (drawStarters(), update()));
  else update(fromLink);
}
