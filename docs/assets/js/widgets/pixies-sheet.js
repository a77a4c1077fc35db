// The score sheet of a whole Pixies game: 2 to 5 named players × 3 rounds. A round score is
// typed, or taken from the grid calculator's last total (pixies-grid, same page or another
// tab). Python (calculators.pixies, action "sheet") adds up, names the leader and, after round
// 3, the winner or the shared victory. The sheet lives in this browser (api.store): a reload, a
// closed tab or a sleeping phone loses nothing; a damaged save is reported and set aside; a new
// game asks first; the sheet can be shared as a link. Player names are only ever shown as text.

import { LAST_TOTAL_EVENT, LAST_TOTAL_KEY, MAX_PLAYERS, MIN_PLAYERS, ROUNDS, append, errorList, forgetLink, offerLink, uid, warningList } from "./pixies-common.js";

const STORE_KEY = "pixies-sheet";

function blankPlayer(name) {
  return { name, rounds: ROUNDS.map(() => "") };
}

function emptyState(api) {
  return {
    count: 2,
    players: Array.from({ length: MAX_PLAYERS }, (_, i) => blankPlayer(api.t("pixies.player_n", { n: i + 1 }))),
    starters: ROUNDS.map(() => ""),
  };
}

// A stored or shared sheet (the request format) back into form state; null when it is not a sheet.
// Values that are there but wrong (a score of 1000, twice the same name) are kept, so that
// Python can point at them.
export function fromData(api, raw) {
  if (!raw || typeof raw !== "object" || Array.isArray(raw) || !Array.isArray(raw.players)) return null;
  if (raw.players.length < 1 || raw.players.length > MAX_PLAYERS) return null;
  const state = emptyState(api);
  state.count = Math.max(MIN_PLAYERS, raw.players.length);
  raw.players.forEach((player, i) => {
    const out = state.players[i];
    if (!player || typeof player !== "object") return;
    out.name = typeof player.name === "string" ? player.name : "";
    const rounds = Array.isArray(player.rounds) ? player.rounds : [];
    ROUNDS.forEach((_, r) => {
      out.rounds[r] = typeof rounds[r] === "number" && Number.isFinite(rounds[r]) ? String(rounds[r]) : "";
    });
  });
  const starters = Array.isArray(raw.starters) ? raw.starters : [];
  ROUNDS.forEach((_, r) => {
    const index = raw.players.findIndex((player) => player && player.name === starters[r]);
    state.starters[r] = typeof starters[r] === "string" && index >= 0 ? String(index) : "";
  });
  return state;
}

// The request for Python (also what is stored and shared).
export function toData(state) {
  const players = state.players.slice(0, state.count);
  return {
    players: players.map((player) => ({ name: player.name, rounds: player.rounds.map((v) => (v === "" ? null : Number(v))) })),
    starters: state.starters.map((v) => (v === "" || Number(v) >= state.count ? null : players[Number(v)].name)),
  };
}

function hasScores(state) {
  return state && state.players.slice(0, state.count).some((player) => player.rounds.some((v) => v !== ""));
}

