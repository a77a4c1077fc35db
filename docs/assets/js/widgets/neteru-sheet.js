// "Neteru score sheet": the whole table's end-of-game entry, scored by Python (calculators.neteru,
// action "score") after every change. Each slot's card is chosen in two taps (its type, then one
// of the numbers that slot may show); the totals stay in view at the bottom of the screen while
// entering. The sheet is saved as it is typed (a reload loses nothing; a damaged save is offered
// back), shared as a link, and every destructive button offers an undo. A player left unnamed is
// "Player 2" in the page's language, never stored as a name. Names are user text: set as text.
// Under it, dispute mode (../dispute-kit.js): the score one player counted, compared with the
// rules, the frequent mistake that gives it named and what it touches outlined in that player's block.

import { disputeMode, marker } from "../dispute-kit.js";
import { rosterEditor } from "../roster.js";
import { actionButton, linkNotice, offerLink, playerLabel, uid, warningList } from "../widget-kit.js";
import {
  answerArea, cardFromValue, cardName, cardValue, details, facts, godsForm, godsRequest, godsState, makePicker,
  pyramidForm, pyramidRequest, pyramidState, showFieldErrors, showProblems,
} from "./neteru-common.js";

const STORE_KEY = "neteru-sheet";

function blankPlayer(known) {
  return { name: "", pyramid: {}, gods: {}, pyramidions: Array.from({ length: known.perPlayer }, () => ""), discard: [] };
}

function emptyState(known) {
  return { players: Array.from({ length: known.players.min }, () => blankPlayer(known)) };
}

// The request Python reads (also what is saved and shared).
export function toRequest(api, state) {
  return {
    players: state.players.map((player) => ({
      name: player.name,
      pyramid: pyramidRequest(api, player.pyramid),
      gods: godsRequest(api, player.gods),
      pyramidions: player.pyramidions.map((value) => value || null),
      discard: player.discard.map((value) => cardFromValue(value)),
    })),
  };
}

// A saved or shared sheet back into form state. What is not a sheet throws (the saved text is then
// offered back); a sheet with too few players gets blank ones; values that are there but wrong
// (an unknown god, a card twice) are kept, so that Python can point at them.
export function fromRequest(api, raw) {
  const known = facts(api);
  if (!raw || typeof raw !== "object" || !Array.isArray(raw.players)) throw new Error("not a sheet");
  if (raw.players.length > known.players.max) throw new Error("too many players");
  const players = raw.players.map((item) => {
    if (!item || typeof item !== "object" || Array.isArray(item)) throw new Error("not a player");
    const player = blankPlayer(known);
    if (item.name !== undefined && item.name !== null && typeof item.name !== "string") throw new Error("not a name");
    player.name = item.name || "";
    player.pyramid = pyramidState(api, item.pyramid);
    player.gods = godsState(api, item.gods);
    const chosen = item.pyramidions === undefined || item.pyramidions === null ? [] : item.pyramidions;
    if (!Array.isArray(chosen) || chosen.length > known.perPlayer || chosen.some((v) => v !== null && typeof v !== "string")) {
      throw new Error("not pyramidions");
    }
    player.pyramidions = player.pyramidions.map((_, i) => chosen[i] || "");
    const discard = item.discard === undefined || item.discard === null ? [] : item.discard;
    if (!Array.isArray(discard) || discard.length > known.discardMax) throw new Error("not a discard pile");
    player.discard = discard.map((card) => cardValue(card));
    return player;
  });
  while (players.length < known.players.min) players.push(blankPlayer(known));
  return { players };
}

function copy(value) {
  return JSON.parse(JSON.stringify(value));
}

