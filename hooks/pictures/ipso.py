"""IPSO positions drawn at build time as accessible SVG (``picture ipso KIND`` fences and example fences).

Every drawing is an ``<svg role="img">`` with a title and a description in words
(``hooks/pictures/svg.py``). A card shows its number, its colour's NAME with our symbol
(● red, ▲ yellow, ■ green, ◆ blue, ✚ purple: labels of our own, the rules do not name the
colours) and its printed stars; the colour itself is only a thin band, never the sole carrier
of meaning. Whatever a rule decides (which rows increase, what a row or a pyramid is worth,
what a bonus swap brings, the direction of a tournament round, who wins) comes from the
calculators (``calculators.api.handle``: a position is read and checked by the ``rows`` action),
and the game's numbers (rows, colours, the star card's points) from the data the widgets get
(``hooks.pictures.facts``), never from here.
The look lives in ``docs/assets/css/games/ipso-pictures.css`` (classes ``ipso-pic-*``).

Kinds (``picture(kind, data, lang)``), each reading the shapes of ``calculators/ipso/FORMATS.md``:

- ``card``: the card anatomy. ``{"card": {number, colour, stars}}``.
- ``row``: one row and its verdict. ``{"cards": [...], "row": 1-4 (label only), "variants": {...}}``.
- ``rows``: up to four separate rows side by side, each with its verdict below. ``{"rows": [[...], ...], "variants"}``.
- ``pyramid``: a pyramid, ``null`` for a face-down card. ``{"rows", "star_card" (optional: absent =
  still on top, undecided), "variants", "centre": [2 cards], "deck": true, "player": name,
  "mark": {"row", "card", "note"}}``. Fully revealed, it is scored by the ``score`` action.
- ``exchange``: one turn. ``{"player", "rows" (before the turn), "centre": [2 cards], "take": 0|1,
  "slot": {"row", "card"} (a face-down card), "revealed": the card that was hidden there}``.
- ``bonus``: the bonus turn, the ``bonus`` action's request (``rows``, ``drawn``, ``variants``)
  plus an optional ``player``.
- ``game``: a game or tournament sheet, the ``game`` action's request.

``draw(action, data, answer, lang)`` draws example fences with the same functions.
"""

from __future__ import annotations

from typing import Any

from calculators.wording import of_name
from hooks.pictures import ask, facts, svg
from calculators.i18n import render
from hooks.strings import text as _text

# The game's numbers, as the widgets get them (calculators/ipso/spec.py and cards.py: widget_data).
FACTS = facts("ipso")
ROW_SIZES = tuple(FACTS["limits"]["rows"])
STAR_CARD_POINTS = FACTS["limits"]["star_card"]["points"]
COLOURS = {colour["key"]: colour["symbol"] for colour in FACTS["colours"]}

CW, CH, GAP = 72, 92, 8  # a card's width and height, the gap between two cards
LABELS = 58  # the left column that names the rows
LONGEST = max(ROW_SIZES) * CW + (max(ROW_SIZES) - 1) * GAP  # the bottom row, the widest
WIDTH = LABELS + LONGEST + 24  # a pyramid picture: row names, the bottom row and a margin
FONT = 13.5


# Words ---------------------------------------------------------------------------------------


def t(key: str, lang: str, **params: Any) -> str:
    return render(key, lang, params)


def points(n: int, lang: str) -> str:
    """``3 points``, ``1 point`` (and ``0 point`` in French), ``3 puan``."""
    one = n == 1 or (lang == "fr" and n == 0)
    return t("ipso.pic.points.one" if one else "ipso.pic.points.other", lang, n=n)


def colour_label(key: str, lang: str) -> str:
    """``◆ blue`` for our labels; the key itself, quoted, for a key of the user's own."""
    key = str(key).strip().casefold()
    if key in COLOURS:
        return f"{COLOURS[key]}\u00a0{_text(f'ipso.colour.{key}', lang)}"  # never split across two lines
    return f"“{key}”"


def card_words(card: dict | None, lang: str) -> str:
    """A card in words: ``63 ● red, 1 printed star`` or ``face-down card``."""
    if card is None:
        return t("ipso.pic.face_down", lang)
    words = f"{card['number']} {colour_label(card['colour'], lang)}"
    stars = card.get("stars") or 0
    if stars:
        words += ", " + t("ipso.pic.stars.one" if stars == 1 else "ipso.pic.stars.other", lang, n=stars)
    return words


def join(items: list[str], lang: str) -> str:
    if len(items) < 2:
        return "".join(items)
    return ", ".join(items[:-1]) + t("ipso.pic.and", lang) + items[-1]


