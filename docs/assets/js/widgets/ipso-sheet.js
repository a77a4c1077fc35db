// The IPSO game and tournament sheet: one score (or pyramid) per player and round. Python
// (calculators.ipso, action "game") adds up, gives each round's direction of play and ranks
// with the tie-break on stars. The players' range, the modes and the limits come from api.data.
// The sheet lives in this browser: a reload loses nothing; a saved sheet that cannot be read
// whole is repaired (what can be read comes back, the whole save is kept aside and its text
// offered back); removing a player, dropping a pyramid and starting a new game can be undone.
// An unnamed player is shown as "Player 1" in the page's language and stored as "".
// Player names are only ever shown as text.

import { rosterEditor } from "../roster.js";
import { actionButton, append, errorList, explanationList, forgetLink, offerLink, playerLabel, playerRange, radioGroup, warningList } from "../widget-kit.js";
import { sheetShape } from "./ipso-sheet-state.js";
import {
  blankRows, facts, liveBar, pyramidForm, rowsToRequest, setLive, splitBlankErrors, starCardChoices,
  variantBox,
} from "./ipso-shared.js";

const STORE_KEY = "ipso-sheet";

export default function mount(root, api) {
  const { h, t } = api;
  const { typed } = facts(api);
  const range = playerRange(api);
  const { columnsOf, modeNames, blankPlayer, emptyState, fromData, toData, toRequest } = sheetShape(api);
  const shownName = (player, index) => playerLabel(api, player.name, index);

  // ---- Starting state: this browser's sheet (repaired if need be), or a shared link's -------
  // A readable link is taken here and forgotten at once (later reloads come back to this
  // browser's sheet); a damaged one is left for api.restore to report.
  const shared = api.share.read();
  if (shared && shared.state) forgetLink();
  let repairedFrom = null;
  const own = api.restore(STORE_KEY, (raw) => {
    const read = fromData(raw);
    if (read.lost) repairedFrom = JSON.stringify(raw);
    return read.state;
  }, () => null);
  if (repairedFrom !== null) {
    api.store.setAside(STORE_KEY); // the whole save stays in this browser
    api.notice(root, t("ipso.sheet.repaired"), "error",
      h("details", { class: "calc-offer-back" }, h("summary", {}, t("core.saved_text")),
        h("textarea", { readonly: true, rows: 4, "aria-label": t("core.saved_text") }, repairedFrom)));
  }
  let state = own;
  if (shared && shared.state) {
    let fromLink = null;
    try {
      fromLink = fromData(shared.state).state;
    } catch (error) {
      api.notice(root, t("core.share_broken"), "error");
    }
    const same = own && fromLink && JSON.stringify(toData(own)) === JSON.stringify(toData(fromLink));
    if (fromLink && (!own || same || window.confirm(t("ipso.sheet.replace_confirm")))) state = fromLink;
  }
  state = state || emptyState();

  let editor = null; // {player, round} of the pyramid being entered, or null
  let lastAnswer = null;

  const form = h("form", { class: "ipso-form ipso-sheet", onsubmit: (event) => event.preventDefault() });
  const result = h("div", { class: "calc-result", "aria-live": "polite" });
  const linkBox = h("div", { class: "ipso-link" });
  const live = liveBar(api);
  const askGame = api.latest("ipso", "game", result);
  const askScore = api.latest("ipso", "score", null);
  const button = (label, handler, attrs) => actionButton(api, label, handler, attrs);
  // The fields are drawn again from the state; the buttons below them stay.
  const fields = h("div", { class: "ipso-fields" });
  // The players stay in place while the rest of the form is drawn again (focus stays in them).
  const roster = rosterEditor(api, {
    players: () => state.players,
    legend: t("ipso.sheet.players", { min: range.min, max: range.max }),
    blank: () => blankPlayer(),
    take: () => structuredClone(state),
    put: (before) => { state = before; draw(); return update(); },
    moved: () => { editor = null; },
    renamed: () => { refreshNames(); update(); },
    changed: () => { draw(); update(); },
  });
  form.append(roster.element, fields,
    h("div", { class: "ipso-tools" },
      button(t("core.copy_link"), () => offerLink(api, root, linkBox, toData(state))),
      button(t("common.rematch"), newGame, { "data-action": "rematch" })),
    linkBox,
    live);
  root.append(form, result);

  function draw() {
    roster.sync();
    fields.replaceChildren();
    append(fields,
      radioGroup(api, {
        legend: t("ipso.sheet.mode"), path: "mode", value: state.mode,
        choices: modeNames.map((mode) => [mode, t(`ipso.sheet.mode.${mode}`, { n: columnsOf(mode) })]),
        onChange: (value) => { state.mode = value; if (editor && editor.round >= columnsOf(value)) editor = null; draw(); update(); },
      }),
      variantBox(api, state.even_odd, (checked) => { state.even_odd = checked; update(); }),
      scoreTable(),
      editor ? editorBox() : null,
    );
    refreshNames();
  }

  // A small text button of the sheet. Its accessible name starts with the words it shows
  // (so voice control finds it by them), then says whose cell it is, for screen readers only:
  // "+ pyramid — Player 1, round 1: enter the pyramid". A button with params.round follows
  // renames (see refreshNames).
  function linkButton(visible, key, params, handler, attrs = {}) {
    const round = params.round === undefined ? null : params.round;
    const element = h("button", { type: "button", class: "ipso-link-button", "data-label-key": round === null ? null : key, "data-round": round, ...attrs },
      visible, h("span", { class: "ipso-visually-hidden" }, ` — ${t(key, params)}`));
    return api.action(element, handler);
  }

  function roundHeader(r) {
    const info = lastAnswer && lastAnswer.rounds && lastAnswer.rounds[r];
    return h("th", { scope: "col", "data-round": r + 1 },
      t("ipso.round_n", { n: r + 1 }),
      info ? h("span", { class: "ipso-direction", "data-direction": info.direction }, t(`ipso.direction_arrow.${info.direction}`)) : null);
  }

  function scoreTable() {
    const columns = columnsOf(state.mode);
    const head = h("tr", {}, h("th", { scope: "col", class: "ipso-name-col" }, t("ipso.player")), Array.from({ length: columns }, (_, r) => roundHeader(r)),
      h("th", { scope: "col", class: "ipso-total-col calc-pin-end" }, t("ipso.total")));
    const body = state.players.map((player, i) =>
      h("tr", { "data-player": i },
        h("th", { scope: "row", class: "ipso-name ipso-name-col" }, shownName(player, i)),
        Array.from({ length: columns }, (_, r) => h("td", { "data-path": `players.${i}.rounds.${r}` }, cellBox(player, i, r))),
        h("td", { class: "ipso-player-total ipso-total-col calc-pin-end", "data-total": "" }, "…")));
    return h("div", { class: "ipso-scroll ipso-sheet-scroll" },
      h("table", { class: "ipso-table ipso-sheet-table calc-pinned" }, h("caption", {}, t("ipso.sheet.caption")), h("thead", {}, head), h("tbody", {}, body)));
  }

  function cellBox(player, i, r) {
    const cell = player.cells[r];
    const who = { name: shownName(player, i), round: r + 1 };
    if (cell.kind === "pyramid") {
      return h("div", { class: "ipso-sheet-cell is-pyramid" },
        h("span", { class: "ipso-cell-score", "data-score": "" }, t("ipso.sheet.pyramid_points", { n: "…" })),
        linkButton(t("ipso.sheet.edit_pyramid"), "ipso.sheet.edit_pyramid_label", who, () => openEditor(i, r)),
        linkButton(t("ipso.sheet.type_score"), "ipso.sheet.type_score_label", who, () => dropPyramid(i, r)));
    }
    const number = (field, label, placeholder) => h("input", {
      type: "number", min: typed[field].min, max: typed[field].max, step: 1, inputmode: "numeric", value: cell[field],
      "data-path": `players.${i}.rounds.${r}.${field}`, "aria-label": t(label, who), "data-label-key": label, "data-round": r + 1,
      placeholder, enterkeyhint: "next",
      oninput: (event) => { cell[field] = event.target.value; update(); },
    });
    return h("div", { class: "ipso-sheet-cell" },
      number("score", "ipso.sheet.score_label", t("ipso.sheet.score_short")),
      number("stars", "ipso.sheet.stars_label", "★"),
      linkButton(t("ipso.sheet.enter_pyramid"), "ipso.sheet.enter_pyramid_label", who, () => {
        cell.kind = "pyramid";
        cell.rows = cell.rows || blankRows(api);
        openEditor(i, r);
      }));
  }

  // Typing a score instead of a pyramid drops the pyramid: undone in one tap.
  function dropPyramid(i, r) {
    const cell = state.players[i].cells[r];
    if (cell.kind !== "pyramid") return;
    const kept = { rows: cell.rows, star_card: cell.star_card };
    cell.kind = "typed";
    if (editor && editor.player === i && editor.round === r) editor = null;
    draw();
    update();
    api.undoable(t("ipso.sheet.pyramid_dropped", { name: shownName(state.players[i], i), round: r + 1 }), () => {
      Object.assign(cell, { kind: "pyramid" }, kept);
      draw();
      return update();
    });
  }

  let editorForm = null;
  let editorTotal = null;
  function editorBox() {
    const { player: i, round: r } = editor;
    const player = state.players[i];
    const cell = player.cells[r];
    const prefix = `players.${i}.rounds.${r}.pyramid`;
    const title = t("ipso.sheet.editor_title", { name: shownName(player, i), round: r + 1 });
    editorForm = pyramidForm(api, cell.rows, `${prefix}.rows`, update);
    editorTotal = h("p", { class: "ipso-editor-total ipso-live calc-live", "aria-live": "polite" });
    return h("section", { class: "ipso-editor", "aria-label": title },
      h("h3", { class: "ipso-editor-title" }, title),
      radioGroup(api, {
        legend: t("ipso.star_card"), path: `${prefix}.star_card`, value: cell.star_card, choices: starCardChoices(api),
        onChange: (value) => { cell.star_card = value; update(); },
      }),
      editorForm.element,
      editorTotal,
      button(t("ipso.sheet.close_editor"), () => { editor = null; draw(); return update(); }));
  }

  function openEditor(i, r) {
    editor = { player: i, round: r };
    draw();
    update();
    const first = form.querySelector(".ipso-editor input");
    if (first) first.focus();
  }

  function refreshNames() {
    // The table's name cells follow the name fields without redrawing the form (focus stays put).
    // So do the names that screen readers hear on the row's fields and buttons.
    form.querySelectorAll(".ipso-sheet-table tbody tr").forEach((row, i) => {
      const player = state.players[i];
      if (!player) return;
      const name = shownName(player, i);
      const cell = row.querySelector(".ipso-name");
      if (cell) cell.textContent = name;
      for (const element of row.querySelectorAll("[data-label-key][data-round]")) {
        const words = t(element.dataset.labelKey, { name, round: Number(element.dataset.round) });
        const hidden = element.querySelector(".ipso-visually-hidden");
        if (hidden) hidden.textContent = ` — ${words}`;
        else element.setAttribute("aria-label", words);
      }
    });
  }

  // A new game clears the scores and keeps the names; undone in one tap.
  function newGame() {
    const before = state;
    state = emptyState(state.players.map((player) => player.name));
    editor = null;
    draw();
    update();
    api.undoable(t("common.rematch_done"), () => { state = before; draw(); return update(); });
  }

  async function update() {
    api.save(STORE_KEY, toData(state));
    const request = toRequest(state);
    if (editor) {
      const cell = state.players[editor.player].cells[editor.round];
      askScore({ rows: rowsToRequest(cell.rows), star_card: cell.star_card, variants: { even_odd: state.even_odd } }).then(showEditor);
    }
    const answer = await askGame(request);
    if (answer) show(answer);
  }

  function showEditor(scored) {
    if (!scored || !editorForm || !editorTotal) return;
    editorForm.setVerdicts(scored.ok ? scored.rows : null);
    editorTotal.textContent = scored.ok ? t("ipso.sheet.editor_total", { n: scored.total, stars: scored.stars }) : "";
    editorTotal.dataset.total = scored.ok ? String(scored.total) : "";
  }

  // As on the pyramid scorer: the missing-field errors of pyramid cards nobody has started are
  // not listed one by one (a new pyramid would show 28); the sheet says how many cards are left.
  function hideBlankCards(errors) {
    let shown = errors;
    let blank = 0;
    state.players.forEach((player, i) => player.cells.slice(0, columnsOf(state.mode)).forEach((cell, r) => {
      if (cell.kind !== "pyramid") return;
      const split = splitBlankErrors(shown, cell.rows || blankRows(api), `players.${i}.rounds.${r}.pyramid.rows`);
      shown = split.shown;
      blank += split.blankCount;
    }));
    return { shown, blank };
  }

  function show(answer) {
    lastAnswer = answer;
    updateTable(answer);
    const { shown, blank } = answer.ok ? { shown: [], blank: 0 } : hideBlankCards(answer.errors);
    const held = api.waiting(form, shown); // a card being typed in is not an error yet
    const now = shown.filter((error) => !held.includes(error));
    const unplaced = api.showErrors(form, shown);
    if (editorForm && editor) editorForm.gatherErrors();
    result.replaceChildren();
    if (!answer.ok) {
      if (blank) result.append(h("p", { class: "ipso-todo" }, t("ipso.cards_to_enter", { n: blank })));
      if (now.length) result.append(h("p", { class: "calc-error" }, t("core.fix_fields")));
      const list = errorList(api, unplaced);
      if (list) result.append(list);
      setLive(live, now.length ? t("core.fix_fields") : t("ipso.cards_to_enter", { n: blank }), now.length ? "error" : "todo");
      api.markResult(result);
      return;
    }
    const ranking = answer.ranking;
    if (ranking.outcome === "none") {
      result.append(h("p", { class: "ipso-todo" }, t("ipso.sheet.nothing_yet")));
      setLive(live, t("ipso.sheet.nothing_yet"), "todo");
      api.markResult(result);
      return;
    }
    const leaders = ranking.winners.map((index) => answer.players[index].name).join(", ");
    const notes = { stars: "ipso.sheet.by_stars", shared: "ipso.sheet.shared", undecided: "ipso.sheet.undecided" };
    const status = !answer.finished
      ? t("ipso.sheet.leading", { names: leaders, total: answer.players[ranking.winners[0]].total })
      : t(`ipso.sheet.outcome.${ranking.outcome}`, { names: leaders });
    result.append(
      h("h3", {}, answer.finished ? t("ipso.sheet.final_ranking") : t("ipso.sheet.ranking_so_far")),
      h("ol", { class: "ipso-ranking" },
        ranking.places.map((place) => {
          const values = place.values;
          return h("li", { value: place.rank, "data-rank": place.rank, "data-name": place.name, "data-decided-by": place.decided_by },
            h("strong", {}, place.name),
            h("span", {}, t("ipso.pts", { n: values.total })),
            values.stars === null ? null : h("span", {}, t("ipso.stars_n", { n: values.stars })),
            notes[place.decided_by] ? h("span", { class: "ipso-note" }, t(notes[place.decided_by])) : null);
        })),
      h("p", { class: "ipso-winners", "data-outcome": ranking.outcome, "data-finished": String(answer.finished),
        "data-winners": JSON.stringify(ranking.winners.map((index) => answer.players[index].name)) }, status),
      explanationList(api, answer.explanation),
    );
    const warnings = warningList(api, answer.warnings);
    if (warnings) result.append(warnings);
    setLive(live, status, "ready", { outcome: ranking.outcome });
    api.markResult(result);
  }

  // Totals and pyramid scores in the table; with errors, every player whose rounds are all right
  // keeps their total (Python answers them), and only the player with a wrong cell shows "—".
  function updateTable(answer) {
    form.querySelectorAll(".ipso-sheet-table tbody tr").forEach((row, i) => {
      const total = row.querySelector(".ipso-player-total");
      const player = answer.players ? answer.players[i] : null;
      const known = player && player.total !== null && player.total !== undefined;
      total.textContent = known ? String(player.total) : "—";
      total.dataset.total = known ? String(player.total) : "";
      row.classList.toggle("is-invalid", Boolean(player) && !known);
      row.querySelectorAll(".ipso-cell-score").forEach((span) => {
        const r = Number(span.closest("td").dataset.path.split(".")[3]);
        const scored = player && player.rounds[r];
        span.textContent = t("ipso.sheet.pyramid_points", { n: scored ? scored.score : "…" });
        span.dataset.score = scored ? String(scored.score) : "";
      });
    });
    (answer.rounds || []).forEach((info, r) => {
      const header = form.querySelector(`.ipso-sheet-table th[data-round="${r + 1}"]`);
      if (header && !header.querySelector(".ipso-direction")) {
        header.append(h("span", { class: "ipso-direction", "data-direction": info.direction }, t(`ipso.direction_arrow.${info.direction}`)));
      }
    });
  }

  draw();
  update();
}
