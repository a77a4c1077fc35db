"""Teach by doing: a game's first moves, replayed step by step and answered by its own rules.

A game that teaches this way lists its steps in ``calculators/<game>/first_turn.py`` and offers
the action ``first_turn`` (``action(STEPS)``). A request ``{"step": n, "try": value?}`` answers
step ``n``, counted from 0:

- ``title``, ``say``: the step's name and what happens in it, in the reader's language;
- ``board``: what the table shows, drawn by the widget without knowing the game: ``groups``,
  each with a ``label`` and ``rows`` of cells ``{"text", "state", "mark"?}`` (``text`` in words,
  ``state`` one of ``STATES``, ``mark`` what this step did to the cell: one of ``MARKS``);
- ``picture``: the same position in the shape ``hooks/pictures/<game>.py`` draws (``kind``,
  ``data``): the teach page's pictures of the story come from these steps;
- ``why``: the game's own explanation of the step (its scoring, its placement rules...);
- ``question``: what the learner may try at this step, ``{"prompt", "choices": [{"value",
  "label"}]}``, or null. With ``try`` set to one of the values, ``verdict`` is the rules' answer
  for that choice: ``{"ok": bool, "lines": [...]}`` (``ok``: the rules allow it).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

from calculators.i18n import render
from calculators.inputs import read_choice, read_int, read_object, reject_unknown_keys
from calculators.problems import Problems
from calculators.wording import of_name

# What a board cell shows: a card face up, a card face down, an empty place, a person, a note.
STATES = ("face_up", "face_down", "empty", "player", "note")
# What the step did to a cell: placed or moved there, taken away, revealed, or pointed at.
MARKS = ("new", "taken", "revealed", "pointed")

Answer = dict[str, Any]
# Parameters that hold a person's name: French says "de Tom", "d'Ana" ({of_player}, ``of_name``).
NAMES = ("player", "other", "name", "storyteller")


def words(code: str, lang: str, params: dict[str, Any] | None = None) -> str:
    """A message of a first turn, each name also given as ``of_<name>`` for French."""
    params = dict(params or {})
    params.update({f"of_{key}": of_name(value, lang) for key, value in list(params.items()) if key in NAMES and isinstance(value, str)})
    return render(code, lang, params)


@dataclass(frozen=True)
class Step:
    """One step: its answer in a language, and how the rules judge a try (None: nothing to try)."""

    answer: Callable[[str], Answer]
    judge: Callable[[str, str], Answer] | None = None


def cell(text: str, state: str, mark: str | None = None) -> dict[str, str]:
    """One place of a board, in words."""
    assert state in STATES and (mark is None or mark in MARKS), (state, mark)
    return {"text": text, "state": state, **({"mark": mark} if mark else {})}


def group(label: str, rows: Sequence[Sequence[dict]]) -> dict[str, Any]:
    """A part of the board (a player's pyramid, the middle of the table...): rows of cells."""
    return {"label": label, "rows": [list(row) for row in rows]}


def question(prompt: str, choices: Sequence[tuple[str, str]]) -> dict[str, Any]:
    """What the learner may try: ``choices`` as (value, label in words)."""
    return {"prompt": prompt, "choices": [{"value": value, "label": label} for value, label in choices]}


def action(steps: Sequence[Step]) -> Callable[[Any, str, Problems], Answer | None]:
    """The ``first_turn`` action of a game whose steps are ``steps``."""

    def first_turn(data: Any, lang: str, problems: Problems) -> Answer | None:
        """``{"step": n, "try": value?}`` -> step ``n``, and the rules' verdict on ``try``."""
        obj = read_object(data, "", problems)
        if obj is None:
            return None
        reject_unknown_keys(obj, ("step", "try"), "", problems)
        index = read_int(obj.get("step"), "step", problems, minimum=0, maximum=len(steps) - 1)
        if problems or index is None:
            return None
        step = steps[index]
        answer = {"step": index, "steps": len(steps), "question": None, **step.answer(lang), "verdict": None}
        if obj.get("try") is not None:
            if step.judge is None or not answer["question"]:
                problems.error("try", "common.nothing_to_try", step=index + 1)
                return None
            tried = read_choice(obj["try"], "try", problems, [choice["value"] for choice in answer["question"]["choices"]])
            if tried is None:
                return None
            answer["verdict"] = step.judge(tried, lang)
        return answer

    return first_turn
