// The IPSO sheet's form state and the data it keeps and sends (calculators/ipso FORMATS.md,
// action "game"), one into the other: what this browser saves and a share link hold every round
// column; the request only the rounds of the chosen mode. No rule here, just the shape.

import { defaultLabel, playerRange } from "../widget-kit.js";
import { blankRows, facts, rowsFromData, rowsToRequest } from "./ipso-shared.js";

function blankCell() {
  return { kind: "typed", score: "", stars: "", rows: null, star_card: "kept" };
}

export function sheetShape(api) {
  const { modes } = facts(api);
  const range = playerRange(api);
  const columnsOf = (mode) => modes[mode] || 1;
  const maxColumns = Math.max(1, ...Object.values(modes));
  const modeNames = Object.keys(modes);

  const blankPlayer = (name = "") => ({ name, cells: Array.from({ length: maxColumns }, blankCell) });
  const emptyState = (names) => ({
    mode: modeNames[0],
    even_odd: false,
    players: (names || Array.from({ length: range.min }, () => "")).map((name) => blankPlayer(name)),
  });

  // A stored or shared sheet (request format) back into form state. What can be read is kept;
  // `lost` counts the parts that could not be (the caller says so). Not a sheet at all: throws.
  function fromData(raw) {
    if (!raw || typeof raw !== "object" || Array.isArray(raw) || !Array.isArray(raw.players)) throw new Error("not a sheet");
    let lost = 0;
    const state = emptyState();
    if (raw.mode !== undefined && !modeNames.includes(raw.mode)) lost += 1;
    state.mode = modeNames.includes(raw.mode) ? raw.mode : modeNames[0];
    state.even_odd = Boolean(raw.variants && raw.variants.even_odd === true);
    if (raw.players.length > range.max) lost += raw.players.length - range.max;
    state.players = raw.players.slice(0, range.max).map((player, index) => {
      if (!player || typeof player !== "object") lost += 1;
      let name = player && typeof player.name === "string" ? player.name : "";
      if (name === defaultLabel(api, index)) name = ""; // earlier versions stored the default name itself
      const out = blankPlayer(name);
      const rounds = player && Array.isArray(player.rounds) ? player.rounds : [];
      if (player && player.rounds !== undefined && player.rounds !== null && !Array.isArray(player.rounds)) lost += 1;
      rounds.slice(0, maxColumns).forEach((entry, r) => {
        const cell = out.cells[r];
        if (entry === null || entry === undefined) return;
        if (typeof entry !== "object") { lost += 1; return; }
        if (entry.pyramid && typeof entry.pyramid === "object") {
          cell.kind = "pyramid";
          cell.rows = rowsFromData(api, entry.pyramid.rows);
          cell.star_card = entry.pyramid.star_card === "given_up" ? "given_up" : "kept";
          return;
        }
        for (const field of ["score", "stars"]) {
          if (Number.isFinite(entry[field])) cell[field] = String(entry[field]);
          else if (entry[field] !== undefined && entry[field] !== null) lost += 1;
        }
      });
      return out;
    });
    while (state.players.length < range.min) state.players.push(blankPlayer());
    return { state, lost };
  }

  function cellToEntry(cell) {
    if (cell.kind === "pyramid") return { pyramid: { rows: rowsToRequest(cell.rows || blankRows(api)), star_card: cell.star_card } };
    if (cell.score === "" && cell.stars === "") return null;
    const entry = {};
    if (cell.score !== "") entry.score = Number(cell.score);
    if (cell.stars !== "") entry.stars = Number(cell.stars);
    return entry;
  }

  // Everything the sheet holds, every round column kept (what is stored and shared).
  function toData(sheet) {
    return {
      mode: sheet.mode,
      variants: { even_odd: sheet.even_odd },
      players: sheet.players.map((player) => ({ name: player.name, rounds: player.cells.map(cellToEntry) })),
    };
  }

  // The request for Python: only the rounds of the chosen mode.
  function toRequest(sheet) {
    const data = toData(sheet);
    const columns = columnsOf(sheet.mode);
    data.players = data.players.map((player) => ({ name: player.name, rounds: player.rounds.slice(0, columns) }));
    return data;
  }

  return { columnsOf, modeNames, blankPlayer, emptyState, fromData, toData, toRequest };
}
