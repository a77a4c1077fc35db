// "Track a Dixit game": the players in seating order (a player left unnamed is "Player 2"),
// then round after round the votes entered by tapping. Python (calculators.dixit, action
// "game") answers the totals, who tells next, whether the game is over and who won; this file
// only draws and keeps the game.
//
// Nothing entered is lost:
// - the game is saved at every tap (api.save) and restored after a reload (api.restore);
// - "count this round", "undo" and "new game" run once per tap (api.action) and stay in place
//   across redraws, so a double tap never counts a round twice nor undoes two;
// - undo, a new game and a game opened from a link can be taken back (api.undoable);
// - a saved game Python refuses is repaired: the rounds it accepts are kept, the first refused
//   round comes back to the entry with its problems marked and the later ones wait to be added
//   back once it is counted; refused names come back in the form, marked, with the rounds kept.
// Players are stored by index and names as typed: a default label ("Player 2") is never stored.

import { rosterEditor } from "../roster.js";
import { PlayerRefs, actionButton, errorList, fill, linkNotice, offerLink, playerLabels } from "../widget-kit.js";
import { chip, isObject, missingVotes, nameList, readVotes, roundResult, setPressed, votesByLabel, votesEditor } from "./dixit-common.js";
import { drawHistory, drawTrack } from "./dixit-track.js";

const STORE_KEY = "dixit-game";

const copy = (value) => JSON.parse(JSON.stringify(value));

