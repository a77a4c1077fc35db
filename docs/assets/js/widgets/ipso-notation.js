// Quick entry: a whole pyramid typed in one line ("50r 12b* 8v …"), for a phone at the table.
// Python reads the line (calculators/ipso/notation.py, the "notation" of the "score" action) and
// answers the cards it read, which fill the pyramid's own fields: the reader may go on there.
// The letters shown come from api.data (calculators.ipso.notation.widget_data: the colours' names).

import { uid } from "../widget-kit.js";
import { colourLabel, facts, isBlank, rowsFromData } from "./ipso-shared.js";

// The help line's letters in the page's language: each letter, then its colour's symbol and name.
function letters(api) {
  return facts(api).colours.map((colour) => `${(colour.letter || {})[api.lang] || "?"} ${colourLabel(api, colour.key)}`).join(", ");
}

// The field, kept across redraws (the focus stays in it while the cards fill in). `self` is the
// pyramid widget (ipso-shared.js pyramidWidget); `self.state.notation` holds the line.
export function notationField(api, self) {
  const { h, t } = api;
  const id = uid("notation");
  const example = ((api.data || {}).notation_example || {})[api.lang] || "";
  const input = h("input", {
    id, type: "text", class: "ipso-notation-input", value: self.state.notation || "", "data-path": "notation",
    autocomplete: "off", autocapitalize: "none", autocorrect: "off", spellcheck: "false", enterkeyhint: "done",
    "aria-describedby": `${id}-help`,
    oninput: (event) => {
      const before = structuredClone(self.state);
      self.state.notation = event.target.value;
      self.typedRows = null;
      // The line takes the place of cards typed in the fields: one tap on Undo brings them back.
      if (!before.notation && self.state.notation && !self.state.rows.flat().every(isBlank)) {
        api.undoable(t("ipso.notation.replaced"), () => {
          self.state = before;
          self.draw();
          return self.update();
        });
      }
      self.update();
    },
  });
  const box = h("div", { class: "ipso-notation" },
    h("label", { for: id }, t("ipso.notation.label")),
    input,
    h("p", { id: `${id}-help`, class: "calc-hint" }, t("ipso.notation.help", { example, letters: letters(api) })));
  self.notationInput = input;
  return box;
}

// Python's answer to a line: its cards fill the fields (drawn again only when they change).
// True when they changed.
export function fillFromNotation(self, api, answer) {
  if (!self.state.notation || !answer.notation) return false;
  const rows = rowsFromData(api, answer.notation.rows);
  self.typedRows = JSON.stringify(rows);
  if (JSON.stringify(self.state.rows) === self.typedRows) return false;
  self.state.rows = rows;
  self.draw();
  return true;
}

// A card changed in the fields by hand: the line no longer says what they hold, and is emptied
// (what it gave stays in the fields).
export function leaveNotation(self) {
  if (!self.state.notation || JSON.stringify(self.state.rows) === self.typedRows) return;
  self.state.notation = "";
  self.typedRows = null;
  if (self.notationInput) self.notationInput.value = "";
}

// The field shows the state's line after a change made elsewhere (cleared, undone, opened from a link).
export function syncNotation(self) {
  const input = self.notationInput;
  if (input && input.value !== (self.state.notation || "")) input.value = self.state.notation || "";
}