def wrap(words: str, width: float, size: float = FONT) -> list[str]:
    """Lines of at most ``width`` units, guessing a character at 0.56 of the font size."""
    limit = max(8, int(width / (0.53 * size)))
    lines: list[str] = []
    current = ""
    words = words.replace(" :", "\u00a0:").replace(" ;", "\u00a0;")  # French punctuation stays on its word's line
    for word in words.split(" "):
        if current and len(current) + 1 + len(word) > limit:
            lines.append(current)
            current = word
        else:
            current = f"{current} {word}" if current else word
    if current:
        lines.append(current)
    return lines


def text_lines(x: float, y: float, lines: list[str], size: float = FONT, step: float | None = None, **extra: Any) -> str:
    step = step or size * 1.35
    return "".join(svg.text(x, y + i * step, line, font_size=f"{size:g}", **extra) for i, line in enumerate(lines))


# Reading the picture's data (the calculators' ``rows`` answer) ------------------------------


def _ask(action: str, data: dict, lang: str) -> dict:
    return ask("ipso", action, data, lang)


def _position(rows: list | None = None, cards: list | None = None, variants: Any = None, lang: str = "en") -> dict:
    """The cards shown, read and checked as one deck by the calculators, with each face-up row's verdict."""
    request: dict[str, Any] = {"rows": rows or [], "cards": cards or []}
    if variants is not None:
        request["variants"] = variants
    try:
        return _ask("rows", request, lang)
    except ValueError as refused:
        raise ValueError(f"not a card, or not cards of one deck: {refused}") from None


def _shape(value: Any) -> list:
    """The rows of a pyramid: as many rows as the game has, each of its size (a face-down card is ``null``)."""
    if not isinstance(value, list) or [len(r) if isinstance(r, list) else -1 for r in value] != list(ROW_SIZES):
        raise ValueError(f"rows must be {len(ROW_SIZES)} lists of {ROW_SIZES} cards")
    return value


def _slot(value: Any, what: str) -> tuple[int, int]:
    if not isinstance(value, dict):
        raise ValueError(f"{what} must be {{'row', 'card'}}")
    row, card = value.get("row"), value.get("card")
    if not isinstance(row, int) or not 1 <= row <= len(ROW_SIZES) or not isinstance(card, int) or not 1 <= card <= ROW_SIZES[row - 1]:
        raise ValueError(f"{what}: no such slot {value!r}")
    return row - 1, card - 1


# Drawing pieces ------------------------------------------------------------------------------


def _badge(x: float, y: float, n: int) -> str:
    return svg.group(
        svg.circle(x, y, 10, class_="ipso-pic-badge")
        + svg.text(x, y + 0.5, str(n), font_size="12", font_weight="bold"),
        class_="ipso-pic-badge-group",
    )


def draw_card(x: float, y: float, card: dict | None, lang: str, states: tuple[str, ...] = (), badge: int | None = None) -> str:
    """One card at (x, y): face down (a hatched back and a "?"), or its band, number, colour and stars."""
    if card is None:
        body = svg.rect(x, y, CW, CH, rx=6, class_="ipso-pic-under") + svg.rect(x, y, CW, CH, rx=6, class_="ipso-pic-back")
        body += "".join(svg.line(x + 8 + i * 14, y + 6, x + 8 + i * 14, y + CH - 6, class_="ipso-pic-hatch") for i in range(5))
        body += svg.text(x + CW / 2, y + CH / 2, "?", font_size="26", font_weight="bold", class_="ipso-pic-mystery")
        classes = "ipso-pic-card is-hidden"
    else:
        key = str(card.get("colour", "")).strip().casefold()
        band = key if key in COLOURS else "other"
        body = svg.rect(x, y, CW, CH, rx=6, class_="ipso-pic-face")
        body += svg.rect(x + 3, y + 3, CW - 6, 11, rx=3, class_=f"ipso-pic-band ipso-band-{band}")
        body += svg.text(x + CW / 2, y + 38, card["number"], font_size="26", font_weight="bold", class_="ipso-pic-number")
        body += svg.text(x + CW / 2, y + 62, colour_label(key, lang), font_size="12")
        stars = card.get("stars") or 0
        if stars:
            shown = "★" * stars if stars <= 4 else f"★ × {stars}"
            body += svg.text(x + CW / 2, y + 80, shown, font_size="13", class_="ipso-pic-stars")
        classes = "ipso-pic-card"
    if badge is not None:
        body += _badge(x + CW - 4, y + 4, badge)
    return svg.group(body, class_=" ".join((classes, *states)))


