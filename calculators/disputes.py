"""Dispute mode, the same in every game: the score a player counted, compared with the rules, and
every frequent mistake that gives exactly the player's figure.

A game brings its right score part by part (``correct``: part name -> points) and its mistaken
readings: pure functions of its position, each giving a :class:`Reading` (the parts that mistake
would give, the values its sentence names, and what it touches, ``marks``: slots, rows, cards, for
the widgets to highlight). This module matches them with what the player wrote, a total or any
parts:

- a single mistake is named for every written item (the total or a part) it gives exactly and the
  rules do not, provided it agrees with every other written part it changes (a player who wrote
  the right colour bonus did not forget it);
- when no single mistake explains a wrong total, pairs of mistakes on different parts are tried
  (their effects then add up); a reading that is one guess among many (``alone``: one card
  picked among several, a whole part forgotten) is never paired, since two such guesses together
  fit almost any figure;
- every explanation that fits is listed, never only the first: two mistakes that both explain
  a +2 are both named.

``claim_report`` words the comparison (checks, the addition of the parts, each mistake's
sentence) in the reader's language; each game words its own mistakes and parts.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations
from typing import Any, Callable, Sequence

from calculators.i18n import Term, render
from calculators.inputs import read_int, reject_unknown_keys
from calculators.problems import Problems, join_path
from calculators.wording import plain, points, signed

TOTAL = "total"


@dataclass(frozen=True)
class Reading:
    """The score one mistake gives: its message code, every part's points, the values its sentence
    names and what it touches on the table (``marks``)."""

    code: str
    parts: dict[str, int]
    params: dict = field(default_factory=dict)
    marks: tuple = ()
    alone: bool = False

    @property
    def total(self) -> int:
        return sum(self.parts.values())

    @property
    def name(self) -> str:
        """The mistake's short name (``wrong_round`` for ``<game>.mistake.wrong_round``), as answers give it."""
        return self.code.rsplit(".", 1)[-1]

    def value(self, item: str) -> int:
        return self.total if item == TOTAL else self.parts[item]


@dataclass(frozen=True)
class Explanation:
    """One or two mistakes whose wrong score matches what the player wrote for ``items``."""

    readings: tuple[Reading, ...]
    items: tuple[str, ...]
    parts: dict[str, int]

    @property
    def total(self) -> int:
        return sum(self.parts.values())


def with_parts(correct: dict[str, int], **changed: int) -> dict[str, int]:
    """The right parts with some replaced: what a mistaken reading gives."""
    return {**correct, **changed}


def forgotten_parts(correct: dict[str, int], code: str, term: Callable[[str], str]) -> list[Reading]:
    """A part left out of the total altogether (all the spirals, every god...): one reading per part
    that is worth something. ``term`` gives the catalogue code naming a part."""
    return [
        Reading(code, with_parts(correct, **{part: 0}), {"part": Term(term(part)), "points": signed(points_)})
        for part, points_ in correct.items()
        if points_
    ]


def read_claim(value: Any, path: str, problems: Problems, parts: Sequence[str], lowest: int, highest: int) -> dict[str, int] | None:
    """What the player wrote: a total (a number) or an object of the items they counted (any of
    ``total`` and ``parts``, at least one), each a whole number from ``lowest`` to ``highest``."""
    items = (TOTAL, *parts)
    if not isinstance(value, dict):
        total = read_int(value, path, problems, minimum=lowest, maximum=highest)
        return None if total is None else {TOTAL: total}
    reject_unknown_keys(value, items, path, problems)
    claimed = {}
    for item in items:
        if value.get(item) is not None:
            number = read_int(value[item], join_path(path, item), problems, minimum=lowest, maximum=highest)
            if number is not None:
                claimed[item] = number
    if not claimed and not problems:
        problems.error(path, "common.dispute.nothing_claimed")
        return None
    return claimed


def _changed(reading: Reading, correct: dict[str, int]) -> set[str]:
    return {part for part in correct if reading.parts[part] != correct[part]}


def _consistent(parts: dict[str, int], correct: dict[str, int], claimed: dict[str, int]) -> bool:
    """A wrong reading fits the player's sheet only if every part it changes and the player wrote
    is the value the player wrote."""
    return all(parts[p] == claimed[p] for p in correct if p in claimed and parts[p] != correct[p])


