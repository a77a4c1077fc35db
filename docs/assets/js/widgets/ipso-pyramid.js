// "Score a pyramid": the 14 cards, the star card choice and the even/odd variant, then
// Python's answer (calculators.ipso, action "score"): every row's verdict, total, stars.
// Saved as you type (a reload loses nothing) and shareable as a link.

import {
  blankRows, copyShareLink, explanationList, pyramidForm, radioGroup, rowsFromData, rowsToRequest,
  splitBlankErrors, uid, warningsList,
} from "./ipso-shared.js";

export const STORE_KEY = "ipso-pyramid";

function emptyState() {
  return { rows: blankRows(), star_card: "kept", even_odd: false };
}

export function toRequest(state) {
  return { rows: rowsToRequest(state.rows), star_card: state.star_card, variants: { even_odd: Boolean(state.even_odd) } };
}

export function fromRequest(request) {
  const state = emptyState();
  if (!request || typeof request !== "object") return state;
  state.rows = rowsFromData(request.rows);
  if (request.star_card === "given_up") state.star_card = "given_up";
  state.even_odd = Boolean(request.variants && request.variants.even_odd === true);
  return state;
}

// Element.append would write "null" for a missing optional part: skip those.
function append(parent, ...children) {
  parent.append(...children.filter((child) => child !== null && child !== undefined));
}

export default function mount(root, api) {
  const { h, t } = api;

  let state = api.restore(STORE_KEY, fromRequest, emptyState);

  const form = h("form", { class: "ipso-form", onsubmit: (event) => event.preventDefault() });
  const result = h("div", { class: "calc-result", "aria-live": "polite" });
  root.append(form, result);

  let pyramid = null;
  function draw() {
    form.replaceChildren();
    const name = uid("star");
    form.append(
      radioGroup(api, {
        legend: t("ipso.star_card"), path: "star_card", name, value: state.star_card,
        choices: [["kept", t("ipso.star_card.kept")], ["given_up", t("ipso.star_card.given_up")]],
        onChange: (value) => { state.star_card = value; update(); },
      }),
    );
    pyramid = pyramidForm(api, state.rows, "rows", update);
    form.append(
      pyramid.element,
      h("label", { class: "ipso-variant", "data-path": "variants.even_odd" },
        h("input", { type: "checkbox", checked: state.even_odd, onchange: (event) => { state.even_odd = event.target.checked; update(); } }),
        ` ${t("ipso.variant.even_odd")}`),
      h("div", { class: "ipso-tools" },
        h("button", { type: "button", class: "md-button", onclick: () => copyShareLink(api, root, toRequest(state)) }, t("core.copy_link")),
        h("button", { type: "button", class: "md-button", onclick: () => clear() }, t("ipso.clear_pyramid"))),
    );
  }

  let sequence = 0;
  async function update() {
    const problem = api.store.save(STORE_KEY, toRequest(state));
    if (problem) api.notice(root, problem, "error");
    const mine = ++sequence;
    result.setAttribute("aria-busy", "true");
    const answer = await api.call("ipso", "score", toRequest(state));
    if (mine !== sequence) return; // a newer edit is on its way
    result.removeAttribute("aria-busy");
    show(answer);
  }

  function show(answer) {
    result.replaceChildren();
    if (!answer.ok) {
      const { shown, blankCount } = splitBlankErrors(answer.errors, state.rows);
      const unplaced = api.showErrors(form, shown);
      pyramid.gatherErrors();
      pyramid.setVerdicts(null);
      if (blankCount) result.append(h("p", { class: "ipso-todo" }, t("ipso.cards_to_enter", { n: blankCount })));
      if (shown.length) result.append(h("p", { class: "calc-error" }, t("core.fix_fields")));
      for (const message of unplaced) result.append(h("p", { class: "calc-error" }, `⚠ ${message}`));
      api.markResult(result);
      return;
    }
    api.showErrors(form, []);
    pyramid.gatherErrors();
    pyramid.setVerdicts(answer.rows);
    append(result,
      h("p", { class: "ipso-total calc-total" }, t("ipso.total_label"), " ", h("strong", { "data-total": answer.total }, String(answer.total))),
      h("p", { class: "ipso-tiebreak", "data-stars": answer.stars }, t("ipso.tiebreak_stars", { n: answer.stars })),
      explanationList(api, answer.explanation),
      warningsList(api, answer.warnings),
    );
    api.markResult(result);
  }

  function clear() {
    state = emptyState();
    draw();
    update();
  }

  draw();
  update();
}
