// "Who plays now?": the players in clockwise order, who revealed the current offer, then a tap
// for each card taken (and a mark when it fills a grid). Python (calculators.pixies, action
// "turn") says who chooses next, or that the round is over, who opens the next offer and who
// starts the next round. Kept in this browser (api.store) so a sleeping phone loses nothing.
// Player names are only ever shown as text.

import { MAX_PLAYERS, MIN_PLAYERS, ROUNDS, append, errorList, uid } from "./pixies-common.js";

const STORE_KEY = "pixies-turn";

function defaultState(api) {
  return {
    count: 3,
    names: Array.from({ length: MAX_PLAYERS }, (_, i) => api.t("pixies.player_n", { n: i + 1 })),
    opener: 0,
    round: 1,
    picks: [],
  };
}

// A saved state back into form state; null when it is not one.
function fromSaved(api, raw) {
  if (!raw || typeof raw !== "object" || !Array.isArray(raw.names) || !Array.isArray(raw.picks)) return null;
  const state = defaultState(api);
  state.count = Number.isInteger(raw.count) ? Math.max(MIN_PLAYERS, Math.min(MAX_PLAYERS, raw.count)) : state.count;
  raw.names.slice(0, MAX_PLAYERS).forEach((name, i) => { if (typeof name === "string") state.names[i] = name; });
  state.opener = Number.isInteger(raw.opener) && raw.opener >= 0 && raw.opener < state.count ? raw.opener : 0;
  state.round = ROUNDS.includes(raw.round) ? raw.round : 1;
  state.picks = raw.picks
    .filter((pick) => pick && Number.isInteger(pick.p) && pick.p >= 0 && pick.p < state.count)
    .map((pick) => ({ p: pick.p, full: pick.full === true }));
  return state;
}

