"""Neteru positions drawn at build time as accessible SVG: pyramids of floors 1 2 / 3 4 5 / 6 7 8 9.

Two entry points share one drawing function per kind of position:

- ``draw(action, data, answer, lang)`` for the ``example neteru ACTION`` fences (the answer is
  already computed by the fence);
- ``picture(kind, data, lang)`` for the ``picture neteru KIND`` fences, which asks the
  calculators itself (``calculators.api.handle``) for every computed fact.

A position is read and checked by the calculators (a ``score`` answer gives its cards with their
names, its gods and its complete floors); the floors, slot groups, copies and printed points come
from the data the widgets get (``hooks.pictures.facts``). Nothing here imports the rules package.

Kinds: ``anatomy`` (what each part of a card means), ``slots`` (the nine slots, their floors and
groups), ``pyramid`` (a position: cards, piles, gods, completed floors, the card just played),
``gods`` (a completed floor and the god chosen from the two in the middle), ``place`` (where a
card goes), ``chariot`` (what a War Chariot may take), ``score`` (the five scoring steps, with the
cards that score and the groups the pyramidions count).

Every SVG has ``role="img"``, a ``<title>`` and a ``<desc>`` in the page's language that give
the position in words. Colour is never alone: each card is named, each mark is a word with a
drawn symbol (▶ play, ↪ Priest, ✖ can be taken, shield protected, ★ just played, ✔ complete).
The look (light and dark schemes) is in docs/assets/css/games/neteru-pictures.css, classes ``nt-*``.
Player names are user text: always escaped (hooks/pictures/svg.py escapes every text).
"""

from __future__ import annotations

import math
from typing import Any

from calculators.i18n import render
from hooks.pictures import ask as ask_game
from hooks.pictures import facts
from hooks.pictures.svg import circle, group, line, path, rect, svg
from hooks.pictures.svg import text as svg_text

# Geometry of a pyramid drawing (viewBox units).
SLOT_W, GAP, GOD_W, PAD = 90, 6, 100, 6
ROW_W = 4 * SLOT_W + 3 * GAP
WIDTH = PAD + GOD_W + PAD + ROW_W + PAD
NAME_LINE, MARK_LINE = 13, 12
LETTERS = "ABC"
ANATOMY_W = PAD + 112 + 22 + 14 + 236 + PAD

# The game's facts, as the widgets get them (calculators/neteru/pyramid.py: widget_data).
FACTS = facts("neteru")
FLOORS: dict[int, tuple[int, ...]] = {n: tuple(slots) for n, slots in enumerate(FACTS["limits"]["floors"], start=1)}
SLOT_NUMBERS = {int(slot): tuple(numbers) for slot, numbers in FACTS["slot_numbers"].items()}
GROUPS = tuple(dict.fromkeys(SLOT_NUMBERS[slot] for slot in sorted(SLOT_NUMBERS)))  # a slot shows the numbers of its group
GOD_POINTS: dict[str, int] = FACTS["god_points"]
COPIES: dict[str, int] = FACTS["copies"]
CARD_POINTS: dict[str, int] = FACTS["card_points"]
DIVERSITY_GROUP_SIZE: int = FACTS["diversity_group_size"]
PYRAMIDION_KEYS = tuple(FACTS["pyramidions"])


def floor_of(slot: int) -> int:
    return next(floor for floor, slots in FLOORS.items() if slot in slots)


def group_of(slot: int) -> tuple[int, ...]:
    return SLOT_NUMBERS[slot]


# ---------------------------------------------------------------- words

def t(key: str, lang: str, **values: Any) -> str:
    """A picture string (``neteru.pic.*``) in the page's language, with its placeholders filled."""
    return render(f"neteru.pic.{key}", lang, values)


def god_name(god: str, lang: str) -> str:
    return render(f"neteru.god.{god}", lang)


def type_name(kind: str, lang: str) -> str:
    return render(f"neteru.type.{kind}", lang)


def pyramidion_name(key: str, lang: str) -> str:
    return render(f"neteru.pyramidion.{key}", lang)


def label(card: dict, lang: str) -> str:
    """A card's name as the calculators wrote it in their answer (``Guard 4``, ``Sphinx``)."""
    return card["label"]


def signed(points: int) -> str:
    return f"+{points}" if points > 0 else ("0" if points == 0 else f"−{-points}")


def wrap(words: str, width: int) -> list[str]:
    """Greedy line breaking on spaces (a word longer than ``width`` keeps its own line)."""
    lines: list[str] = []
    for word in words.split():
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines or [""]


def joined(items: list[str], lang: str, last: str = "and", none: str = "none") -> str:
    """``a, b and c`` (or ``a, b or c``) in the page's language; ``none`` when there is nothing."""
    if not items:
        return t(none, lang)
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + t(last, lang) + items[-1]


# ---------------------------------------------------------------- reading a position

