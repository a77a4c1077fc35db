"""Pixies positions drawn at build time as accessible SVG (``hooks/pictures/svg.py``).

Two entry points share one drawing function per kind of position:

- ``draw(action, data, answer, lang)`` for the ``example pixies ACTION`` fences (a scored grid
  for ``score`` and ``dispute``, a placement for ``place``);
- ``picture(kind, data, lang)`` for the ``picture pixies KIND`` fences of the pages:

  ``grid``      ``{"grid": GRID, "round"?: 1-3, "rows"?: bool, "mark"?: slot}``: a grid; with a
                round, the zone the calculators count is outlined and marked ▣, and the total given;
  ``place``     a ``place`` request with its ``choice``: the card taken, the case it falls in and
                the grid it leaves (the slot just played marked ★);
  ``offer``     ``{"players": [...], "opener": NAME, "cards": [card, ...]}``: the cards of one
                offer in the order they are taken, each with the player who takes it;
  ``anatomy``   ``{"cards": [card, ...]}``: cards with each part named (number, colour, spirals,
                crosses, "spiral per colour", multicolour, the corner figure).

Every fact that needs a rule (the zone, the placement's outcome, who takes which card, who opens
the next offer) comes from ``calculators.api.handle``, and the cards, colours and copies from the
data the widgets get (``hooks.pictures.facts``); this module only lays them out.
Colour is never alone: each card writes its colour's name and our own symbol
(≈ blue, ♣ green, ☀ yellow, ♥ red, ✱ multicolour); states are written in words; the zone
and the slot just played carry a mark (▣, ★) explained under the grid. The CSS classes
(``pxp-*``) live in ``docs/assets/css/games/pixies-pictures.css`` (light and dark schemes).
"""

from __future__ import annotations

import itertools
from typing import Any

from hooks.pictures import ask, facts, svg
from calculators.i18n import render
from hooks.strings import text as _text

CELL_W, CELL_H, GAP = 120, 146, 8
CARD_W, CARD_H = 100, 100
ROW_LABEL_W = 62
FONT = 12
_patterns = itertools.count(1)
FACTS = facts("pixies")  # the cards, colours and copies the widgets get (calculators/pixies/widget.py)
MULTICOLOUR = FACTS["multicolour"]
BY_ID = {card["id"]: {k: v for k, v in card.items() if k != "colour"} for card in FACTS["cards"]}
COPIES_PER_NUMBER = {int(n): copies for n, copies in FACTS["copies_per_number"].items()}
SLOTS = FACTS["limits"]["slots"]
GRID_ROWS = FACTS["limits"]["grid_rows"]  # the slots of each row of the grid, top row first
GRID_W = len(GRID_ROWS[0]) * CELL_W + (len(GRID_ROWS[0]) - 1) * GAP
GRID_H = len(GRID_ROWS) * CELL_H + (len(GRID_ROWS) - 1) * GAP


# ---------------------------------------------------------------- words


def t(key: str, lang: str, **params: Any) -> str:
    """A picture string (``pixies.pic.*``) in ``lang``, with its placeholders filled."""
    return render(f"pixies.pic.{key}", lang, params)


def _features(card: Any) -> dict | None:
    """A card as its features: a card id of the base game, or features typed by hand."""
    if isinstance(card, str):
        found = BY_ID.get(card)
        return dict(found) if found else None
    if isinstance(card, dict) and isinstance(card.get("number"), int):
        return {"spirals": 0, "crosses": 0, "spiral_per_colour": None, "colours": ["blue"], **card}
    return None


def _colour_key(card: dict) -> str:
    colours = card.get("colours") or ["blue"]
    return MULTICOLOUR["key"] if set(colours) == set(MULTICOLOUR["colours"]) else colours[0]


def colour_words(key: str, lang: str) -> str:
    """``≈ blue``: our symbol and the colour's name, never the colour alone."""
    return f"{_text(f'pixies.symbol.{key}', lang)} {_text(f'pixies.colour.{key}', lang)}"


def card_short(card: dict, lang: str) -> str:
    """``5 ≈ blue``."""
    return f"{card['number']} {colour_words(_colour_key(card), lang)}"


def _count(key: str, n: int, lang: str) -> str:
    return t(f"{key}_one" if n == 1 else key, lang, n=n)