export default function mount(root, api) {
  const { h, t } = api;
  const known = facts(api);
  root.classList.add("neteru-w");

  // Where the sheet comes from: a share link, else this browser's save, else a blank sheet. Later
  // reloads come back to this browser's save, which is now the linked sheet.
  const opened = api.open(STORE_KEY, (raw) => fromRequest(api, raw), () => emptyState(known));
  let state = opened.state;
  linkNotice(api, root, opened, (before) => replace(before));

  const picker = makePicker(api);
  const hold = api.hold; // a redraw under the finger does not take a double tap's second tap
  const players = h("div", { class: "neteru-players" });
  const roster = rosterEditor(api, {
    players: () => state.players,
    legend: t("common.roster.legend"),
    blank: () => blankPlayer(known),
    take: () => copy(state),
    put: replace,
    renamed: (index) => {
      if (blocks[index]) blocks[index].title.textContent = label(index);
      syncWhose();
      update();
    },
    changed: () => { hold(); draw(); update(); },
  });
  const form = h("form", { class: "neteru-sheet", onsubmit: (event) => event.preventDefault() },
    roster.element,
    players,
    h("div", { class: "neteru-tools" },
      actionButton(api, t("core.copy_link"), () => offerLink(api, root, linkHolder, toRequest(api, state))),
      actionButton(api, t("common.rematch"), rematch, { "data-action": "rematch" }),
      actionButton(api, t("neteru.sheet.clear"), clearSheet)));
  const area = answerArea(api, {
    key: STORE_KEY, action: "score", label: t("neteru.sheet.live"), request: () => toRequest(api, state), show: (answer) => show(answer),
  });
  const { live, result, update } = area;
  result.classList.add("neteru-results");
  const linkHolder = h("div", { class: "neteru-link" });
  root.append(form, live, linkHolder, result);
  let blocks = [];

  const label = (index) => playerLabel(api, state.players[index].name, index);

  // ---- Dispute mode: whose count, then the claim (../dispute-kit.js) -----------------------------
  let whose = 0;
  const whoseSelect = h("select", { id: uid("neteru-whose"), "data-path": "player", onchange: (event) => { whose = Number(event.target.value); } });
  function syncWhose() {
    if (whose >= state.players.length) whose = 0;
    whoseSelect.replaceChildren(...state.players.map((_, index) => h("option", { value: index, selected: index === whose }, label(index))));
  }
  // A mark (calculators/neteru/dispute.py) is a slot, "floor N" (its god), a part of the player's
  // block by the last word of its path (the discard pile), or the name of a pyramidion chosen
  // there; looked up in that player's block as it is drawn now.
  const inBlock = (selector) => form.querySelector(`[data-player="${whose}"] ${selector}`);
  const shown = marker((mark) => {
    const floor = /^floor (\d+)$/.exec(mark);
    if (floor) return [inBlock(`.neteru-floor[data-floor="${floor[1]}"]`), inBlock(`[data-path="players.${whose}.gods.${floor[1]}"]`)];
    if (/^\d+$/.test(mark)) return inBlock(`.neteru-pyr .neteru-cell[data-slot="${mark}"]`);
    const chosen = [...form.querySelectorAll(`[data-player="${whose}"] .neteru-pyramidions select`)].find((select) => select.value === mark);
    return inBlock(`[data-path$=".${CSS.escape(mark)}"]`) || (chosen && chosen.closest("label"));
  });
  const dispute = disputeMode(api, {
    game: "neteru", range: api.data.limits.claim, marker: shown, paths: ["player"],
    fields: [h("div", { class: "calc-claim-field" }, h("label", { for: whoseSelect.id }, t("neteru.dispute.player")), whoseSelect)],
    legend: t("neteru.dispute.legend"), fixFirst: t("neteru.dispute.fix_first"),
    request: () => ({ ...toRequest(api, state), player: whose }),
  });
  root.append(dispute.element);

  function draw() {
    picker.close(false);
    roster.sync();
    syncWhose();
    blocks = state.players.map((player, index) => playerBlock(player, index));
    players.replaceChildren(...blocks.map((block) => block.element));
  }

  function playerBlock(player, index) {
    const path = `players.${index}`;
    const title = h("span", { class: "neteru-player-name" }, label(index));
    const score = h("span", { class: "neteru-player-total" });
    const summary = h("summary", {}, title, score);
    const pyramid = pyramidForm(api, picker, { pyramid: player.pyramid, path: `${path}.pyramid`, onChange: update, legend: t("neteru.pyramid") });
    const body = h("div", { class: "neteru-player-body" },
      pyramid.element,
      godsForm(api, { gods: player.gods, path: `${path}.gods`, onChange: update }),
      pyramidionsBlock(player, path),
      discardBlock(player, index, path),
    );
    const element = h("details", { class: "neteru-player", open: true, "data-player": index }, summary, body);
    return { element, summary, title, score };
  }

  function pyramidionsBlock(player, path) {
    return h("fieldset", { class: "neteru-pyramidions", "data-path": `${path}.pyramidions` },
      h("legend", {}, t("neteru.sheet.pyramidions")),
      player.pyramidions.map((value, i) => {
        const id = uid("neteru-pyramidion");
        const choices = [h("option", { value: "", selected: !value }, t("neteru.choose"))].concat(
          known.pyramidions.map((key) => h("option", { value: key, selected: value === key }, t(`neteru.pyramidion.${key}`))),
        );
        if (value && !known.pyramidions.includes(value)) choices.push(h("option", { value, selected: true }, value));
        return h("label", { for: id }, t("neteru.sheet.pyramidion_n", { n: i + 1 }),
          h("select", { id, "data-path": `${path}.pyramidions.${i}`, onchange: (event) => { player.pyramidions[i] = event.target.value; update(); } }, choices));
      }));
  }

  function discardBlock(player, index, path) {
    const box = h("fieldset", { class: "neteru-discard", "data-path": `${path}.discard` }, h("legend", {}, t("neteru.sheet.discard")));
    const chips = h("div", { class: "neteru-chips" });
    player.discard.forEach((value, k) => {
      chips.append(
        h("span", { class: "neteru-chip", "data-path": `${path}.discard.${k}` },
          h("span", {}, cardName(api, value)),
          h("button", {
            type: "button",
            class: "neteru-chip-remove",
            "aria-label": t("neteru.sheet.remove_card", { n: k + 1 }),
            title: t("neteru.sheet.remove_card", { n: k + 1 }),
            onclick: () => removeDiscard(index, k),
          }, "✕")),
      );
    });
    const add = h("button", {
      type: "button",
      class: "md-button neteru-add-discard",
      disabled: player.discard.length >= known.discardMax,
      onclick: () => picker.open({
        where: t("neteru.sheet.discard_card", { n: player.discard.length + 1 }),
        after: add,
        opener: add,
        onPick: (value) => {
          if (!value) return;
          player.discard.push(value);
          draw();
          update();
          const again = form.querySelector(`[data-player="${index}"] .neteru-add-discard`);
          if (again) again.focus();
        },
      }),
    }, t("neteru.sheet.add_discard"));
    box.append(chips, add);
    return box;
  }

  function replace(next) {
    state = next;
    hold();
    draw();
    update();
  }

  function removeDiscard(index, k) {
    const before = copy(state);
    const card = cardName(api, state.players[index].discard[k]);
    state.players[index].discard.splice(k, 1);
    hold();
    draw();
    update();
    api.undoable(t("neteru.sheet.card_removed", { card }), () => replace(before));
  }

  // The same players, every card and god cleared.
  function rematch() {
    const before = copy(state);
    state = emptyState(known);
    state.players = before.players.map((player) => ({ ...blankPlayer(known), name: player.name }));
    hold();
    draw();
    update();
    api.undoable(t("common.rematch_done"), () => replace(before));
  }

  function clearSheet() {
    const before = copy(state);
    state = emptyState(known);
    hold();
    draw();
    update();
    api.undoable(t("neteru.sheet.cleared"), () => replace(before));
  }

  function show(answer) {
    dispute.refresh();
    const unplaced = showFieldErrors(api, form, answer.errors);
    // Only the players with a problem are marked and opened; the others stay as they are.
    blocks.forEach((block, index) => {
      const wrong = Boolean(block.element.querySelector(".calc-field-error"));
      block.element.classList.toggle("neteru-wrong", wrong);
      block.score.textContent = wrong ? " ⚠" : "";
      if (wrong) block.element.open = true;
      if (answer.ok) {
        const player = answer.players[index];
        block.title.textContent = player.name;
        block.score.textContent = ` — ${t("neteru.total")} ${player.total_shown}`;
      }
    });
    if (!answer.ok) {
      showProblems(api, area, unplaced);
      return;
    }
    showLive(answer);
    showTable(answer);
    api.markResult(result);
  }

  function showLive(answer) {
    live.replaceChildren(
      h("p", { class: "neteru-live-totals" },
        answer.players.map((player, index) =>
          h("span", { class: "neteru-live-player" }, h("span", { class: "neteru-live-name" }, player.name), " ", h("strong", { "data-live-total": player.total, "data-player": index }, player.total_shown)))),
      h("p", { class: "neteru-live-verdict", "data-outcome": answer.ranking.outcome }, answer.verdict),
    );
  }

  function showTable(answer) {
    const decided = answer.ranking.outcome === "undecided" ? null : answer.ranking;
    const rankOf = {};
    for (const place of answer.ranking.places) rankOf[place.player] = place;
    const first = answer.ranking.places.find((place) => place.rank === 1);
    // One row per player: the name and the total stay in view on a phone (.calc-pinned), the
    // steps between them scroll sideways.
    const steps = Object.keys(answer.players[0].steps);
    const head = h("tr", {}, h("th", { scope: "col" }, t("neteru.sheet.player")),
      steps.map((step) => h("th", { scope: "col", "data-step": step }, t(`neteru.step.${step}`))),
      h("th", { scope: "col" }, t("neteru.sheet.slots")), h("th", { scope: "col" }, t("neteru.sheet.rank")),
      h("th", { scope: "col", class: "calc-pin-end" }, t("neteru.total")));
    const rows = answer.players.map((p, i) =>
      h("tr", { "data-player": i }, h("th", { scope: "row" }, p.name),
        steps.map((step) => h("td", { "data-step": step }, p.steps[step].signed)),
        h("td", {}, String(p.occupied_slots)),
        h("td", { "data-rank": decided ? rankOf[i].rank : "" }, decided ? String(rankOf[i].rank) : "—"),
        h("td", { class: "neteru-total-cell calc-pin-end" }, h("strong", { "data-total": p.total, "data-player": i }, p.total_shown))));
    const verdict = h("p", { class: "calc-total neteru-winner", "data-outcome": answer.ranking.outcome, "data-decided-by": first ? first.decided_by : "" },
      decided ? "★ " : "ⓘ ", h("strong", {}, answer.verdict));
    if (answer.ranking.outcome === "win") verdict.append(` (${t(`neteru.decided.${first.decided_by}`)})`);
    result.replaceChildren(
      verdict,
      h("div", { class: "neteru-table", tabindex: "0", role: "region", "aria-label": t("neteru.sheet.results") },
        h("table", { class: "calc-pinned" }, h("caption", {}, t("neteru.sheet.results")), h("thead", {}, head), h("tbody", {}, rows))),
      details(api, answer.explanation),
    );
    const warnings = warningList(api, answer.warnings);
    if (warnings) result.append(warnings);
  }

  // Python is asked first and answers while the players are drawn (the answer is read after this task).
  update();
  draw();
}
