// Shared drawing helpers of the Neteru widgets (sheet, place, chariot). No rule lives here:
// the lists below only name the cards a form can offer; Python checks and scores everything.
// Their look is in docs/assets/css/site.css (section "Neteru", classes neteru-*).

export const NUMBERED = ["scribe", "mummy", "citizen", "guard", "tomb_robber", "chariot", "priest"];
export const UNNUMBERED = ["sphinx", "phoenix"];
export const GODS = ["osiris", "bastet", "sobek", "nephthys", "ra", "anubis", "thoth", "sekhmet", "horus", "seth", "isis", "amon_ra"];
export const PYRAMIDIONS = ["mummy", "sphinx_phoenix", "priest_scribe", "chariot_guard", "tomb_robber", "majority", "discard", "diversity"];
// How the nine slots are drawn: floor 1 on top.
export const FLOORS = { 1: [1, 2], 2: [3, 4, 5], 3: [6, 7, 8, 9] };
export const NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

// "citizen-4" <-> {type: "citizen", number: 4}; "sphinx" <-> {type: "sphinx"}; "" <-> null.
export function cardValue(card) {
  if (!card || typeof card !== "object" || typeof card.type !== "string") return "";
  return card.number === undefined || card.number === null ? card.type : `${card.type}-${card.number}`;
}

export function cardFromValue(value) {
  if (!value) return null;
  const dash = value.lastIndexOf("-");
  if (dash > 0 && /^\d+$/.test(value.slice(dash + 1))) return { type: value.slice(0, dash), number: Number(value.slice(dash + 1)) };
  return { type: value };
}

export function cardName(api, card) {
  if (!card) return "";
  const type = api.t(`neteru.type.${card.type}`);
  return card.number === undefined || card.number === null ? type : api.t("neteru.card_n", { type, n: card.number });
}

// Every card of the game, grouped by type, as <option>s: what a select of a slot or the discard offers.
export function cardOptions(api, selected, emptyLabel) {
  const { h } = api;
  const options = [h("option", { value: "", selected: !selected }, emptyLabel)];
  for (const type of NUMBERED) {
    options.push(
      h("optgroup", { label: api.t(`neteru.type.${type}`) },
        NUMBERS.map((n) => h("option", { value: `${type}-${n}`, selected: selected === `${type}-${n}` }, cardName(api, { type, number: n })))),
    );
  }
  for (const type of UNNUMBERED) options.push(h("option", { value: type, selected: selected === type }, api.t(`neteru.type.${type}`)));
  // A value from an old save or a link that is no card of the game: kept, so Python can point at it.
  if (selected && !options.some((o) => o.value === selected || [...(o.children || [])].some((c) => c.value === selected))) {
    options.push(h("option", { value: selected, selected: true }, selected));
  }
  return options;
}

export function godOptions(api, selected) {
  const { h } = api;
  return [h("option", { value: "", selected: !selected }, api.t("neteru.no_god"))].concat(
    GODS.map((god) => h("option", { value: god, selected: selected === god }, api.t(`neteru.god.${god}`))),
  );
}

// The nine slot selects laid out as the pyramid; `pyramid` maps "1".."9" to a card value.
// Returns {element, cells} where cells[n] is the slot's box (for marks and errors).
export function pyramidForm(api, pyramid, path, onChange, uid) {
  const { h, t } = api;
  const cells = {};
  const rows = Object.entries(FLOORS).map(([floor, slots]) =>
    h("div", { class: "neteru-row", role: "group", "aria-label": t("neteru.floor_n", { n: floor }) },
      slots.map((slot) => {
        const id = `${uid}-s${slot}`;
        const select = h("select", {
          id,
          "data-path": `${path}.${slot}`,
          onchange: (event) => {
            pyramid[slot] = event.target.value;
            onChange();
          },
        }, cardOptions(api, pyramid[slot] || "", t("neteru.no_card")));
        cells[slot] = h("div", { class: "neteru-slot", "data-slot": slot },
          h("label", { for: id }, t("neteru.slot_label", { n: slot })), select, h("span", { class: "neteru-mark", hidden: true }));
        return cells[slot];
      })),
  );
  return { element: h("div", { class: "neteru-pyr" }, rows), cells };
}

export function godsForm(api, gods, path, onChange, uid) {
  const { h, t } = api;
  return h("fieldset", { class: "neteru-gods", "data-path": path },
    h("legend", {}, t("neteru.gods")),
    Object.keys(FLOORS).map((floor) => {
      const id = `${uid}-g${floor}`;
      return h("label", { for: id }, t("neteru.god_floor", { n: floor }),
        h("select", { id, "data-path": `${path}.${floor}`, onchange: (event) => { gods[floor] = event.target.value; onChange(); } },
          godOptions(api, gods[floor] || "")));
    }));
}

export function setMark(cell, text) {
  const mark = cell.querySelector(".neteru-mark");
  mark.textContent = text || "";
  mark.hidden = !text;
}

// {slot: value} of a form -> the pyramid object Python reads (empty slots left out).
export function pyramidRequest(pyramid) {
  const out = {};
  for (const n of NUMBERS) if (pyramid[n]) out[String(n)] = cardFromValue(pyramid[n]);
  return out;
}

export function pyramidState(raw) {
  const state = {};
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return state;
  for (const n of NUMBERS) {
    const value = cardValue(raw[String(n)]);
    if (value) state[n] = value;
  }
  return state;
}

export function godsRequest(gods) {
  const out = {};
  for (const floor of Object.keys(FLOORS)) if (gods[floor]) out[floor] = gods[floor];
  return out;
}

export function godsState(raw) {
  const state = {};
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return state;
  for (const floor of Object.keys(FLOORS)) if (typeof raw[floor] === "string") state[floor] = raw[floor];
  return state;
}

let counter = 0;
export function uid(prefix) {
  counter += 1;
  return `${prefix}${counter}`;
}
