// "Where can this card go?": a card (chosen in two taps: its type, then its number), optionally
// where it lies now and the player's pyramid; Python (calculators.neteru, action "place") answers
// the slot it is played on and the Priest's moves. This file draws the form and marks the slots
// Python names; nothing is said about a card before one is chosen.

import { explanationList, uid } from "../widget-kit.js";
import {
  answerArea, beginPosition, cardButton, cardFromValue, cardName, cardValue, facts, godsForm, godsRequest,
  pyramidForm, pyramidRequest, setMark, showFieldErrors, showProblems,
} from "./neteru-common.js";

const STORE_KEY = "neteru-place";

function emptyState() {
  return { card: "", from: "", pyramid: {}, gods: {} };
}

export function toRequest(api, state) {
  const request = { card: cardFromValue(state.card), pyramid: pyramidRequest(api, state.pyramid), gods: godsRequest(api, state.gods) };
  if (state.from) request.from = Number(state.from);
  return request;
}

// The saved request's own fields (its pyramid and gods are read by beginPosition).
function readOwn(api, request, state) {
  state.card = request.card === undefined || request.card === null ? "" : cardValue(request.card);
  if (request.from === undefined || request.from === null) return;
  if (!facts(api).slots.includes(request.from)) throw new Error("not a slot");
  state.from = String(request.from);
}

export default function mount(root, api) {
  const { h, t } = api;
  const { known, picker, state } = beginPosition(root, api, { key: STORE_KEY, empty: emptyState, read: (raw, into) => readOwn(api, raw, into) });

  const form = h("form", { onsubmit: (event) => event.preventDefault() });
  const area = answerArea(api, { key: STORE_KEY, action: "place", request: () => toRequest(api, state), show: (answer) => show(answer) });
  const { live, result, update } = area;
  const pyramid = pyramidForm(api, picker, { pyramid: state.pyramid, path: "pyramid", onChange: update, legend: t("neteru.pyramid") });
  const fromId = uid("neteru-from");

  const card = cardButton(api, picker, {
    value: state.card,
    path: "card",
    where: t("neteru.place.card"),
    empty: t("neteru.choose"),
    onPick: (value) => {
      if (!value) return;
      state.card = value;
      card.textContent = cardName(api, value);
      update();
    },
  });
  form.append(
    h("div", { class: "neteru-card-row" }, h("span", { class: "neteru-card-label" }, t("neteru.place.card")), card),
    h("label", { for: fromId }, t("neteru.place.from"),
      h("select", { id: fromId, "data-path": "from", onchange: (event) => { state.from = event.target.value; update(); } },
        h("option", { value: "", selected: !state.from }, t("neteru.place.from_hand")),
        known.slots.map((n) => h("option", { value: String(n), selected: state.from === String(n) }, t("neteru.slot_label", { n }))))),
    h("details", { class: "neteru-place-pyramid", open: Object.keys(state.pyramid).length > 0 || Object.keys(state.gods).length > 0 },
      h("summary", {}, t("neteru.place.pyramid")),
      pyramid.element,
      godsForm(api, { gods: state.gods, path: "gods", onChange: update })),
  );
  root.append(form, live, result);

  function show(answer) {
    for (const slot of known.slots) setMark(pyramid.cells[slot], "");
    // Before a card is chosen, the missing card is no mistake: only the pyramid's problems show.
    const errors = state.card ? answer.errors : answer.errors.filter((error) => error.path !== "card");
    const unplaced = showFieldErrors(api, form, errors);
    if (errors.length) {
      showProblems(api, area, unplaced);
      return;
    }
    result.replaceChildren();
    live.replaceChildren();
    if (!state.card || !answer.ok) {
      result.append(h("p", {}, t("neteru.place.pick")));
      api.markResult(result);
      return;
    }
    const marks = {};
    for (const dest of answer.play) (marks[dest.slot] ||= []).push(t("neteru.mark.play"));
    for (const dest of answer.priest.to) (marks[dest.slot] ||= []).push(t("neteru.mark.priest"));
    for (const [slot, texts] of Object.entries(marks)) setMark(pyramid.cells[slot], texts.join(" "));
    const slots = (list) => (list.length ? list.map((d) => d.slot).join(", ") : t("neteru.place.none"));
    live.append(
      h("dl", { class: "neteru-answer" },
        h("dt", {}, t("neteru.place.play")), h("dd", { "data-play": slots(answer.play) }, slots(answer.play)),
        h("dt", {}, t("neteru.place.priest")), h("dd", { "data-priest": slots(answer.priest.to) }, slots(answer.priest.to))),
    );
    result.append(explanationList(api, answer.explanation));
    api.markResult(result);
  }

  update();
}