def draw_star_card(x: float, y: float, state: str, lang: str, room: float = 150) -> str:
    """The star card; ``state`` is ``waiting``, ``kept`` or ``given_up``, written beside it."""
    classes = "ipso-pic-card ipso-pic-starcard" + (" is-given-up" if state == "given_up" else "")
    body = svg.rect(x, y, CW, CH, rx=6, class_="ipso-pic-face")
    body += svg.text(x + CW / 2, y + 40, "★", font_size="34", class_="ipso-pic-stars")
    if state == "given_up":
        body += svg.line(x + 6, y + 6, x + CW - 6, y + CH - 6, class_="ipso-pic-cross")
    body += svg.text(x + CW / 2, y + 74, "IPSO", font_size="10", letter_spacing="1")
    label = [t("ipso.pic.star_card", lang)] + wrap(star_state_words(state, lang), room)
    body += text_lines(x + CW + 10, y + 30, label, text_anchor="start")
    return svg.group(body, class_=classes)


def star_state_words(state: str, lang: str) -> str:
    if state == "kept":
        return t("ipso.pic.star_kept", lang, points=STAR_CARD_POINTS)
    if state == "given_up":
        return t("ipso.pic.star_given_up", lang)
    return t("ipso.pic.star_waiting", lang)


def row_x(n: int, width: float = WIDTH, left: float = LABELS) -> float:
    """Where a row of ``n`` cards starts, centred right of the row names."""
    return left + (width - left - (n * CW + (n - 1) * GAP)) / 2


def middle(width: float = WIDTH, left: float = LABELS) -> float:
    return left + (width - left) / 2


def verdict_lines(row: dict, lang: str) -> tuple[str, str]:
    """The row's verdict in two short sentences, from the calculators' row answer."""
    label = t("ipso.pic.row", lang, n=row["row"])
    if not row["increasing"]:
        position = row["break_card"] - 1
        head = t("ipso.pic.not_increasing", lang, after=row["numbers"][position], before=row["numbers"][position - 1])
        tail = t("ipso.pic.discarded", lang, points=points(0, lang))
        if row["printed_stars"]:
            tail += " · " + t("ipso.pic.stars_lost", lang, n=row["printed_stars"])
        return f"{label} · ✘ {head}", tail
    if row["single_colour"]:
        head = t("ipso.pic.increasing_single", lang, colour=colour_label(row["colour"], lang))
    else:
        head = t("ipso.pic.increasing_mixed", lang)
    sums = [f"{len(row['numbers'])} × {row['points_per_card']}"]
    if row["star_points"]:
        sums.append(f"{row['star_points']} ★")
    if row["even_odd_points"]:
        sums.append(t(f"ipso.pic.parity.{row['parity']}", lang, n=row["even_odd_points"]))
    return f"{label} · ✔ {head}", f"{' + '.join(sums)} = {points(row['points'], lang)}"


def draw_rows(y: float, rows: list[list[dict | None]], verdicts: list[dict] | None, lang: str,
              marks: dict[tuple[int, int], tuple[int, str]] | None = None, width: float = WIDTH) -> tuple[str, float]:
    """The four rows from ``y`` down, each with its verdict below when scored; returns (svg, next y)."""
    marks = marks or {}
    out = []
    for r, row in enumerate(rows):
        verdict = verdicts[r] if verdicts else None
        discarded = verdict is not None and not verdict["increasing"]
        x0 = row_x(len(row), width)
        cards = []
        for c, card in enumerate(row):
            badge, state = marks.get((r, c), (None, ""))
            states = (("is-discarded",) if discarded else ()) + ((state,) if state else ())
            cards.append(draw_card(x0 + c * (CW + GAP), y, card, lang, states, badge))
        body = "".join(cards)
        body += svg.text(12, y + CH / 2, t("ipso.pic.row", lang, n=r + 1), font_size="12", font_weight="bold",
                         text_anchor="start", class_="ipso-pic-rowname")
        attrs: dict[str, Any] = {"class_": "ipso-pic-row", "data_row": r + 1}
        y += CH
        if verdict is not None:
            head, tail = verdict_lines(verdict, lang)
            lines = wrap(head, width - LABELS) + wrap(tail, width - LABELS)
            body += text_lines(middle(width), y + 14, lines, class_="ipso-pic-verdict")
            y += 14 + len(lines) * FONT * 1.35
            attrs.update(data_verdict=verdict["verdict"], data_points=verdict["points"])
        y += 12
        out.append(svg.group(body, **attrs))
    return "".join(out), y


def rows_words(rows: list[list[dict | None]], verdicts: list[dict] | None, lang: str) -> list[str]:
    """Each row in words, for the description."""
    out = []
    for r, row in enumerate(rows):
        cards = "; ".join(card_words(card, lang) for card in row)
        sentence = t("common.label_value", lang, label=t("ipso.pic.row", lang, n=r + 1), value=cards) + "."
        if verdicts:
            head, tail = verdict_lines(verdicts[r], lang)
            sentence += f" {head.split(' · ', 1)[1]}; {tail}."
        out.append(sentence)
    return out


