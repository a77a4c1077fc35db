// Shared drawing helpers of the Pixies widgets (grid, dispute, trainer, turn, sheet, cards).
// No rule lives here: these functions only draw what Python answered or what the card list
// (api.data, built from calculators/pixies/cards.json) says a card shows.

export const SLOTS = [1, 2, 3, 4, 5, 6, 7, 8, 9];
export const ROUNDS = [1, 2, 3];
export const COLOUR_KEYS = ["blue", "green", "yellow", "red", "multi"];
// The grid widget's last total, offered to the score sheet (same page, or another tab).
export const LAST_TOTAL_KEY = "pixies-grid-last";
export const LAST_TOTAL_EVENT = "pixies:grid-total";
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 5;

// "multi" for a multicolour card (all four colours), otherwise its one colour.
export function colourKey(card) {
  return Array.isArray(card.colours) && card.colours.length === 4 ? "multi" : (Array.isArray(card.colours) && card.colours[0]) || "blue";
}

// "≈ blue": the colour always comes with its name and a symbol, never as a colour alone.
export function colourName(api, key) {
  return `${api.t(`pixies.symbol.${key}`)} ${api.t(`pixies.colour.${key}`)}`;
}

// Every feature of a card in one line: "4 · ≈ blue · +1 spiral per blue card".
export function cardLabel(api, card) {
  const key = colourKey(card);
  const bits = [`${card.number}`, colourName(api, key)];
  if (card.spirals) bits.push(`@${card.spirals}`);
  if (card.crosses) bits.push(`✕${card.crosses}`);
  if (card.spiral_per_colour) {
    bits.push(api.t("pixies.per_colour", { colour: api.t(`pixies.colour.${card.spiral_per_colour}`) }));
  }
  return bits.join(" · ");
}

// "5 ☀ yellow": number and colour only.
export function cardShort(api, card) {
  return `${card.number} ${colourName(api, colourKey(card))}`;
}

// A card as requests and answers give it (an id, or its typed features) -> its features, or null.
export function cardFeatures(api, value) {
  if (typeof value === "string") return cardIndex(api)[value] || null;
  if (value && typeof value === "object" && Number.isInteger(value.number)) return value;
  return null;
}

const indexes = new WeakMap();
export function cardIndex(api) {
  if (!api.data) return {};
  if (!indexes.has(api.data)) indexes.set(api.data, Object.fromEntries(api.data.cards.map((card) => [card.id, card])));
  return indexes.get(api.data);
}

// Element.append would write "null" for a missing optional part: skip those.
export function append(parent, ...children) {
  parent.append(...children.filter((child) => child !== null && child !== undefined && child !== false));
  return parent;
}

export function signed(points) {
  return points > 0 ? `+${points}` : String(points);
}

let counter = 0;
export function uid(prefix = "px") {
  counter += 1;
  return `${prefix}${counter}`;
}

// A read-only 3×3 drawing of a grid in the format of the Pixies answers (FORMATS.md, "A grid").
// options.zone: slots outlined as the counted zone; options.changed: the slot just played.
export function drawGrid(api, grid, options = {}) {
  const { h, t } = api;
  const zone = new Set(options.zone || []);
  const box = h("div", { class: "pixies-grid pixies-grid-view", role: "list", "aria-label": options.label || t("pixies.grid_label") });
  for (const n of SLOTS) {
    const raw = grid && typeof grid === "object" && grid[n] && typeof grid[n] === "object" ? grid[n] : {};
    const cell = h("div", { class: "pixies-cell", role: "listitem", "data-slot": n });
    cell.append(h("span", { class: "pixies-slot" }, t("pixies.slot", { n })));
    const card = cardFeatures(api, raw.card);
    const under = cardFeatures(api, raw.card_under);
    if (raw.back) {
      cell.classList.add("is-back");
      cell.dataset.state = "back";
      cell.append(h("span", { class: "pixies-state" }, t("pixies.state.back")));
    } else if (card) {
      const key = colourKey(card);
      const state = raw.validated ? "validated" : "lone";
      cell.classList.add("is-face", `colour-${key}`);
      if (raw.validated) cell.classList.add("is-validated");
      cell.dataset.state = state;
      cell.append(
        h("span", { class: "pixies-number" }, String(card.number)),
        h("span", { class: "pixies-colour" }, h("span", { "aria-hidden": "true" }, t(`pixies.symbol.${key}`)), ` ${t(`pixies.colour.${key}`)}`),
      );
      if (card.spirals) cell.append(h("span", { class: "pixies-symbols" }, `@ ${card.spirals} ${t("pixies.spirals")}`));
      if (card.crosses) cell.append(h("span", { class: "pixies-symbols" }, `✕ ${card.crosses} ${t("pixies.crosses")}`));
      if (card.spiral_per_colour) {
        cell.append(h("span", { class: "pixies-symbols" }, t("pixies.per_colour", { colour: t(`pixies.colour.${card.spiral_per_colour}`) })));
      }
      cell.append(h("span", { class: "pixies-state" }, t(`pixies.state.${state}`)));
    } else {
      cell.classList.add("is-empty");
      cell.dataset.state = "empty";
      cell.append(h("span", { class: "pixies-state" }, t("pixies.state.empty")));
    }
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

// The share link shown in a read-only field (always) and copied to the clipboard (when allowed).
export async function offerLink(api, root, holder, state) {
  const { h, t } = api;
  const link = api.share.link(state);
  const id = uid("link");
  holder.replaceChildren(
    h("label", { for: id }, t("pixies.share_label")),
    h("input", { id, type: "text", readonly: true, value: link, class: "pixies-link", onfocus: (event) => event.target.select() }),
  );
  try {
    await navigator.clipboard.writeText(link);
    api.notice(root, t("core.link_copied"));
  } catch (error) {
    api.notice(root, t("core.link_ready"));
  }
}

// After a share link has been read, later reloads come back to this browser's own saved state.
export function forgetLink() {
  history.replaceState(null, "", window.location.pathname + window.location.search);
}

// Errors Python could not place next to a field, as text.
export function errorList(api, messages) {
  const { h } = api;
  if (!messages.length) return null;
  return h("ul", { class: "calc-error-list" }, messages.map((message) => h("li", { class: "calc-error" }, `⚠ ${message}`)));
}

export function warningList(api, warnings) {
  const { h } = api;
  if (!warnings || !warnings.length) return null;
  return h("ul", { class: "calc-warnings" }, warnings.map((w) => h("li", {}, `ⓘ ${w.message}`)));
}