def card_words(card: dict, lang: str) -> str:
    """``5 ≈ blue, 2 crosses``: a card with every feature that scores."""
    bits = [card_short(card, lang)]
    if card.get("spirals"):
        bits.append(_count("spirals", card["spirals"], lang))
    if card.get("crosses"):
        bits.append(_count("crosses", card["crosses"], lang))
    if card.get("spiral_per_colour"):
        bits.append(t("per_colour_words", lang, colour=colour_words(card["spiral_per_colour"], lang)))
    return t("list_sep", lang).join(bits)


def _slot_words(slot: int, raw: Any, lang: str) -> str:
    raw = raw if isinstance(raw, dict) else {}
    card = _features(raw.get("card"))
    under = _features(raw.get("card_under"))
    if raw.get("back"):
        what = t("desc.back", lang)
        if under:
            what += t("list_sep", lang) + t("desc.hiding", lang, card=card_short(under, lang))
    elif card:
        state = "validated" if raw.get("validated") else "lone"
        what = t(f"desc.{state}", lang, card=card_words(card, lang))
        if under and raw.get("validated"):
            what += t("list_sep", lang) + t("desc.hiding", lang, card=card_short(under, lang))
    else:
        what = t("empty", lang)
    return t("desc.slot", lang, n=slot, what=what)


def _is_empty(raw: Any) -> bool:
    return not (isinstance(raw, dict) and (raw.get("back") or _features(raw.get("card"))))


def grid_words(grid: dict, lang: str) -> str:
    """Each occupied slot in words, then the empty ones in one sentence."""
    empty = [n for n in SLOTS if _is_empty(grid.get(str(n)))]
    if len(empty) == len(SLOTS):
        return t("desc.all_empty", lang)
    out = [_slot_words(n, grid.get(str(n)), lang) for n in SLOTS if n not in empty]
    if empty:
        out.append(t("desc.empty_slots", lang, slots=slots_words(empty, lang)))
    return " ".join(out)


def slots_words(slots: list[int], lang: str) -> str:
    return ", ".join(str(n) for n in slots)


def _wrap(content: str, width: int) -> list[str]:
    """Greedy word wrap at ``width`` characters."""
    lines: list[str] = []
    for word in content.split():
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines or [""]


def _label(x: float, y: float, content: str, max_w: float, size: float = FONT, **extra: Any) -> str:
    """Text that never overflows ``max_w``: set smaller when its estimated width is larger."""
    estimate = (0.6 if extra.get("font_weight") == "700" else 0.55) * size * len(content)
    if estimate > max_w:
        size = max(7.0, round(size * max_w / estimate, 1))
    extra.setdefault("class_", "pxp-text")
    return svg.text(x, y, content, font_size=f"{size:g}", **extra)


# ---------------------------------------------------------------- shapes


def _hatch() -> tuple[str, str]:
    """A hatch pattern for the backs of cards: (its id, its definition)."""
    pid = f"pxp-hatch-{next(_patterns)}"
    pattern = (
        f'<pattern id="{pid}" patternUnits="userSpaceOnUse" width="7" height="7" patternTransform="rotate(45)">'
        f'{svg.rect(0, 0, 7, 7, class_="pxp-back-bg")}{svg.line(0, 0, 0, 7, class_="pxp-hatch", stroke_width=3)}</pattern>'
    )
    return pid, f"<defs>{pattern}</defs>"


def _back(x: float, y: float, w: float, h: float, hatch: str, label: str = "") -> str:
    out = svg.rect(x, y, w, h, rx=6, fill=f"url(#{hatch})", class_="pxp-back")
    if label:
        plate_w = min(w - 10, 0.56 * FONT * len(label) + 10)
        out += svg.rect(x + (w - plate_w) / 2, y + h / 2 - 10, plate_w, 20, rx=4, class_="pxp-plate")
        out += _label(x + w / 2, y + h / 2 + 1, label, plate_w - 6, FONT - 1)
    return out


def _band(x: float, y: float, h: float, key: str) -> str:
    if key != MULTICOLOUR["key"]:
        return svg.rect(x, y, 10, h, class_=f"pxp-band pxp-{key}")
    part = h / 4
    return "".join(svg.rect(x, y + i * part, 10, part, class_=f"pxp-band pxp-{c}") for i, c in enumerate(MULTICOLOUR["colours"]))


