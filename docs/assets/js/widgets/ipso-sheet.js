// The IPSO game and tournament sheet: 2 to 6 players, one score (or pyramid) each per round.
// Python (calculators.ipso, action "game") adds up, gives each round's direction of play and
// ranks with the tie-break on stars. The sheet lives in this browser (api.store): a reload
// loses nothing, a damaged save is reported and set aside, a new game asks first; it can be
// shared as a link. Player names are only ever shown as text.

import {
  blankRows, copyShareLink, explanationList, pyramidForm, radioGroup, rowsFromData, rowsToRequest,
  splitBlankErrors, uid, warningsList,
} from "./ipso-shared.js";

const STORE_KEY = "ipso-sheet";
const COLUMNS = { single: 1, tournament: 4 }; // how many round columns the form draws
const MAX_COLUMNS = 4;
const MIN_PLAYERS = 2;
const MAX_PLAYERS = 6;

function blankCell() {
  return { kind: "typed", score: "", stars: "", rows: null, star_card: "kept" };
}

function blankPlayer(name) {
  return { name, cells: Array.from({ length: MAX_COLUMNS }, blankCell) };
}

function emptyState(api, names) {
  const list = names && names.length >= MIN_PLAYERS ? names : [1, 2].map((n) => api.t("ipso.sheet.default_name", { n }));
  return { mode: "single", even_odd: false, players: list.map((name) => blankPlayer(name)) };
}

function numberOrEmpty(value) {
  return Number.isFinite(value) ? String(value) : "";
}

// A stored or shared sheet (request format) back into form state; null when it is not a sheet at all.
export function fromData(api, raw) {
  if (!raw || typeof raw !== "object" || Array.isArray(raw) || !Array.isArray(raw.players)) return null;
  const state = emptyState(api);
  state.mode = raw.mode === "tournament" ? "tournament" : "single";
  state.even_odd = Boolean(raw.variants && raw.variants.even_odd === true);
  state.players = raw.players.slice(0, MAX_PLAYERS).map((player, index) => {
    const name = player && typeof player.name === "string" ? player.name : api.t("ipso.sheet.default_name", { n: index + 1 });
    const out = blankPlayer(name);
    const rounds = player && Array.isArray(player.rounds) ? player.rounds : [];
    rounds.slice(0, MAX_COLUMNS).forEach((entry, r) => {
      const cell = out.cells[r];
      if (!entry || typeof entry !== "object") return;
      if (entry.pyramid && typeof entry.pyramid === "object") {
        cell.kind = "pyramid";
        cell.rows = rowsFromData(entry.pyramid.rows);
        cell.star_card = entry.pyramid.star_card === "given_up" ? "given_up" : "kept";
      } else {
        cell.score = numberOrEmpty(entry.score);
        cell.stars = numberOrEmpty(entry.stars);
      }
    });
    return out;
  });
  while (state.players.length < MIN_PLAYERS) state.players.push(blankPlayer(api.t("ipso.sheet.default_name", { n: state.players.length + 1 })));
  return state;
}

function cellToEntry(cell) {
  if (cell.kind === "pyramid") return { pyramid: { rows: rowsToRequest(cell.rows || blankRows()), star_card: cell.star_card } };
  if (cell.score === "" && cell.stars === "") return null;
  const entry = {};
  if (cell.score !== "") entry.score = Number(cell.score);
  if (cell.stars !== "") entry.stars = Number(cell.stars);
  return entry;
}

// Everything the sheet holds, all four round columns kept (what is stored and shared).
function toData(state) {
  return {
    mode: state.mode,
    variants: { even_odd: state.even_odd },
    players: state.players.map((player) => ({ name: player.name, rounds: player.cells.map(cellToEntry) })),
  };
}

// The request for Python: only the rounds of the chosen mode.
export function toRequest(state) {
  const data = toData(state);
  const columns = COLUMNS[state.mode];
  data.players = data.players.map((player) => ({ name: player.name, rounds: player.rounds.slice(0, columns) }));
  return data;
}

// Element.append would write "null" for a missing optional part: skip those.
function append(parent, ...children) {
  parent.append(...children.filter((child) => child !== null && child !== undefined));
}

