// "Track a Dixit game": the players in seating order, then round after round the votes entered
// by tapping. Python (calculators.dixit, action "game") answers the totals, whose turn it is to
// tell, and whether the game is over and who won; this file only draws and keeps the game.
//
// The game lives in the browser (api.store: localStorage), saved at every tap, so a reload or a
// phone going to sleep loses nothing; a damaged save is reported and set aside by api.store.
// A share link carries the game (api.share). Names are shown as text only (api.h).

import { HIDDEN, actionButton, chip, namesEditor, roundResult, setPressed, splitErrors, trimmed, votesEditor } from "./dixit-common.js";

const STORE_KEY = "dixit-game";

function emptyState() {
  return { v: 1, setup: { names: ["", "", "", ""], first: 0 }, game: null };
}

const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
const isNameList = (value) => Array.isArray(value) && value.length <= 12 && value.every((name) => typeof name === "string");

// Whether a stored value has the shape this widget writes (the rules are Python's to check).
function wellFormed(value) {
  if (!isObject(value) || !isObject(value.setup) || !isNameList(value.setup.names)) return false;
  if (value.game === null) return true;
  const game = value.game;
  return isObject(game) && isNameList(game.players) && typeof game.first_storyteller === "string" &&
    Array.isArray(game.rounds) && game.rounds.every(isObject) && isObject(game.draft);
}

function gameRequest(game, extraRound) {
  const rounds = game.rounds.map((round) => ({ votes: round.votes }));
  if (extraRound) rounds.push(extraRound);
  return { players: game.players, first_storyteller: game.first_storyteller, rounds };
}

