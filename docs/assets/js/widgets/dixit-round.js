// "Score a Dixit round": the players in seating order (a player left unnamed is "Player 2"),
// the storyteller, each voter's vote entered by tapping, and Python's answer (calculators.dixit,
// action "round") with the reason for every score. Saved as you go and restored after a reload
// (api.save, api.restore), shareable as a link; clearing the votes or removing a player can be
// undone. Limits come from api.data; no rule is written here.

import { rosterEditor } from "../roster.js";
import { PlayerRefs, actionButton, append, errorList, linkNotice, offerLink, playerLabels } from "../widget-kit.js";
import { chip, handFor, isObject, missingVotes, nameList, readVotes, roundResult, votesByLabel, votesEditor } from "./dixit-common.js";

const STORE_KEY = "dixit-round";

export default function mount(root, api) {
  const { h, t } = api;
  const range = api.data.limits.players;

  function emptyState() {
    return { v: 2, names: Array(range.min).fill(""), storyteller: null, votes: {} };
  }

  // Saved or shared data back into the form: this format (players by index), or the request
  // saved before (players by name: Python matches them once it has started). What cannot be
  // read is left out; Python says what is missing.
  const named = new WeakMap(); // state -> its PlayerRefs
  function fromData(data) {
    if (!isObject(data)) throw new Error("not a round");
    const names = nameList(api, data.v === 2 ? data.names : data.players);
    if (!names || !names.length) throw new Error("no players");
    const refs = new PlayerRefs(names);
    const state = { v: 2, names, storyteller: null, votes: {} };
    refs.use([data.storyteller], (index) => (state.storyteller ??= index));
    readVotes(refs, data.votes, state.votes);
    named.set(state, refs);
    return state;
  }

  const opened = api.open(STORE_KEY, fromData, emptyState); // a reload comes back to what was entered since
  const state = opened.state;

  const form = h("form", { class: "dixit-round-form", onsubmit: (event) => event.preventDefault() });
  const result = h("div", { class: "calc-result", "aria-live": "polite" });
  const ask = api.latest("dixit", "round", result);
  const refreshed = () => {
    drawChoices();
    update();
  };
  const roster = rosterEditor(api, {
    players: () => state.names,
    legend: t("dixit.players_legend"),
    hint: t("dixit.seating_hint"),
    blank: () => "",
    take: () => JSON.parse(JSON.stringify(state)),
    put,
    // The storyteller and the votes keep pointing at the same people.
    moved: (shift) => {
      state.storyteller = state.storyteller === null ? null : shift(state.storyteller);
      const votes = {};
      for (const [voter, owner] of Object.entries(state.votes)) {
        if (shift(Number(voter)) !== null && shift(owner) !== null) votes[shift(Number(voter))] = shift(owner);
      }
      state.votes = votes;
    },
    renamed: refreshed,
    changed: refreshed,
  });
  const choices = h("div", { class: "dixit-choices" });
  // Kept in view at the bottom of the screen while tapping: who is still to vote, then the points.
  const summary = h("p", { class: "dixit-summary calc-live", "aria-hidden": "true" });
  const linkBox = h("div", { class: "dixit-link" });
  form.append(
    roster.element,
    choices,
    summary,
    h(
      "div",
      { class: "calc-tools" },
      actionButton(api, t("core.copy_link"), () => offerLink(api, root, linkBox, state)),
      actionButton(api, t("dixit.clear_votes"), clearVotes, { class: "md-button dixit-clear" }),
    ),
    linkBox,
  );
  root.append(form, result);

  // The storyteller and the votes, drawn from the players' names (or labels) as they are now.
  function drawChoices() {
    const active = choices.contains(document.activeElement) ? document.activeElement : null;
    const again = active && [active.closest("fieldset")?.dataset.path, active.dataset.index];
    const names = playerLabels(api, state.names);
    const tellers = h("fieldset", { class: "dixit-storyteller", "data-path": "storyteller" }, h("legend", {}, t("dixit.storyteller_legend")));
    names.forEach((name, index) => tellers.append(chip(api, name, state.storyteller === index, () => chooseTeller(index), { "data-index": index })));
    choices.replaceChildren(tellers);
    if (state.storyteller !== null && state.storyteller < names.length) {
      const hand = handFor(api, names.length);
      choices.append(
        h("h4", {}, t("dixit.votes_heading")),
        votesEditor(api, { names, storyteller: state.storyteller, votes: state.votes, pathPrefix: "votes", cardsEach: hand ? hand.handed_in : 1 }, update),
      );
    }
    if (again) {
      const group = [...choices.querySelectorAll("fieldset")].find((element) => element.dataset.path === again[0]);
      group?.querySelector(`button[data-index="${again[1]}"]`)?.focus();
    }
  }

  function chooseTeller(index) {
    state.storyteller = index;
    delete state.votes[index]; // the storyteller does not vote
    drawChoices();
    update();
  }

  // Puts a snapshot back in place (the roster keeps the same list).
  function put(snapshot) {
    state.names.splice(0, state.names.length, ...snapshot.names);
    state.storyteller = snapshot.storyteller;
    state.votes = snapshot.votes;
    roster.sync();
    refreshed();
  }

  function clearVotes() {
    if (!Object.keys(state.votes).length) return;
    const before = JSON.parse(JSON.stringify(state));
    state.votes = {};
    drawChoices();
    update();
    api.undoable(t("dixit.votes_cleared"), () => put(before));
  }

  async function update() {
    api.save(STORE_KEY, state);
    const names = playerLabels(api, state.names);
    const teller = state.storyteller === null ? null : names[state.storyteller] ?? null;
    const answer = await ask({ players: state.names, storyteller: teller, votes: votesByLabel(state.votes, names, state.storyteller) });
    if (!answer) return; // a newer tap is on its way
    show(answer);
  }

  function show(answer) {
    const hand = handFor(api, state.names.length);
    const handLine = hand ? h("p", { class: "dixit-hand" }, t("dixit.hand_info", { hand: hand.hand, cards: hand.handed_in })) : null;
    result.replaceChildren();
    if (answer.ok) {
      api.showErrors(form, []);
      summary.textContent = answer.players.map((player) => `${player.name} ${player.points}`).join(" · ");
      append(
        result,
        h("p", { class: "dixit-outcome", "data-outcome": answer.outcome }, h("strong", {}, t(`dixit.outcome_${answer.outcome}`))),
        roundResult(api, answer, answer.explanation),
        handLine,
      );
      api.markResult(result);
      return;
    }
    // No storyteller chosen yet is the next step, not an error.
    const errors = answer.errors.filter((error) => !(state.storyteller === null && error.path === "storyteller"));
    const { missing, others } = missingVotes(errors);
    const unplaced = api.showErrors(form, others);
    let waiting = "";
    if (state.storyteller === null) waiting = t("dixit.choose_storyteller");
    else if (missing.length) waiting = t("dixit.waiting_votes", { names: missing.join(", ") });
    summary.textContent = others.length ? t("core.fix_fields") : waiting;
    append(
      result,
      others.length ? h("p", { class: "calc-error" }, t("core.fix_fields")) : null,
      errorList(api, unplaced),
      waiting ? h("p", { class: "dixit-waiting" }, waiting) : null,
      handLine,
    );
    api.markResult(result);
  }

  // Python is asked first and answers while the choices are drawn (the answer is read after this
  // task); a save that named players waits until Python has matched the names.
  const refs = named.get(state);
  if (refs && refs.pending) refs.resolve(api).then(refreshed);
  else update();
  drawChoices();
  linkNotice(api, root, opened, put);
}