export default function mount(root, api) {
  const { h, t } = api;

  let state = null;
  const shared = api.share.read();
  const saved = api.store.load(STORE_KEY);
  if (saved.problem) api.notice(root, saved.problem, "error");
  const stored = saved.value ? fromData(api, saved.value) : null;
  if (saved.value && !stored) {
    // Valid JSON but not a sheet: kept aside like a damaged save, and reported.
    const problem = api.store.setAside(STORE_KEY);
    api.notice(root, problem || t("ipso.sheet.damaged"), "error");
  }
  if (shared && shared.state) {
    const fromLink = fromData(api, shared.state);
    const same = stored && JSON.stringify(toData(stored)) === JSON.stringify(toData(fromLink || stored));
    if (!fromLink) {
      api.notice(root, t("core.share_broken"), "error");
    } else if (!stored || same || window.confirm(t("ipso.sheet.replace_confirm"))) {
      state = fromLink;
    }
    // The link has been read: later reloads come back to this browser's own sheet.
    history.replaceState(null, "", window.location.pathname + window.location.search);
  } else if (shared && shared.problem) {
    api.notice(root, shared.problem, "error");
  }
  state = state || stored || emptyState(api);

  let editor = null; // {player, round} of the pyramid being entered, or null
  let lastAnswer = null;

  const form = h("form", { class: "ipso-form", onsubmit: (event) => event.preventDefault() });
  const result = h("div", { class: "calc-result", "aria-live": "polite" });
  root.append(form, result);

  function draw() {
    form.replaceChildren();
    form.append(
      radioGroup(api, {
        legend: t("ipso.sheet.mode"), path: "mode", name: uid("mode"), value: state.mode,
        choices: [["single", t("ipso.sheet.mode.single")], ["tournament", t("ipso.sheet.mode.tournament")]],
        onChange: (value) => { state.mode = value; if (editor && editor.round >= COLUMNS[value]) editor = null; draw(); update(); },
      }),
      h("label", { class: "ipso-variant", "data-path": "variants.even_odd" },
        h("input", { type: "checkbox", checked: state.even_odd, onchange: (event) => { state.even_odd = event.target.checked; update(); } }),
        ` ${t("ipso.variant.even_odd")}`),
      playersBox(),
      scoreTable(),
    );
    if (editor) form.append(editorBox());
    form.append(
      h("div", { class: "ipso-tools" },
        h("button", { type: "button", class: "md-button", onclick: () => copyShareLink(api, root, toData(state)) }, t("core.copy_link")),
        h("button", { type: "button", class: "md-button", "data-action": "new-game", onclick: () => newGame() }, t("ipso.sheet.new_game"))),
    );
  }

  // A small text button of the sheet. Its accessible name starts with the words it shows
  // (so voice control finds it by them), then says whose cell it is, for screen readers only:
  // "▲ pyramid — Player 1, round 1: enter the pyramid". `key` and `params` make that context;
  // a button with params.round follows renames (see refreshNames).
  function linkButton(visible, key, params, attrs) {
    const round = params.round === undefined ? null : params.round;
    return h("button", { type: "button", class: "ipso-link-button", "data-label-key": round === null ? null : key, "data-round": round, ...attrs },
      visible, h("span", { class: "ipso-visually-hidden" }, ` — ${t(key, params)}`));
  }

  function playersBox() {
    const box = h("fieldset", { class: "ipso-players", "data-path": "players" }, h("legend", {}, t("ipso.sheet.players")));
    state.players.forEach((player, index) => {
      box.append(
        h("div", { class: "ipso-player" },
          h("input", {
            type: "text", maxlength: 40, value: player.name, autocomplete: "off",
            "aria-label": t("ipso.sheet.name_label", { n: index + 1 }), "data-path": `players.${index}.name`,
            oninput: (event) => { player.name = event.target.value; refreshNames(); update(); },
          }),
          linkButton(t("ipso.sheet.remove"), "ipso.sheet.remove_label", { n: index + 1 }, {
            disabled: state.players.length <= MIN_PLAYERS,
            onclick: () => { state.players.splice(index, 1); editor = null; draw(); update(); },
          })),
      );
    });
    box.append(
      h("button", {
        type: "button", class: "md-button", "data-action": "add-player", disabled: state.players.length >= MAX_PLAYERS,
        onclick: () => { state.players.push(blankPlayer(t("ipso.sheet.default_name", { n: state.players.length + 1 }))); draw(); update(); },
      }, t("ipso.sheet.add_player")),
    );
    return box;
  }

  function roundHeader(r) {
    const info = lastAnswer && lastAnswer.ok && lastAnswer.rounds[r];
    return h("th", { scope: "col", "data-round": r + 1 },
      t("ipso.round_n", { n: r + 1 }),
      info ? h("span", { class: "ipso-direction", "data-direction": info.direction }, h("br"), t(`ipso.direction_arrow.${info.direction}`)) : null);
  }

  function scoreTable() {
    const columns = COLUMNS[state.mode];
    const head = h("tr", {}, h("th", { scope: "col" }, t("ipso.player")), ...Array.from({ length: columns }, (_, r) => roundHeader(r)),
      h("th", { scope: "col" }, t("ipso.total")));
    const body = state.players.map((player, i) =>
      h("tr", { "data-player": i },
        h("th", { scope: "row", class: "ipso-name" }, player.name),
        ...Array.from({ length: columns }, (_, r) => h("td", { "data-path": `players.${i}.rounds.${r}` }, cellBox(player, i, r))),
        h("td", { class: "ipso-player-total", "data-total": "" }, "")));
    return h("div", { class: "ipso-scroll" },
      h("table", { class: "ipso-table ipso-sheet-table" }, h("caption", {}, t("ipso.sheet.caption")), h("thead", {}, head), h("tbody", {}, body)));
  }

  function cellBox(player, i, r) {
    const cell = player.cells[r];
    const who = { name: player.name, round: r + 1 };
    if (cell.kind === "pyramid") {
      const scored = lastAnswer && lastAnswer.ok && lastAnswer.players[i] && lastAnswer.players[i].rounds[r];
      return h("div", { class: "ipso-sheet-cell" },
        h("span", { class: "ipso-cell-score", "data-score": scored ? scored.score : "" }, `▲ ${scored ? t("ipso.pts", { n: scored.score }) : "…"}`),
        linkButton(t("ipso.sheet.edit_pyramid"), "ipso.sheet.edit_pyramid_label", who, { onclick: () => openEditor(i, r) }),
        linkButton(t("ipso.sheet.type_score"), "ipso.sheet.type_score_label", who, {
          onclick: () => { cell.kind = "typed"; if (editor && editor.player === i && editor.round === r) editor = null; draw(); update(); },
        }));
    }
    return h("div", { class: "ipso-sheet-cell" },
      h("input", {
        type: "number", min: 0, step: 1, inputmode: "numeric", value: cell.score, "data-path": `players.${i}.rounds.${r}.score`,
        "aria-label": t("ipso.sheet.score_label", who), "data-label-key": "ipso.sheet.score_label", "data-round": r + 1,
        placeholder: t("ipso.sheet.score_short"),
        oninput: (event) => { cell.score = event.target.value; update(); },
      }),
      h("input", {
        type: "number", min: 0, step: 1, inputmode: "numeric", value: cell.stars, "data-path": `players.${i}.rounds.${r}.stars`,
        "aria-label": t("ipso.sheet.stars_label", who), "data-label-key": "ipso.sheet.stars_label", "data-round": r + 1,
        placeholder: "★",
        oninput: (event) => { cell.stars = event.target.value; update(); },
      }),
      linkButton(t("ipso.sheet.enter_pyramid"), "ipso.sheet.enter_pyramid_label", who, {
        onclick: () => { cell.kind = "pyramid"; cell.rows = cell.rows || blankRows(); openEditor(i, r); },
      }));
  }

  let editorForm = null;
  function editorBox() {
    const { player: i, round: r } = editor;
    const player = state.players[i];
    const cell = player.cells[r];
    const prefix = `players.${i}.rounds.${r}.pyramid`;
    editorForm = pyramidForm(api, cell.rows, `${prefix}.rows`, update);
    const box = h("section", { class: "ipso-editor", "aria-label": t("ipso.sheet.editor_title", { name: player.name, round: r + 1 }) },
      h("h3", { class: "ipso-editor-title" }, t("ipso.sheet.editor_title", { name: player.name, round: r + 1 })),
      radioGroup(api, {
        legend: t("ipso.star_card"), path: `${prefix}.star_card`, name: uid("star"), value: cell.star_card,
        choices: [["kept", t("ipso.star_card.kept")], ["given_up", t("ipso.star_card.given_up")]],
        onChange: (value) => { cell.star_card = value; update(); },
      }),
      editorForm.element,
      h("p", { class: "ipso-editor-total", "aria-live": "polite" }),
      h("button", { type: "button", class: "md-button", onclick: () => { editor = null; draw(); update(); } }, t("ipso.sheet.close_editor")));
    return box;
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
      const cell = row.querySelector(".ipso-name");
      if (cell) cell.textContent = player.name;
      for (const element of row.querySelectorAll("[data-label-key][data-round]")) {
        const words = t(element.dataset.labelKey, { name: player.name, round: Number(element.dataset.round) });
        const hidden = element.querySelector(".ipso-visually-hidden");
        if (hidden) hidden.textContent = ` — ${words}`;
        else element.setAttribute("aria-label", words);
      }
    });
  }

  function newGame() {
    if (!window.confirm(t("ipso.sheet.new_confirm"))) return;
    state = emptyState(api, state.players.map((player) => player.name));
    state.mode = "single";
    editor = null;
    lastAnswer = null;
    history.replaceState(null, "", window.location.pathname + window.location.search);
    draw();
    update();
  }

  let sequence = 0;
  async function update() {
    const problem = api.store.save(STORE_KEY, toData(state));
    if (problem) api.notice(root, problem, "error");
    const mine = ++sequence;
    result.setAttribute("aria-busy", "true");
    const answer = await api.call("ipso", "game", toRequest(state));
    let scored = null;
    if (editor) {
      const cell = state.players[editor.player].cells[editor.round];
      scored = await api.call("ipso", "score", { rows: rowsToRequest(cell.rows), star_card: cell.star_card, variants: { even_odd: state.even_odd } });
    }
    if (mine !== sequence) return;
    result.removeAttribute("aria-busy");
    show(answer, scored);
  }

  // As on the pyramid scorer: the missing-field errors of pyramid cards nobody has started are
  // not listed one by one (a new pyramid would show 28); the sheet says how many cards are left.
  function hideBlankCards(errors) {
    let shown = errors;
    let blank = 0;
    state.players.forEach((player, i) => player.cells.slice(0, COLUMNS[state.mode]).forEach((cell, r) => {
      if (cell.kind !== "pyramid") return;
      const split = splitBlankErrors(shown, cell.rows || blankRows(), `players.${i}.rounds.${r}.pyramid.rows`);
      shown = split.shown;
      blank += split.blankCount;
    }));
    return { shown, blank };
  }

  function show(answer, scored) {
    lastAnswer = answer;
    updateTable(answer);
    const { shown, blank } = answer.ok ? { shown: [], blank: 0 } : hideBlankCards(answer.errors);
    const unplaced = api.showErrors(form, shown);
    if (editorForm && editor) {
      editorForm.gatherErrors();
      editorForm.setVerdicts(scored && scored.ok ? scored.rows : null);
      const line = form.querySelector(".ipso-editor-total");
      if (line) line.textContent = scored && scored.ok ? t("ipso.sheet.editor_total", { n: scored.total, stars: scored.stars }) : "";
    }
    result.replaceChildren();
    if (!answer.ok) {
      if (blank) result.append(h("p", { class: "ipso-todo" }, t("ipso.cards_to_enter", { n: blank })));
      if (shown.length) result.append(h("p", { class: "calc-error" }, t("core.fix_fields")));
      for (const message of unplaced) result.append(h("p", { class: "calc-error" }, `⚠ ${message}`));
      api.markResult(result);
      return;
    }
    const notes = { stars: "ipso.sheet.by_stars", shared: "ipso.sheet.shared", unknown_stars: "ipso.sheet.unknown_stars" };
    const anything = answer.players.some((player) => player.rounds.some((entry) => entry !== null));
    if (!anything) {
      append(result, h("p", { class: "ipso-todo" }, t("ipso.sheet.nothing_yet")), explanationList(api, answer.explanation));
      api.markResult(result);
      return;
    }
    append(result,
      h("h3", {}, answer.finished ? t("ipso.sheet.final_ranking") : t("ipso.sheet.ranking_so_far")),
      h("ol", { class: "ipso-ranking" },
        answer.ranking.map((standing) =>
          h("li", { value: standing.place, "data-place": standing.place, "data-names": JSON.stringify(standing.names) },
            h("strong", {}, standing.names.join(" · ")),
            ` — ${t("ipso.pts", { n: standing.total })}`,
            standing.stars === null ? "" : ` · ${t("ipso.stars_n", { n: standing.stars })}`,
            notes[standing.decided_by] ? ` (${t(notes[standing.decided_by])})` : ""))),
      answer.finished
        ? h("p", { class: "ipso-winners", "data-winners": JSON.stringify(answer.winners) },
          answer.shared_victory ? t("ipso.sheet.shared_victory", { names: answer.winners.join(", ") }) : t("ipso.sheet.winner", { name: answer.winners[0] }))
        : null,
      explanationList(api, answer.explanation),
      warningsList(api, answer.warnings),
    );
    api.markResult(result);
  }

  function updateTable(answer) {
    form.querySelectorAll(".ipso-sheet-table tbody tr").forEach((row, i) => {
      const total = row.querySelector(".ipso-player-total");
      const player = answer.ok ? answer.players[i] : null;
      total.textContent = player ? String(player.total) : "—";
      total.dataset.total = player ? String(player.total) : "";
      row.querySelectorAll(".ipso-cell-score").forEach((span) => {
        const r = Number(span.closest("td").dataset.path.split(".")[3]);
        const scored = player && player.rounds[r];
        span.textContent = `▲ ${scored ? t("ipso.pts", { n: scored.score }) : "…"}`;
        span.dataset.score = scored ? String(scored.score) : "";
      });
    });
    if (answer.ok) {
      answer.rounds.forEach((info, r) => {
        const header = form.querySelector(`.ipso-sheet-table th[data-round="${r + 1}"]`);
        if (header && !header.querySelector(".ipso-direction")) {
          header.append(h("span", { class: "ipso-direction", "data-direction": info.direction }, h("br"), t(`ipso.direction_arrow.${info.direction}`)));
        }
      });
    }
  }

  draw();
  update();
}