def explain_claim(correct: dict[str, int], readings: Sequence[Reading], claimed: dict[str, int]) -> list[Explanation]:
    """Every mistake, or pair of mistakes, that gives what the player wrote (see the module's docstring)."""
    right = dict(correct, total=sum(correct.values()))
    wrong_items = [item for item in (TOTAL, *correct) if item in claimed and claimed[item] != right[item]]
    useful = [reading for reading in readings if reading.parts != correct]
    found: list[Explanation] = []
    for reading in useful:
        if not _consistent(reading.parts, correct, claimed):
            continue
        items = tuple(item for item in wrong_items if reading.value(item) == claimed[item])
        if items:
            found.append(Explanation((reading,), items, reading.parts))
    if TOTAL in wrong_items and not any(TOTAL in e.items for e in found):
        for first, second in combinations([r for r in useful if not r.alone], 2):
            if _changed(first, correct) & _changed(second, correct):
                continue
            parts = {p: first.parts[p] + second.parts[p] - correct[p] for p in correct}
            if sum(parts.values()) == claimed[TOTAL] and _consistent(parts, correct, claimed):
                found.append(Explanation((first, second), (TOTAL,), parts))
    return found


def claim_report(
    correct: dict[str, int],
    claimed: dict[str, int],
    found: list[Explanation],
    lang: str,
    part_term: Callable[[str], str],
    sentence: Callable[[Reading, str], str],
) -> dict[str, Any]:
    """The comparison, worded: ``claimed``, ``agrees``, ``checks`` (each item written, with its gap),
    ``addition`` (written parts that do not add up to the written total), ``mistakes`` (each
    explanation's codes, what it explains, its parts, values, marks and sentences) and ``lines``,
    the sentences in order. ``part_term`` gives the catalogue code naming a part (``total`` too),
    ``sentence`` words one reading."""
    right = dict(correct, total=sum(correct.values()))
    checks = [
        {"item": item, "claimed": claimed[item], "computed": right[item], "gap": claimed[item] - right[item], "agrees": claimed[item] == right[item]}
        for item in (TOTAL, *correct)
        if item in claimed
    ]
    agrees = all(check["agrees"] for check in checks)
    lines = [render("common.dispute.agrees" if agrees else "common.dispute.differs_total", lang, {"points": points(right[TOTAL], lang)})]
    for check in checks:
        if not check["agrees"]:
            values = {"item": Term(part_term(check["item"])), "claimed": plain(check["claimed"]), "computed": plain(check["computed"]), "gap": signed(check["gap"])}
            lines.append(render("common.dispute.differs", lang, values))
    addition = None
    if all(part in claimed for part in correct) and TOTAL in claimed:
        added = sum(claimed[part] for part in correct)
        if added != claimed[TOTAL]:
            addition = {"sum": added, "total": claimed[TOTAL]}
            lines.append(render("common.dispute.addition", lang, addition))
    mistakes = []
    for explanation in found:
        sentences = [sentence(reading, lang) for reading in explanation.readings]
        if len(explanation.readings) == 2:
            lines.append(render("common.dispute.two_mistakes", lang, {"total": plain(explanation.total)}))
        lines += sentences
        mistakes.append(
            {
                "codes": [reading.name for reading in explanation.readings],
                "explains": list(explanation.items),
                "total": explanation.total,
                "parts": explanation.parts,
                "params": [{key: _jsonable(value) for key, value in reading.params.items()} for reading in explanation.readings],
                "marks": sorted({mark for reading in explanation.readings for mark in reading.marks}, key=str),
                "sentences": sentences,
            }
        )
    if len(found) > 1:
        lines.insert(1 + sum(1 for check in checks if not check["agrees"]) + (addition is not None), render("common.dispute.several", lang, {"count": len(found)}))
    if not agrees and not mistakes and addition is None:
        lines.append(render("common.dispute.unexplained", lang))
    return {"claimed": claimed, "agrees": agrees, "checks": checks, "addition": addition, "mistakes": mistakes, "lines": lines}


def _jsonable(value: Any) -> Any:
    return value.code if isinstance(value, Term) else value


def with_report(answer: dict[str, Any], correct: dict[str, int], claimed: dict[str, int], found: list[Explanation], lang: str,
                part_term: Callable[[str], str], sentence: Callable[[Reading, str], str]) -> dict[str, Any]:
    """A score's answer (with its ``explanation``) and the comparison (``claim_report``): the
    comparison's sentences first, the score's own kept apart in ``score_explanation``."""
    report = claim_report(correct, claimed, found, lang, part_term, sentence)
    lines = report.pop("lines")
    return {**answer, **report, "score_explanation": answer["explanation"], "explanation": lines + answer["explanation"]}