class Position:
    """A pyramid as the calculators read and checked it (a wrong slot fails the build).

    ``pyramid`` and ``under`` (the covered cards of piles) map a slot to its card, with the
    name the answer gives it; ``gods`` maps a floor to its god.
    """

    def __init__(self, data: dict, lang: str, key: str = "pyramid", gods_key: str = "gods"):
        self.pyramid, self.gods, self.floors_complete = read_position(data.get(key) or {}, data.get(gods_key), key, lang)
        self.under, _, _ = read_position(data.get("under") or {}, None, "under", lang)
        for slot in self.under:
            if slot not in self.pyramid:
                raise ValueError(f"under.{slot}: a covered card needs a card on top of it")

    @classmethod
    def of_player(cls, player: dict) -> "Position":
        """The position of one player of a ``score`` answer."""
        position = cls.__new__(cls)
        position.pyramid, position.gods, position.floors_complete = answered_position(player)
        position.under = {}
        return position

    def complete(self) -> set[int]:
        return set(self.floors_complete)


def answered_position(player: dict) -> tuple[dict[int, dict], dict[int, str], list[int]]:
    """A ``score`` answer's player as (cards by slot, gods by floor, complete floors)."""
    cards = {card["slot"]: card for card in player["cards"]}
    gods = {item["floor"]: item["god"] for item in player["steps"]["gods"]["items"] if "god" in item}
    return cards, gods, player["complete_floors"]


def read_position(pyramid: Any, gods: Any, key: str, lang: str) -> tuple[dict[int, dict], dict[int, str], list[int]]:
    """A pyramid and its gods read and checked by the calculators (the ``score`` action, beside an empty player)."""
    player = {"pyramid": pyramid} if gods is None else {"pyramid": pyramid, "gods": gods}
    try:
        answer = ask("score", {"players": [player, {}]}, lang)
    except ValueError as refused:
        raise ValueError(f"{key}: {refused}") from None
    return answered_position(answer["players"][0])


def ask(action: str, data: dict, lang: str) -> dict:
    """The calculators' answer, or a build error that says what they refused."""
    return ask_game("neteru", action, data, lang)


# ---------------------------------------------------------------- drawn symbols

def icon(kind: str, x: float, y: float) -> str:
    """A 9×9 symbol whose top-left corner is (x, y); the word beside it carries the meaning."""
    cls = f"nt-icon nt-c-{kind}"
    if kind == "play":
        return path(f"M{x:g} {y:g}L{x + 9:g} {y + 4.5:g}L{x:g} {y + 9:g}Z", class_=cls)
    if kind == "priest":
        return path(f"M{x + 1:g} {y:g}V{y + 5:g}Q{x + 1:g} {y + 7:g} {x + 4:g} {y + 7:g}H{x + 9:g}M{x + 6:g} {y + 4:g}L{x + 9:g} {y + 7:g}L{x + 6:g} {y + 10:g}",
                    class_=f"{cls} nt-stroke", fill="none")
    if kind in ("removable", "taken"):
        return path(f"M{x:g} {y:g}L{x + 9:g} {y + 9:g}M{x + 9:g} {y:g}L{x:g} {y + 9:g}", class_=f"{cls} nt-stroke", fill="none")
    if kind == "protected":
        return path(f"M{x:g} {y + 1:g}L{x + 4.5:g} {y:g}L{x + 9:g} {y + 1:g}V{y + 4:g}C{x + 9:g} {y + 7:g} {x + 4.5:g} {y + 9.5:g} {x + 4.5:g} {y + 9.5:g}"
                    f"C{x + 4.5:g} {y + 9.5:g} {x:g} {y + 7:g} {x:g} {y + 4:g}Z", class_=cls)
    if kind == "new":
        points = []
        for i in range(10):
            r = 4.8 if i % 2 == 0 else 2
            a = -math.pi / 2 + i * math.pi / 5
            points.append(f"{x + 4.5 + r * math.cos(a):.2f} {y + 4.8 + r * math.sin(a):.2f}")
        return path("M" + "L".join(points) + "Z", class_=cls)
    if kind == "complete":
        return path(f"M{x:g} {y + 5:g}L{x + 3.5:g} {y + 8.5:g}L{x + 9:g} {y + 1:g}", class_=f"{cls} nt-stroke", fill="none")
    if kind == "god":
        # An ankh: a loop over a cross.
        return group(
            path(f"M{x + 4.5:g} {y + 4:g}C{x + 1.5:g} {y + 2.5:g} {x + 2.5:g} {y - 1:g} {x + 4.5:g} {y - 1:g}C{x + 6.5:g} {y - 1:g} {x + 7.5:g} {y + 2.5:g} {x + 4.5:g} {y + 4:g}Z", fill="none")
            + line(x + 1, y + 5, x + 8, y + 5) + line(x + 4.5, y + 4, x + 4.5, y + 10),
            class_=f"{cls} nt-stroke",
        )
    if kind == "target":
        return path(f"M{x:g} {y + 3:g}H{x + 5:g}V{y:g}L{x + 9.5:g} {y + 4.5:g}L{x + 5:g} {y + 9:g}V{y + 6:g}H{x:g}Z", class_=cls)
    if kind == "pile":
        return rect(x, y + 2, 6, 7, class_=cls, rx="1") + rect(x + 3, y, 6, 7, class_=cls, rx="1")
    if kind in ("lot", "majority", "pyramidion"):
        return rect(x + 1, y + 1, 7, 7, class_=cls, rx="1")
    return ""


# ---------------------------------------------------------------- the pyramid

class Mark:
    """A word under a card, with its drawn symbol (``kind`` picks the symbol and the colour class)."""

    def __init__(self, kind: str, words: str):
        self.kind, self.words = kind, words


