// Shared drawing helpers of the Dixit widgets (dixit-round.js, dixit-game.js).
// They only draw forms and answers; every rule and every check is in calculators.dixit.

// Read by screen readers, not shown.
export const HIDDEN = "position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap";

// Small choice buttons: real <button>s with aria-pressed, a ✔ in the text when chosen
// (so the choice never rests on colour alone), compact enough for a phone.
const CHIP_STYLE = "padding:.35em .7em;margin:.15em .3em .15em 0;min-width:2.75em;min-height:2.75em;font-size:.75rem";

export function chip(api, label, pressed, onclick, extra = {}) {
  const button = api.h("button", { type: "button", style: CHIP_STYLE, onclick, "data-label": label, ...extra });
  setPressed(button, pressed);
  return button;
}

// Marks a chip chosen or not, in place, so keyboard focus stays where it is.
export function setPressed(button, pressed) {
  button.className = pressed ? "md-button md-button--primary dixit-chip" : "md-button dixit-chip";
  button.setAttribute("aria-pressed", pressed ? "true" : "false");
  button.textContent = pressed ? `✔ ${button.dataset.label}` : button.dataset.label;
}

export function actionButton(api, label, onclick, extra = {}) {
  return api.h("button", { type: "button", class: "md-button", style: "margin:.3em .4em .3em 0;padding:.4em 1em", onclick, ...extra }, label);
}

// The editable list of names, in seating order. `names` is mutated; `changed(structural, what)`
// is called after each edit: structural when a row was added ({added: i}) or removed ({removed: i}).
export function namesEditor(api, names, changed, pathPrefix = "players") {
  const { h, t } = api;
  const box = h("fieldset", { class: "dixit-names", "data-path": pathPrefix }, h("legend", {}, t("dixit.players_legend")));
  box.append(h("p", { class: "dixit-hint", style: "margin:.2em 0 .5em;font-size:.7rem" }, t("dixit.seating_hint")));
  const list = h("ol", { style: "margin:0;padding-left:1.5em" });
  box.append(list);
  names.forEach((name, index) => {
    const id = uid("name");
    const input = h("input", {
      type: "text",
      id,
      value: name,
      autocomplete: "off",
      autocapitalize: "words",
      spellcheck: "false",
      enterkeyhint: "next",
      "data-path": `${pathPrefix}.${index}`,
      style: "width:12em;max-width:60vw;padding:.3em .5em",
      oninput: (event) => {
        names[index] = event.target.value;
        changed(false);
      },
    });
    const remove = h(
      "button",
      {
        type: "button",
        class: "dixit-remove",
        style: "margin-left:.4em;padding:.2em .5em;border:1px solid currentColor;border-radius:.2em",
        "aria-label": t("dixit.remove_player", { n: index + 1 }),
        onclick: () => {
          names.splice(index, 1);
          changed(true, { removed: index });
        },
      },
      "✕",
    );
    list.append(h("li", { style: "margin:.2em 0" }, h("label", { for: id, class: "dixit-visually-hidden", style: HIDDEN }, t("dixit.player_n", { n: index + 1 })), input, remove));
  });
  box.append(
    actionButton(api, `+ ${t("dixit.add_player")}`, () => {
      names.push("");
      changed(true, { added: names.length - 1 });
    }),
  );
  return box;
}

// One group of buttons per voter: the card each voter chose, named by its owner.
// `votes` maps a voter's name to the owner of the chosen card; `changed()` after each tap
// (the buttons update themselves in place, so focus stays on the tapped one).
// `cardsEach` is 2 at three players (each non-storyteller handed in a pair), from Python.
export function votesEditor(api, { players, storyteller, votes, pathPrefix, cardsEach }, changed) {
  const { h, t } = api;
  const box = h("div", { class: "dixit-votes", "data-path": pathPrefix });
  for (const voter of players) {
    if (voter === storyteller) continue;
    const group = h("fieldset", { class: "dixit-voter", "data-path": `${pathPrefix}.${voter}`, style: "margin:.4em 0;padding:.3em .6em" });
    group.append(h("legend", {}, t("dixit.vote_of", { name: voter })));
    for (const owner of players) {
      if (owner === voter) continue;
      let label = owner;
      if (owner === storyteller) label = t("dixit.card_of_storyteller", { name: owner });
      else if (cardsEach === 2) label = t("dixit.card_of_pair", { name: owner });
      group.append(
        chip(api, label, votes[voter] === owner, () => {
          if (votes[voter] === owner) delete votes[voter];
          else votes[voter] = owner;
          for (const other of group.querySelectorAll("button[data-owner]")) setPressed(other, votes[voter] === other.dataset.owner);
          changed();
        }, { "data-owner": owner }),
      );
    }
    box.append(group);
  }
  return box;
}

// The points of one round: a table player / points / why, then Python's sentences.
export function roundResult(api, round, explanation) {
  const { h, t } = api;
  const rows = round.players.map((player) =>
    h(
      "tr",
      { "data-player": player.name, "data-points": player.points },
      h("th", { scope: "row" }, player.storyteller ? `★ ${player.name}` : player.name),
      h("td", { style: "text-align:right" }, h("strong", {}, String(player.points))),
      h("td", {}, player.why),
    ),
  );
  return [
    h(
      "table",
      { class: "dixit-points" },
      h("thead", {}, h("tr", {}, h("th", { scope: "col" }, t("dixit.col_player")), h("th", { scope: "col" }, t("dixit.col_points")), h("th", { scope: "col" }, t("dixit.col_why")))),
      h("tbody", {}, rows),
    ),
    h("ol", { class: "calc-explanation" }, (explanation || []).map((line) => h("li", {}, line))),
  ];
}

// Python's errors: missing votes become one calm line; the others go next to their fields.
export function splitErrors(errors) {
  const missing = [];
  const others = [];
  for (const error of errors || []) {
    if (error.code === "dixit.vote_missing") missing.push(error.params.name);
    else others.push(error);
  }
  return { missing, others };
}

export function trimmed(names) {
  return names.map((name) => (typeof name === "string" ? name.trim() : ""));
}


let counter = 0;
export function uid(prefix) {
  counter += 1;
  return `dixit-${prefix}-${counter}`;
}
