// roster.js: the players of a table, entered the same way in every widget (the one roster editor).
//
// A fieldset with one row per player in seating order: a visible "Player 2" label, the name
// field (left blank, the player is "Player 2", which is never stored as a name), "↑" to move the
// player up where the order matters, ✕ to remove the player (with Undo), and "+ Add a player" at
// the end, within the game's player range (api.data). Rows are kept and updated in place: typing
// never redraws the field typed in, and a second tap lands on a button still settling.
//
//   const roster = rosterEditor(api, {
//     players,          // () => the widget's array of players (edited in place): names, or
//                       // objects with a `name`
//     legend, hint,     // the fieldset's legend, and a line under it (optional)
//     path,             // where Python points its errors: "players" (a name: players.2 or players.2.name)
//     blank,            // () => a new player, added at the end
//     take, put,        // a copy of the widget's state, and putting one back (Undo of a removal)
//     moved,            // (shift) => re-point what refers to players by index: shift(i) is
//                       // player i's new index, null for one removed (optional)
//     renamed,          // (index) => after a name is typed: show it, ask Python
//     changed,          // () => after a player is added, removed or moved: redraw, ask Python
//     reorder,          // true: the "↑" buttons (where seating order matters)
//   });
//   roster.element; roster.sync() after the players changed elsewhere (Undo, a new game);
//   roster.input(i) is player i's name field.
//
// The table's players are typed once: the names last typed in any roster, of any game, are kept
// on this device (localStorage "tablerules:table", never in a share link), and every roster whose
// names differ offers them in one tap ("Players at this table: Ana, Bo, Cem — Use them"), which
// Undo takes back. A page's other rosters and other tabs follow at once.

import { actionButton, nameInput, playerLabel, playerRange } from "./widget-kit.js";

const TABLE_KEY = "table";
const TABLE_EVENT = "tablerules:table";

// The names of the players at the table, as last typed in a roster ([] when none).
function tableNames(api) {
  const value = api.store.load(TABLE_KEY).value;
  const names = value && Array.isArray(value.names) ? value.names.filter((name) => typeof name === "string") : [];
  return names.some((name) => name.trim()) ? names : [];
}