export default function mount(root, api) {
  const { h, t } = api;
  let state = defaultState(api);
  const saved = api.store.load(STORE_KEY);
  if (saved.problem) api.notice(root, saved.problem, "error");
  if (saved.value) {
    const read = fromSaved(api, saved.value);
    if (read) state = read;
    else api.notice(root, api.store.setAside(STORE_KEY) || t("pixies.saved_unreadable"), "error");
  }

  const players = () => state.names.slice(0, state.count);

  // ---- Players, opener, round -------------------------------------------------------------------
  const countId = uid("count");
  const countSelect = h(
    "select",
    { id: countId, onchange: (event) => { setCount(Number(event.target.value)); } },
    Array.from({ length: MAX_PLAYERS - MIN_PLAYERS + 1 }, (_, i) => MIN_PLAYERS + i).map((n) => h("option", { value: n, selected: n === state.count }, String(n))),
  );
  const nameList = h("ol", { class: "pixies-names" });
  const playersBox = h(
    "fieldset",
    { class: "pixies-players", "data-path": "players" },
    h("legend", {}, t("pixies.flow.players")),
    h("div", { class: "pixies-field" }, h("label", { for: countId }, t("pixies.players_count")), countSelect),
    h("p", { class: "pixies-hint" }, t("pixies.flow.order_hint")),
    nameList,
  );
  const openerId = uid("opener");
  const openerSelect = h("select", { id: openerId, "data-path": "opener", onchange: (event) => { state.opener = Number(event.target.value); state.picks = []; drawPicks(); update(); } });
  const roundId = uid("round");
  const roundSelect = h(
    "select",
    { id: roundId, "data-path": "round", onchange: (event) => { state.round = Number(event.target.value); update(); } },
    ROUNDS.map((r) => h("option", { value: r, selected: r === state.round }, t("pixies.round_n", { n: r }))),
  );
  const offerBox = h(
    "div",
    { class: "pixies-offer-setup" },
    h("div", { class: "pixies-field" }, h("label", { for: roundId }, t("pixies.round")), roundSelect),
    h("div", { class: "pixies-field" }, h("label", { for: openerId }, t("pixies.flow.opener")), openerSelect),
  );

  // ---- Picks of the current offer -------------------------------------------------------------
  const pickButtons = h("div", { class: "calc-tools pixies-pick-buttons" });
  const pickList = h("ol", { class: "pixies-picks" });
  const picksBox = h(
    "fieldset",
    { class: "pixies-picks-box", "data-path": "picks" },
    h("legend", {}, t("pixies.flow.picks")),
    h("p", { class: "pixies-hint" }, t("pixies.flow.picks_hint")),
    pickButtons,
    pickList,
    h(
      "div",
      { class: "calc-tools" },
      h("button", { type: "button", class: "md-button", onclick: () => { state.picks.pop(); drawPicks(); update(); } }, `↶ ${t("pixies.flow.undo")}`),
      h("button", { type: "button", class: "md-button", onclick: () => { state.picks = []; drawPicks(); update(); } }, t("pixies.flow.clear_offer")),
    ),
  );

  const result = h("div", { class: "calc-result pixies-flow-result", "aria-live": "polite" });
  const form = h("form", { class: "pixies-form", onsubmit: (event) => event.preventDefault() }, playersBox, offerBox, picksBox);
  root.append(form, result);

  function setCount(count) {
    state.count = count;
    if (state.opener >= count) state.opener = 0;
    state.picks = state.picks.filter((pick) => pick.p < count);
    drawAll();
    update();
  }

  function moveUp(i) {
    // Swap players i-1 and i; the picks and the opener follow the person, not the place.
    [state.names[i - 1], state.names[i]] = [state.names[i], state.names[i - 1]];
    const swap = (p) => (p === i ? i - 1 : p === i - 1 ? i : p);
    state.opener = swap(state.opener);
    state.picks = state.picks.map((pick) => ({ ...pick, p: swap(pick.p) }));
    drawAll();
    update();
    const target = nameList.querySelectorAll("input")[i - 1];
    if (target) target.focus();
  }

  function drawNames() {
    nameList.replaceChildren(
      ...players().map((name, i) => {
        const id = uid("name");
        return h(
          "li",
          { class: "pixies-name-row" },
          h("label", { for: id }, t("pixies.player_label", { n: i + 1 })),
          h("input", {
            id, type: "text", value: name, maxlength: 40, autocomplete: "off", "data-path": `players.${i}`,
            oninput: (event) => { state.names[i] = event.target.value; drawDependants(); update(); },
          }),
          i > 0
            ? h("button", { type: "button", class: "md-button pixies-move", "aria-label": t("pixies.flow.move_up", { name: name || String(i + 1) }), onclick: () => moveUp(i) }, "↑")
            : null,
        );
      }),
    );
  }

  function drawOpener() {
    openerSelect.replaceChildren(...players().map((name, i) => h("option", { value: i, selected: i === state.opener }, name || t("pixies.player_n", { n: i + 1 }))));
  }

  // The buttons are redrawn only when the players change, so a button keeps the focus
  // after it is pressed (a keyboard user can go on tapping picks).
  function drawPickButtons() {
    pickButtons.replaceChildren(
      ...players().map((name, i) =>
        h("button", { type: "button", class: "md-button pixies-pick", "data-player": i, onclick: () => { state.picks.push({ p: i, full: false }); drawPicks(); update(); } },
          t("pixies.flow.took", { name: name || t("pixies.player_n", { n: i + 1 }) }))),
    );
  }

  function drawPicks() {
    pickList.replaceChildren(
      ...state.picks.map((pick, index) => {
        const id = uid("full");
        const name = state.names[pick.p] || t("pixies.player_n", { n: pick.p + 1 });
        return h(
          "li",
          { "data-path": `picks.${index}`, role: "group", "aria-label": t("pixies.flow.pick_n", { n: index + 1, name }) },
          h("span", { class: "pixies-pick-name" }, name),
          " ",
          h("input", { id, type: "checkbox", checked: pick.full, "data-path": `picks.${index}.grid_full`, onchange: (event) => { pick.full = event.target.checked; update(); } }),
          h("label", { for: id }, t("pixies.flow.grid_full", { name })),
        );
      }),
    );
  }

  function drawDependants() {
    drawOpener();
    drawPickButtons();
    drawPicks();
    // The "move up" buttons name their player.
    nameList.querySelectorAll(".pixies-move").forEach((button, k) => {
      button.setAttribute("aria-label", t("pixies.flow.move_up", { name: state.names[k + 1] || String(k + 2) }));
    });
  }

  function drawAll() {
    countSelect.value = String(state.count);
    roundSelect.value = String(state.round);
    drawNames();
    drawDependants();
  }

  function toRequest() {
    const names = players();
    return {
      players: names,
      opener: names[state.opener],
      picks: state.picks.map((pick) => ({ player: names[pick.p], grid_full: pick.full })),
      round: state.round,
    };
  }

  let sequence = 0;
  async function update() {
    const problem = api.store.save(STORE_KEY, state);
    if (problem) api.notice(root, problem, "error");
    const mine = ++sequence;
    result.setAttribute("aria-busy", "true");
    const answer = await api.call("pixies", "turn", toRequest());
    if (mine !== sequence) return;
    result.removeAttribute("aria-busy");
    show(answer);
  }

  function indexOf(name) {
    return players().indexOf(name);
  }

  function show(answer) {
    const unplaced = api.showErrors(form, answer.ok ? [] : answer.errors);
    result.replaceChildren();
    if (!answer.ok) {
      append(result, h("p", { class: "calc-error" }, t("core.fix_fields")), errorList(api, unplaced));
      api.markResult(result);
      return;
    }
    let headline;
    const actions = h("div", { class: "calc-tools" });
    if (answer.game_over) {
      headline = t("pixies.flow.game_over");
      actions.append(h("button", { type: "button", class: "md-button", onclick: () => newGame() }, t("pixies.flow.new_game")));
    } else if (answer.round_over) {
      headline = t("pixies.flow.round_over", { player: answer.next_round_starter });
      if (state.round < ROUNDS.length) {
        actions.append(
          h("button", { type: "button", class: "md-button md-button--primary", onclick: () => nextRound(answer.next_round_starter) },
            t("pixies.flow.start_round", { n: state.round + 1, player: answer.next_round_starter })),
        );
      }
    } else if (answer.new_offer) {
      headline = t("pixies.flow.new_offer", { player: answer.next_player });
      actions.append(
        h("button", { type: "button", class: "md-button md-button--primary", onclick: () => nextOffer(answer.next_player) },
          t("pixies.flow.start_offer", { player: answer.next_player })),
      );
    } else {
      headline = t("pixies.flow.now", { player: answer.next_player });
    }
    append(
      result,
      h("p", { class: "pixies-headline", "data-next": answer.next_player || "" }, h("strong", {}, headline)),
      h("ul", { class: "calc-explanation" }, answer.explanation.map((line) => h("li", {}, line))),
      actions.childElementCount ? actions : null,
    );
    api.markResult(result);
  }

  function nextOffer(player) {
    state.opener = Math.max(0, indexOf(player));
    state.picks = [];
    drawAll();
    update();
    // The pressed button is gone with the old answer: the focus goes to the opener's pick button.
    const button = pickButtons.querySelector(`[data-player="${state.opener}"]`);
    if (button) button.focus();
  }

  function nextRound(player) {
    state.round = Math.min(ROUNDS.length, state.round + 1);
    nextOffer(player);
  }

  function newGame() {
    if (!window.confirm(t("core.new_game_confirm"))) return;
    state.round = 1;
    state.opener = 0;
    state.picks = [];
    drawAll();
    update();
  }

  drawAll();
  update();
}
