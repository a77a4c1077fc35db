// Shared pieces of the IPSO widgets: the pyramid form, a card's fields, row verdicts and the
// result bar that stays in view while entering. Their look is in docs/assets/css/games/ipso-widgets.css
// (classes ipso-*).
// No rule and no game fact lives here: the rows, the numbers, the colour labels and the star
// card come from api.data (calculators/ipso/spec.py, GameSpec.widget_data()); scores, verdicts
// and checks all come from Python's answers (calculators.ipso).

import { actionButton, errorList, linkNotice, liveAnswer, offerLink, warningList } from "../widget-kit.js";

// The game's facts, as the build wrote them from calculators/ipso/spec.py.
export function facts(api) {
  const data = api.data || {};
  const limits = data.limits || {};
  return {
    rows: limits.rows || [],
    numbers: limits.numbers || {},
    printedStars: limits.printed_stars || {},
    typed: limits.typed || {},
    starCard: limits.star_card || { choices: [] },
    modes: limits.modes || {},
    players: limits.players || {},
    colours: data.colours || [],
  };
}

export function colourLabel(api, key) {
  const found = facts(api).colours.find((colour) => colour.key === key);
  if (found) return `${found.symbol} ${api.t(found.name)}`;
  return key ? `“${key}”` : "";
}

export function blankCard() {
  return { number: "", colour: "", stars: 0 };
}

export function blankRows(api) {
  return facts(api).rows.map((size) => Array.from({ length: size }, blankCard));
}

export function isBlank(card) {
  return (card.number === "" || card.number === null) && !card.colour;
}

// Form state -> the card Python expects (empty fields left out, so Python names what is missing).
export function cardToRequest(card) {
  const out = {};
  if (card.number !== "" && card.number !== null && card.number !== undefined) out.number = Number(card.number);
  if (card.colour) out.colour = card.colour;
  out.stars = card.stars === "" || card.stars === null || card.stars === undefined ? 0 : Number(card.stars);
  return out;
}

export function rowsToRequest(rows) {
  return rows.map((row) => row.map(cardToRequest));
}

// A card from a link or from storage back into form state: what can be read is kept.
export function cardFromData(raw) {
  const card = blankCard();
  if (!raw || typeof raw !== "object") return card;
  if (Number.isFinite(raw.number)) card.number = String(raw.number);
  if (typeof raw.colour === "string") card.colour = raw.colour;
  if (Number.isFinite(raw.stars)) card.stars = raw.stars;
  return card;
}

export function rowsFromData(api, raw) {
  const rows = blankRows(api);
  if (!Array.isArray(raw)) return rows;
  rows.forEach((cards, r) => {
    const row = Array.isArray(raw[r]) ? raw[r] : [];
    cards.forEach((_, c) => { cards[c] = cardFromData(row[c]); });
  });
  return rows;
}

// Python's missing-field errors for cards nobody has started are not shown one by one:
// the widget says how many cards are left to enter instead (no false alarm on a new form).
export function splitBlankErrors(errors, rows, prefix = "rows") {
  const blank = new Set();
  rows.forEach((row, r) => row.forEach((card, c) => { if (isBlank(card)) blank.add(`${prefix}.${r}.${c}`); }));
  const shown = [];
  for (const error of errors || []) {
    const owner = error.path.replace(/\.(number|colour)$/, "");
    if (blank.has(owner) && /_missing$/.test(error.code)) continue;
    shown.push(error);
  }
  return { shown, blankCount: blank.size };
}

// One card's three fields: number, colour (name and symbol), printed stars. `labels` gives each
// field's accessible name; `path` is the card's request path.
export function cardFields(api, card, path, labels, onChange, extra = {}) {
  const { h, t } = api;
  const { numbers, printedStars, colours } = facts(api);
  const box = h("fieldset", { class: `ipso-card ${extra.class || ""}`.trim(), "data-path": path, "data-colour": card.colour || "none" },
    extra.legend ? h("legend", {}, extra.legend) : null);
  const number = h("input", {
    type: "number", min: numbers.min, max: numbers.max, step: 1, inputmode: "numeric", class: "ipso-number",
    value: card.number, "aria-label": labels.number, "data-path": `${path}.number`, enterkeyhint: "next",
    oninput: (event) => { card.number = event.target.value; onChange(); },
  });
  const known = colours.some((colour) => colour.key === card.colour);
  const colour = h("select", {
    class: "ipso-colour", "aria-label": labels.colour, "data-path": `${path}.colour`,
    onchange: (event) => { card.colour = event.target.value; box.dataset.colour = card.colour || "none"; onChange(); },
  },
  h("option", { value: "", selected: !card.colour }, t("ipso.pick_colour")),
  colours.map((entry) => h("option", { value: entry.key, selected: card.colour === entry.key }, colourLabel(api, entry.key))),
  card.colour && !known ? h("option", { value: card.colour, selected: true }, colourLabel(api, card.colour)) : null);
  const stars = h("input", {
    type: "number", min: printedStars.min, max: printedStars.max, step: 1, inputmode: "numeric", class: "ipso-stars",
    value: card.stars, "aria-label": labels.stars, "data-path": `${path}.stars`,
    oninput: (event) => { card.stars = event.target.value; onChange(); },
  });
  box.append(number, colour, h("span", { class: "ipso-stars-box" }, h("span", { "aria-hidden": "true" }, "★"), stars));
  // Leaving a card half typed: Python is asked again, and now says what is missing.
  box.addEventListener("focusout", (event) => box.contains(event.relatedTarget) || onChange());
  return box;
}