export default function mount(root, api) {
  const { h, t } = api;

  // ---- Where the sheet comes from: a link, this browser's save, or nothing --------------------
  let state = null;
  let mayStore = true;
  const saved = api.store.load(STORE_KEY);
  if (saved.problem) api.notice(root, saved.problem, "error");
  let stored = saved.value ? fromData(api, saved.value) : null;
  if (saved.value && !stored) {
    // Valid JSON but not a sheet: kept aside like a damaged save, and reported.
    api.notice(root, api.store.setAside(STORE_KEY) || t("pixies.saved_unreadable"), "error");
  }
  const shared = api.share.read();
  if (shared && shared.state) {
    const fromLink = fromData(api, shared.state);
    if (!fromLink) {
      api.notice(root, t("core.share_broken"), "error");
      state = emptyState(api);
      mayStore = false;
    } else {
      const same = stored && JSON.stringify(toData(stored)) === JSON.stringify(toData(fromLink));
      if (!hasScores(stored) || same || window.confirm(t("pixies.sheet.replace_confirm"))) {
        state = fromLink;
        api.notice(root, t("pixies.link_opened"));
      }
    }
    forgetLink();
  } else if (shared && shared.problem) {
    api.notice(root, shared.problem, "error");
    state = emptyState(api);
    mayStore = false;
    forgetLink();
  }
  if (!state) state = stored || emptyState(api);

  // ---- Players ----------------------------------------------------------------------------------
  const countId = uid("count");
  const countSelect = h(
    "select",
    { id: countId, onchange: (event) => { state.count = Number(event.target.value); drawAll(); edited(); } },
    Array.from({ length: MAX_PLAYERS - MIN_PLAYERS + 1 }, (_, i) => MIN_PLAYERS + i).map((n) => h("option", { value: n }, String(n))),
  );
  const nameList = h("ol", { class: "pixies-names" });
  const playersBox = h(
    "fieldset",
    { class: "pixies-players", "data-path": "players" },
    h("legend", {}, t("pixies.sheet.players")),
    h("div", { class: "pixies-field" }, h("label", { for: countId }, t("pixies.players_count")), countSelect),
    nameList,
  );

  // ---- Scores -----------------------------------------------------------------------------------
  const tableBody = h("tbody", {});
  const table = h(
    "table",
    { class: "pixies-sheet-table" },
    h("caption", {}, t("pixies.sheet.caption")),
    h("thead", {}, h("tr", {}, h("th", { scope: "col" }, t("pixies.sheet.player")), ROUNDS.map((r) => h("th", { scope: "col" }, t("pixies.sheet.round_short", { n: r }))), h("th", { scope: "col" }, t("pixies.sheet.total")))),
    tableBody,
  );
  const totalCells = [];
  const leaderMarks = [];

  // ---- Who started each round -----------------------------------------------------------------
  const startersBox = h("fieldset", { class: "pixies-starters", "data-path": "starters" }, h("legend", {}, t("pixies.sheet.starters")));

  // ---- A round score from the grid calculator -------------------------------------------------
  const importBox = h("fieldset", { class: "pixies-import" }, h("legend", {}, t("pixies.sheet.from_grid")));

  const linkBox = h("div", { class: "pixies-link-box" });
  const restore = h("button", { type: "button", class: "md-button", hidden: !(mayStore === false && stored), onclick: () => reopenSaved() }, t("pixies.sheet.reopen_saved"));
  const tools = h(
    "div",
    { class: "calc-tools" },
    h("button", { type: "button", class: "md-button", onclick: () => offerLink(api, root, linkBox, toData(state)) }, t("core.copy_link")),
    h("button", { type: "button", class: "md-button", onclick: () => newGame() }, t("pixies.sheet.new_game")),
    restore,
  );
  const result = h("div", { class: "calc-result pixies-sheet-result", "aria-live": "polite" });
  const form = h(
    "form",
    { class: "pixies-form pixies-sheet", onsubmit: (event) => event.preventDefault() },
    playersBox,
    h("div", { class: "pixies-table-scroll" }, table),
    startersBox,
    importBox,
    tools,
    linkBox,
  );
  root.append(form, result);

  const nameOf = (i) => state.players[i].name || t("pixies.player_n", { n: i + 1 });

  function drawNames() {
    nameList.replaceChildren(
      ...state.players.slice(0, state.count).map((player, i) => {
        const id = uid("name");
        return h(
          "li",
          {},
          h("label", { for: id }, t("pixies.player_label", { n: i + 1 })),
          h("input", {
            id, type: "text", value: player.name, maxlength: 40, autocomplete: "off", "data-path": `players.${i}.name`,
            oninput: (event) => { player.name = event.target.value; drawTable(); drawStarters(); drawImport(); edited(); },
          }),
        );
      }),
    );
  }

  function drawTable() {
    // Rebuilt when names or the number of players change, never while a score is being typed.
    totalCells.length = 0;
    leaderMarks.length = 0;
    tableBody.replaceChildren(
      ...state.players.slice(0, state.count).map((player, i) => {
        const total = h("td", { class: "pixies-sheet-total", "data-player": i }, "");
        const mark = h("span", { class: "pixies-leader-mark" }, "");
        totalCells.push(total);
        leaderMarks.push(mark);
        return h(
          "tr",
          { "data-player": i },
          h("th", { scope: "row" }, h("span", { class: "pixies-player-name" }, nameOf(i)), " ", mark),
          ROUNDS.map((r, k) =>
            h("td", {},
              h("input", {
                type: "number", step: 1, value: player.rounds[k], class: "pixies-score-input",
                "aria-label": t("pixies.sheet.score_label", { name: nameOf(i), n: r }),
                "data-path": `players.${i}.rounds.${k}`,
                oninput: (event) => { player.rounds[k] = event.target.value; edited(); },
              }))),
          total,
        );
      }),
    );
  }

  function drawStarters() {
    startersBox.replaceChildren(h("legend", {}, t("pixies.sheet.starters")));
    ROUNDS.forEach((r, k) => {
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
            state.players.slice(0, state.count).map((_, i) => h("option", { value: String(i), selected: state.starters[k] === String(i) }, nameOf(i))),
          ),
        ),
      );
    });
  }

  function lastTotal() {
    const read = api.store.load(LAST_TOTAL_KEY);
    const value = read.value;
    if (!value || !Number.isInteger(value.total) || !ROUNDS.includes(value.round)) return null;
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
    const firstFree = state.players.slice(0, state.count).findIndex((player) => player.rounds[last.round - 1] === "");
    const playerSelect = h("select", { id: playerId },
      state.players.slice(0, state.count).map((_, i) => h("option", { value: i, selected: i === Math.max(0, firstFree) }, nameOf(i))));
    const roundSelect = h("select", { id: roundId }, ROUNDS.map((r) => h("option", { value: r, selected: r === last.round }, t("pixies.round_n", { n: r }))));
    importBox.append(
      h("p", { class: "pixies-grid-total" }, t("pixies.sheet.grid_total", { total: last.total, n: last.round })),
      h("div", { class: "pixies-field" }, h("label", { for: playerId }, t("pixies.sheet.to_player")), playerSelect),
      h("div", { class: "pixies-field" }, h("label", { for: roundId }, t("pixies.sheet.to_round")), roundSelect),
      h("div", { class: "calc-tools" },
        h("button", { type: "button", class: "md-button md-button--primary", onclick: () => takeGridTotal(Number(playerSelect.value), Number(roundSelect.value), last.total) },
          t("pixies.sheet.put_total"))),
    );
    if (hadFocus) importBox.querySelector("button").focus();
  }

  function takeGridTotal(i, round, total) {
    state.players[i].rounds[round - 1] = String(total);
    const input = tableBody.querySelector(`[data-path="players.${i}.rounds.${round - 1}"]`);
    if (input) input.value = String(total);
    api.notice(root, t("pixies.sheet.total_put", { total, name: nameOf(i), n: round }));
    drawImport();
    edited();
  }

  function drawAll() {
    countSelect.value = String(state.count);
    drawNames();
    drawTable();
    drawStarters();
    drawImport();
  }

  // ---- Python's answer ------------------------------------------------------------------------
  function edited() {
    mayStore = true;
    restore.hidden = true;
    update();
  }

  let sequence = 0;
  async function update() {
    const request = toData(state);
    if (mayStore) {
      const problem = api.store.save(STORE_KEY, request);
      if (problem) api.notice(root, problem, "error");
    }
    const mine = ++sequence;
    result.setAttribute("aria-busy", "true");
    const answer = await api.call("pixies", "sheet", request);
    if (mine !== sequence) return;
    result.removeAttribute("aria-busy");
    show(answer);
  }

  function show(answer) {
    const unplaced = api.showErrors(form, answer.ok ? [] : answer.errors);
    result.replaceChildren();
    totalCells.forEach((cell) => { cell.textContent = ""; });
    leaderMarks.forEach((mark) => { mark.textContent = ""; });
    if (!answer.ok) {
      append(result, h("p", { class: "calc-error" }, t("core.fix_fields")), errorList(api, unplaced));
      api.markResult(result);
      return;
    }
    answer.players.forEach((player, i) => {
      if (totalCells[i]) {
        totalCells[i].textContent = String(player.total);
        totalCells[i].dataset.total = String(player.total);
      }
      if (leaderMarks[i] && player.leader) {
        leaderMarks[i].textContent = answer.finished ? `🏆 ${t("pixies.sheet.winner_mark")}` : `★ ${t("pixies.sheet.leader_mark")}`;
      }
    });
    append(
      result,
      h("ul", { class: "calc-explanation" }, answer.explanation.map((line) => h("li", {}, line))),
      warningList(api, answer.warnings),
    );
    api.markResult(result);
  }

  function newGame() {
    if (!window.confirm(t("core.new_game_confirm"))) return;
    // Same players, blank scores.
    state.players.forEach((player) => { player.rounds = ROUNDS.map(() => ""); });
    state.starters = ROUNDS.map(() => "");
    drawAll();
    edited();
  }

  function reopenSaved() {
    if (!stored) return;
    state = stored;
    api.notice(root, "");
    drawAll();
    edited();
  }

  // A total scored in the grid calculator, on this page or in another tab.
  window.addEventListener(LAST_TOTAL_EVENT, () => drawImport());
  window.addEventListener("storage", (event) => {
    if (event.key && event.key.endsWith(LAST_TOTAL_KEY)) drawImport();
  });

  drawAll();
  update();
}