def draw_heading(x: float, y: float, words: str, anchor: str = "start") -> str:
    return svg.text(x, y, words, font_size="13", font_weight="bold", text_anchor=anchor, class_="ipso-pic-heading")


def draw_deck(x: float, y: float, lang: str) -> str:
    body = "".join(svg.rect(x + 6 - i * 3, y + 6 - i * 3, CW, CH, rx=6, class_="ipso-pic-under")
                   + svg.rect(x + 6 - i * 3, y + 6 - i * 3, CW, CH, rx=6, class_="ipso-pic-back") for i in range(3))
    body += svg.text(x + CW / 2, y + CH / 2, "?", font_size="26", font_weight="bold", class_="ipso-pic-mystery")
    return svg.group(body, class_="ipso-pic-deck")


def legend(y: float, lines: list[str], width: float = WIDTH) -> tuple[str, float]:
    out = []
    for words in lines:
        wrapped = wrap(words, width - 24)
        out.append(text_lines(12, y, wrapped, text_anchor="start", class_="ipso-pic-legend"))
        y += len(wrapped) * FONT * 1.35 + 4
    return "".join(out), y


def _svg(width: float, height: float, title: str, desc: list[str], body: str, kind: str, **attrs: Any) -> str:
    root = svg.svg(width, height, title, " ".join(desc), body, class_=f"ipso-pic ipso-pic-{kind}")
    if attrs:
        extra = " " + svg.attrs(**attrs)
        root = root.replace("<svg ", "<svg" + extra + " ", 1)
    return root


# The kinds -----------------------------------------------------------------------------------


def card_anatomy(data: dict, lang: str) -> str:
    """A numbered card drawn large, its parts named, and the star card beside it."""
    read = _position(cards=[data.get("card")], lang=lang)
    card, deck = read["cards"][0], read["deck"]
    width, scale = 440, 1.6
    x0, y0 = 16, 16
    big = f'<g transform="translate({x0} {y0}) scale({scale})">{draw_card(0, 0, card, lang)}</g>'
    notes_x = x0 + CW * scale + 34
    parts = [
        (y0 + 38 * scale, t("ipso.pic.anatomy.number", lang, low=deck["numbers"]["min"], high=deck["numbers"]["max"])),
        (y0 + 8 * scale, t("ipso.pic.anatomy.colour", lang, colours=deck["colours"], per=deck["cards_per_colour"],
                            example=colour_label(card["colour"], lang))),
        (y0 + 80 * scale, t("ipso.pic.anatomy.stars", lang)),
    ]
    body = big
    y = y0 + 4
    desc = [t("ipso.pic.anatomy.desc", lang, card=card_words(card, lang))]
    for n, (target_y, words) in enumerate(parts, start=1):
        lines = wrap(words, width - notes_x - 36)
        text_y = max(y + 10, target_y - (len(lines) - 1) * FONT * 0.67)
        body += svg.line(x0 + CW * scale - 6, target_y, notes_x - 6, text_y, class_="ipso-pic-leader")
        body += _badge(notes_x + 6, text_y, n)
        body += text_lines(notes_x + 22, text_y, lines, text_anchor="start")
        y = text_y + len(lines) * FONT * 1.35 + 8
        desc.append(f"{n}. {words}")
    star_y = max(y + 8, y0 + CH * scale + 24)
    body += draw_card_star_only(x0 + CW * scale / 2 - CW / 2, star_y)
    words = t("ipso.pic.anatomy.star_card", lang, points=STAR_CARD_POINTS)
    lines = wrap(words, width - notes_x - 36)
    text_y = star_y + CH / 2 - (len(lines) - 1) * FONT * 0.67
    body += svg.line(x0 + CW * scale / 2 + CW / 2 + 4, star_y + CH / 2, notes_x - 6, text_y, class_="ipso-pic-leader")
    body += _badge(notes_x + 6, text_y, 4)
    body += text_lines(notes_x + 22, text_y, lines, text_anchor="start")
    desc.append(f"4. {words}")
    height = max(star_y + CH, text_y + len(lines) * FONT * 1.35) + 16
    return _svg(width, height, t("ipso.pic.anatomy.title", lang), desc, body, "card")


def draw_card_star_only(x: float, y: float) -> str:
    body = svg.rect(x, y, CW, CH, rx=6, class_="ipso-pic-face")
    body += svg.text(x + CW / 2, y + 40, "★", font_size="34", class_="ipso-pic-stars")
    body += svg.text(x + CW / 2, y + 74, "IPSO", font_size="10", letter_spacing="1")
    return svg.group(body, class_="ipso-pic-card ipso-pic-starcard")