// The rows of a pyramid as a form. `prefix` is the request path of the rows
// (`rows`, or `players.0.rounds.1.pyramid.rows` on the game sheet).
export function pyramidForm(api, rows, prefix, onChange) {
  const { h, t } = api;
  const { numbers } = facts(api);
  const element = h("div", { class: "ipso-pyramid", role: "group", "aria-label": t("ipso.pyramid_label") });
  const rowBoxes = [];
  rows.forEach((cards, r) => {
    const rowPath = `${prefix}.${r}`;
    const line = h("div", { class: "ipso-row-cards" });
    // Through the element's style, not a style attribute: the page's content policy refuses those.
    line.style.setProperty("--ipso-n", String(cards.length));
    cards.forEach((card, c) => {
      const where = { row: r + 1, card: c + 1 };
      const labels = {
        number: t("ipso.field.number", { ...where, min: numbers.min, max: numbers.max }),
        colour: t("ipso.field.colour", where),
        stars: t("ipso.field.stars", where),
      };
      line.append(cardFields(api, card, `${rowPath}.${c}`, labels, onChange));
    });
    const box = h("fieldset", { class: "ipso-row", "data-path": rowPath },
      h("legend", {}, t("ipso.row_n", { n: r + 1 })),
      line,
      h("div", { class: "ipso-row-errors" }),
      h("p", { class: "ipso-verdict", hidden: true }));
    rowBoxes.push(box);
    element.append(box);
  });

  function gatherErrors() {
    // Field errors land next to their input; in a narrow card they are moved under the row.
    rowBoxes.forEach((box) => {
      const target = box.querySelector(":scope > .ipso-row-errors");
      target.replaceChildren();
      for (const message of box.querySelectorAll(".ipso-card .calc-field-error, .ipso-row-cards > .calc-field-error")) target.append(message);
      for (const message of box.querySelectorAll(":scope > .calc-field-error")) target.append(message);
    });
  }

  function setVerdicts(answerRows) {
    rowBoxes.forEach((box, r) => {
      const line = box.querySelector(".ipso-verdict");
      const row = answerRows ? answerRows[r] : null;
      box.classList.toggle("is-discarded", Boolean(row && !row.increasing));
      line.hidden = !row;
      line.textContent = row ? rowVerdict(api, row) : "";
      line.dataset.verdict = row ? row.verdict : "";
      line.dataset.points = row ? String(row.points) : "";
    });
  }

  function highlight(r, c) {
    for (const card of element.querySelectorAll(".ipso-card")) {
      card.classList.remove("is-best");
      const mark = card.querySelector(".ipso-best-mark");
      if (mark) mark.remove();
    }
    if (r === null || r === undefined) return;
    const card = element.querySelector(`[data-path="${prefix}.${r}.${c}"]`);
    if (card) {
      card.classList.add("is-best");
      card.append(h("span", { class: "ipso-best-mark" }, `⇦ ${t("ipso.bonus.best_here")}`));
    }
  }

  return { element, setVerdicts, highlight, gatherErrors };
}

// A row's verdict in words, from Python's answer (never from the numbers themselves).
export function rowVerdict(api, row) {
  const { t } = api;
  if (!row.increasing) {
    const position = row.break_card - 1;
    let words = t("ipso.verdict.discarded", { after: row.numbers[position], before: row.numbers[position - 1] });
    if (row.printed_stars) words += ` · ${t("ipso.verdict.stars_lost", { n: row.printed_stars })}`;
    return `✘ ${words} · ${t("ipso.pts", { n: 0 })}`;
  }
  const bits = [t("ipso.verdict.increasing")];
  bits.push(row.single_colour ? t("ipso.verdict.single", { colour: colourLabel(api, row.colour) }) : t("ipso.verdict.mixed"));
  if (row.star_points) bits.push(t("ipso.stars_n", { n: row.star_points }));
  if (row.even_odd_points) bits.push(t(row.parity === "even" ? "ipso.verdict.even" : "ipso.verdict.odd"));
  bits.push(t("ipso.pts", { n: row.points }));
  return `✔ ${bits.join(" · ")}`;
}

// The star card: kept (its points, from the spec) or given up for the bonus turn.
export function starCardChoices(api) {
  const { starCard } = facts(api);
  return starCard.choices.map((choice) => [choice, api.t(`ipso.star_card.${choice}`, { points: starCard.points })]);
}