def card_face(x: float, y: float, card: dict, lang: str, *, state: str = "", corner: bool = False,
              w: float = CARD_W, h: float = CARD_H, markers: dict[str, str] | None = None) -> str:
    """One face-up card: colour band, number, colour in words, its symbols, and its state in words.

    ``corner`` adds the copy count printed in a card's corner (``x8``); ``markers`` puts a letter
    next to a part (``number``, ``corner``, ``colour``, ``symbols``) for the anatomy picture.
    """
    key = _colour_key(card)
    inner = w - 24
    out = [svg.rect(x, y, w, h, rx=6, class_="pxp-card"), _band(x + 1, y + 1, h - 2, key)]
    out.append(svg.text(x + 16, y + 22, card["number"], font_size="24", font_weight="700", text_anchor="start", class_="pxp-text"))
    if corner:
        out.append(_label(x + w - 6, y + 13, f"x{COPIES_PER_NUMBER[card['number']]}", 30, 10, text_anchor="end"))
    out.append(_label(x + 16, y + 44, colour_words(key, lang), inner, FONT, text_anchor="start"))
    lines = []
    if card.get("spirals"):
        lines.append(_count("spirals", card["spirals"], lang))
    if card.get("crosses"):
        lines.append(_count("crosses", card["crosses"], lang))
    if card.get("spiral_per_colour"):
        colour = colour_words(card["spiral_per_colour"], lang)
        lines += [t("per_colour_1", lang, colour=colour), t("per_colour_2", lang, colour=colour)]
    for i, line in enumerate(lines):
        out.append(_label(x + 16, y + 60 + 13 * i, line, inner, FONT - 1, text_anchor="start"))
    if state:
        out.append(_label(x + 16, y + h - 8, state, inner, FONT - 1, text_anchor="start", font_style="italic"))
    for part, letter in (markers or {}).items():
        if part == "number":
            mx, my = x + 46, y + 19
        else:
            mx, my = x + w + 15, y + {"corner": 12, "colour": 44, "symbols": 62, "state": h - 10}[part]
            out.append(svg.line(x + w, my, x + w + 8, my, class_="pxp-leader"))
        out.append(svg.circle(mx, my, 7, class_="pxp-marker"))
        out.append(svg.text(mx, my + 1, letter, font_size="10", font_weight="700", class_="pxp-marker-text"))
    return "".join(out)


def _cell(x: float, y: float, slot: int, raw: Any, lang: str, hatch: str, *, zone: bool, changed: bool) -> str:
    raw = raw if isinstance(raw, dict) else {}
    card = _features(raw.get("card"))
    under = _features(raw.get("card_under"))
    empty = not raw.get("back") and not card
    classes = ["pxp-slot"] + (["is-empty"] if empty else []) + (["is-zone"] if zone else []) + (["is-changed"] if changed else [])
    state = "back" if raw.get("back") else ("empty" if empty else ("validated" if raw.get("validated") else "lone"))
    card_id = raw.get("card") if isinstance(raw.get("card"), str) else None
    out = [svg.rect(x, y, CELL_W, CELL_H, rx=7, class_=" ".join(classes), data_slot=slot, data_state=state, data_card=card_id)]
    marks = ("▣ " if zone else "") + ("★" if changed else "")
    out.append(_label(x + 6, y + 13, t("slot", lang, n=slot), CELL_W - 12 - 12 * len(marks.strip()), FONT - 1,
                      text_anchor="start", font_weight="700"))
    if marks:
        out.append(svg.text(x + CELL_W - 6, y + 13, marks.strip(), font_size=str(FONT + 1), text_anchor="end", class_="pxp-text pxp-mark"))
    cx, cy = x + 8, y + 20
    if raw.get("back"):
        out.append(_back(cx, cy, CARD_W, CARD_H, hatch, t("back", lang)))
    elif card:
        if raw.get("validated"):
            out.append(svg.rect(cx + 6, cy + 6, CARD_W, CARD_H, rx=6, fill=f"url(#{hatch})", class_="pxp-back"))
        out.append(card_face(cx, cy, card, lang, state=t("validated" if raw.get("validated") else "lone", lang)))
    else:
        out.append(_label(x + CELL_W / 2, y + CELL_H / 2 + 4, t("empty", lang), CELL_W - 12, FONT, font_style="italic"))
    if under and (raw.get("back") or raw.get("validated")):
        out.append(_label(x + 6, y + CELL_H - 6, t("hidden", lang, card=card_short(under, lang)), CELL_W - 12, FONT - 2, text_anchor="start"))
    return "".join(out)