SLOT_STYLE = {"play": "nt-s-play", "priest": "nt-s-play", "removable": "nt-s-removable", "taken": "nt-s-removable",
              "protected": "nt-s-protected", "new": "nt-s-new"}


def slot_height(marks: dict[int, list[Mark]]) -> int:
    most = max((len(found) for found in marks.values()), default=0)
    return 42 + MARK_LINE * most + (4 if most else 0)


def slot_x(floor: int, index: int) -> float:
    count = len(FLOORS[floor])
    row = count * SLOT_W + (count - 1) * GAP
    return PAD + GOD_W + PAD + (ROW_W - row) / 2 + index * (SLOT_W + GAP)


def draw_slot(slot: int, card: dict | None, covered: dict | None, marks: list[Mark], x: float, y: float, h: float, lang: str) -> str:
    parts = []
    style = next((SLOT_STYLE[m.kind] for m in marks if m.kind in SLOT_STYLE), "")
    if covered is not None:
        parts.append(rect(x + 5, y - 4, SLOT_W - 4, h, rx="5", class_="nt-card nt-under"))
    if card is None:
        parts.append(rect(x + 1, y + 1, SLOT_W - 2, h - 2, rx="5", class_=f"nt-slot nt-empty {style}".strip()))
    else:
        parts.append(rect(x + 1, y + 1, SLOT_W - 2, h - 2, rx="5", class_=f"nt-card {style}".strip()))
    # The slot number, top left, in a small round tag.
    parts.append(circle(x + 10, y + 10, 7.5, class_="nt-tag"))
    parts.append(svg_text(x + 10, y + 10.5, slot, class_="nt-tag-text", font_size="9"))
    if card is None:
        parts.append(svg_text(x + SLOT_W / 2 + 6, y + 19, t("empty", lang), class_="nt-empty-text", font_size="10.5"))
    else:
        for i, piece in enumerate(wrap(label(card, lang), 12)[:2]):
            parts.append(svg_text(x + SLOT_W / 2 + (6 if i == 0 else 0), y + 12 + i * NAME_LINE, piece, class_="nt-name", font_size="11"))
    for i, mark in enumerate(marks):
        my = y + 42 + i * MARK_LINE
        parts.append(icon(mark.kind, x + 6, my - 4.5))
        # A long word is squeezed into the slot rather than spilling over its edge.
        fit = {"textLength": "68", "lengthAdjust": "spacingAndGlyphs"} if len(mark.words) > 13 else {}
        parts.append(svg_text(x + 18, my, mark.words, class_=f"nt-mark nt-c-{mark.kind}", font_size="9.5", text_anchor="start", **fit))
    return group("".join(parts), class_="nt-slot-group")


def draw_pyramid(position: Position, lang: str, y0: float = 0, marks: dict[int, list[Mark]] | None = None,
                 floor_notes: dict[int, list[Mark]] | None = None, target_floor: int | None = None) -> tuple[str, float]:
    """The three floors, the god (or none) beside each; returns the drawing and its height."""
    marks = marks or {}
    floor_notes = floor_notes or {}
    complete = position.complete()
    parts = []
    y = y0 + (6 if position.under else 0)
    for floor, slots in FLOORS.items():
        notes = list(floor_notes.get(floor, []))
        if floor in complete:
            notes.insert(0, Mark("complete", t("complete", lang)))
        # Each floor is as tall as its most marked slot (or its notes) needs.
        h = max(slot_height({slot: marks.get(slot, []) for slot in slots}), 36 + MARK_LINE * len(notes))
        god = position.gods.get(floor)
        box_class = "nt-god" if god else "nt-floor"
        if floor == target_floor:
            parts.append(rect(PAD + GOD_W + 2, y - 3, ROW_W + 2 * PAD - 4, h + 6, rx="8", class_="nt-target"))
        parts.append(rect(PAD, y + 1, GOD_W, h - 2, rx="5", class_=box_class))
        parts.append(svg_text(PAD + 6, y + 11, t("floor", lang, n=floor), class_="nt-floor-name", font_size="10.5", text_anchor="start"))
        if god:
            parts.append(icon("god", PAD + 6, y + 21))
            parts.append(svg_text(PAD + 18, y + 26, god_name(god, lang), class_="nt-name", font_size="11", text_anchor="start"))
        else:
            parts.append(svg_text(PAD + 6, y + 26, t("no_god", lang), class_="nt-small", font_size="9.5", text_anchor="start"))
        for i, note in enumerate(notes):
            ny = y + 40 + i * MARK_LINE
            parts.append(icon(note.kind, PAD + 6, ny - 4.5))
            parts.append(svg_text(PAD + 18, ny, note.words, class_=f"nt-mark nt-c-{note.kind}", font_size="9.5", text_anchor="start"))
        for index, slot in enumerate(slots):
            parts.append(draw_slot(slot, position.pyramid.get(slot), position.under.get(slot), marks.get(slot, []),
                                   slot_x(floor, index), y, h, lang))
        y += h + GAP
    return "".join(parts), y - y0


