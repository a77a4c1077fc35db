// Drawing helpers shared by the Pixies widgets (grid, trainer, turn, sheet, cards). No rule and
// no game fact lives here: slots, rounds, players, colours and cards come from api.data
// (calculators/pixies/spec.py and widget.py, built into the page), sentences from Python or
// api.t(). Game-neutral helpers are in ../widget-kit.js.

// The grid widget's last total, offered to the score sheet (same page, or another tab).
export const LAST_TOTAL_KEY = "pixies-grid-last";
export const LAST_TOTAL_EVENT = "pixies:grid-total";
// The score sheet and the grid of one page (./pixies-grid-sheet.js): where the sheet's next round
// scores go (the sheet says it, and again when the grid asks), and a grid total put there.
export const SHEET_NEXT_EVENT = "pixies:sheet-next";
export const SHEET_ASK_EVENT = "pixies:sheet-ask";
export const PUT_TOTAL_EVENT = "pixies:put-total";

// The least scroll that shows `element` between the page's header and `bar`, kept in view at the
// bottom of the screen (the page's scroll-padding leaves room for both, shared/base.css; a bar
// taller than that room adds the rest): none when it is in view already.
export function bringIntoView(element, bar) {
  if (!element) return;
  const room = parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom) || 0;
  element.style.scrollMarginBottom = `${Math.max(0, bar.offsetHeight - room)}px`;
  element.scrollIntoView({ block: "nearest", behavior: "instant" });
}

export function slotNumbers(api) {
  return api.data.limits.slots;
}

export function roundNumbers(api) {
  return Array.from({ length: api.data.limits.rounds }, (_, i) => i + 1);
}

// A card's colour key ("blue"… or the multicolour key): given by the card list, or, for a card
// typed by its features, read from its colours (a multicolour card has them all).
export function colourKey(api, card) {
  if (card.colour) return card.colour;
  const colours = Array.isArray(card.colours) ? card.colours : [];
  const multi = api.data.multicolour;
  if (colours.length === multi.colours.length && multi.colours.every((c) => colours.includes(c))) return multi.key;
  return colours[0] || api.data.colours[0];
}

// "≈ blue": a colour always comes with its name and our symbol, never as a colour alone.
export function colourName(api, key) {
  return `${api.t(`pixies.symbol.${key}`)} ${api.t(`pixies.colour.${key}`)}`;
}

function count(api, key, n) {
  return api.t(n === 1 ? `pixies.pic.${key}_one` : `pixies.pic.${key}`, { n });
}

// What a card shows, in words a player reads on the card: "≈ blue, 6 spirals".
export function cardFeatures(api, card) {
  return [colourName(api, colourKey(api, card)), ...cardSymbols(api, card)].join(api.t("pixies.pic.list_sep"));
}

// A card's symbols in words, its colour left out: ["6 spirals", "2 crosses"] (may be empty).
export function cardSymbols(api, card) {
  const bits = [];
  if (card.spirals) bits.push(count(api, "spirals", card.spirals));
  if (card.crosses) bits.push(count(api, "crosses", card.crosses));
  if (card.spiral_per_colour) bits.push(api.t("pixies.pic.per_colour_words", { colour: api.t(`pixies.colour_card.${card.spiral_per_colour}`) }));
  return bits;
}

// "5 ≈ blue, 2 crosses": the number too.
export function cardWords(api, card) {
  return `${card.number} ${cardFeatures(api, card)}`;
}

// "5 ≈ blue": number and colour only.
export function cardShort(api, card) {
  return `${card.number} ${colourName(api, colourKey(api, card))}`;
}

const indexes = new WeakMap();
export function cardIndex(api) {
  if (!indexes.has(api.data)) indexes.set(api.data, Object.fromEntries(api.data.cards.map((card) => [card.id, card])));
  return indexes.get(api.data);
}

// A card as requests and answers give it (an id, or its typed features) -> its features, or null.
export function cardOf(api, value) {
  if (typeof value === "string") return cardIndex(api)[value] || null;
  if (value && typeof value === "object" && Number.isInteger(value.number)) return value;
  return null;
}