def _grid_body(x0: float, y0: float, grid: dict, lang: str, hatch: str, *, zone: set[int] = frozenset(),
               changed: int | None = None, rows: bool = False) -> tuple[str, float, float]:
    """The grid at (x0, y0), row by row: its SVG, width and height."""
    out = []
    left = x0 + (ROW_LABEL_W if rows else 0)
    for row, slots in enumerate(GRID_ROWS):
        for col, slot in enumerate(slots):
            x, y = left + col * (CELL_W + GAP), y0 + row * (CELL_H + GAP)
            out.append(_cell(x, y, slot, grid.get(str(slot)), lang, hatch, zone=slot in zone, changed=slot == changed))
            if rows and col == 0:
                first, _, rest = t(f"row{row + 1}", lang).partition(" ")
                out.append(_label(x0 + ROW_LABEL_W - 8, y + CELL_H / 2 - 7, first, ROW_LABEL_W - 8, FONT, text_anchor="end", font_weight="700"))
                out.append(_label(x0 + ROW_LABEL_W - 8, y + CELL_H / 2 + 9, rest, ROW_LABEL_W - 8, FONT, text_anchor="end", font_weight="700"))
    width = (ROW_LABEL_W if rows else 0) + GRID_W
    return "".join(out), width, GRID_H


def _text_lines(x: float, y: float, lines: list[str], max_w: float, *, bold: bool = False, size: float = FONT) -> str:
    return "".join(
        _label(x, y + i * (size + 5), line, max_w, size, text_anchor="start", font_weight="700" if bold else None)
        for i, line in enumerate(lines)
    )


def _ask(action: str, data: dict, lang: str) -> dict:
    return ask("pixies", action, data, lang)


# ---------------------------------------------------------------- kinds


def _zone_lines(answer: dict, lang: str) -> list[str]:
    zone = answer["parts"]["zone"]
    if not zone["slots"]:
        return [t("no_zone", lang)]
    return [
        t("zone_line", lang, colour=colour_words(zone["colour"], lang), slots=slots_words(zone["slots"], lang)),
        t("zone_points", lang, size=zone["size"], per_card=zone["per_card"], points=zone["points"]),
    ]


def grid_picture(data: dict, lang: str, *, answer: dict | None = None, title: str | None = None) -> str:
    """A grid; with a round, scored by the calculators: its zone outlined (▣) and its total."""
    grid = data.get("grid") if isinstance(data.get("grid"), dict) else {}
    round_number = data.get("round")
    if round_number is not None and answer is None:
        answer = _ask("score", {"round": round_number, "grid": grid}, lang)
    elif answer is None and grid:
        _ask("validate", {"grid": grid}, lang)  # a picture never shows an impossible grid
    zone = set(answer["parts"]["zone"]["slots"]) if answer else set()
    mark = data.get("mark")
    hatch, defs = _hatch()
    body, width, height = _grid_body(0, 0, grid, lang, hatch, zone=zone, changed=mark, rows=bool(data.get("rows")))
    notes: list[str] = []
    if answer:
        notes += _zone_lines(answer, lang)
        notes.append(t("total_line", lang, round=answer["round"], total=answer["total"]))
    if mark:
        notes.append(t("changed_legend", lang))
    y = height + 18
    body += _text_lines(0, y, notes, width)
    height = y + len(notes) * (FONT + 5) - 6 if notes else height
    if title is None:
        title = t("title_round", lang, round=answer["round"]) if answer else (t("title_empty", lang) if not grid else t("title_grid", lang))
    desc = [t("desc.layout", lang)] if data.get("rows") else []
    if grid:
        desc.append(grid_words(grid, lang))
    if answer:
        desc += [" ".join(_zone_lines(answer, lang)).replace("▣ ", ""), t("total_line", lang, round=answer["round"], total=answer["total"]) + "."]
    if mark:
        desc.append(t("desc.changed", lang, n=mark))
    return svg.svg(width, height, title, " ".join(desc), defs + body, class_="pixies-pic")


_CASE = {"new_number": "case1", "cover_back": "case1b", "pair": "case2", "face_down": "case3"}


