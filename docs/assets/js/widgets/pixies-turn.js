// "Who plays now?": the players in clockwise order, who revealed the current offer, then a tap
// for each card taken (and a mark when it fills a grid). Python (calculators.pixies, action
// "turn") says who chooses next, or that the round is over, who opens the next offer and who
// starts the next round. Kept in this browser (api.store) so a sleeping phone loses nothing.
// A player left unnamed is "Player 2" on screen, never stored as a name; the answer names
// players and gives their indexes. Clearing the offer or starting a new game can be undone;
// every button acts once however fast it is tapped. Player names are only ever shown as text.

import { rosterEditor } from "../roster.js";
import { actionButton, append, defaultLabel, errorList, explanationList, liveAnswer, playerLabel, uid } from "../widget-kit.js";
import { roundNumbers } from "./pixies-common.js";

const STORE_KEY = "pixies-turn";

export default function mount(root, api) {
  const { h, t } = api;
  const limits = api.data.limits.players;
  const rounds = roundNumbers(api);
  const defaultName = (i) => defaultLabel(api, i);

  function defaultState() {
    return { names: Array.from({ length: Math.min(limits.max, limits.min + 1) }, () => ""), opener: 0, round: 1, picks: [] };
  }

  // A saved state back into form state; throws when it is not one (api.restore keeps it aside).
  function fromSaved(raw) {
    if (!raw || typeof raw !== "object" || !Array.isArray(raw.names) || !Array.isArray(raw.picks)) throw new Error("not a turn");
    const state = defaultState();
    // States saved before the roster kept every seat's name and how many were playing (`count`).
    const count = Number.isInteger(raw.count) ? raw.count : raw.names.length;
    state.names = Array.from({ length: Math.max(limits.min, Math.min(limits.max, count)) }, () => "");
    // States saved before names could be left blank hold "Player 2" as a name: blank again.
    state.names.forEach((_, i) => { const name = raw.names[i]; if (typeof name === "string" && name !== defaultName(i)) state.names[i] = name; });
    state.opener = Number.isInteger(raw.opener) && raw.opener >= 0 && raw.opener < state.names.length ? raw.opener : 0;
    state.round = rounds.includes(raw.round) ? raw.round : 1;
    state.picks = raw.picks
      .filter((pick) => pick && Number.isInteger(pick.p) && pick.p >= 0 && pick.p < state.names.length)
      .map((pick) => ({ p: pick.p, full: pick.full === true }));
    return state;
  }

  let state = api.restore(STORE_KEY, fromSaved, defaultState);

  const players = () => state.names;
  const nameOf = (i) => playerLabel(api, state.names[i], i);

  // ---- Players, opener, round -------------------------------------------------------------------
  const roster = rosterEditor(api, {
    players: () => state.names,
    legend: t("pixies.flow.players"),
    hint: t("pixies.flow.order_hint"),
    blank: () => "",
    take: () => JSON.parse(JSON.stringify(state)),
    put: (before) => { state = before; drawAll(); update(); },
    // The picks and the opener follow the person, not the place.
    moved: (shift) => {
      state.opener = shift(state.opener) ?? 0;
      state.picks = state.picks.filter((pick) => shift(pick.p) !== null).map((pick) => ({ ...pick, p: shift(pick.p) }));
    },
    renamed: () => { drawDependants(); update(); },
    changed: () => { drawAll(); update(); },
    reorder: true,
  });
  const openerId = uid("opener");
  const openerSelect = h("select", { id: openerId, "data-path": "opener", onchange: (event) => { state.opener = Number(event.target.value); state.picks = []; drawPicks(); update(); } });
  const roundId = uid("round");
  const roundSelect = h(
    "select",
    { id: roundId, "data-path": "round", onchange: (event) => { state.round = Number(event.target.value); update(); } },
    rounds.map((r) => h("option", { value: r, selected: r === state.round }, t("pixies.round_n", { n: r }))),
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
      actionButton(api, `↶ ${t("pixies.flow.undo")}`, () => { state.picks.pop(); drawPicks(); update(); }, { class: "md-button calc-action pixies-undo-pick" }),
      actionButton(api, t("pixies.flow.clear_offer"), () => clearOffer(), { class: "md-button calc-action pixies-clear-offer" }),
    ),
  );

  const result = h("div", { class: "calc-result pixies-flow-result", "aria-live": "polite" });
  const form = h("form", { class: "pixies-form", onsubmit: (event) => event.preventDefault() }, roster.element, offerBox, picksBox);
  root.append(form, result);

  function drawOpener() {
    openerSelect.replaceChildren(...players().map((_, i) => h("option", { value: i, selected: i === state.opener }, nameOf(i))));
  }

  // The buttons are redrawn only when the players change, so a button keeps the focus
  // after it is pressed (a keyboard user can go on tapping picks). A double tap counts once.
  function drawPickButtons() {
    pickButtons.replaceChildren(
      ...players().map((_, i) =>
        actionButton(api, t("pixies.flow.took", { name: nameOf(i) }), () => { state.picks.push({ p: i, full: false }); drawPicks(); return update(); },
          { class: "md-button calc-action pixies-pick", "data-player": i })),
    );
  }

  function drawPicks() {
    pickList.replaceChildren(
      ...state.picks.map((pick, index) => {
        const id = uid("full");
        const name = nameOf(pick.p);
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
  }

  function drawAll() {
    roundSelect.value = String(state.round);
    roster.sync();
    drawDependants();
  }

  // Players go by index: two unnamed players are still two players.
  function toRequest() {
    return {
      players: players(),
      opener: state.opener,
      picks: state.picks.map((pick) => ({ player: pick.p, grid_full: pick.full })),
      round: state.round,
    };
  }

  // update(false) when the page opens on what this browser saved (nothing new to write).
  const update = liveAnswer(api, { key: STORE_KEY, game: "pixies", action: "turn", busy: result, request: toRequest, saved: () => state, show: (answer) => show(answer) });

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
      actions.append(actionButton(api, t("common.rematch"), () => newGame(), { class: "md-button calc-action", "data-action": "rematch" }));
    } else if (answer.round_over) {
      headline = t("pixies.flow.round_over", { player: answer.next_round_starter });
      if (state.round < rounds.length) {
        const starter = answer.next_round_starter_index;
        actions.append(actionButton(api, t("pixies.flow.start_round", { n: state.round + 1, player: answer.next_round_starter }), () => nextRound(starter), { class: "md-button calc-action md-button--primary" }));
      }
    } else if (answer.new_offer) {
      headline = t("pixies.flow.new_offer", { player: answer.next_player });
      const opener = answer.next_player_index;
      actions.append(actionButton(api, t("pixies.flow.start_offer", { player: answer.next_player }), () => nextOffer(opener), { class: "md-button calc-action md-button--primary" }));
    } else {
      headline = t("pixies.flow.now", { player: answer.next_player });
    }
    append(
      result,
      h("p", { class: "pixies-headline", "data-next": answer.next_player || "", "data-next-index": answer.next_player_index ?? "" }, h("strong", {}, headline)),
      explanationList(api, answer.explanation),
      actions.childElementCount ? actions : null,
    );
    api.markResult(result);
  }

  function nextOffer(opener) {
    state.opener = opener;
    state.picks = [];
    drawAll();
    update();
    // The pressed button is gone with the old answer: the focus goes to the opener's pick button.
    const button = pickButtons.querySelector(`[data-player="${state.opener}"]`);
    if (button) button.focus();
  }

  function nextRound(starter) {
    state.round = Math.min(rounds.length, state.round + 1);
    nextOffer(starter);
  }

  function restoring(text, change) {
    const before = JSON.parse(JSON.stringify(state));
    change();
    drawAll();
    update();
    api.undoable(text, () => {
      state = before;
      drawAll();
      update();
    });
  }

  function clearOffer() {
    if (!state.picks.length) return;
    restoring(t("pixies.flow.offer_cleared"), () => { state.picks = []; });
  }

  function newGame() {
    restoring(t("common.rematch_done"), () => {
      state.round = 1;
      state.opener = 0;
      state.picks = [];
    });
  }

  drawAll();
  update(false);
}