def one_row(data: dict, lang: str) -> str:
    """A single row with the verdict the calculators give it."""
    (cards, verdict), = _scored_rows([data.get("cards")], data.get("variants"), lang)
    number = data.get("row", 0)
    verdict["row"] = number or 1
    width = LONGEST + 24
    x0 = row_x(len(cards), width, 0)
    body = "".join(draw_card(x0 + c * (CW + GAP), 12, card, lang, ("is-discarded",) if not verdict["increasing"] else ())
                   for c, card in enumerate(cards))
    head, tail = verdict_lines(verdict, lang)
    if not number:
        head = head.split(" · ", 1)[1]
    lines = wrap(head, width - 20) + wrap(tail, width - 20)
    body += text_lines(width / 2, 12 + CH + 16, lines, class_="ipso-pic-verdict")
    height = 12 + CH + 16 + len(lines) * FONT * 1.35 + 6
    numbers = ", ".join(str(card["number"]) for card in cards)
    title = t("ipso.pic.title.row", lang, numbers=numbers)
    desc = ["; ".join(card_words(card, lang) for card in cards) + ".", f"{head}. {tail}."]
    body = svg.group(body, class_="ipso-pic-row", data_row=number or 1, data_verdict=verdict["verdict"], data_points=verdict["points"])
    return _svg(width, height, title, desc, body, "row", data_verdict=verdict["verdict"], data_points=verdict["points"])


def _scored_rows(raw: list, variants: Any, lang: str) -> list[tuple[list[dict], dict]]:
    """Rows shown on their own: each row's cards and the calculators' verdict on it."""
    if any(not isinstance(row, list) or None in row for row in raw):
        raise ValueError("a row shown on its own is a list of face-up cards")
    read = _position(rows=raw, variants=variants, lang=lang)
    return list(zip(read["rows"], read["scores"]))


def some_rows(data: dict, lang: str) -> str:
    """Several separate rows side by side, each with its verdict below: a compact scoring reminder."""
    raw = data.get("rows")
    if not isinstance(raw, list) or not 1 <= len(raw) <= len(ROW_SIZES):
        raise ValueError(f"rows: 1 to {len(ROW_SIZES)} rows")
    scored = _scored_rows(raw, data.get("variants"), lang)
    body = ""
    desc = []
    x = 12
    bottom = 0.0
    for i, (cards, verdict) in enumerate(scored):
        block = max(len(cards) * (CW + GAP) - GAP, 200)
        start = x + (block - (len(cards) * (CW + GAP) - GAP)) / 2
        discarded = ("is-discarded",) if not verdict["increasing"] else ()
        row = "".join(draw_card(start + c * (CW + GAP), 10, card, lang, discarded) for c, card in enumerate(cards))
        head, tail = verdict_lines(verdict, lang)
        head = head.split(" · ", 1)[1]
        lines = wrap(head, block) + wrap(tail, block)
        row += text_lines(x + block / 2, 10 + CH + 16, lines, class_="ipso-pic-verdict")
        bottom = max(bottom, 10 + CH + 16 + len(lines) * FONT * 1.35)
        body += svg.group(row, class_="ipso-pic-row", data_row=i + 1, data_verdict=verdict["verdict"], data_points=verdict["points"])
        desc.append("; ".join(card_words(card, lang) for card in cards) + f": {head}; {tail}.")
        x += block + 28
    title = t("ipso.pic.title.rows", lang)
    return _svg(x - 16, bottom, title, desc, body, "rows", data_verdicts=" ".join(v["verdict"] for _, v in scored))