export function rosterEditor(api, options) {
  const { h, t } = api;
  const { players: current, legend, hint = null, path = "players", blank, take, put, moved = null, renamed, changed, reorder = false } = options;
  const range = playerRange(api);
  const named = typeof blank() === "object";
  const nameOf = (index) => (named ? current()[index].name : current()[index]);
  const fieldPath = (index) => (named ? `${path}.${index}.name` : `${path}.${index}`);
  const label = (index) => playerLabel(api, nameOf(index), index);

  const list = h("ol", { class: "calc-roster-list" });
  const add = actionButton(api, `+ ${t("common.roster.add")}`, addOne, { class: "md-button calc-roster-add", "data-action": "add-player" });
  const offer = h("p", { class: "calc-roster-table", hidden: true });
  const element = h("fieldset", { class: "calc-roster", "data-path": path },
    h("legend", {}, legend), hint ? h("p", { class: "calc-hint" }, hint) : null, offer, list, add);
  const rows = [];
  const names = () => current().map((_, index) => nameOf(index) || "");

  // ---- The table's players: kept when typed here, offered when they differ -------------------
  function keepTable() {
    const typed = names();
    if (!typed.some((name) => name.trim())) return;
    api.store.save(TABLE_KEY, { names: typed });
    window.dispatchEvent(new CustomEvent(TABLE_EVENT));
  }

  function drawOffer() {
    const table = tableNames(api).slice(0, range.max);
    const same = JSON.stringify(table.map((name) => name.trim())) === JSON.stringify(names().map((name) => name.trim()));
    offer.hidden = !table.length || same;
    if (offer.hidden) return;
    const shown = table.map((name, index) => playerLabel(api, name, index)).join(", ");
    offer.replaceChildren(
      h("span", {}, t("common.roster.table", { names: shown })), " ",
      api.action(h("button", { type: "button", class: "md-button calc-roster-use", "data-action": "use-table" }, t("common.roster.use_table")), () => useTable(table)),
    );
  }

  function useTable(table) {
    const players = current();
    const before = take();
    const count = Math.max(range.min, Math.min(range.max, table.length));
    const kept = players.length;
    while (players.length < count) players.push(blank());
    players.splice(count);
    if (moved && count < kept) moved((i) => (i < count ? i : null));
    players.forEach((_, index) => {
      const name = table[index] || "";
      if (named) players[index].name = name;
      else players[index] = name;
    });
    sync();
    changed();
    api.undoable(t("common.roster.table_used"), () => {
      put(before);
      sync();
    });
  }

  window.addEventListener(TABLE_EVENT, () => drawOffer());
  window.addEventListener("storage", (event) => event.key && event.key.endsWith(`:${TABLE_KEY}`) && drawOffer());

  function row() {
    const made = {};
    made.field = nameInput(api, {
      index: rows.length,
      value: "",
      path: fieldPath(rows.length),
      onInput: (value) => {
        const index = Number(made.li.dataset.index);
        if (named) current()[index].name = value;
        else current()[index] = value;
        made.remove.setAttribute("aria-label", t("common.roster.remove", { name: label(index) }));
        if (made.up) made.up.setAttribute("aria-label", t("common.roster.move_up", { name: label(index) }));
        renamed(index);
        keepTable();
      },
    });
    made.input = made.field.querySelector("input");
    made.number = h("span", { class: "calc-roster-number", "aria-hidden": "true" });
    made.up = reorder ? api.action(h("button", { type: "button", class: "md-button calc-roster-up", "data-action": "move-player-up" }, "↑"), () => moveUp(Number(made.li.dataset.index))) : null;
    made.remove = api.action(h("button", { type: "button", class: "md-button calc-roster-remove", "data-action": "remove-player" }, "✕"), () => removeOne(Number(made.li.dataset.index)));
    made.li = h("li", { class: "calc-roster-row" }, made.number, made.field, made.up, made.remove);
    return made;
  }

  // The rows follow the players: as many as there are, each showing its player.
  function sync() {
    const players = current();
    while (rows.length < players.length) list.append((rows[rows.length] = row()).li);
    while (rows.length > players.length) rows.pop().li.remove();
    rows.forEach((made, index) => {
      const number = t("common.default_player", { number: index + 1 });
      made.li.dataset.index = String(index);
      made.number.textContent = number;
      if (made.input.value !== (nameOf(index) || "")) made.input.value = nameOf(index) || "";
      made.input.placeholder = number;
      made.input.dataset.path = fieldPath(index);
      made.field.querySelector("label").textContent = t("common.roster.name_label", { number: index + 1 });
      made.remove.dataset.index = String(index);
      made.remove.setAttribute("aria-label", t("common.roster.remove", { name: label(index) }));
      made.remove.hidden = players.length <= range.min;
      if (made.up) {
        made.up.hidden = index === 0;
        made.up.setAttribute("aria-label", t("common.roster.move_up", { name: label(index) }));
      }
    });
    add.hidden = players.length >= range.max;
    drawOffer();
  }

  function addOne() {
    const players = current();
    if (players.length >= range.max) return;
    players.push(blank());
    sync();
    changed();
    keepTable();
    rows[players.length - 1].input.focus();
  }

  function removeOne(index) {
    const players = current();
    if (players.length <= range.min || index < 0 || index >= players.length) return;
    const before = take();
    const name = label(index);
    players.splice(index, 1);
    if (moved) moved((i) => (i === index ? null : i > index ? i - 1 : i));
    sync();
    changed();
    keepTable();
    api.undoable(t("common.roster.removed", { name }), () => {
      put(before);
      sync();
    });
  }

  // Player `index` and the one before swap seats; what refers to them follows the person.
  function moveUp(index) {
    const players = current();
    if (index < 1 || index >= players.length) return;
    [players[index - 1], players[index]] = [players[index], players[index - 1]];
    if (moved) moved((i) => (i === index ? index - 1 : i === index - 1 ? index : i));
    sync();
    changed();
    keepTable();
    // Focus stays with the player moved: on its "↑" if it still has one, else on its name.
    (index > 1 ? rows[index - 1].up : rows[0].input).focus();
  }

  sync();
  return { element, sync, input: (index) => rows[index] && rows[index].input };
}
