// "Neteru score sheet": the whole table's end-of-game entry in one form, scored by Python
// (calculators.neteru, action "score"). The sheet is saved as you type (a reload loses
// nothing) and can be shared as a link. Names are user text: always set as text (api.h).

import {
  PYRAMIDIONS, cardFromValue, cardOptions, cardValue, godsForm, godsRequest, godsState,
  pyramidForm, pyramidRequest, pyramidState, uid,
} from "./neteru-common.js";

const STORE_KEY = "neteru-sheet";
const STEPS = ["mummies", "inhabitants", "bastet", "pyramidions", "gods"];
const MIN_PLAYERS = 2;
const MAX_PLAYERS = 4;

function blankPlayer(api, index) {
  return { name: api.t("neteru.sheet.player_n", { n: index + 1 }), pyramid: {}, gods: {}, pyramidions: ["", ""], discard: [] };
}

// The request Python expects, from the form (only the shape is built here).
export function toRequest(state) {
  return {
    players: state.players.map((p) => ({
      name: p.name,
      pyramid: pyramidRequest(p.pyramid),
      gods: godsRequest(p.gods),
      pyramidions: p.pyramidions.map((value) => value || null),
      discard: p.discard.map((value) => cardFromValue(value)),
    })),
  };
}

// A request (saved, or from a link) back into form state; anything odd is dropped or kept for Python to flag.
export function fromRequest(api, request) {
  const raw = request && Array.isArray(request.players) ? request.players.slice(0, MAX_PLAYERS) : [];
  const players = raw.map((p, index) => {
    const player = blankPlayer(api, index);
    if (!p || typeof p !== "object") return player;
    if (typeof p.name === "string") player.name = p.name;
    player.pyramid = pyramidState(p.pyramid);
    player.gods = godsState(p.gods);
    const chosen = Array.isArray(p.pyramidions) ? p.pyramidions : [];
    player.pyramidions = [0, 1].map((i) => (typeof chosen[i] === "string" ? chosen[i] : ""));
    player.discard = Array.isArray(p.discard) ? p.discard.slice(0, 72).map((card) => cardValue(card)) : [];
    return player;
  });
  while (players.length < MIN_PLAYERS) players.push(blankPlayer(api, players.length));
  return { players };
}

