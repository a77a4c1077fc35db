// The Pixies grid widget's form state and the request it sends (calculators/pixies FORMATS.md,
// action "score"), one into the other: a saved grid and a share link hold the request. No rule
// here, just the shape.

import { colourKey, roundNumbers, slotNumbers } from "./pixies-common.js";

// Nothing entered yet: each slot empty, with a blank card typed by its features.
export function emptyState(api) {
  const slots = {};
  for (const n of slotNumbers(api)) slots[n] = { state: "empty", card: "", custom: { colour: api.data.colours[0], spirals: 0, crosses: 0, per: "" } };
  return { round: 1, slots };
}

// The request Python expects, built from the form.
export function toRequest(api, state) {
  const grid = {};
  for (const n of slotNumbers(api)) {
    const slot = state.slots[n];
    if (!slot || slot.state === "empty") continue;
    if (slot.state === "back") {
      grid[n] = { back: true };
      continue;
    }
    let card = slot.card;
    if (card === "custom") {
      const c = slot.custom;
      const multi = api.data.multicolour;
      card = {
        number: n,
        colours: c.colour === multi.key ? multi.colours : [c.colour],
        spirals: Number(c.spirals) || 0,
        crosses: Number(c.crosses) || 0,
        spiral_per_colour: c.per || null,
      };
    }
    if (!card) continue; // a face state waiting for its card is not sent: no "required" error
    // An id the list does not hold (from a link) goes as it is: Python names it at its field.
    grid[n] = slot.state === "validated" ? { card, validated: true } : { card };
  }
  return { round: Number(state.round), grid };
}

// A request (a saved state or a link) back into form state; throws when it is not a grid.
export function fromRequest(api, request) {
  if (!request || typeof request !== "object" || Array.isArray(request)) throw new Error("not a grid");
  const state = emptyState(api);
  if (roundNumbers(api).includes(request.round)) state.round = request.round;
  const grid = request.grid && typeof request.grid === "object" ? request.grid : {};
  for (const n of slotNumbers(api)) {
    const raw = grid[n];
    if (!raw || typeof raw !== "object") continue;
    const slot = state.slots[n];
    if (raw.back) slot.state = "back";
    else if (typeof raw.card === "string") {
      slot.state = raw.validated ? "validated" : "lone";
      slot.card = raw.card;
    } else if (raw.card && typeof raw.card === "object") {
      const c = raw.card;
      slot.state = raw.validated ? "validated" : "lone";
      slot.card = "custom";
      slot.custom = {
        colour: colourKey(api, c),
        spirals: Number.isInteger(c.spirals) ? c.spirals : 0,
        crosses: Number.isInteger(c.crosses) ? c.crosses : 0,
        per: typeof c.spiral_per_colour === "string" ? c.spiral_per_colour : "",
      };
    }
  }
  return state;
}
