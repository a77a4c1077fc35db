// "Where can this card go?": a card, optionally where it lies and the player's pyramid;
// Python (calculators.neteru, action "place") answers the slot it is played on and the
// Priest's moves. This file only draws the form and marks the slots Python names.

import {
  NUMBERS, cardFromValue, cardOptions, cardValue, godsForm, godsRequest, godsState,
  pyramidForm, pyramidRequest, pyramidState, setMark, uid,
} from "./neteru-common.js";

const STORE_KEY = "neteru-place";

export function toRequest(state) {
  const request = { card: cardFromValue(state.card), pyramid: pyramidRequest(state.pyramid), gods: godsRequest(state.gods) };
  if (state.from) request.from = Number(state.from);
  return request;
}

function fromRequest(raw) {
  const state = { card: "", from: "", pyramid: {}, gods: {} };
  if (!raw || typeof raw !== "object") return state;
  state.card = cardValue(raw.card);
  state.from = NUMBERS.includes(raw.from) ? String(raw.from) : "";
  state.pyramid = pyramidState(raw.pyramid);
  state.gods = godsState(raw.gods);
  return state;
}

export default function mount(root, api) {
  const { h, t } = api;
  root.classList.add("neteru-w");
  const saved = api.store.load(STORE_KEY);
  const state = fromRequest(saved.value);
  const id = uid("np");

  const form = h("form", { onsubmit: (event) => event.preventDefault() });
  const result = h("div", { class: "calc-result", "aria-live": "polite" });
  const ask = api.latest("neteru", "place", result);
  const pyramid = pyramidForm(api, state.pyramid, "pyramid", update, id);
  form.append(
    h("label", { for: `${id}-card` }, t("neteru.place.card"),
      h("select", { id: `${id}-card`, "data-path": "card", onchange: (event) => { state.card = event.target.value; update(); } },
        cardOptions(api, state.card, t("neteru.choose")))),
    h("label", { for: `${id}-from` }, t("neteru.place.from"),
      h("select", { id: `${id}-from`, "data-path": "from", onchange: (event) => { state.from = event.target.value; update(); } },
        h("option", { value: "", selected: !state.from }, t("neteru.place.from_hand")),
        NUMBERS.map((n) => h("option", { value: String(n), selected: state.from === String(n) }, t("neteru.slot_label", { n }))))),
    h("details", { open: Object.keys(state.pyramid).length > 0 },
      h("summary", {}, t("neteru.place.pyramid")),
      h("fieldset", { "data-path": "pyramid" }, h("legend", {}, t("neteru.pyramid")), pyramid.element),
      godsForm(api, state.gods, "gods", update, id)),
  );
  root.append(form, result);

  async function update() {
    api.save(STORE_KEY, toRequest(state));
    const answer = await ask(toRequest(state));
    if (answer) show(answer);
  }

  function show(answer) {
    for (const n of NUMBERS) setMark(pyramid.cells[n], "");
    result.replaceChildren();
    if (!state.card) {
      api.showErrors(form, []);
      result.append(h("p", {}, t("neteru.place.pick")));
      api.markResult(result);
      return;
    }
    const unplaced = api.showErrors(form, answer.ok ? [] : answer.errors);
    if (!answer.ok) {
      result.append(h("p", { class: "calc-error" }, t("core.fix_fields")));
      for (const message of unplaced) result.append(h("p", { class: "calc-error" }, `⚠ ${message}`));
      api.markResult(result);
      return;
    }
    const marks = {};
    for (const dest of answer.play) (marks[dest.slot] ||= []).push(t("neteru.mark.play"));
    for (const dest of answer.priest.to) (marks[dest.slot] ||= []).push(t("neteru.mark.priest"));
    for (const [slot, texts] of Object.entries(marks)) setMark(pyramid.cells[slot], texts.join(" "));
    const slots = (list) => (list.length ? list.map((d) => d.slot).join(", ") : t("neteru.place.none"));
    result.append(
      h("dl", {},
        h("dt", {}, t("neteru.place.play")), h("dd", { "data-play": slots(answer.play) }, slots(answer.play)),
        h("dt", {}, t("neteru.place.priest")), h("dd", { "data-priest": slots(answer.priest.to) }, slots(answer.priest.to))),
      h("ol", { class: "calc-explanation" }, answer.explanation.map((line) => h("li", {}, line))),
    );
    api.markResult(result);
  }

  update();
}
