// Drawing helpers shared by the Dixit widgets (dixit-round.js, dixit-game.js): the table of
// players, choice chips, the votes of a round and a round's points. They only draw forms and
// answers: every rule and every check is in calculators/dixit, every limit in api.data
// (calculators/dixit/spec.py), game-neutral helpers in ../widget-kit.js.

import { actionButton, explanationList, nameIndex, nameInput, playerLabel, playerRange } from "../widget-kit.js";

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

// The index of the player a stored reference means: an index (this format), or a name (the
// format saved before players could be left unnamed), matched as Python matches names.
export function playerIndex(api, reference, names) {
  if (typeof reference === "number" || (typeof reference === "string" && /^\d+$/.test(reference))) {
    const index = Number(reference);
    return index < names.length ? index : -1;
  }
  if (typeof reference !== "string") return -1;
  return nameIndex(api, reference, names);
}

// Votes {voter index: owner index} from stored data ({index: index}, or {name: name} before).
export function votesFrom(api, value, names) {
  const votes = {};
  if (!isObject(value)) return votes;
  for (const [voter, owner] of Object.entries(value)) {
    const v = playerIndex(api, voter, names);
    const o = playerIndex(api, owner, names);
    if (v >= 0 && o >= 0) votes[v] = o;
  }
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

// The players in seating order: one name field per player (placeholder "Player 2", the name
// length limit refused while typing), a ✕ to remove one and a button to add one, within the
// game's player range. Rows are positional and kept across edits: removing player 2 moves the
// names up and drops the last row, so a second tap lands on a button still settling (api.action).
// `names` is edited in place; `on.edit()` after typing, `on.remove(index)`, `on.add()`.
export function namesEditor(api, names, on, pathPrefix = "players") {
  const { h, t } = api;
  const range = playerRange(api);
  const list = h("ol", { class: "dixit-name-list" });
  const add = actionButton(api, `+ ${t("dixit.add_player")}`, () => on.add(), { class: "md-button dixit-add" });
  const box = h(
    "fieldset",
    { class: "dixit-names", "data-path": pathPrefix },
    h("legend", {}, t("dixit.players_legend")),
    h("p", { class: "dixit-hint" }, t("dixit.seating_hint")),
    list,
    add,
  );
  const rows = [];

  function row(index) {
    const remove = api.action(
      h("button", { type: "button", class: "md-button dixit-remove" }, "✕"),
      () => on.remove(Number(remove.dataset.index)),
    );
    const field = nameInput(api, {
      index,
      value: names[index],
      path: `${pathPrefix}.${index}`,
      onInput: (value) => {
        names[Number(remove.dataset.index)] = value;
        on.edit();
      },
    });
    return { li: h("li", {}, field, remove), input: field.querySelector("input"), label: field.querySelector("label"), remove };
  }

  function sync() {
    while (rows.length < names.length) {
      const made = row(rows.length);
      rows.push(made);
      list.append(made.li);
    }
    while (rows.length > names.length) rows.pop().li.remove();
    rows.forEach((made, index) => {
      const text = t("common.default_player", { number: index + 1 });
      if (made.input.value !== names[index]) made.input.value = names[index];
      made.input.placeholder = text;
      made.input.dataset.path = `${pathPrefix}.${index}`;
      made.label.textContent = text;
      made.remove.dataset.index = String(index);
      made.remove.setAttribute("aria-label", t("dixit.remove_player", { name: playerLabel(api, names[index], index) }));
      made.remove.hidden = names.length <= range.min;
    });
    add.hidden = names.length >= range.max;
  }

  sync();
  return { element: box, sync, input: (index) => rows[index] && rows[index].input };
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