// The even/odd variant's check box (its whole line is the touch target).
export function variantBox(api, checked, onChange) {
  const { h, t } = api;
  return h("label", { class: "ipso-variant", "data-path": "variants.even_odd" },
    h("input", { type: "checkbox", checked, onchange: (event) => onChange(event.target.checked) }),
    ` ${t("ipso.variant.even_odd")}`);
}

// A line that keeps the result in view while entering (sticky at the bottom of the form on a
// phone). It repeats what the result below says, so screen readers are not told twice.
export function liveBar(api) {
  return api.h("p", { class: "ipso-live calc-live", "aria-hidden": "true", "data-state": "waiting" }, api.t("core.calculating"));
}

export function setLive(bar, text, state, extra = {}) {
  bar.textContent = text;
  bar.dataset.state = state;
  for (const [name, value] of Object.entries(extra)) bar.dataset[name] = String(value);
}

// Problems in a result: the fields Python points at are marked (api.showErrors), what is left to
// enter is said in words, the rest is listed; the bar in view says it too.
// A card being typed in is not an error yet (api.waiting): leaving it asks Python again.
export function showProblems(api, { form, result, live }, shown, todo) {
  const { h, t } = api;
  const held = api.waiting(form, shown);
  const now = shown.filter((error) => !held.includes(error));
  const unplaced = api.showErrors(form, shown);
  for (const line of todo) result.append(h("p", { class: "ipso-todo" }, line));
  if (now.length) result.append(h("p", { class: "calc-error" }, t("core.fix_fields")));
  const list = errorList(api, unplaced);
  if (list) result.append(list);
  setLive(live, now.length ? t("core.fix_fields") : todo.join(" ") || t("core.calculating"), now.length ? "error" : "todo");
}

// The frame the pyramid scorer and the bonus helper share. `widget` gives: key (storage), action
// (Python's), empty(), fromRequest(raw) (throws on what is not its state), toRequest(state),
// draw(self) -> {pyramid, elements} (the fields, drawn again from self.state), before(self) and
// after(self) (buttons above and below the fields: they stay, so a double tap meets the same
// guarded button), missing(self, errors) -> {shown, todo}, and show(self, answer).
// A share link is read once and forgotten (later reloads come back to what is typed next); a
// saved state that cannot be read is kept aside and offered back (api.open).
export function pyramidWidget(root, api, widget) {
  const { h, t } = api;
  const opened = api.open(widget.key, (raw) => widget.fromRequest(raw), () => widget.empty());
  const self = {
    state: opened.state,
    form: h("form", { class: "ipso-form", onsubmit: (event) => event.preventDefault() }),
    result: h("div", { class: "calc-result", "aria-live": "polite" }),
    live: liveBar(api),
    pyramid: null,
  };
  const fields = h("div", { class: "ipso-fields" });
  const linkBox = h("div", { class: "ipso-link" });

  self.draw = () => {
    const drawn = widget.draw(self);
    self.pyramid = drawn.pyramid;
    fields.replaceChildren(...drawn.elements);
  };
  // Not saved when the page opens on what this browser saved, or on an empty pyramid.
  const askAndShow = liveAnswer(api, {
    key: widget.key, game: "ipso", action: widget.action, busy: self.result, request: () => widget.toRequest(self.state), show: (answer) => show(answer),
  });
  self.update = () => askAndShow(true);
  // A new state in one go (clear, take another pyramid); one tap on Undo brings the old one back.
  self.replace = (next, message) => {
    const before = self.state;
    self.state = next;
    self.draw();
    self.update();
    api.undoable(message, () => {
      self.state = before;
      self.draw();
      return self.update();
    });
  };

  function show(answer) {
    self.result.replaceChildren();
    self.pyramid.highlight(null);
    if (answer.ok) {
      api.showErrors(self.form, []);
      widget.show(self, answer);
      const warnings = warningList(api, answer.warnings);
      if (warnings) self.result.append(warnings);
    } else {
      const { shown, todo } = widget.missing(self, answer.errors);
      showProblems(api, self, shown, todo);
      self.pyramid.setVerdicts(null);
    }
    self.pyramid.gatherErrors();
    api.markResult(self.result);
  }

  self.form.append(
    ...(widget.before ? widget.before(self) : []),
    fields,
    h("div", { class: "ipso-tools" },
      actionButton(api, t("core.copy_link"), () => offerLink(api, root, linkBox, widget.toRequest(self.state))),
      actionButton(api, t("ipso.clear_pyramid"), () => self.replace(widget.empty(), t("ipso.cleared")), { "data-action": "clear" })),
    linkBox,
    self.live,
  );
  root.append(self.form, self.result);
  // Python is asked first and answers while the form is drawn (the answer is read after this task).
  askAndShow(opened.linked); // a pyramid opened from a link is kept in this browser
  linkNotice(api, root, opened, (before) => {
    self.state = before;
    self.draw();
    return self.update();
  });
  self.draw();
  return self;
}