def describe_pyramid(position: Position, lang: str, marks: dict[int, list[Mark]] | None = None,
                     floor_notes: dict[int, list[Mark]] | None = None) -> str:
    """The position in words: each floor's slots (card or empty, covered card, marks), its god, complete or not."""
    marks = marks or {}
    floor_notes = floor_notes or {}
    sentences = []
    complete = position.complete()
    for floor, slots in FLOORS.items():
        cells = []
        for slot in slots:
            card = position.pyramid.get(slot)
            what = label(card, lang) if card else t("empty", lang)
            if slot in position.under:
                what += " " + t("covers_desc", lang, card=label(position.under[slot], lang))
            words = [m.words for m in marks.get(slot, [])]
            if words:
                what += f" ({', '.join(words)})"
            cells.append(t("desc_slot", lang, n=slot, card=what))
        god = position.gods.get(floor)
        extra = [t("desc_god", lang, god=god_name(god, lang)) if god else t("desc_no_god", lang)]
        if floor in complete:
            extra.append(t("complete", lang))
        extra += [m.words for m in floor_notes.get(floor, [])]
        sentences.append(t("desc_floor", lang, n=floor, slots="; ".join(cells), extra=", ".join(extra)))
    return " ".join(sentences)


def text_lines(lines: list[str], y0: float, width: int = 84, size: float = 11) -> tuple[str, float]:
    """Left-aligned lines under a drawing (wrapped); returns the drawing and its height."""
    parts, y = [], y0
    for entry in lines:
        for piece in wrap(entry, width):
            y += size + 4
            parts.append(svg_text(PAD + 2, y, piece, class_="nt-line", font_size=f"{size:g}", text_anchor="start"))
    return "".join(parts), y - y0 + 6


def heading(words: str, y: float) -> str:
    return svg_text(PAD + 2, y, words, class_="nt-heading", font_size="12.5", text_anchor="start", font_weight="bold")


# ---------------------------------------------------------------- kinds

def draw_position(data: dict, lang: str) -> str:
    """``pyramid``: a position, with the card just played (``new``), piles (``under``), gods and complete floors."""
    position = Position(data, lang)
    marks: dict[int, list[Mark]] = {}
    for slot in data.get("new") or []:
        if int(slot) not in position.pyramid:
            raise ValueError(f"new: slot {slot} is empty")
        marks.setdefault(int(slot), []).append(Mark("new", t("new", lang)))
    for slot, covered in sorted(position.under.items()):
        marks.setdefault(slot, []).append(Mark("pile", t("covers", lang, card=label(covered, lang))))
    name = data.get("name")
    title = t("title_pyramid_of", lang, name=name) if name else t("title_pyramid", lang)
    top, y = "", 0.0
    if name:
        top, y = heading(title, 14), 22.0
    body, height = draw_pyramid(position, lang, y, marks)
    return svg(WIDTH, y + height, title, describe_pyramid(position, lang, marks), top + body, class_="nt-svg")


def draw_slots(data: dict, lang: str) -> str:
    """``slots``: the empty pyramid: slot numbers, floors and the three groups (1-3-6, 2-5-9, 4-7-8)."""
    show_groups = data.get("groups", True)
    parts = []
    h = 50 if show_groups else 34
    y = 0.0
    shapes = ("triangle", "circle", "square")
    for floor, slots in FLOORS.items():
        parts.append(rect(PAD, y + 1, GOD_W, h - 2, rx="5", class_="nt-floor"))
        parts.append(svg_text(PAD + 8, y + h / 2, t("floor", lang, n=floor), class_="nt-floor-name", font_size="12", text_anchor="start"))
        for index, slot in enumerate(slots):
            x = slot_x(floor, index)
            g = GROUPS.index(group_of(slot))
            parts.append(rect(x + 1, y + 1, SLOT_W - 2, h - 2, rx="5", class_=f"nt-slot nt-g{g}"))
            parts.append(svg_text(x + SLOT_W / 2, y + 16, t("slot", lang, n=slot), class_="nt-name", font_size="12", font_weight="bold"))
            if show_groups:
                gx, gy = x + 12, y + 34
                shape = shapes[g]
                if shape == "triangle":
                    parts.append(path(f"M{gx:g} {gy - 5:g}L{gx + 5:g} {gy + 4:g}L{gx - 5:g} {gy + 4:g}Z", class_=f"nt-gshape nt-g{g}"))
                elif shape == "circle":
                    parts.append(circle(gx, gy, 4.5, class_=f"nt-gshape nt-g{g}"))
                else:
                    parts.append(rect(gx - 4.5, gy - 4.5, 9, 9, class_=f"nt-gshape nt-g{g}"))
                parts.append(svg_text(x + 21, gy, t("group", lang, slots="-".join(map(str, GROUPS[g]))), class_="nt-mark",
                                      font_size="10", text_anchor="start"))
        y += h + GAP
    floors = " ".join(t("desc_floor_slots", lang, n=floor, slots=joined([str(s) for s in slots], lang)) for floor, slots in FLOORS.items())
    desc = floors
    if show_groups:
        desc += " " + t("desc_groups", lang, groups=joined(["-".join(map(str, g)) for g in GROUPS], lang))
    return svg(WIDTH, y, t("title_slots", lang), desc, "".join(parts), class_="nt-svg")


def place_marks(answer: dict, lang: str) -> dict[int, list[Mark]]:
    marks: dict[int, list[Mark]] = {}
    for dest in answer["play"]:
        marks.setdefault(dest["slot"], []).append(Mark("play", t("play_here", lang)))
        if dest["earns_god"]:
            marks[dest["slot"]].append(Mark("god", t("earns_god", lang)))
    for dest in answer["priest"]["to"]:
        marks.setdefault(dest["slot"], []).append(Mark("priest", t("priest_here", lang)))
        if dest["earns_god"]:
            marks[dest["slot"]].append(Mark("god", t("earns_god", lang)))
    if answer.get("in_pyramid"):
        marks.setdefault(answer["in_pyramid"], []).append(Mark("new", t("is_here", lang)))
    return marks