def _outcome(answer: dict, card: dict, lang: str) -> str:
    chosen = answer["chosen"]
    n, slot = answer["number"], chosen["slot"]
    if chosen["kind"] == "pair":
        return t(f"outcome.pair_{chosen['keep']}", lang, n=n)
    return t(f"outcome.{chosen['kind']}", lang, n=n, slot=slot)


def place_picture(data: dict, lang: str, *, answer: dict | None = None) -> str:
    """A placement: the card taken, its case, what happens, and the grid it leaves (★ on the slot)."""
    answer = answer or _ask("place", data, lang)
    card = _features(data.get("card")) or _features(answer.get("card"))
    case = t(f"case.{_CASE[answer['situation']]}", lang, n=answer["number"])
    hatch, defs = _hatch()
    width = GRID_W
    out = [_label(0, 12, t("taken", lang), CARD_W + 20, FONT, text_anchor="start", font_weight="700")]
    out.append(card_face(0, 20, card, lang))
    text_x = CARD_W + 14
    if answer.get("chosen"):
        lines = _wrap(_outcome(answer, card, lang), 38)
        after = answer["grid"]
        changed = answer["chosen"]["slot"]
    else:
        options = answer["options"]
        lines = _wrap(t("options", lang, n=len(options)), 38)
        after = data.get("grid") if isinstance(data.get("grid"), dict) else {}
        changed = None
    heading = _wrap(case, 36)
    out.append(_text_lines(text_x, 30, heading, width - text_x, bold=True))
    out.append(_text_lines(text_x, 36 + len(heading) * (FONT + 5), lines, width - text_x))
    top = 20 + CARD_H + 22
    out.append(_label(0, top - 6, t("after" if changed else "before", lang), width, FONT, text_anchor="start", font_weight="700"))
    body, _, grid_h = _grid_body(0, top, after, lang, hatch, changed=changed)
    out.append(body)
    notes = [t("changed_legend", lang)] if changed else []
    y = top + grid_h + 18
    out.append(_text_lines(0, y, notes, width))
    height = y + (FONT if notes else -12)
    title = t("title_place", lang, card=card_short(card, lang))
    desc = [t("desc.taken", lang, card=card_words(card, lang)), case + "."]
    if changed:
        desc += [_outcome(answer, card, lang), t("desc.after", lang), grid_words(after, lang)]
    else:
        desc += [t("options", lang, n=len(answer["options"])), t("desc.before", lang), grid_words(after, lang)]
    return svg.svg(width, height, title, " ".join(desc), defs + "".join(out), class_="pixies-pic")


def offer_picture(data: dict, lang: str) -> str:
    """One offer: its cards in the order they are taken, who takes each, who opens the next offer."""
    players = data.get("players")
    opener = data.get("opener") or (players[0] if isinstance(players, list) and players else None)
    first = _ask("turn", {"players": players, "opener": opener, "picks": []}, lang)
    order = first["order"]
    cards = [_features(c) for c in data.get("cards") or []]
    if len(cards) != len(order) or None in cards:
        raise ValueError(f"an offer of {len(order)} cards needs {len(order)} known cards, got {data.get('cards')!r}")
    done = _ask("turn", {"players": players, "opener": opener, "picks": order}, lang)
    per_row = 4
    col_w = CARD_W + 14
    rows = (len(cards) + per_row - 1) // per_row
    width = min(len(cards), per_row) * col_w - 14
    width = max(width, GRID_W)
    out, desc_cards = [], []
    heading = t("offer_heading", lang, n=len(order), name=opener, players=len(players))
    out.append(_text_lines(0, 12, _wrap(heading, 52), width, bold=True))
    head_h = 12 + (len(_wrap(heading, 52)) - 1) * (FONT + 5) + 12
    for i, card in enumerate(cards):
        row, col = divmod(i, per_row)
        x, y = col * col_w, head_h + row * (CARD_H + 40)
        out.append(card_face(x, y, card, lang))
        out.append(_label(x + CARD_W / 2, y + CARD_H + 16, t("pick", lang, i=i + 1, name=order[i]), CARD_W + 10, FONT,
                          font_weight="700", class_="pxp-text pxp-pick", data_player=order[i]))
        desc_cards.append(t("desc.pick", lang, i=i + 1, card=card_words(card, lang), name=order[i]))
    y = head_h + rows * (CARD_H + 40) + 4
    footer = _wrap(t("next_opener", lang, name=done["next_offer_opener"]), 58)
    out.append(_text_lines(0, y, footer, width))
    height = y + (len(footer) - 1) * (FONT + 5) + 6
    title = t("title_offer", lang, n=len(order), name=opener)
    desc = [heading + ".", " ".join(desc_cards), " ".join(footer)]
    return svg.svg(width, height, title, " ".join(desc), "".join(out), class_="pixies-pic")


