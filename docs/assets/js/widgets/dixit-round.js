// "Score a Dixit round": the players in seating order, the storyteller, each voter's vote
// entered by tapping, and Python's answer (calculators.dixit, action "round") with the
// reason for every score. The form is saved as you go (it survives a reload) and can be
// shared as a link. No rule is written here.

import { actionButton, chip, namesEditor, roundResult, splitErrors, trimmed, votesEditor } from "./dixit-common.js";

const STORE_KEY = "dixit-round";

function emptyState() {
  return { names: ["", "", "", ""], storyteller: null, votes: {} };
}

// The request Python expects, from the form: names trimmed, votes by name.
function toRequest(state) {
  const names = trimmed(state.names);
  const votes = {};
  for (const [voter, owner] of Object.entries(state.votes)) {
    const v = Number(voter);
    const o = Number(owner);
    if (names[v] && names[o] !== undefined) votes[names[v]] = names[o];
  }
  const storyteller = state.storyteller === null ? null : names[state.storyteller] ?? null;
  return { players: names, storyteller, votes };
}

// A request (stored or from a link) back into form state; anything odd is simply left out.
function fromRequest(request) {
  const state = emptyState();
  if (!request || typeof request !== "object") return state;
  if (Array.isArray(request.players) && request.players.length) {
    state.names = request.players.slice(0, 12).map((name) => (typeof name === "string" ? name.slice(0, 200) : ""));
  }
  const index = (name) => state.names.findIndex((n) => n.trim() === name);
  if (typeof request.storyteller === "string" && index(request.storyteller) >= 0) state.storyteller = index(request.storyteller);
  if (request.votes && typeof request.votes === "object") {
    for (const [voter, owner] of Object.entries(request.votes)) {
      if (typeof owner !== "string") continue;
      const v = index(voter);
      const o = index(owner);
      if (v >= 0 && o >= 0) state.votes[v] = o;
    }
  }
  return state;
}