def pyramid(data: dict, lang: str, answer: dict | None = None) -> str:
    """A pyramid (face-down cards as ``null``), scored by the calculators once every card is face up."""
    read = _position(rows=_shape(data.get("rows")), cards=data.get("centre") or [], lang=lang)
    rows, centre = read["rows"], read["cards"]
    player = data.get("player")
    star = data.get("star_card")
    revealed = all(card is not None for row in rows for card in row)
    verdicts = None
    if revealed and answer is None:
        request = {"rows": rows, "star_card": star or "given_up"}
        if data.get("variants"):
            request["variants"] = data["variants"]
        answer = _ask("score", request, lang)
    if answer is not None:
        verdicts = answer["rows"]
    marks = {}
    notes = []
    if data.get("mark"):
        r, c = _slot(data["mark"], "mark")
        marks[(r, c)] = (1, "is-marked")
        note = data["mark"].get("note")
        notes.append(f"① {t('ipso.pic.slot', lang, row=r + 1, card=c + 1)}" + (f": {note}" if note else ""))

    width = WIDTH
    body = ""
    y = 12
    desc = []
    if player:
        body += draw_heading(12, y + 8, t("ipso.pic.player_pyramid", lang, name=player))
        y += 24
    if centre or data.get("deck"):
        if centre:
            body += draw_heading(12, y + 8, t("ipso.pic.centre", lang))
            for i, card in enumerate(centre):
                body += draw_card(12 + i * (CW + GAP), y + 20, card, lang)
            desc.append(t("ipso.pic.centre_words", lang, cards=join([card_words(c, lang) for c in centre], lang)))
        if data.get("deck"):
            deck_x = width - 12 - CW - 6
            body += draw_heading(width - 12, y + 8, t("ipso.pic.deck", lang), anchor="end")
            body += draw_deck(deck_x, y + 20, lang)
            desc.append(t("ipso.pic.deck_words", lang))
        y += 20 + CH + 18
    state = star if star in ("kept", "given_up") else "waiting"
    body += draw_star_card(row_x(1, width), y, state, lang, width - row_x(1, width) - CW - 20)
    desc.append(t("common.label_value", lang, label=t("ipso.pic.star_card", lang), value=star_state_words(state, lang)) + ".")
    y += CH + 14
    drawn, y = draw_rows(y, rows, verdicts, lang, marks, width)
    body += drawn
    desc += rows_words(rows, verdicts, lang)
    attrs: dict[str, Any] = {}
    closing = []
    if answer is not None:
        if star in ("kept", "given_up"):
            closing.append(t("ipso.pic.total", lang, total=points(answer["total"], lang)))
            closing.append(t("ipso.pic.tiebreak", lang, n=answer["stars"]))
            attrs["data_total"] = answer["total"]
        else:
            closing.append(t("ipso.pic.rows_total", lang, total=points(answer["rows_points"], lang)))
            attrs["data_rows_points"] = answer["rows_points"]
    hidden = sum(card is None for row in rows for card in row)
    if hidden:
        closing.append(t("ipso.pic.hidden_count", lang, n=hidden))
        attrs["data_hidden"] = hidden
    lines_svg, y = legend(y + 6, notes + closing, width)
    body += lines_svg
    desc += notes + closing
    if player:
        title = t("ipso.pic.title.player", lang, name=player, of_name=of_name(player, lang))
    elif answer is not None and star in ("kept", "given_up"):
        title = t("ipso.pic.title.scored", lang, total=points(answer["total"], lang))
    elif hidden == sum(ROW_SIZES):  # every card still face down
        title = t("ipso.pic.title.start", lang)
    else:
        title = t("ipso.pic.title.pyramid", lang)
    return _svg(width, y + 8, title, desc, body, "pyramid", **attrs)


def exchange(data: dict, lang: str) -> str:
    """One turn: a card taken from the middle replaces a face-down card, which goes to the middle face up."""
    rows = _shape(data.get("rows"))
    centre = data.get("centre") or []
    if not isinstance(centre, list) or len(centre) != 2:
        raise ValueError("the middle holds two cards")
    take = data.get("take")
    if take not in (0, 1):
        raise ValueError("take is 0 or 1 (which card of the middle)")
    r, c = _slot(data.get("slot"), "slot")
    if rows[r][c] is not None:
        raise ValueError("only a face-down card can be replaced during the round")
    read = _position(rows=rows, cards=[*centre, data.get("revealed")], lang=lang)
    rows, (*centre, revealed) = read["rows"], read["cards"]
    taken, left = centre[take], centre[1 - take]
    after = [list(row) for row in rows]
    after[r][c] = taken
    player = data.get("player")
    if not isinstance(player, str) or not player.strip():
        raise ValueError("an exchange names the player whose turn it is")

    width = WIDTH
    y = 12
    body = draw_heading(12, y + 8, t("ipso.pic.player_turn", lang, name=player))
    y += 24
    half = width / 2
    body += draw_heading(12, y + 8, t("ipso.pic.centre_before", lang))
    body += draw_heading(width - 12, y + 8, t("ipso.pic.centre_after", lang), anchor="end")
    before_cards = [(card, 1 if i == take else None) for i, card in enumerate(centre)]
    for i, (card, badge) in enumerate(before_cards):
        body += draw_card(12 + i * (CW + GAP), y + 20, card, lang, ("is-taken",) if badge else (), badge)
    after_x = width - 12 - 2 * CW - GAP
    body += draw_card(after_x, y + 20, left, lang)
    body += draw_card(after_x + CW + GAP, y + 20, revealed, lang, ("is-marked",), 3)
    body += svg.text(half, y + 20 + CH / 2, "→", font_size="26", class_="ipso-pic-arrow")
    y += 20 + CH + 18
    state = data.get("star_card") if data.get("star_card") in ("kept", "given_up") else "waiting"
    body += draw_star_card(row_x(1, width), y, state, lang, width - row_x(1, width) - CW - 20)
    y += CH + 14
    drawn, y = draw_rows(y, after, None, lang, {(r, c): (2, "is-marked")}, width)
    body += drawn
    steps = [
        "① " + t("ipso.pic.step.take", lang, name=player, card=card_words(taken, lang)),
        "② " + t("ipso.pic.step.place", lang, row=r + 1, card=c + 1),
        "③ " + t("ipso.pic.step.reveal", lang, card=card_words(revealed, lang)),
        t("ipso.pic.step.next", lang, cards=join([card_words(left, lang), card_words(revealed, lang)], lang)),
    ]
    lines_svg, y = legend(y + 6, steps, width)
    body += lines_svg
    hidden = sum(card is None for row in after for card in row)
    desc = steps + rows_words(after, None, lang) + [t("ipso.pic.hidden_count", lang, n=hidden)]
    title = t("ipso.pic.title.exchange", lang, name=player, card=taken["number"])
    attrs = {"data_slot": f"rows.{r}.{c}", "data_hidden": hidden}
    return _svg(width, y + 8, title, desc, body, "exchange", **attrs)