export default function mount(root, api) {
  const { h, t } = api;
  root.classList.add("neteru-w");

  let state = fromRequest(api, null);
  const shared = api.share.read();
  if (shared && shared.state) {
    state = fromRequest(api, shared.state);
  } else {
    const saved = api.store.load(STORE_KEY);
    if (saved.value) state = fromRequest(api, saved.value);
    if (saved.problem) api.notice(root, saved.problem, "error");
  }
  if (shared && shared.problem) api.notice(root, shared.problem, "error");

  const form = h("form", { class: "neteru-sheet", "data-path": "players", onsubmit: (event) => event.preventDefault() });
  const result = h("div", { class: "calc-result neteru-results", "aria-live": "polite" });
  root.append(form, result);
  let summaries = [];

  function draw() {
    form.replaceChildren();
    summaries = [];
    state.players.forEach((player, index) => form.append(playerBlock(player, index)));
    form.append(
      h("div", { class: "neteru-tools" },
        h("button", { type: "button", class: "md-button", disabled: state.players.length >= MAX_PLAYERS, onclick: addPlayer }, t("neteru.sheet.add_player")),
        h("button", { type: "button", class: "md-button", onclick: shareLink }, t("core.copy_link")),
        h("button", { type: "button", class: "md-button", onclick: clearSheet }, t("neteru.sheet.clear"))),
    );
  }

  function playerBlock(player, index) {
    const id = uid("ns");
    const path = `players.${index}`;
    const summary = h("summary", {}, player.name || t("neteru.sheet.player_n", { n: index + 1 }));
    summaries[index] = summary;
    const nameId = `${id}-name`;
    const fieldset = h("fieldset", { "data-path": path, "aria-label": t("neteru.sheet.player_n", { n: index + 1 }) },
      h("label", { for: nameId }, t("neteru.sheet.name"),
        h("input", {
          type: "text", id: nameId, value: player.name, maxlength: 60, autocomplete: "off", "data-path": `${path}.name`,
          oninput: (event) => { player.name = event.target.value; summary.textContent = player.name || t("neteru.sheet.player_n", { n: index + 1 }); update(); },
        })),
      h("fieldset", { "data-path": `${path}.pyramid` }, h("legend", {}, t("neteru.pyramid")),
        pyramidForm(api, player.pyramid, `${path}.pyramid`, update, id).element),
      godsForm(api, player.gods, `${path}.gods`, update, id),
      h("fieldset", { "data-path": `${path}.pyramidions` },
        h("legend", {}, t("neteru.sheet.pyramidions")),
        [0, 1].map((i) => {
          const selectId = `${id}-p${i}`;
          return h("label", { for: selectId }, t("neteru.sheet.pyramidion_n", { n: i + 1 }),
            h("select", { id: selectId, "data-path": `${path}.pyramidions.${i}`, onchange: (event) => { player.pyramidions[i] = event.target.value; update(); } },
              h("option", { value: "", selected: !player.pyramidions[i] }, t("neteru.choose")),
              PYRAMIDIONS.map((key) => h("option", { value: key, selected: player.pyramidions[i] === key }, t(`neteru.pyramidion.${key}`)))));
        })),
      discardBlock(player, path, id),
      state.players.length > MIN_PLAYERS
        ? h("button", { type: "button", class: "md-button", onclick: () => removePlayer(index) }, t("neteru.sheet.remove_player", { name: player.name || index + 1 }))
        : null,
    );
    return h("details", { class: "neteru-player", open: true }, summary, fieldset);
  }

  function discardBlock(player, path, id) {
    const box = h("fieldset", { "data-path": `${path}.discard` }, h("legend", {}, t("neteru.sheet.discard")));
    player.discard.forEach((value, k) => {
      const selectId = `${id}-d${k}`;
      box.append(
        h("div", { class: "neteru-discard-item" },
          h("label", { for: selectId }, t("neteru.sheet.discard_card", { n: k + 1 }),
            h("select", { id: selectId, "data-path": `${path}.discard.${k}`, onchange: (event) => { player.discard[k] = event.target.value; update(); } },
              cardOptions(api, value, t("neteru.choose")))),
          h("button", { type: "button", "aria-label": t("neteru.sheet.remove_card", { n: k + 1 }), title: t("neteru.sheet.remove_card", { n: k + 1 }),
            onclick: () => { player.discard.splice(k, 1); draw(); update(); } }, "✕")),
      );
    });
    box.append(h("button", { type: "button", class: "md-button", onclick: () => {
      player.discard.push("");
      draw();
      update();
      const selects = form.querySelectorAll(`select[data-path^="${path}.discard."]`);
      if (selects.length) selects[selects.length - 1].focus();
    } }, t("neteru.sheet.add_discard")));
    return box;
  }

  function addPlayer() {
    if (state.players.length >= MAX_PLAYERS) return;
    state.players.push(blankPlayer(api, state.players.length));
    draw();
    update();
  }

  function removePlayer(index) {
    state.players.splice(index, 1);
    draw();
    update();
  }

  function clearSheet() {
    if (!window.confirm(t("core.new_game_confirm"))) return;
    state = fromRequest(api, null);
    draw();
    update();
  }

  async function shareLink() {
    const link = api.share.link(toRequest(state));
    history.replaceState(null, "", link);
    try {
      await navigator.clipboard.writeText(link);
      api.notice(root, t("core.link_copied"));
    } catch (error) {
      api.notice(root, `${t("core.link_ready")} ${link}`);
    }
  }

  let sequence = 0;
  async function update() {
    const request = toRequest(state);
    const problem = api.store.save(STORE_KEY, request);
    if (problem) api.notice(root, problem, "error");
    const mine = ++sequence;
    result.setAttribute("aria-busy", "true");
    const answer = await api.call("neteru", "score", request);
    if (mine !== sequence) return; // a newer edit is on its way
    result.removeAttribute("aria-busy");
    show(answer);
  }

  function show(answer) {
    const unplaced = api.showErrors(form, answer.ok ? [] : answer.errors);
    result.replaceChildren();
    if (!answer.ok) {
      for (const details of form.querySelectorAll("details.neteru-player")) {
        if (details.querySelector(".calc-field-error")) details.open = true;
      }
      result.append(h("p", { class: "calc-error" }, t("core.fix_fields")));
      for (const message of unplaced) result.append(h("p", { class: "calc-error" }, `⚠ ${message}`));
      api.markResult(result);
      return;
    }
    answer.players.forEach((player, index) => {
      if (summaries[index]) summaries[index].textContent = `${player.name} — ${t("neteru.total")} ${player.total}`;
    });
    const rankOf = {};
    for (const entry of answer.ranking) rankOf[entry.player] = entry;
    const head = h("tr", {}, h("th", { scope: "col" }, t("neteru.sheet.player")), answer.players.map((p) => h("th", { scope: "col" }, p.name)));
    const rows = STEPS.map((step) =>
      h("tr", { "data-step": step }, h("th", { scope: "row" }, t(`neteru.step.${step}`)),
        answer.players.map((p) => h("td", {}, signed(p.steps[step].points)))));
    rows.push(h("tr", { class: "neteru-total-row" }, h("th", { scope: "row" }, t("neteru.total")),
      answer.players.map((p, i) => h("td", {}, h("strong", { "data-total": p.total, "data-player": i }, String(p.total))))));
    rows.push(h("tr", {}, h("th", { scope: "row" }, t("neteru.sheet.slots")), answer.players.map((p) => h("td", {}, String(p.occupied_slots)))));
    rows.push(h("tr", {}, h("th", { scope: "row" }, t("neteru.sheet.rank")),
      answer.players.map((p, i) => h("td", { "data-rank": rankOf[i].rank }, String(rankOf[i].rank)))));
    const winnerKey = answer.winners.length > 1 ? "neteru.sheet.winners" : "neteru.sheet.winner";
    result.append(
      h("p", { class: "calc-total neteru-winner", "data-decided-by": answer.decided_by },
        "★ ", h("strong", {}, t(winnerKey, { names: answer.winners.join(", ") })), ` (${t(`neteru.decided.${answer.decided_by}`)})`),
      h("table", {}, h("caption", {}, t("neteru.sheet.results")), h("thead", {}, head), h("tbody", {}, rows)),
      h("details", {}, h("summary", {}, t("neteru.details")),
        h("ol", { class: "calc-explanation" }, answer.explanation.map((line) => h("li", {}, line)))),
    );
    if (answer.warnings.length) result.append(h("ul", { class: "calc-warnings" }, answer.warnings.map((w) => h("li", {}, `ⓘ ${w.message}`))));
    api.markResult(result);
  }

  draw();
  update();
}

function signed(points) {
  return points > 0 ? `+${points}` : String(points);
}