def draw_place(data: dict, answer: dict, lang: str) -> str:
    """``place``: the slot a card is played on (▶) and where a Priest may move it (↪), as the calculators answer."""
    position = Position(data, lang)
    marks = place_marks(answer, lang)
    title = t("title_place", lang, card=answer["label"])
    top = heading(title, 14)
    body, height = draw_pyramid(position, lang, 22, marks)
    height += 22
    lines = [t("line_play", lang, slots=joined([str(d["slot"]) for d in answer["play"]], lang, "or"))] if answer["play"] else []
    if answer["priest"]["allowed"]:
        lines.append(t("line_priest", lang, slots=joined([str(d["slot"]) for d in answer["priest"]["to"]], lang, "or")))
    else:
        lines.append(t("line_no_priest", lang))
    extra, extra_h = text_lines(lines, height)
    desc = title + ". " + " ".join(lines) + " " + describe_pyramid(position, lang, marks)
    return svg(WIDTH, height + extra_h, title, desc, top + body + extra, class_="nt-svg")


def chariot_marks(answer: dict, lang: str, taken: int | None) -> dict[int, list[Mark]]:
    marks: dict[int, list[Mark]] = {}
    for target in answer["removable"]:
        if target["slot"] == taken:
            marks.setdefault(target["slot"], []).append(Mark("taken", t("taken", lang)))
        else:
            marks.setdefault(target["slot"], []).append(Mark("removable", t("removable", lang)))
    for target in answer["protected"]:
        found = marks.setdefault(target["slot"], [])
        found.append(Mark("protected", t("protected", lang)))
        reasons = [t("by_isis", lang) if r["by"] == "isis" else t("by_guard", lang, n=r["guard_slot"]) for r in target["reasons"]]
        found.append(Mark("protected", ", ".join(reasons)))
    return marks


def draw_chariot(data: dict, answer: dict, lang: str) -> str:
    """``chariot``: the opponent's pyramid, the floor the War Chariot reaches, each card there taken, removable or protected (and why)."""
    position = Position(data, lang)
    taken = data.get("taken")
    if taken is not None and taken not in [target["slot"] for target in answer["removable"]]:
        raise ValueError(f"taken: the calculators do not let the War Chariot take slot {taken}")
    marks = chariot_marks(answer, lang, taken)
    floor = answer["floor"]
    name = data.get("name")
    title = t("title_chariot_of", lang, floor=floor, name=name) if name else t("title_chariot", lang, floor=floor)
    notes = {floor: [Mark("target", t("target", lang))]}
    top = heading(title, 14)
    body, height = draw_pyramid(position, lang, 26, marks, notes, target_floor=floor)
    lines = []
    removable = [t("card_at", lang, n=x["slot"], card=label(position.pyramid[x["slot"]], lang)) for x in answer["removable"]]
    protected = [t("card_at", lang, n=x["slot"], card=label(position.pyramid[x["slot"]], lang)) for x in answer["protected"]]
    lines.append(t("line_removable", lang, cards=joined(removable, lang)))
    lines.append(t("line_protected", lang, cards=joined(protected, lang)))
    if taken is not None:
        card = position.pyramid[taken]
        lines.append(t("line_taken", lang, card=label(card, lang), n=taken))
    extra, extra_h = text_lines(lines, 26 + height)
    desc = " ".join(lines) + " " + describe_pyramid(position, lang, marks)
    return svg(WIDTH, 26 + height + extra_h, title, desc, top + body + extra, class_="nt-svg")