// One slot drawn as a small card: its number, colour (name and symbol) and state in words.
// `raw` is a slot in the request format ({card, validated} | {back: true} | nothing).
export function cardFace(api, n, raw) {
  const { h, t } = api;
  raw = raw && typeof raw === "object" ? raw : {};
  const card = cardOf(api, raw.card);
  const face = h("span", { class: "pixies-face" });
  let state = "empty";
  if (raw.back) {
    state = "back";
    face.append(h("span", { class: "pixies-face-number is-faint" }, String(n)), " ", h("span", { class: "pixies-face-state" }, t("pixies.state.back")));
  } else if (card) {
    state = raw.validated ? "validated" : "lone";
    const key = colourKey(api, card);
    face.classList.add(`colour-${key}`);
    face.append(
      h("span", { class: "pixies-face-number" }, String(card.number)),
      " ",
      h("span", { class: "pixies-face-colour" }, h("span", { class: "pixies-symbol", "aria-hidden": "true" }, t(`pixies.symbol.${key}`)), ` ${t(`pixies.colour.${key}`)}`),
      " ",
      h("span", { class: "pixies-face-state" }, raw.validated ? `✓ ${t("pixies.state.validated_short")}` : t("pixies.state.lone_short")),
    );
  } else {
    face.append(h("span", { class: "pixies-face-number is-faint" }, String(n)), " ", h("span", { class: "pixies-face-state" }, t("pixies.state.empty")));
  }
  face.dataset.state = state;
  return face;
}

// A slot in words, for a screen reader or a tooltip: "Slot 5: 5 ≈ blue, validated".
export function slotWords(api, n, raw) {
  const { t } = api;
  raw = raw && typeof raw === "object" ? raw : {};
  const card = cardOf(api, raw.card);
  let what = t("pixies.state.empty");
  if (raw.back) what = t("pixies.state.back");
  else if (card) what = `${cardWords(api, card)} — ${t(raw.validated ? "pixies.state.validated" : "pixies.state.lone")}`;
  return `${t("pixies.slot", { n })}: ${what}`;
}

// A read-only 3×3 drawing of a grid in the format of the Pixies answers (FORMATS.md, "A grid").
// options.zone: slots outlined as the counted zone; options.changed: the slot just played.
export function drawGrid(api, grid, options = {}) {
  const { h, t } = api;
  const zone = new Set(options.zone || []);
  const box = h("div", { class: "pixies-grid pixies-grid-view", role: "list", "aria-label": options.label || t("pixies.grid_label") });
  for (const n of slotNumbers(api)) {
    const raw = grid && typeof grid === "object" && grid[n] && typeof grid[n] === "object" ? grid[n] : {};
    const face = cardFace(api, n, raw);
    const cell = h("div", { class: "pixies-cell", role: "listitem", "data-slot": n, "data-state": face.dataset.state, "aria-label": slotWords(api, n, raw) }, face);
    const under = cardOf(api, raw.card_under);
    if (under && (raw.back || raw.validated)) {
      cell.append(h("span", { class: "pixies-hidden" }, t("pixies.hidden_card", { card: cardShort(api, under) })));
    }
    if (zone.has(n)) {
      cell.classList.add("in-zone");
      cell.append(h("span", { class: "pixies-zone-mark" }, `▣ ${t("pixies.in_zone")}`));
    }
    if (options.changed === n) {
      cell.classList.add("is-changed");
      cell.append(h("span", { class: "pixies-changed-mark" }, `★ ${t("pixies.just_placed")}`));
    }
    box.append(cell);
  }
  return box;
}

// A wide table in a box that scrolls sideways on a phone; the box takes the keyboard focus (so
// that it can be scrolled with the arrows) and is named for a screen reader.
export function scrollBox(api, label, ...children) {
  return api.h("div", { class: "pixies-table-scroll", tabindex: "0", role: "region", "aria-label": label }, ...children);
}
