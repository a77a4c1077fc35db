// Helpers shared by the Dixit widgets (dixit-round.js, dixit-game.js): saved players and votes
// read back, choice chips, the votes of a round and a round's points. They only draw forms and
// answers: every rule and every check is in calculators/dixit, every limit in api.data
// (calculators/dixit/spec.py), the players' roster in ../roster.js.

import { explanationList, playerRange } from "../widget-kit.js";

export const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);

// Cards in hand and handed in for a table of `count` players (build-time data from Python), or null.
export function handFor(api, count) {
  return (api.data.hands || {})[String(count)] || null;
}

// Player names from stored or shared data: strings only, at most a few more than a table holds.
export function nameList(api, value) {
  if (!Array.isArray(value)) return null;
  return value.slice(0, playerRange(api).max * 2).map((name) => (typeof name === "string" ? name : ""));
}

// Votes {voter: owner} read back into `votes` through `refs` (a PlayerRefs: {index: index} now,
// {name: name} in saves made before players were kept by index). A vote entered meanwhile stays.
export function readVotes(refs, value, votes = {}) {
  if (isObject(value)) for (const [voter, owner] of Object.entries(value)) refs.use([voter, owner], (v, o) => (votes[v] ??= o));
  return votes;
}

// Votes as Python reads them: {voter's label: owner's label}.
export function votesByLabel(votes, names, skip = null) {
  const out = {};
  for (const [voter, owner] of Object.entries(votes)) {
    if (Number(voter) === skip || names[voter] === undefined || names[owner] === undefined) continue;
    out[names[voter]] = names[owner];
  }
  return out;
}

// A choice among players: a real <button> with aria-pressed and a ✔ in its text when chosen
// (never colour alone). Tapping the chosen one again keeps it chosen, so a double tap does not undo it.
export function chip(api, text, pressed, onChoose, extra = {}) {
  const button = api.h("button", { type: "button", "data-label": text, onclick: () => onChoose(), ...extra });
  setPressed(button, pressed);
  return button;
}

// Marks a chip chosen or not, in place, so keyboard focus stays where it is.
export function setPressed(button, pressed) {
  button.className = pressed ? "md-button md-button--primary dixit-chip" : "md-button dixit-chip";
  button.setAttribute("aria-pressed", pressed ? "true" : "false");
  button.textContent = pressed ? `✔ ${button.dataset.label}` : button.dataset.label;
}

// One group of chips per voter: the card each voter chose, named by its owner. `votes` maps a
// voter's index to the owner's index and is edited in place; `changed()` after each tap (the
// chips update in place, so focus stays on the tapped one). `cardsEach`: the cards each voter
// handed in (two at three players: build-time data from Python), which the chips say.
export function votesEditor(api, { names, storyteller, votes, pathPrefix, cardsEach }, changed) {
  const { h, t } = api;
  const box = h("div", { class: "dixit-votes", "data-path": pathPrefix });
  names.forEach((voter, v) => {
    if (v === storyteller) return;
    const group = h("fieldset", { class: "dixit-voter", "data-path": `${pathPrefix}.${voter}` }, h("legend", {}, t("dixit.vote_of", { name: voter })));
    names.forEach((owner, o) => {
      if (o === v) return;
      let text = owner;
      if (o === storyteller) text = t("dixit.card_of_storyteller", { name: owner });
      else if (cardsEach > 1) text = t("dixit.card_of_pair", { name: owner, count: cardsEach });
      group.append(
        chip(api, text, votes[v] === o, () => {
          votes[v] = o;
          for (const other of group.querySelectorAll("button[data-index]")) setPressed(other, Number(other.dataset.index) === o);
          changed();
        }, { "data-owner": owner, "data-index": o }),
      );
    });
    box.append(group);
  });
  return box;
}

// The points of one round: a table player / points / why (one row per player, spaced for a
// phone), then Python's sentences.
export function roundResult(api, round, explanation) {
  const { h, t } = api;
  const rows = round.players.map((player) =>
    h(
      "tr",
      { "data-player": player.name, "data-points": player.points, class: player.storyteller ? "is-storyteller" : null },
      h("th", { scope: "row" }, player.storyteller ? `★ ${player.name}` : player.name),
      h("td", { class: "dixit-num" }, h("strong", {}, String(player.points))),
      h("td", {}, player.why),
    ),
  );
  return [
    h(
      "div",
      { class: "dixit-table", tabindex: 0, role: "region", "aria-label": t("dixit.points_table") },
      h(
        "table",
        { class: "dixit-points" },
        h("thead", {}, h("tr", {}, h("th", { scope: "col" }, t("dixit.col_player")), h("th", { scope: "col" }, t("dixit.col_points")), h("th", { scope: "col" }, t("dixit.col_why")))),
        h("tbody", {}, rows),
      ),
    ),
    explanationList(api, explanation),
  ];
}

// Python's errors: the voters still to vote (one calm line, not an error per voter), and the others.
export function missingVotes(errors) {
  const missing = [];
  const others = [];
  for (const error of errors || []) {
    if (error.code === "dixit.vote_missing") missing.push(error.params.name);
    else others.push(error);
  }
  return { missing, others };
}