def bonus(data: dict, lang: str, answer: dict | None = None) -> str:
    """The bonus turn: the drawn card tried everywhere by the calculators; the best place marked."""
    request = {key: data[key] for key in ("rows", "drawn", "variants") if key in data}
    if answer is None:
        answer = _ask("bonus", request, lang)
    scored = _ask("score", {**{k: v for k, v in request.items() if k != "drawn"}, "star_card": "kept"}, lang)
    rows = _position(rows=data.get("rows"), lang=lang)["rows"]  # the pyramid's cards as the calculators read them
    best = answer["best"]
    r, c = best["row"] - 1, best["card"] - 1
    drawn = answer["drawn"]
    player = str(data.get("player") or "")
    width = WIDTH
    y = 12
    body = ""
    if player:
        body += draw_heading(12, y + 8, t("ipso.pic.player_bonus", lang, name=player))
        y += 24
    body += draw_heading(12, y + 8, t("ipso.pic.drawn", lang))
    body += draw_card(12, y + 20, drawn, lang, ("is-taken",), 1)
    body += draw_star_card(width - 12 - CW - 150, y + 20, "given_up", lang)
    y += 20 + CH + 18
    drawn_rows, y = draw_rows(y, rows, scored["rows"], lang, {(r, c): (2, "is-marked")}, width)
    body += drawn_rows
    verdict = answer["verdict"]
    gain = best["gain"]
    lines = [
        t("ipso.pic.bonus.keep", lang, total=points(answer["keep"]["total"], lang)),
        "① → ② " + t("ipso.pic.bonus.best", lang, card=card_words(drawn, lang), row=r + 1, slot=c + 1,
                      replaced=card_words(best["replaced"], lang), total=points(best["total"], lang),
                      gain=f"+{gain}" if gain >= 0 else f"−{-gain}"),
        t(f"ipso.pic.bonus.{verdict}", lang, star=STAR_CARD_POINTS),
    ]
    lines_svg, y = legend(y + 6, lines, width)
    body += lines_svg
    desc = [t("ipso.pic.drawn_words", lang, card=card_words(drawn, lang))] + rows_words(rows, scored["rows"], lang) + lines
    title = t("ipso.pic.title.bonus", lang, card=drawn["number"])
    attrs = {"data_best": best["path"], "data_verdict": verdict, "data_pays": "true" if answer["pays"] else "false",
             "data_keep": answer["keep"]["total"], "data_total": best["total"]}
    return _svg(width, y + 8, title, desc, body, "bonus", **attrs)