def draw_gods(data: dict, lang: str) -> str:
    """``gods``: a floor just completed, the two gods in the middle, the one chosen placed beside that floor."""
    before = Position(data, lang)
    floor = int(data["floor"])
    offer = list(data["offer"])
    chosen = data["chosen"]
    revealed = data.get("revealed")
    if len(offer) != 2 or chosen not in offer or any(g not in GOD_POINTS for g in offer + ([revealed] if revealed else [])):
        raise ValueError("gods: 'offer' must be two gods, 'chosen' one of them")
    if floor not in before.complete():
        raise ValueError(f"gods: floor {floor} is not complete")
    gods: dict[str, Any] = {str(k): v for k, v in before.gods.items()}
    gods[str(floor)] = [gods[str(floor)], chosen] if str(floor) in gods else chosen  # a second god there: the calculators refuse it
    after = Position({**data, "gods": gods}, lang)
    name = data.get("name")
    title = t("title_gods_of", lang, name=name, floor=floor, god=god_name(chosen, lang)) if name else t("title_gods", lang, floor=floor, god=god_name(chosen, lang))
    parts = [heading(t("middle", lang), 14)]
    tile_w, tile_h = 150, 40
    for i, god in enumerate(offer):
        x = PAD + 2 + i * (tile_w + 10)
        chosen_here = god == chosen
        parts.append(rect(x, 22, tile_w, tile_h, rx="6", class_="nt-god nt-s-new" if chosen_here else "nt-god"))
        parts.append(icon("god", x + 7, 28))
        parts.append(svg_text(x + 20, 33, t("god_points", lang, god=god_name(god, lang), points=GOD_POINTS[god]), class_="nt-name",
                              font_size="11", text_anchor="start"))
        if chosen_here:
            parts.append(icon("complete", x + 7, 45))
            parts.append(svg_text(x + 20, 50, t("chosen", lang, n=floor), class_="nt-mark nt-c-new", font_size="10", text_anchor="start"))
        else:
            parts.append(svg_text(x + 20, 50, t("stays", lang), class_="nt-small", font_size="9.5", text_anchor="start"))
    if revealed:
        x = PAD + 2 + 2 * (tile_w + 10)
        parts.append(rect(x, 22, WIDTH - x - PAD, tile_h, rx="6", class_="nt-god nt-empty"))
        parts.append(svg_text(x + 8, 33, t("revealed", lang), class_="nt-small", font_size="9.5", text_anchor="start"))
        parts.append(svg_text(x + 8, 50, god_name(revealed, lang), class_="nt-name", font_size="11", text_anchor="start"))
    new = {int(s): [Mark("new", t("new", lang))] for s in data.get("new") or []}
    notes = {floor: [Mark("new", t("god_arrives", lang))]}
    body, height = draw_pyramid(after, lang, 72, new, notes)
    offer_words = joined([t("god_points", lang, god=god_name(g, lang), points=GOD_POINTS[g]) for g in offer], lang)
    desc = t("desc_gods", lang, floor=floor, offer=offer_words, god=god_name(chosen, lang))
    if revealed:
        desc += " " + t("desc_revealed", lang, god=god_name(revealed, lang))
    desc += " " + describe_pyramid(after, lang, new, notes)
    return svg(WIDTH, 72 + height, title, desc, "".join(parts) + body, class_="nt-svg")


def score_marks(result: dict, lang: str) -> tuple[dict[int, list[Mark]], list[str]]:
    """Each visible card's own points (steps 1-3) and the groups its pyramidions count; plus the lines under the drawing."""
    steps = result["steps"]
    points: dict[int, int] = {}
    for item in steps["mummies"]["items"] + steps["inhabitants"]["items"] + steps["bastet"]["items"]:
        points[item["slot"]] = points.get(item["slot"], 0) + item["points"]
    doubled = {item["slot"] for item in steps["bastet"]["items"]}
    marks: dict[int, list[Mark]] = {slot: [Mark("points", signed(value))] for slot, value in points.items()}
    for slot in doubled:
        marks[slot].append(Mark("bastet", t("doubled", lang)))
    lines = [t("line_steps", lang, **{name: signed(steps[name]["points"]) for name in steps}, total=result["total"])]
    return marks, lines


def pyramidion_marks(raw: dict, result: dict, lang: str, marks: dict[int, list[Mark]], lines: list[str]) -> None:
    visible = {card["slot"]: card for card in result["cards"]}
    for item in result["steps"]["pyramidions"]["items"]:
        key = item["pyramidion"]
        name = pyramidion_name(key, lang)
        if key == "mummy":
            lines.append(t("line_pyr_mummy", lang, name=name, per=signed(result["steps"]["mummies"]["per_mummy"])))
        elif key == "majority":
            kinds = item["types"]
            if kinds:
                for slot, card in visible.items():
                    if card["type"] == kinds[0]:
                        marks.setdefault(slot, []).append(Mark("majority", t("majority_mark", lang)))
            lines.append(t("line_pyr_majority", lang, name=name, types=joined([type_name(k, lang) for k in kinds], lang),
                           count=item["count"], points=signed(item["points"])))
        elif key == "discard":
            lines.append(t("line_pyr_discard", lang, name=name, count=item["count"], points=signed(item["points"])))
        elif key == "diversity":
            lots = [item["types"][i * DIVERSITY_GROUP_SIZE:(i + 1) * DIVERSITY_GROUP_SIZE] for i in range(item["groups"])]
            lot_of = {kind: LETTERS[i] for i, lot in enumerate(lots) for kind in lot}
            for slot, card in visible.items():
                if card["type"] in lot_of:
                    marks.setdefault(slot, []).append(Mark("lot", t("lot", lang, letter=lot_of[card["type"]])))
            described = "; ".join(t("lot_desc", lang, letter=LETTERS[i], types=joined([type_name(k, lang) for k in lot], lang))
                                  for i, lot in enumerate(lots))
            lines.append(t("line_pyr_diversity", lang, name=name, count=len(item["types"]), groups=item["groups"],
                           lots=described or t("none", lang), points=signed(item["points"])))
        else:
            for slot in item["slots"]:
                marks.setdefault(slot, []).append(Mark("pyramidion", t("pyramidion_mark", lang, points=signed(item["per_card"]))))
            lines.append(t("line_pyr_per_card", lang, name=name, count=item["count"], per=item["per_card"], points=signed(item["points"])))


def gods_line(result: dict, lang: str) -> str:
    items = []
    for item in result["steps"]["gods"]["items"]:
        if item.get("effect") == "nephthys":
            items.append(t("nephthys_item", lang, n=item["mummies"], points=signed(item["points"])))
        else:
            items.append(t("god_item", lang, god=god_name(item["god"], lang), floor=item["floor"], points=signed(item["points"])))
    return t("line_gods", lang, items=joined(items, lang, none="none_god"), points=signed(result["steps"]["gods"]["points"]))