export default function mount(root, api) {
  const { h, t } = api;
  let state = emptyState();

  const saved = api.store.load(STORE_KEY);
  if (saved.problem) api.notice(root, saved.problem, "error");
  if (saved.value !== null && saved.value !== undefined) {
    if (wellFormed(saved.value)) state = saved.value;
    else api.notice(root, `${t("dixit.saved_unusable")} ${api.store.setAside(STORE_KEY) || ""}`.trim(), "error");
  }
  // A link is taken in once: a reload with the same link keeps the game as it went on since.
  const shared = api.share.read();
  if (shared && shared.problem) api.notice(root, shared.problem, "error");
  else if (shared && state.link_seen !== window.location.hash) {
    adoptShared(shared.state);
    state.link_seen = window.location.hash;
    save();
  }

  const view = h("div", { class: "dixit-game" });
  // One lasting live region: after each round it reads out the totals and what comes next.
  const live = h("p", { class: "dixit-live", "aria-live": "polite", style: HIDDEN });
  root.append(view, live);

  function save() {
    const problem = api.store.save(STORE_KEY, state);
    if (problem) api.notice(root, problem, "error");
  }

  function adoptShared(link) {
    if (!isObject(link) || !isNameList(link.players)) {
      api.notice(root, t("core.share_broken"), "error");
      return;
    }
    const incoming = {
      players: link.players,
      first_storyteller: typeof link.first_storyteller === "string" ? link.first_storyteller : link.players[0] || "",
      rounds: Array.isArray(link.rounds) ? link.rounds.filter(isObject).map((round) => ({ votes: isObject(round.votes) ? round.votes : {} })) : [],
      draft: {},
    };
    const current = state.game;
    const same = current && JSON.stringify(gameRequest(current)) === JSON.stringify(gameRequest(incoming));
    if (same) return;
    if (current && current.rounds.length && !window.confirm(t("dixit.replace_confirm"))) return;
    state.game = incoming;
    save();
  }

  // ---- Before the game: names and first storyteller ------------------------------------------

  function renderSetup(focus) {
    const setup = state.setup;
    const form = h("form", { class: "dixit-setup", onsubmit: (event) => event.preventDefault() });
    form.append(
      namesEditor(api, setup.names, (structural, what) => {
        if (structural) {
          if (what && what.removed !== undefined && setup.first >= setup.names.length) setup.first = 0;
          if (what && what.removed !== undefined && what.removed < setup.first) setup.first -= 1;
          save();
          renderSetup(what);
        } else {
          save();
          drawFirst();
        }
      }),
    );
    const first = h("fieldset", { class: "dixit-first", "data-path": "first_storyteller" });
    form.append(first);
    function drawFirst() {
      first.replaceChildren(h("legend", {}, t("dixit.first_legend")));
      trimmed(setup.names).forEach((name, index) => {
        if (!name) return;
        first.append(
          chip(api, name, setup.first === index, () => {
            setup.first = index;
            save();
            for (const other of first.querySelectorAll("button")) setPressed(other, Number(other.dataset.index) === index);
          }, { "data-index": index }),
        );
      });
    }
    drawFirst();
    const status = h("div", { class: "calc-result", "aria-live": "polite" }, h("p", {}, t("dixit.setup_hint")));
    form.append(h("div", { class: "calc-tools" }, actionButton(api, t("dixit.start_game"), () => start(status), { class: "md-button md-button--primary" })), status);
    view.replaceChildren(h("h3", {}, t("dixit.setup_heading")), form);
    if (focus && focus.added !== undefined) form.querySelector(`[data-path="players.${focus.added}"]`)?.focus();
    api.markResult(status);
  }

  async function start(status) {
    const names = trimmed(state.setup.names);
    const request = { players: names, rounds: [] };
    if (names[state.setup.first]) request.first_storyteller = names[state.setup.first];
    status.replaceChildren(h("p", {}, t("core.calculating")));
    const answer = await api.call("dixit", "game", request);
    if (!answer.ok) {
      const unplaced = api.showErrors(view, answer.errors);
      status.replaceChildren(h("p", { class: "calc-error" }, t("core.fix_fields")), ...unplaced.map((m) => h("p", { class: "calc-error" }, `⚠ ${m}`)));
      api.markResult(status);
      return;
    }
    state.game = { players: answer.players, first_storyteller: answer.first_storyteller, rounds: [], draft: {} };
    save();
    show(answer, true);
  }

  // ---- During the game -----------------------------------------------------------------------

  async function refresh(focusEntry) {
    const answer = await api.call("dixit", "game", gameRequest(state.game));
    if (!answer.ok) {
      // A stored or shared game Python refuses: say why, keep it aside, start from the names.
      const reasons = answer.errors.map((error) => error.message).join(" ");
      const aside = api.store.setAside(STORE_KEY);
      api.notice(root, `${t("dixit.saved_unusable")} ${reasons} ${aside || ""}`.trim(), "error");
      state.setup.names = state.game.players.slice();
      state.game = null;
      save();
      renderSetup();
      return;
    }
    show(answer, focusEntry);
  }

  function show(answer, focusEntry) {
    const game = state.game;
    const track = h("section", { class: "dixit-track calc-result", "data-over": String(answer.over), "data-rounds": answer.round_count });
    track.append(h("h3", {}, t("dixit.track_heading")));
    const list = h("ul", { style: "list-style:none;margin:0;padding:0" });
    const leaders = new Set(answer.round_count ? answer.leaders : []);
    for (const standing of answer.standings) {
      const lead = leaders.has(standing.name);
      list.append(
        h(
          "li",
          { "data-player": standing.name, "data-total": standing.total, style: "margin:.25em 0" },
          h("span", { style: "display:inline-block;min-width:6em;font-weight:" + (lead ? "700" : "400") }, lead ? `♛ ${standing.name}` : standing.name),
          " ",
          h("progress", { max: answer.target, value: Math.min(standing.total, answer.target), "aria-label": t("dixit.track_label", { name: standing.name, total: standing.total, target: answer.target }), style: "width:6em;vertical-align:middle" }),
          " ",
          h("strong", { class: "dixit-total" }, t("core.points", { n: standing.total })),
          " ",
          h("small", {}, standing.to_go ? t("dixit.to_go", { n: standing.to_go }) : t("dixit.reached")),
          lead ? h("small", { class: "dixit-leader" }, ` · ${t("dixit.leading")}`) : null,
        ),
      );
    }
    track.append(list);
    if (answer.over) {
      const best = answer.totals[answer.winners[0]];
      const text = answer.winners.length === 1
        ? t("dixit.winner_is", { name: answer.winners[0], points: best })
        : t("dixit.shared_winners", { names: answer.winners.join(", "), points: best });
      track.append(
        h("p", { class: "dixit-over", "data-winners": JSON.stringify(answer.winners), role: "status" }, h("strong", {}, `♛ ${text}`)),
        h("p", {}, t("dixit.ended_in_round", { n: answer.ended_in_round })),
      );
    }

    const parts = [track];
    if (!answer.over) parts.push(entry(answer));
    if (answer.rounds.length) parts.push(lastRound(answer.rounds[answer.rounds.length - 1]), historyTable(answer));
    parts.push(
      h(
        "div",
        { class: "calc-tools" },
        actionButton(api, `↶ ${t("dixit.undo")}`, undo, { disabled: game.rounds.length ? null : true, class: "md-button dixit-undo" }),
        actionButton(api, t("dixit.new_game"), newGame, { class: "md-button dixit-new" }),
        actionButton(api, t("core.copy_link"), shareLink),
      ),
    );
    view.replaceChildren(...parts);
    live.textContent = answer.explanation.slice(-2).join(" ");
    api.markResult(track);
    if (focusEntry) (view.querySelector(".dixit-entry h4") || track.querySelector("h3")).focus();
  }

  // The votes of the round being played, entered by tapping, then "score this round".
  function entry(answer) {
    const game = state.game;
    const number = answer.round_count + 1;
    const storyteller = answer.next_storyteller;
    const box = h("section", { class: "dixit-entry", "data-round": number });
    box.append(h("h4", { tabindex: "-1", style: "margin:.8em 0 .2em" }, t("dixit.round_heading", { n: number, name: storyteller })));
    const votesPath = `rounds.${answer.round_count}.votes`;
    const status = h("div", { class: "dixit-entry-status", "aria-live": "polite" });
    const editorBox = h(
      "div",
      {},
      votesEditor(api, { players: game.players, storyteller, votes: game.draft, pathPrefix: votesPath, cardsEach: answer.cards_handed_in }, () => save()),
    );
    box.append(
      editorBox,
      actionButton(api, t("dixit.score_round"), () => scoreRound(box, status, storyteller), { class: "md-button md-button--primary dixit-score" }),
      status,
    );
    return box;
  }

  async function scoreRound(box, status, storyteller) {
    const game = state.game;
    const votes = {};
    for (const [voter, owner] of Object.entries(game.draft)) if (voter !== storyteller) votes[voter] = owner;
    status.replaceChildren(h("p", {}, t("core.calculating")));
    const answer = await api.call("dixit", "game", gameRequest(game, { votes }));
    if (!answer.ok) {
      const { missing, others } = splitErrors(answer.errors);
      const unplaced = api.showErrors(box, others);
      status.replaceChildren(
        ...(missing.length ? [h("p", { class: "dixit-waiting" }, t("dixit.waiting_votes", { names: missing.join(", ") }))] : []),
        ...unplaced.map((m) => h("p", { class: "calc-error" }, `⚠ ${m}`)),
      );
      return;
    }
    game.rounds.push({ votes });
    game.draft = {};
    save();
    show(answer, true);
  }

  function lastRound(round) {
    const summary = `${t("dixit.last_round", { n: round.number, name: round.storyteller })} ${round.players.map((p) => `${p.name} +${p.points}`).join(", ")}`;
    return h("details", { class: "dixit-last" }, h("summary", {}, summary), ...roundResult(api, round, round.explanation));
  }

  function historyTable(answer) {
    const players = answer.players;
    const head = h("tr", {}, h("th", { scope: "col" }, t("dixit.col_round")), players.map((name) => h("th", { scope: "col" }, name)));
    const rows = answer.rounds.map((round) =>
      h(
        "tr",
        {},
        h("th", { scope: "row" }, `${round.number} · ${round.storyteller}`),
        players.map((name) => h("td", {}, `${name === round.storyteller ? "★ " : ""}+${round.points[name]} → ${round.totals[name]}`)),
      ),
    );
    return h(
      "details",
      { class: "dixit-history" },
      h("summary", {}, t("dixit.history", { n: answer.rounds.length })),
      h("div", { style: "overflow-x:auto" }, h("table", {}, h("thead", {}, head), h("tbody", {}, rows))),
    );
  }

  function undo() {
    const game = state.game;
    if (!game.rounds.length) return;
    const last = game.rounds.pop();
    game.draft = { ...last.votes };
    save();
    api.notice(root, t("dixit.undone"));
    refresh(true);
  }

  function newGame() {
    if (!window.confirm(t("core.new_game_confirm"))) return;
    state.setup = { names: state.game.players.slice(), first: 0 };
    state.game = null;
    save();
    api.notice(root, "");
    renderSetup();
  }

  async function shareLink() {
    const link = api.share.link(gameRequest(state.game));
    try {
      await navigator.clipboard.writeText(link);
      api.notice(root, t("core.link_copied"));
    } catch (error) {
      api.notice(root, `${t("core.link_ready")} ${link}`);
    }
  }

  if (state.game) refresh(false);
  else renderSetup();
}
