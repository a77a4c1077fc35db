// "What can this War Chariot take?": the Chariot's floor and the targeted opponent's pyramid
// and gods; Python (calculators.neteru, action "chariot") says which visible cards may be
// removed and why the others are protected. This file only draws and marks.

import {
  FLOORS, NUMBERS, godsForm, godsRequest, godsState, pyramidForm, pyramidRequest, pyramidState, setMark, uid,
} from "./neteru-common.js";

const STORE_KEY = "neteru-chariot";

export function toRequest(state) {
  return { floor: Number(state.floor), pyramid: pyramidRequest(state.pyramid), gods: godsRequest(state.gods) };
}

function fromRequest(raw) {
  const state = { floor: "1", pyramid: {}, gods: {} };
  if (!raw || typeof raw !== "object") return state;
  if ([1, 2, 3].includes(raw.floor)) state.floor = String(raw.floor);
  state.pyramid = pyramidState(raw.pyramid);
  state.gods = godsState(raw.gods);
  return state;
}

export default function mount(root, api) {
  const { h, t } = api;
  root.classList.add("neteru-w");
  const saved = api.store.load(STORE_KEY);
  const state = fromRequest(saved.value);
  const id = uid("nc");

  const form = h("form", { onsubmit: (event) => event.preventDefault() });
  const result = h("div", { class: "calc-result", "aria-live": "polite" });
  const ask = api.latest("neteru", "chariot", result);
  let pyramid = pyramidForm(api, state.pyramid, "pyramid", update, id);
  const pyramidBox = h("fieldset", { "data-path": "pyramid" }, h("legend", {}, t("neteru.chariot.pyramid")), pyramid.element);
  form.append(
    h("fieldset", { "data-path": "floor", class: "neteru-floor" },
      h("legend", {}, t("neteru.chariot.floor")),
      Object.keys(FLOORS).map((floor) =>
        h("label", { class: "neteru-choice" },
          h("input", { type: "radio", name: `${id}-floor`, value: floor, checked: state.floor === floor, onchange: () => { state.floor = floor; update(); } }),
          t("neteru.floor_n", { n: floor })))),
    pyramidBox,
    godsForm(api, state.gods, "gods", update, id),
    h("div", { class: "neteru-tools" },
      h("button", { type: "button", class: "md-button", onclick: clearPyramid }, t("neteru.chariot.clear"))),
  );
  root.append(form, result);

  function clearPyramid() {
    for (const n of NUMBERS) delete state.pyramid[n];
    pyramid = pyramidForm(api, state.pyramid, "pyramid", update, uid("nc"));
    pyramidBox.replaceChildren(h("legend", {}, t("neteru.chariot.pyramid")), pyramid.element);
    update();
  }

  async function update() {
    api.save(STORE_KEY, toRequest(state));
    const answer = await ask(toRequest(state));
    if (answer) show(answer);
  }

  function show(answer) {
    for (const n of NUMBERS) setMark(pyramid.cells[n], "");
    const unplaced = api.showErrors(form, answer.ok ? [] : answer.errors);
    result.replaceChildren();
    if (!answer.ok) {
      result.append(h("p", { class: "calc-error" }, t("core.fix_fields")));
      for (const message of unplaced) result.append(h("p", { class: "calc-error" }, `⚠ ${message}`));
      api.markResult(result);
      return;
    }
    for (const target of answer.removable) setMark(pyramid.cells[target.slot], t("neteru.mark.removable"));
    for (const target of answer.protected) setMark(pyramid.cells[target.slot], t("neteru.mark.protected"));
    const list = (items) => items.map((i) => i.slot).join(", ") || "—";
    result.append(
      h("dl", {},
        h("dt", {}, t("neteru.chariot.removable")), h("dd", { "data-removable": list(answer.removable) }, list(answer.removable)),
        h("dt", {}, t("neteru.chariot.protected")), h("dd", { "data-protected": list(answer.protected) }, list(answer.protected))),
      h("ol", { class: "calc-explanation" }, answer.explanation.map((line) => h("li", {}, line))),
    );
    api.markResult(result);
  }

  update();
}