export default function mount(root, api) {
  const { h, t } = api;
  let state = emptyState();
  // A link is taken in once: after a reload with the same link, the edits made since are kept.
  let linkSeen = null;
  const shared = api.share.read();
  const saved = api.store.load(STORE_KEY);
  if (saved.problem) api.notice(root, saved.problem, "error");
  if (saved.value) {
    state = fromRequest(saved.value);
    linkSeen = typeof saved.value.seen_link === "string" ? saved.value.seen_link : null;
  }
  if (shared && shared.state && linkSeen !== window.location.hash) {
    state = fromRequest(shared.state);
    linkSeen = window.location.hash;
  }
  if (shared && shared.problem) api.notice(root, shared.problem, "error");

  const form = h("form", { class: "dixit-round-form", onsubmit: (event) => event.preventDefault() });
  const result = h("div", { class: "calc-result", "aria-live": "polite" });
  root.append(form, result);
  let cardsEach = 1; // 2 at three players: only used to label the vote buttons, told by Python

  function draw(focus) {
    form.replaceChildren();
    form.append(
      namesEditor(api, state.names, (structural, what) => {
        if (structural) {
          reindex(what);
          draw(what);
        } else {
          drawChoices();
        }
        update();
      }),
    );
    const choices = h("div", { class: "dixit-choices" });
    form.append(choices);
    drawChoices();
    form.append(
      h(
        "div",
        { class: "calc-tools" },
        actionButton(api, t("core.copy_link"), () => shareLink()),
        actionButton(api, t("dixit.clear_votes"), () => {
          state.votes = {};
          drawChoices();
          update();
        }),
      ),
    );
    if (focus && focus.added !== undefined) form.querySelector(`[data-path="players.${focus.added}"]`)?.focus();
  }

  // The storyteller and the votes, drawn from the names typed so far.
  function drawChoices() {
    const box = form.querySelector(".dixit-choices");
    if (!box) return;
    const focused = box.contains(document.activeElement) ? document.activeElement : null;
    const refocus = focused && focused.closest("fieldset") ? [focused.closest("fieldset").dataset.path, focused.dataset.owner || focused.dataset.index] : null;
    box.replaceChildren();
    const names = trimmed(state.names);
    const named = names.map((name, index) => ({ name, index })).filter((p) => p.name);
    const tellers = h("fieldset", { class: "dixit-storyteller", "data-path": "storyteller" }, h("legend", {}, t("dixit.storyteller_legend")));
    for (const { name, index } of named) {
      tellers.append(
        chip(api, name, state.storyteller === index, () => {
          state.storyteller = state.storyteller === index ? null : index;
          delete state.votes[index];
          drawChoices();
          box.querySelector(`.dixit-storyteller button[data-index="${index}"]`)?.focus();
          update();
        }, { "data-index": index }),
      );
    }
    if (!named.length) tellers.append(h("p", {}, t("dixit.names_first")));
    box.append(tellers);
    if (state.storyteller === null || !names[state.storyteller]) return;
    // Votes by name for the editor, written back by index so renaming keeps them.
    const byName = {};
    for (const [voter, owner] of Object.entries(state.votes)) {
      if (names[voter] && names[owner]) byName[names[voter]] = names[owner];
    }
    const players = named.map((p) => p.name);
    const restore = () => {
      if (!refocus) return;
      const group = [...box.querySelectorAll("fieldset")].find((el) => el.dataset.path === refocus[0]);
      const again = group && [...group.querySelectorAll("button")].find((b) => (b.dataset.owner || b.dataset.index) === refocus[1]);
      if (again) again.focus();
    };
    box.append(
      h("h4", { style: "margin:.6em 0 .2em" }, t("dixit.votes_heading")),
      votesEditor(api, { players, storyteller: names[state.storyteller], votes: byName, pathPrefix: "votes", cardsEach }, () => {
        state.votes = {};
        for (const [voter, owner] of Object.entries(byName)) state.votes[names.indexOf(voter)] = names.indexOf(owner);
        update();
      }),
    );
    restore();
  }

  // After a row is removed, the storyteller and votes keep pointing at the same people.
  function reindex(what) {
    if (!what || what.removed === undefined) return;
    const gone = what.removed;
    const shift = (i) => (i > gone ? i - 1 : i);
    if (state.storyteller === gone) state.storyteller = null;
    else if (state.storyteller !== null) state.storyteller = shift(state.storyteller);
    const votes = {};
    for (const [voter, owner] of Object.entries(state.votes)) {
      if (Number(voter) === gone || Number(owner) === gone) continue;
      votes[shift(Number(voter))] = shift(Number(owner));
    }
    state.votes = votes;
  }

  let sequence = 0;
  let tableKey = null; // the names last sent for the table facts (hand size, cards handed in)
  let tableLine = null;
  async function update() {
    const request = toRequest(state);
    const saveProblem = api.store.save(STORE_KEY, { ...request, seen_link: linkSeen });
    if (saveProblem) api.notice(root, saveProblem, "error");
    const mine = ++sequence;
    result.setAttribute("aria-busy", "true");
    const key = JSON.stringify(request.players);
    if (key !== tableKey) {
      // The game action with no round tells how many cards each player holds and hands in.
      const table = await api.call("dixit", "game", { players: request.players, rounds: [] });
      if (mine !== sequence) return;
      tableKey = key;
      tableLine = table.ok ? t("dixit.hand_info", { hand: table.hand_size, cards: table.cards_handed_in }) : null;
      const each = table.ok ? table.cards_handed_in : 1;
      if (each !== cardsEach) {
        cardsEach = each;
        drawChoices();
      }
    }
    if (!request.players.some((name) => name) || request.storyteller === null) {
      result.removeAttribute("aria-busy");
      api.showErrors(form, []);
      result.replaceChildren(h("div", {}, h("p", { class: "dixit-waiting" }, t("dixit.round_start_hint")), tableLine ? h("p", {}, tableLine) : null));
      api.markResult(result);
      return;
    }
    const answer = await api.call("dixit", "round", request);
    if (mine !== sequence) return; // a newer tap is on its way
    result.removeAttribute("aria-busy");
    show(answer);
  }

  function outcomeText(outcome) {
    if (outcome === "all") return t("dixit.outcome_all");
    if (outcome === "none") return t("dixit.outcome_none");
    return t("dixit.outcome_some");
  }

  function show(answer) {
    result.replaceChildren();
    if (!answer.ok) {
      const { missing, others } = splitErrors(answer.errors);
      const unplaced = api.showErrors(form, others);
      if (others.length) result.append(h("p", { class: "calc-error" }, t("core.fix_fields")));
      for (const message of unplaced) result.append(h("p", { class: "calc-error" }, `⚠ ${message}`));
      if (missing.length) result.append(h("p", { class: "dixit-waiting" }, t("dixit.waiting_votes", { names: missing.join(", ") })));
      api.markResult(result);
      return;
    }
    api.showErrors(form, []);
    result.append(
      h(
        "div",
        {},
        h("p", { class: "dixit-outcome", "data-outcome": answer.outcome }, h("strong", {}, outcomeText(answer.outcome))),
        roundResult(api, answer, answer.explanation),
        tableLine ? h("p", { class: "dixit-hand" }, tableLine) : null,
      ),
    );
    api.markResult(result);
  }

  async function shareLink() {
    const link = api.share.link(toRequest(state));
    window.history.replaceState(null, "", link);
    linkSeen = window.location.hash;
    try {
      await navigator.clipboard.writeText(link);
      api.notice(root, t("core.link_copied"));
    } catch (error) {
      api.notice(root, `${t("core.link_ready")} ${link}`);
    }
  }

  draw();
  update();
}