def draw_player_score(raw: dict, result: dict, lang: str) -> str:
    position = Position.of_player(result)
    marks, lines = score_marks(result, lang)
    pyramidion_marks(raw, result, lang, marks, lines)
    lines.append(gods_line(result, lang))
    discard = []
    for card in result["discard"]:
        discard.append(label(card, lang))
    lines.append(t("line_discard", lang, cards=joined(discard, lang)))
    title = t("title_score", lang, name=result["name"], total=result["total"])
    top = heading(title, 14)
    body, height = draw_pyramid(position, lang, 22, marks)
    extra, extra_h = text_lines(lines, 22 + height)
    desc = " ".join(lines) + " " + describe_pyramid(position, lang, marks)
    return svg(WIDTH, 22 + height + extra_h, title, desc, top + body + extra, class_="nt-svg")


def draw_score(data: dict, answer: dict, lang: str, show: list[int] | None = None) -> str:
    """``score``: for each player shown, the pyramid with each card's points, Bastet's doubled cards, the groups that
    the pyramidions count (Majority's type, Diversity's sets of three types, per-card bonuses), and the five steps."""
    players = data.get("players") or []
    chosen = range(len(players)) if show is None else show
    return "".join(
        f'<div class="nt-player">{draw_player_score(players[i], answer["players"][i], lang)}</div>' for i in chosen
    )


def draw_anatomy(data: dict, lang: str) -> str:
    """``anatomy``: a schematic inhabitant, god and pyramidion card, each part numbered and explained beside it.

    A schematic, not the printed card: the numbered tags on the card match the numbered lines of
    the legend. Copies and points come from the widget data, the card's name and secondary slots from
    the calculators' ``place`` answer.
    """
    card_w = 112
    legend_x = PAD + card_w + 22

    def tag(n: int, x: float, yy: float) -> str:
        return circle(x, yy, 7.5, class_="nt-tag") + svg_text(x, yy + 0.5, n, class_="nt-tag-text", font_size="9")

    def legend(items: list[str], y0: float) -> tuple[str, float]:
        parts, yy = [], y0
        for i, words in enumerate(items, 1):
            lines = wrap(words, 38)
            parts.append(tag(i, legend_x, yy + 9))
            for j, piece in enumerate(lines):
                parts.append(svg_text(legend_x + 14, yy + 9.5 + j * 15, piece, class_="nt-line", font_size="12", text_anchor="start"))
            yy += len(lines) * 15 + 6
        return "".join(parts), yy - y0

    def bars(x: float, yy: float, count: int) -> str:
        """Lines of small print on the card: where its effect is written (read in the legend)."""
        return "".join(rect(x, yy + i * 9, card_w - 44 - (12 if i == count - 1 else 0), 3.5, rx="1.5", class_="nt-bar") for i in range(count))

    drawings: list[str] = []
    y = 0.0

    def numbered(items: list[str]) -> str:
        return " ".join(f"{i}. {w}" for i, w in enumerate(items, 1))

    def family(which: str, body: str, height: float, desc: str) -> None:
        """One drawing per family of cards: narrow enough to stay legible on a phone."""
        drawings.append(svg(ANATOMY_W, height + 4, t(f"title_anatomy_{which}", lang), t("desc_anatomy", lang) + " " + desc, body,
                            class_="nt-svg nt-anatomy-card"))

    inhabitant = data.get("inhabitant")
    if inhabitant is not None:
        card = ask("place", {"card": inhabitant}, lang)  # the card read by the calculators, with its name and slots
        kind, number = card["card"]["type"], card["card"].get("number")
        x0, ch = PAD, 150
        points = CARD_POINTS[kind]
        name = type_name(kind, lang)
        parts = [rect(x0, y + 2, card_w, ch, rx="8", class_="nt-card")]
        parts.append(circle(x0 + 17, y + 19, 12, class_="nt-number" if number is not None else "nt-number nt-empty"))
        parts.append(svg_text(x0 + 17, y + 19.5, number if number is not None else "–", class_="nt-name", font_size="14", font_weight="bold"))
        parts.append(tag(1, x0 + 37, y + 12))
        for j, piece in enumerate(wrap(name, 11)):
            parts.append(svg_text(x0 + card_w / 2 + 8, y + 46 + j * 14, piece, class_="nt-name", font_size="12.5", font_weight="bold"))
        parts.append(tag(2, x0 + 12, y + 46))
        parts.append(svg_text(x0 + card_w / 2 + 8, y + 80, t(f"face_{kind}", lang), class_="nt-small", font_size="9.5", font_style="italic"))
        parts.append(bars(x0 + 28, y + 90, 3))
        parts.append(tag(3, x0 + 12, y + 90))
        parts.append(rect(x0 + card_w - 34, y + ch - 28, 28, 24, rx="4", class_="nt-points"))
        parts.append(svg_text(x0 + card_w - 20, y + ch - 15.5, signed(points) if points < 0 else points, class_="nt-name", font_size="13", font_weight="bold"))
        parts.append(tag(4, x0 + card_w - 44, y + ch - 16))
        if number is not None:
            first, second = card["secondary"]
            parts.append(svg_text(x0 + 8, y + ch - 15.5, f"{number}·{first}·{second}", class_="nt-small", font_size="10", text_anchor="start"))
            parts.append(tag(5, x0 + 14, y + ch - 33))
            items = [t("part_number", lang, n=number, floor=floor_of(number)), t("part_type", lang, type=name, copies=COPIES[kind])]
        else:
            items = [t("part_no_number", lang), t("part_type_unnumbered", lang, type=name, copies=COPIES[kind])]
        items.append(t("part_effect", lang, effect=t(f"effect_{kind}", lang)))
        items.append(t("part_points", lang, points=signed(points) if points < 0 else points))
        if number is not None:
            items.append(t("part_secondary", lang, n=number, first=first, second=second))
        drawn, height = legend(items, y)
        family("inhabitant", "".join(parts) + drawn, max(ch + 6, height),
               t("desc_inhabitant", lang, card=label(card, lang)) + " " + numbered(items))

    god = data.get("god")
    if god is not None:
        if god not in GOD_POINTS:
            raise ValueError(f"god: unknown god {god!r}")
        x0, gh = PAD, 118
        parts = [rect(x0, y + 2, card_w, gh, rx="8", class_="nt-god")]
        parts.append(icon("god", x0 + card_w / 2 - 4.5, y + 13))
        parts.append(svg_text(x0 + card_w / 2 + 6, y + 38, god_name(god, lang), class_="nt-name", font_size="12.5", font_weight="bold"))
        parts.append(tag(1, x0 + 12, y + 38))
        parts.append(bars(x0 + 28, y + 56, 3))
        parts.append(tag(2, x0 + 12, y + 60))
        parts.append(rect(x0 + card_w - 34, y + gh - 28, 28, 24, rx="4", class_="nt-points"))
        parts.append(svg_text(x0 + card_w - 20, y + gh - 15.5, GOD_POINTS[god], class_="nt-name", font_size="13", font_weight="bold"))
        parts.append(tag(3, x0 + card_w - 44, y + gh - 16))
        items = [t("part_god", lang, god=god_name(god, lang)), t("part_effect", lang, effect=t(f"god_{god}", lang)),
                 t("part_god_points", lang, points=GOD_POINTS[god])]
        drawn, height = legend(items, y)
        family("god", "".join(parts) + drawn, max(gh + 6, height), numbered(items))

    pyramidion = data.get("pyramidion")
    if pyramidion is not None:
        if pyramidion not in PYRAMIDION_KEYS:
            raise ValueError(f"pyramidion: unknown pyramidion {pyramidion!r}")
        x0, ph = PAD, 100
        name = pyramidion_name(pyramidion, lang)
        parts = [path(f"M{x0 + card_w / 2:g} {y + 2:g}L{x0 + card_w:g} {y + ph:g}H{x0:g}Z", class_="nt-card")]
        for j, piece in enumerate(wrap(name, 11)):
            parts.append(svg_text(x0 + card_w / 2, y + 58 + j * 13, piece, class_="nt-name", font_size="11", font_weight="bold"))
        parts.append(tag(1, x0 + 14, y + 60))
        parts.append(rect(x0 + 34, y + 86, card_w - 68, 3.5, rx="1.5", class_="nt-bar"))
        parts.append(tag(2, x0 + card_w - 14, y + 88))
        items = [t("part_pyramidion", lang, name=name), t("part_bonus", lang, bonus=t(f"bonus_{pyramidion}", lang))]
        drawn, height = legend(items, y)
        family("pyramidion", "".join(parts) + drawn, max(ph + 6, height), numbered(items))

    return f'<div class="nt-anatomy">{"".join(drawings)}</div>'


