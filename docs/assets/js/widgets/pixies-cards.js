// The 70 Pixies cards, filtered by number, colour and symbol. The list comes from the
// calculators package at build time (api.data: calculators/pixies/cards.json), so the page and
// the rules never disagree; filtering a list needs no rule and no Python.

import { uid } from "../widget-kit.js";
import { colourName, scrollBox, slotNumbers } from "./pixies-common.js";

const SYMBOLS = ["spirals", "crosses", "per_colour", "multi"];

function matches(api, card, filter) {
  if (filter.number && card.number !== Number(filter.number)) return false;
  if (filter.colour && card.colour !== filter.colour) return false;
  if (filter.symbol === "spirals" && !card.spirals) return false;
  if (filter.symbol === "crosses" && !card.crosses) return false;
  if (filter.symbol === "per_colour" && !card.spiral_per_colour) return false;
  if (filter.symbol === "multi" && card.colour !== api.data.multicolour.key) return false;
  return true;
}

export default function mount(root, api) {
  const { h, t } = api;
  const cards = api.data.cards;
  const copies = api.data.copies_per_number;
  const filter = { number: "", colour: "", symbol: "" };

  function field(label, key, options) {
    const id = uid("filter");
    return h(
      "div",
      { class: "pixies-field" },
      h("label", { for: id }, label),
      h(
        "select",
        { id, "data-filter": key, onchange: (event) => { filter[key] = event.target.value; show(); } },
        h("option", { value: "" }, t("pixies.cards.any")),
        options.map(([value, text]) => h("option", { value }, text)),
      ),
    );
  }

  const form = h(
    "form",
    { class: "pixies-form pixies-card-filter", onsubmit: (event) => event.preventDefault() },
    field(t("pixies.cards.number"), "number", slotNumbers(api).map((n) => [String(n), String(n)])),
    field(t("pixies.colour"), "colour", api.data.colour_keys.map((key) => [key, colourName(api, key)])),
    field(t("pixies.cards.symbol"), "symbol", SYMBOLS.map((key) => [key, t(`pixies.cards.symbol_${key}`)])),
  );
  const result = h("div", { class: "calc-result pixies-cards-result", "aria-live": "polite" });
  root.append(form, result);

  function effect(card) {
    return card.spiral_per_colour ? t("pixies.pic.per_colour_words", { colour: t(`pixies.colour_card.${card.spiral_per_colour}`) }) : "—";
  }

  function show() {
    const found = cards.filter((card) => matches(api, card, filter));
    const numbers = slotNumbers(api);
    const byNumber = numbers.map((n) => found.filter((card) => card.number === n).length);
    result.replaceChildren(
      h("p", { class: "pixies-card-count" }, h("strong", { "data-count": found.length }, t("pixies.cards.matching", { n: found.length, total: cards.length }))),
      h(
        "table",
        { class: "pixies-number-counts" },
        h("caption", {}, t("pixies.cards.per_number")),
        h("thead", {}, h("tr", {}, h("th", { scope: "col" }, t("pixies.cards.number")), h("th", { scope: "col" }, t("pixies.cards.shown")), h("th", { scope: "col" }, t("pixies.cards.in_deck")))),
        h("tbody", {}, numbers.map((n, i) => h("tr", { "data-number": n }, h("th", { scope: "row" }, String(n)), h("td", {}, String(byNumber[i])), h("td", {}, String(copies[String(n)]))))),
      ),
      found.length
        ? scrollBox(
          api,
          t("pixies.cards.list"),
          h(
            "table",
            { class: "pixies-card-list" },
            h("caption", {}, t("pixies.cards.list")),
            h("thead", {}, h("tr", {},
              [t("pixies.cards.number"), t("pixies.colour"), t("pixies.spirals_label"), t("pixies.crosses_label"), t("pixies.cards.effect")].map((text) => h("th", { scope: "col" }, text)))),
            h("tbody", {}, found.map((card) =>
              h("tr", { "data-card": card.id },
                h("td", {}, String(card.number)),
                h("td", {}, colourName(api, card.colour)),
                h("td", {}, String(card.spirals)),
                h("td", {}, String(card.crosses)),
                h("td", {}, effect(card))))),
          ),
        )
        : h("p", {}, t("pixies.cards.none")),
    );
    api.markResult(result);
  }

  show();
}
