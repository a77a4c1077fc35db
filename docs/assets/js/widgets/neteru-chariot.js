// "What can this War Chariot take?": the Chariot's floor and the targeted opponent's pyramid and
// gods; Python (calculators.neteru, action "chariot") says which visible cards may be removed and
// why the others are protected. This file draws the form and marks the slots; emptying the
// pyramid offers an undo.

import { actionButton, errorList, explanationList, radioGroup } from "../widget-kit.js";
import {
  facts, godsForm, godsRequest, godsState, makePicker, pyramidForm, pyramidRequest, pyramidState, setMark,
} from "./neteru-common.js";

const STORE_KEY = "neteru-chariot";

function emptyState() {
  return { floor: "1", pyramid: {}, gods: {} };
}

export function toRequest(api, state) {
  return { floor: Number(state.floor), pyramid: pyramidRequest(api, state.pyramid), gods: godsRequest(api, state.gods) };
}

// A saved request back into form state; what is not one throws (the saved text is offered back).
export function fromRequest(api, raw) {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) throw new Error("not a chariot request");
  const state = emptyState();
  if (raw.floor !== undefined && raw.floor !== null) {
    if (!Number.isInteger(raw.floor) || raw.floor < 1 || raw.floor > facts(api).floors.length) throw new Error("not a floor");
    state.floor = String(raw.floor);
  }
  state.pyramid = pyramidState(api, raw.pyramid);
  state.gods = godsState(api, raw.gods);
  return state;
}

export default function mount(root, api) {
  const { h, t } = api;
  const known = facts(api);
  root.classList.add("neteru-w");
  let state = api.restore(STORE_KEY, (raw) => fromRequest(api, raw), emptyState);
  const picker = makePicker(api);

  const fields = h("div", { class: "neteru-fields" });
  const form = h("form", { onsubmit: (event) => event.preventDefault() },
    fields,
    h("div", { class: "neteru-tools" }, actionButton(api, t("neteru.chariot.clear"), clearPyramid)));
  const live = h("div", { class: "neteru-live" });
  const result = h("div", { class: "calc-result", "aria-live": "polite" });
  root.append(form, live, result);
  const ask = api.latest("neteru", "chariot", result);
  let pyramid = null;

  function draw() {
    picker.close(false);
    pyramid = pyramidForm(api, picker, { pyramid: state.pyramid, path: "pyramid", onChange: update, legend: t("neteru.chariot.pyramid") });
    const floor = radioGroup(api, {
      legend: t("neteru.chariot.floor"),
      path: "floor",
      choices: known.floors.map((_, index) => [String(index + 1), t("neteru.floor_n", { n: index + 1 })]),
      value: state.floor,
      onChange: (value) => {
        state.floor = value;
        update();
      },
    });
    floor.classList.add("neteru-floor-choice");
    fields.replaceChildren(floor, pyramid.element, godsForm(api, { gods: state.gods, path: "gods", onChange: update }));
  }

  function clearPyramid() {
    const before = JSON.parse(JSON.stringify(state));
    state = { ...state, pyramid: {} };
    draw();
    update();
    api.undoable(t("neteru.chariot.cleared"), () => {
      state = before;
      draw();
      update();
    });
  }

  async function update() {
    api.save(STORE_KEY, toRequest(api, state));
    const answer = await ask(toRequest(api, state));
    if (answer) show(answer);
  }

  function show(answer) {
    for (const slot of known.slots) setMark(pyramid.cells[slot], "");
    const unplaced = api.showErrors(form, answer.errors);
    result.replaceChildren();
    live.replaceChildren();
    if (!answer.ok) {
      live.append(h("p", { class: "calc-error" }, `⚠ ${t("core.fix_fields")}`));
      result.append(h("p", { class: "calc-error" }, t("core.fix_fields")));
      const others = errorList(api, unplaced);
      if (others) result.append(others);
      api.markResult(result);
      return;
    }
    for (const target of answer.removable) setMark(pyramid.cells[target.slot], t("neteru.mark.removable"));
    for (const target of answer.protected) setMark(pyramid.cells[target.slot], t("neteru.mark.protected"));
    const list = (items) => items.map((item) => item.slot).join(", ") || "—";
    live.append(
      h("dl", { class: "neteru-answer" },
        h("dt", {}, t("neteru.chariot.removable")), h("dd", { "data-removable": list(answer.removable) }, list(answer.removable)),
        h("dt", {}, t("neteru.chariot.protected")), h("dd", { "data-protected": list(answer.protected) }, list(answer.protected))),
    );
    result.append(explanationList(api, answer.explanation));
    api.markResult(result);
  }

  draw();
  update();
}