# ---------------------------------------------------------------- entry points

def picture(kind: str, data: dict, lang: str) -> str:
    """A ``picture neteru KIND`` fence: the position drawn, with the calculators' answer where a fact is computed.

    ``"compact": true`` draws it smaller, beside the text (the one-page summary)."""
    if data.get("compact"):
        drawing = picture(kind, {k: v for k, v in data.items() if k != "compact"}, lang)
        return drawing.replace('class="calc-svg nt-svg', 'class="calc-svg nt-svg nt-compact', 1)
    if kind == "anatomy":
        return draw_anatomy(data, lang)
    if kind == "slots":
        return draw_slots(data, lang)
    if kind == "pyramid":
        return draw_position(data, lang)
    if kind == "gods":
        return draw_gods(data, lang)
    if kind == "place":
        request = {k: data[k] for k in ("card", "pyramid", "gods", "from") if k in data}
        return draw_place(data, ask("place", request, lang), lang)
    if kind == "chariot":
        request = {k: data[k] for k in ("floor", "pyramid", "gods") if k in data}
        return draw_chariot(data, ask("chariot", request, lang), lang)
    if kind == "score":
        request = {"players": data["players"]}
        return draw_score(data, ask("score", request, lang), lang, data.get("show"))
    raise ValueError(f"unknown Neteru picture kind {kind!r}")


def draw(action: str, data: Any, answer: dict, lang: str) -> str:
    """The drawing of an ``example neteru ACTION`` fence: the same drawings as the picture fences."""
    if not isinstance(data, dict) or not answer.get("ok"):
        return ""
    if action == "score":
        return f'<div class="nt-table">{draw_score(data, answer, lang)}</div>'
    if action == "place":
        return draw_place(data, answer, lang)
    if action == "chariot":
        return draw_chariot(data, answer, lang)
    return ""
