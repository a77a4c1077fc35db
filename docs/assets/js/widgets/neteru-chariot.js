// "What can this War Chariot take?": the Chariot's floor and the targeted opponent's pyramid and
// gods; Python (calculators.neteru, action "chariot") says which visible cards may be removed and
// why the others are protected. This file draws the form and marks the slots; emptying the
// pyramid offers an undo.

import { actionButton, changeWithUndo, explanationList, radioGroup } from "../widget-kit.js";
import {
  answerArea, beginPosition, facts, godsForm, godsRequest, pyramidForm, pyramidRequest, setMark, showFieldErrors, showProblems,
} from "./neteru-common.js";

const STORE_KEY = "neteru-chariot";

function emptyState() {
  return { floor: "1", pyramid: {}, gods: {} };
}

export function toRequest(api, state) {
  return { floor: Number(state.floor), pyramid: pyramidRequest(api, state.pyramid), gods: godsRequest(api, state.gods) };
}

// The saved request's own field, the floor (its pyramid and gods are read by beginPosition).
function readFloor(api, request, state) {
  if (request.floor === undefined || request.floor === null) return;
  if (!Number.isInteger(request.floor) || request.floor < 1 || request.floor > facts(api).floors.length) throw new Error("not a floor");
  state.floor = String(request.floor);
}

export default function mount(root, api) {
  const { h, t } = api;
  const started = beginPosition(root, api, { key: STORE_KEY, empty: emptyState, read: (raw, into) => readFloor(api, raw, into) });
  const { known, picker } = started;
  let state = started.state;

  const fields = h("div", { class: "neteru-fields" });
  const form = h("form", { onsubmit: (event) => event.preventDefault() },
    fields,
    h("div", { class: "neteru-tools" }, actionButton(api, t("neteru.chariot.clear"), clearPyramid)));
  const area = answerArea(api, { key: STORE_KEY, action: "chariot", request: () => toRequest(api, state), show: (answer) => show(answer) });
  const { live, result, update } = area;
  root.append(form, live, result);
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
    const redraw = () => {
      draw();
      update();
    };
    changeWithUndo(api, t("neteru.chariot.cleared"), {
      take: () => JSON.parse(JSON.stringify(state)),
      change: () => {
        state = { ...state, pyramid: {} };
        redraw();
      },
      put: (before) => {
        state = before;
        redraw();
      },
    });
  }

  function show(answer) {
    for (const slot of known.slots) setMark(pyramid.cells[slot], "");
    const unplaced = showFieldErrors(api, form, answer.errors);
    if (!answer.ok) {
      showProblems(api, area, unplaced);
      return;
    }
    result.replaceChildren();
    live.replaceChildren();
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