def sheet(data: dict, lang: str, answer: dict | None = None) -> str:
    """The game or tournament sheet: each round's direction, scores, totals, stars and ranks."""
    if answer is None:
        answer = _ask("game", data, lang)
    rounds = answer["rounds"]
    ranking = answer["ranking"]
    players = [{**answer["players"][place["player"]], "rank": place["rank"]} for place in ranking["places"]]
    players = players or [{**player, "rank": "—"} for player in answer["players"]]  # nothing entered yet: nobody ranked
    col_rank, col_name, col_round, col_total, col_stars = 54, 96, 84, 62, 62
    width = 12 * 2 + col_rank + col_name + col_round * len(rounds) + col_total + col_stars
    head_lines = []
    for rnd in rounds:
        way = t(f"ipso.pic.{rnd['direction']}", lang)
        way = way.replace("↻ ", "↻\u00a0").replace("↺ ", "↺\u00a0")  # the arrow stays with its first word
        head_lines.append([t("ipso.pic.round", lang, n=rnd["round"])] + wrap(way, col_round - 8, 11))
    head_height = 14 + max(len(lines) for lines in head_lines) * 14
    row_h = 26
    x = 12
    cols = [(col_rank, [t("ipso.pic.rank", lang)]), (col_name, [t("ipso.pic.player", lang)])]
    cols += [(col_round, lines) for lines in head_lines]
    cols += [(col_total, [t("ipso.pic.total_col", lang)]), (col_stars, [t("ipso.pic.stars_col", lang)])]
    body = ""
    for w, lines in cols:
        body += svg.rect(x, 12, w, head_height, class_="ipso-pic-cell is-head")
        body += "".join(svg.text(x + w / 2, 12 + 14 + i * 14, line, font_size="11.5" if i else "12",
                                 font_weight=None if i else "bold") for i, line in enumerate(lines))
        x += w
    y = 12 + head_height
    desc = []
    for rnd in rounds:
        way = f"ipso.pic.{rnd['direction']}"
        desc.append(t("common.label_value", lang, label=t("ipso.pic.round", lang, n=rnd["round"]), value=t(way, lang)) + ".")
    winners = [answer["players"][index]["name"] for index in ranking["winners"]]
    for player in players:
        x = 12
        name = player["name"]
        short = name if len(name) <= 12 else name[:11] + "…"
        scores = ["—" if entry is None else str(entry["score"]) for entry in player["rounds"]]
        stars = "?" if player["stars"] is None else str(player["stars"])
        cells = [(col_rank, str(player["rank"])), (col_name, short)]
        cells += [(col_round, score) for score in scores] + [(col_total, str(player["total"])), (col_stars, stars)]
        classes = "ipso-pic-cell" + (" is-winner" if name in winners else "")
        for i, (w, words) in enumerate(cells):
            body += svg.rect(x, y, w, row_h, class_=classes)
            bold = "bold" if i in (1, len(cells) - 2) else None
            body += svg.text(x + w / 2, y + row_h / 2, words, font_size="12.5", font_weight=bold)
            x += w
        desc.append(t("ipso.pic.sheet_player", lang, rank=player["rank"], name=name, scores=", ".join(scores),
                      total=points(player["total"], lang), stars=stars))
        y += row_h
    names = join(winners, lang)
    if not answer["finished"]:
        result = t("ipso.pic.leading", lang, names=names)
    elif ranking["outcome"] == "undecided":
        result = t("ipso.pic.undecided", lang, names=names)
    elif ranking["outcome"] == "shared_victory":
        result = t("ipso.pic.shared_victory", lang, names=names)
    else:
        result = t("ipso.pic.winner", lang, names=names)
    if ranking["places"] and ranking["places"][0]["decided_by"] == "stars":
        result += " " + t("ipso.pic.by_stars", lang)
    lines_svg, y = legend(y + 20, [result], width)
    body += lines_svg
    desc.append(result)
    key = "ipso.pic.title.tournament" if answer["mode"] == "tournament" else "ipso.pic.title.game"
    attrs = {"data_directions": " ".join(r["direction"] for r in rounds), "data_winners": "|".join(winners),
             "data_totals": " ".join(str(p["total"]) for p in answer["players"])}
    return _svg(width, y + 6, t(key, lang), desc, body, "game", **attrs)


KINDS = {"card": card_anatomy, "row": one_row, "rows": some_rows, "pyramid": pyramid, "exchange": exchange, "bonus": bonus, "game": sheet}


def picture(kind: str, data: dict, lang: str) -> str:
    if kind not in KINDS:
        raise ValueError(f"unknown IPSO picture kind {kind!r}; known: {sorted(KINDS)}")
    return KINDS[kind](data, lang)


def _figure(drawing: str, kind: str, caption: str) -> str:
    return (
        f'<figure class="calc-picture" data-game="ipso" data-kind="{svg.esc(kind)}">{drawing}'
        f"<figcaption>{svg.esc(caption)}</figcaption></figure>"
    )


def draw(action: str, data: Any, answer: dict, lang: str) -> str:
    """An example fence's situation, drawn by the same functions as the picture fences."""
    if not isinstance(data, dict) or not answer.get("ok"):
        return ""
    if action == "score":
        drawing = pyramid(data, lang, answer)
        return _figure(drawing, "pyramid", t("ipso.pic.caption.score", lang, total=points(answer["total"], lang)))
    if action == "bonus":
        return _figure(bonus(data, lang, answer), "bonus", t("ipso.pic.caption.bonus", lang))
    if action == "game":
        return _figure(sheet(data, lang, answer), "game", t("ipso.pic.caption.game", lang))
    return ""