export default function mount(root, api) {
  const { h, t } = api;
  const range = api.data.limits.players;

  function emptyState() {
    return { v: 2, setup: { names: Array(range.min).fill(""), first: 0 }, game: null, pending: null };
  }

  // One game from stored or shared data: this format (players by index) or the one saved
  // before (players by name, a link holding the request itself: Python matches the names once
  // it has started, through `found`). Unreadable parts are left out.
  function gameFrom(raw, found) {
    const players = nameList(api, raw.players);
    if (!players || !players.length) throw new Error("no players");
    const refs = new PlayerRefs(players);
    found.push(refs);
    const rounds = (list) => (Array.isArray(list) ? list : []).map((round) => ({ votes: readVotes(refs, isObject(round) ? round.votes : null) }));
    const game = { players, first: 0, rounds: rounds(raw.rounds), draft: readVotes(refs, raw.draft), held: rounds(raw.held) };
    refs.use([raw.first !== undefined ? raw.first : raw.first_storyteller], (index) => (game.first = index));
    return game;
  }

  const named = new WeakMap(); // state -> the PlayerRefs of its names
  function fromData(data) {
    if (!isObject(data)) throw new Error("not a saved game");
    const state = emptyState();
    const found = [];
    const names = isObject(data.setup) ? nameList(api, data.setup.names) : null;
    if (names && names.length) {
      state.setup = { names, first: 0 };
      const refs = new PlayerRefs(names);
      found.push(refs);
      refs.use([data.setup.first], (index) => (state.setup.first = index));
    }
    const raw = isObject(data.game) ? data.game : Array.isArray(data.players) ? data : null;
    if (raw) state.game = gameFrom(raw, found);
    if (isObject(data.pending)) state.pending = gameFrom({ players: state.setup.names, ...data.pending }, found);
    if (!state.game && !state.pending && !names) throw new Error("nothing to resume");
    named.set(state, found);
    return state;
  }

  // ---- Starting: the saved game, or the one a link carries (the one it replaces can come back)
  const opened = api.open(STORE_KEY, fromData, emptyState); // a reload comes back to the game as it went on
  let state = opened.state;

  const view = h("div", { class: "dixit-game" });
  // One lasting live region: after each round it reads out the totals and what comes next.
  const live = h("p", { class: "calc-visually-hidden", "aria-live": "polite" });
  root.append(view, live);
  const ask = api.latest("dixit", "game", view);

  function save() {
    api.save(STORE_KEY, state);
  }

  if (opened.linked) {
    linkNotice(api, root, opened, bringBack);
    save();
  }

  // Puts a whole earlier state back (undo of an undo, of a new game, of a link opened).
  function bringBack(snapshot) {
    state = copy(snapshot);
    save();
    if (state.game) refresh(true);
    else renderSetup();
  }

  // The request for a game: names as typed ("" for unnamed), votes by label.
  function request(game, rounds = game.rounds) {
    const names = playerLabels(api, game.players);
    return { players: game.players, first_storyteller: names[game.first], rounds: rounds.map((round) => ({ votes: votesByLabel(round.votes, names) })) };
  }

  const namesRefused = (errors) => errors.filter((error) => !/^rounds(\.|$)/.test(error.path));

  function firstRefusedRound(errors) {
    const indexes = errors.map((error) => /^rounds\.(\d+)/.exec(error.path)).filter(Boolean).map((match) => Number(match[1]));
    return indexes.length ? Math.min(...indexes) : null;
  }

  // ---- Before the game: names and first storyteller ----------------------------------------

  function renderSetup() {
    gameView = null;
    const setup = state.setup;
    const status = h("div", { class: "calc-result", "aria-live": "polite" });
    const roster = rosterEditor(api, {
      players: () => setup.names,
      legend: t("dixit.players_legend"),
      hint: t("dixit.seating_hint"),
      blank: () => "",
      take: () => copy(setup),
      put: (before) => {
        setup.names.splice(0, setup.names.length, ...before.names);
        setup.first = before.first;
        changed();
      },
      moved: (shift) => (setup.first = shift(setup.first) ?? 0),
      renamed: () => changed(),
      changed: () => changed(),
    });
    const first = h("fieldset", { class: "dixit-first", "data-path": "first_storyteller" });
    const start = actionButton(api, t(state.pending ? "dixit.resume_game" : "dixit.start_game"), () => begin(form, status), {
      class: "md-button md-button--primary dixit-start",
    });
    const form = h("form", { class: "dixit-setup", onsubmit: (event) => event.preventDefault() }, roster.element, first, h("div", { class: "calc-tools" }, start), status);
    view.replaceChildren(h("h3", {}, t("dixit.setup_heading")), form);

    function drawFirst() {
      const names = playerLabels(api, setup.names);
      if (setup.first >= names.length) setup.first = 0;
      fill(first, h("legend", {}, t("dixit.first_legend")));
      names.forEach((name, index) =>
        first.append(
          chip(api, name, setup.first === index, () => {
            setup.first = index;
            save();
            for (const other of first.querySelectorAll("button")) setPressed(other, Number(other.dataset.index) === index);
          }, { "data-index": index }),
        ),
      );
    }

    function changed() {
      roster.sync();
      drawFirst();
      save();
      check();
    }

    // The names checked as they are typed: a problem shows at its own field.
    async function check() {
      const names = playerLabels(api, setup.names);
      const answer = await ask({ players: setup.names, first_storyteller: names[setup.first], rounds: [] });
      if (!answer) return;
      const unplaced = api.showErrors(form, answer.errors);
      if (answer.errors.length) fill(status, h("p", { class: "calc-error" }, t("core.fix_fields")), errorList(api, unplaced));
      else fill(status, h("p", {}, t(state.pending ? "dixit.resume_hint" : "dixit.setup_hint")));
      api.markResult(status);
    }

    drawFirst();
    check();
  }

  async function begin(form, status) {
    const setup = state.setup;
    const kept = state.pending || { rounds: [], draft: {}, held: [] };
    const game = { players: setup.names.slice(), first: setup.first, rounds: kept.rounds, draft: kept.draft, held: kept.held };
    fill(status, h("p", {}, t("core.calculating")));
    const answer = await ask(request(game));
    if (!answer) return;
    const refused = answer.ok ? [] : namesRefused(answer.errors);
    if (refused.length) {
      const unplaced = api.showErrors(form, refused);
      fill(status, h("p", { class: "calc-error" }, t("core.fix_fields")), errorList(api, unplaced));
      return;
    }
    state.game = game;
    state.pending = null;
    save();
    api.notice(root, "");
    await load(answer, true);
  }

  // ---- During the game -----------------------------------------------------------------------

  async function refresh(focusEntry) {
    const answer = await ask(request(state.game));
    if (!answer) return;
    await load(answer, focusEntry);
  }

  // Shows Python's answer for the whole game, repairing the game when Python refuses part of it.
  async function load(answer, focusEntry) {
    const game = state.game;
    if (answer.ok) {
      show(answer, focusEntry);
      return;
    }
    const bad = firstRefusedRound(answer.errors);
    if (namesRefused(answer.errors).length || bad === null) {
      // Names (or the first storyteller) refused: back to the form with the problems at their
      // fields; the rounds are kept and come back when the game is resumed.
      state.pending = { rounds: game.rounds, draft: game.draft, held: game.held };
      state.setup = { names: game.players.slice(), first: game.first };
      state.game = null;
      save();
      renderSetup();
      api.notice(root, t("dixit.repair_names", { n: state.pending.rounds.length }), "error");
      return;
    }
    // Rounds refused: those before the first refused one are kept; that one comes back to the
    // entry with its problems; the ones after it wait until it is counted.
    const problems = answer.errors.filter((error) => error.path === `rounds.${bad}` || error.path.startsWith(`rounds.${bad}.`));
    const later = game.rounds.slice(bad + 1);
    if (Object.keys(game.draft).length) later.push({ votes: game.draft });
    game.draft = game.rounds[bad].votes;
    game.held = [...later, ...game.held];
    game.rounds = game.rounds.slice(0, bad);
    save();
    const kept = await ask(request(game));
    if (!kept) return;
    if (!kept.ok) {
      await load(kept, focusEntry);
      return;
    }
    if (kept.over) {
      // The game had ended before the refused round: it and the ones after it cannot be played.
      // They are set aside, their text offered to copy.
      const aside = [{ votes: game.draft }, ...game.held].map((round) => ({ votes: votesByLabel(round.votes, playerLabels(api, game.players)) }));
      game.draft = {};
      game.held = [];
      save();
      show(kept, focusEntry);
      const text = h("textarea", { readonly: true, rows: 4, "aria-label": t("core.saved_text") }, JSON.stringify(aside));
      api.notice(root, t("dixit.after_end", { n: aside.length }), "error", h("details", { class: "calc-offer-back" }, h("summary", {}, t("core.saved_text")), text));
      return;
    }
    show(kept, focusEntry, problems);
    api.notice(root, t("dixit.repair_round", { n: bad + 1 }), "error");
  }

  // The parts of the game view that stay in place from one round to the next (so a tap that
  // comes while they are redrawn still lands on a button that is settling: api.action).
  let gameView = null;

  function makeGameView() {
    const track = h("section", { class: "dixit-track calc-result" });
    const heading = h("h4", { tabindex: "-1" });
    const votes = h("div", { class: "dixit-entry-votes" });
    const status = h("div", { class: "dixit-entry-status", "aria-live": "polite" });
    const totals = h("p", { class: "dixit-mini-totals", "aria-hidden": "true" });
    const score = actionButton(api, t("dixit.score_round"), scoreRound, { class: "md-button md-button--primary dixit-score" });
    // Kept in view at the bottom of the screen while tapping: the totals, what is missing, the button.
    const foot = h("div", { class: "dixit-entry-foot calc-live" }, totals, status, score);
    const entry = h("section", { class: "dixit-entry" }, heading, votes, foot);
    const last = h("details", { class: "dixit-last" });
    const history = h("details", { class: "dixit-history" });
    const undo = actionButton(api, `↶ ${t("dixit.undo")}`, undoRound, { class: "md-button dixit-undo" });
    const fresh = actionButton(api, t("common.rematch"), newGame, { class: "md-button dixit-new", "data-action": "rematch" });
    const linkBox = h("div", { class: "dixit-link" });
    const share = actionButton(api, t("core.copy_link"), () => offerLink(api, root, linkBox, { v: 2, game: { ...state.game, draft: {}, held: [] } }));
    const tools = h("div", { class: "calc-tools" }, undo, fresh, share);
    view.replaceChildren(track, entry, last, history, tools, linkBox);
    return { track, heading, votes, status, totals, score, entry, last, history, undo, teller: null };
  }

  function show(answer, focusEntry, problems = []) {
    if (!gameView) gameView = makeGameView();
    const parts = gameView;
    const game = state.game;
    drawTrack(api, parts.track, answer);
    parts.entry.hidden = answer.over;
    if (!answer.over) drawEntry(answer, problems);
    parts.last.hidden = !answer.rounds.length;
    parts.history.hidden = !answer.rounds.length;
    if (answer.rounds.length) {
      const round = answer.rounds[answer.rounds.length - 1];
      fill(parts.last, h("summary", {}, round.line), roundResult(api, round, round.explanation));
      drawHistory(api, parts.history, answer);
    }
    parts.undo.disabled = !game.rounds.length;
    live.textContent = answer.explanation.slice(-2).join(" ");
    api.markResult(parts.track);
    if (focusEntry) (answer.over ? parts.track.querySelector("h3") : parts.heading).focus();
  }

  // The votes of the round being played, entered by tapping, then "count this round".
  function drawEntry(answer, problems) {
    const parts = gameView;
    const game = state.game;
    const teller = answer.players.indexOf(answer.next_storyteller);
    parts.teller = teller;
    parts.entry.dataset.round = answer.round_count + 1;
    parts.heading.textContent = t("dixit.round_heading", { n: answer.round_count + 1, name: answer.next_storyteller });
    const path = `rounds.${answer.round_count}.votes`;
    parts.votes.replaceChildren(votesEditor(api, { names: answer.players, storyteller: teller, votes: game.draft, pathPrefix: path, cardsEach: answer.cards_handed_in }, save));
    parts.totals.textContent = answer.players.map((name) => `${name} ${answer.totals[name]}`).join(" · ");
    const unplaced = api.showErrors(parts.entry, problems);
    fill(parts.status, errorList(api, unplaced), game.held.length ? h("p", { class: "dixit-held" }, t("dixit.held_rounds", { n: game.held.length })) : null);
  }

  async function scoreRound() {
    const game = state.game;
    const parts = gameView;
    if (!game || !parts || parts.teller === null || parts.entry.hidden) return;
    const votes = {};
    for (const [voter, owner] of Object.entries(game.draft)) if (Number(voter) !== parts.teller) votes[voter] = owner;
    fill(parts.status, h("p", {}, t("core.calculating")));
    const answer = await ask(request(game, [...game.rounds, { votes }]));
    if (!answer) return;
    if (!answer.ok) {
      const { missing, others } = missingVotes(answer.errors);
      const unplaced = api.showErrors(parts.entry, others);
      fill(
        parts.status,
        missing.length ? h("p", { class: "dixit-waiting" }, t("dixit.waiting_votes", { names: missing.join(", ") })) : null,
        errorList(api, unplaced),
      );
      return;
    }
    game.rounds.push({ votes });
    game.draft = {};
    if (game.held.length) {
      // The rounds that waited come back after it; any Python still refuses go through repair.
      game.rounds.push(...game.held);
      game.held = [];
      save();
      await refresh(true);
      return;
    }
    save();
    show(answer, true);
  }

  // Takes back exactly the last round: its votes return to the entry for correction.
  async function undoRound() {
    const game = state.game;
    if (!game || !game.rounds.length) return;
    const before = copy(state);
    const number = game.rounds.length;
    game.draft = game.rounds.pop().votes;
    save();
    await refresh(true);
    api.undoable(t("dixit.round_removed", { n: number }), () => bringBack(before));
  }

  function newGame() {
    if (!state.game) return;
    const before = copy(state);
    state.setup = { names: state.game.players.slice(), first: state.game.first };
    state.game = null;
    state.pending = null;
    save();
    renderSetup();
    api.undoable(t("common.rematch_done"), () => bringBack(before));
  }

  function firstView() {
    if (state.game) refresh(false);
    else {
      renderSetup();
      if (state.pending) api.notice(root, t("dixit.repair_names", { n: state.pending.rounds.length }), "error");
    }
  }

  // A save that named players starts once Python has matched the names (nothing is saved before).
  const found = named.get(state) || [];
  if (found.some((refs) => refs.pending)) Promise.all(found.map((refs) => refs.resolve(api))).then(() => (save(), firstView()));
  else firstView();
}