_ANATOMY_DEFAULT = ["blue-3-1", "blue-9-1", "green-5-3", "multi-6-1"]


def anatomy_picture(data: dict, lang: str) -> str:
    """Cards with their parts named: letters on the card, the meaning beside it."""
    ids = data.get("cards") or _ANATOMY_DEFAULT
    cards = [_features(c) for c in ids]
    if None in cards:
        raise ValueError(f"unknown card in {ids!r}")
    width, text_x, row_h = 410, CARD_W + 32, CARD_H + 22
    out, desc = [], []
    letters = iter("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    y = 4
    for index, card in enumerate(cards):
        key = _colour_key(card)
        markers: dict[str, str] = {}
        lines: list[tuple[str, str]] = []
        if index == 0:
            markers["number"] = next(letters)
            lines.append((markers["number"], t("part.number", lang, n=card["number"])))
            markers["corner"] = next(letters)
            lines.append((markers["corner"], t("part.corner", lang, copies=COPIES_PER_NUMBER[card["number"]], n=card["number"])))
        if index == 0 or key == MULTICOLOUR["key"]:
            markers["colour"] = next(letters)
            lines.append((markers["colour"], t("part.multi" if key == MULTICOLOUR["key"] else "part.colour", lang, colour=colour_words(key, lang))))
        if card.get("spirals") or card.get("crosses") or card.get("spiral_per_colour"):
            markers["symbols"] = next(letters)
            if card.get("spirals"):
                lines.append((markers["symbols"], t("part.spirals", lang, count=_count("spirals", card["spirals"], lang))))
            if card.get("crosses"):
                lines.append((markers["symbols"], t("part.crosses", lang, count=_count("crosses", card["crosses"], lang))))
            if card.get("spiral_per_colour"):
                lines.append((markers["symbols"], t("part.per_colour", lang, colour=colour_words(card["spiral_per_colour"], lang))))
        out.append(card_face(0, y + 4, card, lang, corner=True, markers=markers))
        ty = y + 14
        item_desc = []
        for letter, words in lines:
            wrapped = _wrap(words, 41)
            out.append(svg.circle(text_x + 7, ty - 4, 7, class_="pxp-marker"))
            out.append(svg.text(text_x + 7, ty - 3, letter, font_size="10", font_weight="700", class_="pxp-marker-text"))
            out.append(_text_lines(text_x + 20, ty, wrapped, width - text_x - 20, size=FONT - 1))
            ty += len(wrapped) * (FONT + 4) + 3
            item_desc.append(words)
        desc.append(t("desc.anatomy_card", lang, card=card_words(card, lang)) + " " + " ".join(item_desc))
        y = max(y + row_h, ty + 6)
    title = t("title_anatomy", lang)
    return svg.svg(width, y, title, " ".join(desc), "".join(out), class_="pixies-pic")


KINDS = {"grid": grid_picture, "place": place_picture, "offer": offer_picture, "anatomy": anatomy_picture}


def picture(kind: str, data: dict, lang: str) -> str:
    """The SVG of a ``picture pixies KIND`` fence."""
    if kind not in KINDS:
        raise ValueError(f"unknown Pixies picture kind {kind!r} (known: {', '.join(KINDS)})")
    return KINDS[kind](data, lang)


def draw(action: str, data: Any, answer: dict, lang: str) -> str:
    """The drawing of an ``example pixies ACTION`` fence: the same pictures as the pages'."""
    if not isinstance(data, dict) or not answer.get("ok"):
        return ""
    if action in ("score", "dispute"):
        grid = data.get("grid") if isinstance(data.get("grid"), dict) else {}
        drawing = grid_picture({"grid": grid, "round": answer["round"]}, lang, answer=answer,
                               title=t("title_example", lang, round=answer["round"]))
    elif action == "place":
        drawing = place_picture(data, lang, answer=answer)
    else:
        return ""
    kind = "grid" if action in ("score", "dispute") else "place"
    return f'<figure class="calc-picture pixies-figure" data-game="pixies" data-kind="{kind}">{drawing}</figure>'


