"""Dixit positions drawn at build time as accessible SVG.

Two entry points share the same drawings:

- ``picture(kind, data, lang)`` for the fences ``picture dixit KIND`` of the rules, teach and
  summary pages;
- ``draw(action, data, answer, lang)`` for the ``example dixit round|game`` fences.

Kinds (``data`` is what the calculators read, see calculators/dixit/FORMATS.md, plus a few
keys that only say how to lay the picture out):

- ``card``: the anatomy of the game's pieces (an illustrated card, a numbered slot, a voting
  dial, a rabbit on the score track). ``data`` may give ``{"slot": 3}``.
- ``setup``: a ``game`` request with players only; hands of the size the calculators give.
- ``round``: a ``round`` request, plus ``step`` (``clue``, ``hand-in``, ``lay-out``,
  ``votes``, ``score``: how far the round has gone, ``score`` by default), ``clue`` (the
  storyteller's clue, free text in the page's language), ``slots`` (the owners of the cards
  in slot order; default: an order of our own) and ``picks`` (voter -> slot number, to say
  which of a player's two cards a vote went to with 3 players).
- ``track``: a ``game`` request; the score track with each player's points round by round.

Every fact (points, who found, hand size, the cards each player lays out, totals, who reached
30, winners) comes from ``calculators.api.handle``, the score that ends the game from the data the
widgets get (``hooks.pictures.facts``), and the names of ``slots`` and ``picks`` are compared the
calculators' way (``calculators.players.name_key``); nothing here re-implements a rule. Colour never
carries meaning alone: the storyteller's card has a ★ and the word, finders a ✔ and words,
points are written as numbers. Names are free text and always escaped (``svg.esc``).
"""

from __future__ import annotations

import math
from typing import Any

from calculators.players import name_key
from calculators.wording import and_list, of_name
from hooks.pictures import ask as ask_game
from hooks.pictures import facts
from hooks.pictures import svg as S
from calculators.i18n import render

PICTURE_KEYS = ("step", "clue", "slots", "picks", "size")
STEPS = ("clue", "hand-in", "lay-out", "votes", "score")
TARGET = facts("dixit")["limits"]["target"]  # the score that ends the game, as the widgets get it
FONT = 12
SMALL = 10.5
SCALE = 1.25  # drawing units to CSS pixels: labels of 12 units read at 15 px


# ---------------------------------------------------------------- words


def t(key: str, lang: str, **params: Any) -> str:
    return render(f"dixit.pic.{key}", lang, params)


def plural(key: str, count: int, lang: str, **params: Any) -> str:
    """``{n} point`` / ``{n} points``: French keeps the singular for 0 and 1, English for 1 only."""
    one = count <= 1 if lang == "fr" else count == 1
    return t(f"{key}_{'one' if one else 'many'}", lang, n=count, **params)


def names(items: list[str] | tuple[str, ...], lang: str) -> str:
    return and_list(list(items), lang)


def key_of(name: str) -> str:
    """How a picture's ``slots`` and ``picks`` name a player: as the calculators compare names."""
    return name_key(" ".join(name.split()), "en")




def short(name: str, size: int = 13) -> str:
    """A name as drawn (the full name is always in the description)."""
    return name if len(name) <= size else name[: size - 1] + "…"


def make_svg(width: float, height: float, title: str, desc: str, body: str) -> str:
    """The accessible root (``svg.svg``), with a natural width so a figure does not shrink it
    to its caption's width; CSS scales it down on narrow screens."""
    root = S.svg(width, height, title, desc, body, class_="dixit-svg")
    return root.replace("<svg ", f'<svg width="{width * SCALE:g}" ', 1)


def ask(action: str, data: dict, lang: str) -> dict:
    return ask_game("dixit", action, data, lang)


# ---------------------------------------------------------------- shapes

CARD_W, CARD_H = 60, 90
# Abstract illustrations in a 60 x 90 box: the cards carry pictures, never words.
MOTIFS = [
    # moon over hills
    S.circle(40, 24, 9, class_="dixit-art-b") + S.path("M4 72 Q18 50 32 66 T56 60 L56 86 L4 86 Z", class_="dixit-art-a"),
    # a tree
    S.rect(27, 52, 6, 30, class_="dixit-art-a") + S.circle(30, 40, 18, class_="dixit-art-c"),
    # a boat under a sail
    S.path("M10 64 L50 64 L42 74 L18 74 Z", class_="dixit-art-a") + S.path("M30 20 L30 62 L48 58 Z", class_="dixit-art-b")
    + S.path("M4 80 Q14 74 24 80 T44 80 T56 78", class_="dixit-art-line"),
    # a key
    S.circle(22, 30, 11, class_="dixit-art-line") + S.path("M30 38 L48 70 M42 60 L48 56 M46 66 L52 62", class_="dixit-art-line"),
    # a spiral and a bird
    S.path("M30 48 m0 0 a4 4 0 1 1 4 4 a8 8 0 1 1 -8 -8 a12 12 0 1 1 12 12", class_="dixit-art-line")
    + S.path("M12 20 Q18 14 22 20 Q26 14 32 20", class_="dixit-art-line"),
    # a door in a wall
    S.rect(8, 30, 44, 54, class_="dixit-art-c") + S.path("M20 84 L20 50 A10 10 0 0 1 40 50 L40 84 Z", class_="dixit-art-a"),
    # a balloon
    S.circle(30, 32, 16, class_="dixit-art-b") + S.path("M30 48 L30 66", class_="dixit-art-line") + S.rect(24, 66, 12, 9, class_="dixit-art-a"),
]


def card(x: float, y: float, width: float, motif: int | None, *, teller: bool = False, extra: str = "") -> str:
    """A card at (x, y), ``width`` wide: face up with a motif, or face down when ``motif`` is None."""
    scale = width / CARD_W
    classes = "dixit-card" + (" is-teller" if teller else "") + (" is-back" if motif is None else "")
    inside = S.rect(0, 0, CARD_W, CARD_H, rx=6, class_=classes)
    if motif is None:
        inside += S.path("M10 16 L50 16 L50 74 L10 74 Z M30 26 L42 45 L30 64 L18 45 Z", class_="dixit-back-mark")
    else:
        inside += S.group(MOTIFS[motif % len(MOTIFS)], class_="dixit-art")
    inside += extra
    return S.group(inside, transform=f"translate({x:g} {y:g}) scale({scale:g})")


def star_badge(x: float, y: float) -> str:
    return S.circle(x, y, 10, class_="dixit-star-badge") + S.text(x, y + 1, "★", font_size=12, class_="dixit-star")


def slot_badge(x: float, y: float, number: int) -> str:
    return S.circle(x, y, 10, class_="dixit-slot") + S.text(x, y + 1, number, font_size=SMALL, font_weight="bold")


def rabbit(x: float, y: float, size: float = 1) -> str:
    """A rabbit pawn: two ears, a head, a body."""
    body = (
        S.path("M-5 -14 Q-8 -26 -3 -26 Q0 -22 -1 -13 Z M3 -13 Q2 -26 7 -25 Q9 -20 5 -12 Z", class_="dixit-rabbit")
        + S.circle(1, -9, 6, class_="dixit-rabbit")
        + S.path("M-9 6 Q-10 -6 1 -6 Q12 -6 11 6 Z", class_="dixit-rabbit")
    )
    return S.group(body, transform=f"translate({x:g} {y:g}) scale({size:g})")


def arrow(x1: float, y1: float, x2: float, y2: float) -> str:
    head = S.path(f"M{x2 - 8:g} {y2 - 5:g} L{x2:g} {y2:g} L{x2 - 8:g} {y2 + 5:g}", class_="dixit-arrow")
    return S.line(x1, y1, x2, y2, class_="dixit-arrow") + head


def label(x: float, y: float, content: str, **extra: Any) -> str:
    extra.setdefault("font_size", FONT)
    extra.setdefault("text_anchor", "start")
    return S.text(x, y, content, **extra)


# ---------------------------------------------------------------- card anatomy


def wrap(content: str, size: int) -> list[str]:
    """Words in lines of at most ``size`` characters (a long word keeps its own line)."""
    lines: list[str] = []
    for word in content.split():
        if lines and len(lines[-1]) + 1 + len(word) <= size:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def caption_block(x: float, y: float, title: str, more: str, size: int = 26) -> str:
    """A bold name and a short explanation, both wrapped and centred on ``x``."""
    out = []
    for line_text in wrap(title, size - 4):
        out.append(label(x, y, line_text, text_anchor="middle", font_weight="bold"))
        y += 15
    for line_text in wrap(more, size):
        out.append(label(x, y + 2, line_text, text_anchor="middle", font_size=SMALL))
        y += 14
    return "".join(out)


def _anatomy(data: dict, lang: str) -> str:
    slot = data.get("slot", 3)
    if not isinstance(slot, int) or not 1 <= slot <= 6:
        raise ValueError("slot must be a number from 1 to 6")
    column, under = 150, 178
    body = []
    # 1. an illustrated card
    cx = column / 2
    body.append(card(cx - 44, 14, 88, 1))
    body.append(caption_block(cx, under, t("anat_card", lang), t("anat_card_more", lang)))
    # 2. a piece of the board: numbered slots, the card laid at its number
    cx = column * 1.5
    body.append(S.rect(cx - 66, 118, 132, 30, rx=4, class_="dixit-board"))
    for i, n in enumerate(range(slot - 1, slot + 2)):
        x = cx - 44 + i * 44
        if n >= 1:
            body.append(slot_badge(x, 133, n))
        if n == slot:
            body.append(card(x - 20, 52, 40, 1))
    body.append(caption_block(cx, under, t("anat_slot", lang), t("anat_slot_more", lang, n=slot)))
    # 3. the voting dial: numbers 1 to 6 around, the hand on the chosen one
    cx, cy, r = column * 2.5, 86, 48
    body.append(S.circle(cx, cy, r, class_="dixit-dial"))
    for n in range(1, 7):
        angle = -math.pi / 2 + (n - 1) * math.pi / 3
        px, py = cx + (r - 15) * math.cos(angle), cy + (r - 15) * math.sin(angle)
        if n == slot:
            body.append(S.circle(px, py, 10, class_="dixit-dial-chosen"))
        body.append(S.text(px, py + 1, n, font_size=FONT, font_weight="bold" if n == slot else None))
    angle = -math.pi / 2 + (slot - 1) * math.pi / 3
    body.append(S.line(cx, cy, cx + (r - 29) * math.cos(angle), cy + (r - 29) * math.sin(angle), class_="dixit-dial-hand"))
    body.append(S.circle(cx, cy, 3, class_="dixit-dial-pin"))
    body.append(caption_block(cx, under, t("anat_dial", lang), t("anat_dial_more", lang, n=slot)))
    # 4. a piece of the score track with a rabbit
    left, track_y = column * 3 + 10, 128
    body.append(S.rect(left, track_y - 9, column - 20, 18, rx=3, class_="dixit-lane"))
    for i in range(6):
        x = left + 6 + i * 23
        body.append(S.line(x, track_y - 9, x, track_y + 9, class_="dixit-tick"))
        body.append(S.text(x, track_y + 20, i, font_size=SMALL))
    body.append(rabbit(left + 6 + 2 * 23, track_y - 12, 1.6))
    body.append(caption_block(column * 3.5, under, t("anat_rabbit", lang), t("anat_rabbit_more", lang)))
    desc = t("anat_desc", lang, n=slot)
    return make_svg(column * 4, 262, t("anat_title", lang), desc, "".join(body))


# ---------------------------------------------------------------- setup


def _setup(data: dict, lang: str) -> str:
    answer = ask("game", _request(data), lang)
    players, hand = answer["players"], answer["hand_size"]
    first = data.get("first_storyteller")
    row, small_w = 44, 26
    top = 34
    body = [label(10, 16, t("setup_head", lang, hand=hand), font_weight="bold")]
    for i, name in enumerate(players):
        y = top + i * row
        body.append(label(10, y + 20, short(name), font_weight="bold"))
        for c in range(hand):
            body.append(card(110 + c * 22, y, small_w, None))
        body.append(label(110 + hand * 22 + 12, y + 20, plural("cards", hand, lang), font_size=SMALL))
    pile_x = 380
    for c in range(4):
        body.append(card(pile_x + c * 2, top + 4 - c * 2, 40, None))
    body.append(label(pile_x + 22, top + 78, t("draw_pile", lang), text_anchor="middle", font_size=SMALL))
    track_y = top + len(players) * row + 20
    body.append(S.rect(110, track_y - 8, 300, 16, rx=3, class_="dixit-lane"))
    for n in range(0, TARGET + 1, 5):
        x = 110 + n * 9.5
        body.append(S.line(x, track_y - 8, x, track_y + 8, class_="dixit-tick"))
        body.append(S.text(x, track_y + 18, n, font_size=SMALL - 1))
    body.append(rabbit(110, track_y - 3, 0.8))
    body.append(label(10, track_y + 4, t("track_short", lang), font_size=SMALL, font_weight="bold"))
    body.append(label(150, track_y - 18, t("setup_rabbits", lang), font_size=SMALL))
    height = track_y + 30
    who = t("setup_first", lang, name=first) if isinstance(first, str) else t("setup_first_any", lang)
    desc = t("setup_desc", lang, count=len(players), names=names(players, lang), hand=hand) + " " + who
    title = t("setup_title", lang, count=len(players), hand=hand)
    return make_svg(470, height, title, desc, "".join(body))


# ---------------------------------------------------------------- a round


def _request(data: dict) -> dict:
    return {key: value for key, value in data.items() if key not in PICTURE_KEYS}


def _seat(answer: dict) -> dict[str, int]:
    return {player["name"]: i for i, player in enumerate(answer["players"])}


def _layout(answer: dict, slots: Any, picks: Any) -> tuple[list[str], list[int], dict[str, int]]:
    """Owners of the cards in slot order, a motif per card, and the slot (0-based) each voter chose."""
    players = [p["name"] for p in answer["players"]]
    teller = answer["storyteller"]
    k = answer["cards_handed_in"]
    laid = {player["name"]: player["cards_laid_out"] for player in answer["players"]}
    start = players.index(teller)
    others = [players[(start + i) % len(players)] for i in range(1, len(players))]
    most = max(laid[name] for name in others)
    dealt = [teller] * laid[teller] + [name for copy in range(most) for name in others if copy < laid[name]]
    spelled = {key_of(name): name for name in players}
    if slots is None:
        order = dealt[1:]
        at = (len(players) + 1) % len(dealt)
        order = order[:at] + [teller] + order[at:]
    else:
        if not isinstance(slots, list) or not all(isinstance(s, str) and key_of(s) in spelled for s in slots):
            raise ValueError("slots must list the players owning each card")
        order = [spelled[key_of(s)] for s in slots]
        if sorted(order) != sorted(dealt):
            raise ValueError(f"slots must hold the {len(dealt)} cards of the round ({k} per player but the storyteller's one)")
    seat = _seat(answer)
    copies: dict[str, int] = {}
    motifs = []
    for owner in order:
        copy = copies.get(owner, 0)
        copies[owner] = copy + 1
        motifs.append((seat[owner] * 2 + copy) % len(MOTIFS))  # distinct pictures for up to 7 cards
    picks = picks or {}
    if not isinstance(picks, dict):
        raise ValueError("picks must map voters to slot numbers")
    chosen_slot: dict[str, int] = {}
    picked = {key_of(k): v for k, v in picks.items()}
    for player in answer["players"]:
        if player["storyteller"]:
            continue
        owner = player["voted_for"]
        slot = picked.get(key_of(player["name"]))
        if slot is None:
            chosen_slot[player["name"]] = order.index(owner)
        elif isinstance(slot, int) and 1 <= slot <= len(order) and order[slot - 1] == owner:
            chosen_slot[player["name"]] = slot - 1
        else:
            raise ValueError(f"picks: slot {slot!r} does not hold a card of {owner}")
    return order, motifs, chosen_slot


def _outcome(answer: dict, lang: str) -> str:
    return t(f"outcome_{answer['outcome']}", lang)


def _status(player: dict, lang: str) -> str:
    if player["storyteller"]:
        return "★ " + t("st_tells", lang)
    return "✔ " + t("st_found", lang) if player["found"] else "✘ " + t("st_missed", lang)


def _formula(player: dict) -> str:
    if player["bonus"]:
        return f"{player['base']} + {player['bonus']} = {player['points']}"
    return str(player["points"])


def _points_panel(answer: dict, y: float, width: float, lang: str) -> tuple[str, float]:
    body = [S.line(10, y, width - 10, y, class_="dixit-rule")]
    y += 18
    body.append(label(10, y, t("points_head", lang), font_weight="bold"))
    body.append(label(width - 10, y, _outcome(answer, lang), text_anchor="end", font_size=SMALL, font_style="italic"))
    y += 8
    for player in answer["players"]:
        y += 20
        body.append(label(10, y, short(player["name"]), font_weight="bold" if player["storyteller"] else None))
        body.append(label(112, y, _status(player, lang), font_size=SMALL))
        for i in range(player["points"]):
            kind = "dixit-pt-base" if i < player["base"] else "dixit-pt-bonus"
            body.append(S.rect(262 + i * 12, y - 5, 10, 10, rx=2, class_=kind))
        body.append(label(262 + 8 * 12 + 10, y, _formula(player), font_weight="bold"))
    y += 22
    legend_x = 10
    body.append(S.rect(legend_x, y - 5, 10, 10, rx=2, class_="dixit-pt-base"))
    body.append(label(legend_x + 16, y, t("legend_base", lang), font_size=SMALL))
    body.append(S.rect(legend_x + 200, y - 5, 10, 10, rx=2, class_="dixit-pt-bonus"))
    body.append(label(legend_x + 216, y, t("legend_bonus", lang), font_size=SMALL))
    return "".join(body), y + 14


def _head(answer: dict, clue: Any, lang: str) -> str:
    teller = answer["storyteller"]
    if isinstance(clue, str) and clue.strip():
        return t("head_clue", lang, name=teller, clue=clue.strip())
    return t("head", lang, name=teller)


def _slot_sentences(answer: dict, order: list[str], chosen: dict[str, int], step: str, lang: str) -> str:
    teller = answer["storyteller"]
    parts = []
    for index, owner in enumerate(order):
        voters = [name for name, slot in chosen.items() if slot == index]
        if step == "lay-out":  # nothing to tell a card from another yet
            continue
        if step == "votes":
            ballot = t("desc_votes", lang, voters=names(voters, lang), of_voters=of_name(names(voters, lang), lang)) if voters else t("desc_no_vote", lang)
            parts.append(t("desc_slot_votes", lang, n=index + 1, votes=ballot))
            continue
        ballot = t("desc_votes", lang, voters=names(voters, lang), of_voters=of_name(names(voters, lang), lang)) if voters else t("desc_no_vote", lang)
        key = "desc_slot_teller" if owner == teller else "desc_slot"
        parts.append(t(key, lang, n=index + 1, owner=owner, of_owner=of_name(owner, lang), votes=ballot))
    return " ".join(parts)


def _points_sentence(answer: dict, lang: str) -> str:
    items = [f"{p['name']} {_formula(p)}" for p in answer["players"]]
    return t("desc_points", lang, outcome=_outcome(answer, lang), list=", ".join(items))


def _round_cards(answer: dict, order: list[str], motifs: list[int], chosen: dict[str, int], step: str, top: float, lang: str) -> tuple[str, float]:
    column = 100
    teller = answer["storyteller"]
    body = []
    voters_at: dict[int, list[str]] = {}
    for player in answer["players"]:
        if player["name"] in chosen:
            voters_at.setdefault(chosen[player["name"]], []).append(player["name"])
    show_owner = step == "score"
    show_votes = step in ("votes", "score")
    lowest = top
    for index, owner in enumerate(order):
        left = 10 + index * column
        x = left + (column - 64) / 2
        is_teller = show_owner and owner == teller
        body.append(card(x, top, 64, motifs[index], teller=is_teller))
        if is_teller:
            body.append(star_badge(x + 62, top + 2))
        y = top + 96 + 14
        body.append(slot_badge(left + column / 2, y, index + 1))
        y += 24
        if show_owner:
            body.append(label(left + column / 2, y, short(owner, 12), text_anchor="middle", font_weight="bold"))
            y += 15
            caption = "★ " + t("teller_card", lang) if is_teller else t("owner_card", lang)
            body.append(label(left + column / 2, y, caption, text_anchor="middle", font_size=SMALL))
        else:
            body.append(label(left + column / 2, y, "?", text_anchor="middle", font_weight="bold"))
            y += 15
            body.append(label(left + column / 2, y, t("owner_hidden", lang), text_anchor="middle", font_size=SMALL))
        if show_votes:
            for voter in voters_at.get(index, []):
                y += 20
                body.append(S.circle(left + 16, y, 8, class_="dixit-token"))
                body.append(S.text(left + 16, y + 1, index + 1, font_size=SMALL - 1, font_weight="bold"))
                body.append(label(left + 28, y, short(voter, 10), font_size=SMALL))
        lowest = max(lowest, y)
    return "".join(body), lowest


def _round_svg(answer: dict, data: dict, lang: str, step: str = "score") -> str:
    if step not in STEPS:
        raise ValueError(f"step must be one of {', '.join(STEPS)}")
    order, motifs, chosen = _layout(answer, data.get("slots"), data.get("picks"))
    if step == "clue":
        return _clue_svg(answer, order, motifs, data.get("clue"), lang)
    if step == "hand-in":
        return _hand_in_svg(answer, order, lang)
    width = max(10 + len(order) * 100 + 10, 470)
    body = [label(10, 18, _head(answer, data.get("clue"), lang), font_weight="bold")]
    if step in ("votes", "score"):
        body.append(label(width - 10, 18, t("tokens_note", lang), text_anchor="end", font_size=SMALL))
    cards_svg, lowest = _round_cards(answer, order, motifs, chosen, step, 34, lang)
    body.append(cards_svg)
    height = lowest + 16
    if step == "score":
        panel, height = _points_panel(answer, lowest + 14, width, lang)
        body.append(panel)
    teller = answer["storyteller"]
    title = t(f"title_{step.replace('-', '_')}", lang, name=teller, count=len(order))
    desc = [_head(answer, data.get("clue"), lang) + "."]
    desc.append(t(f"stepdesc_{step.replace('-', '_')}", lang, name=teller, of_name=of_name(teller, lang), count=len(order)))
    desc.append(_slot_sentences(answer, order, chosen, step, lang))
    if step == "score":
        desc.append(_points_sentence(answer, lang))
    return make_svg(width, height, title, " ".join(d for d in desc if d), "".join(body))


def _clue_svg(answer: dict, order: list[str], motifs: list[int], clue: Any, lang: str) -> str:
    teller = answer["storyteller"]
    hand = answer["hand_size"]
    mine = motifs[order.index(teller)]
    chosen_at = min(2, hand - 1)
    spare = [m for m in range(mine + 1, mine + 1 + len(MOTIFS)) if m % len(MOTIFS) != mine % len(MOTIFS)]
    body = [label(10, 18, t("hand_of", lang, name=teller, of_name=of_name(teller, lang), hand=hand), font_weight="bold")]
    step_x = 60
    for c in range(hand):
        x = 10 + c * step_x
        if c == chosen_at:
            body.append(card(x, 40, 54, mine, teller=True))
            body.append(star_badge(x + 52, 42))
        else:
            body.append(card(x, 60, 54, spare[c % len(spare)]))
    x_chosen = 10 + chosen_at * step_x + 27
    body.append(label(x_chosen, 158, "★ " + t("chosen", lang), text_anchor="middle", font_size=SMALL, font_weight="bold"))
    bubble_x = 10 + hand * step_x + 6
    width = max(bubble_x + 130, 470)
    quote = t("clue_quote", lang, clue=clue.strip()) if isinstance(clue, str) and clue.strip() else t("clue_any", lang)
    body.append(S.rect(bubble_x, 40, width - bubble_x - 10, 54, rx=10, class_="dixit-bubble"))
    body.append(S.path(f"M{bubble_x + 6:g} 80 L{bubble_x - 12:g} 100 L{bubble_x + 18:g} 90 Z", class_="dixit-bubble"))
    body.append(label(bubble_x + 10, 60, t("clue_word", lang), font_size=SMALL))
    body.append(label(bubble_x + 10, 78, short(quote, 22), font_weight="bold"))
    body.append(label(10, 182, t("clue_note", lang), font_size=SMALL))
    title = t("title_clue", lang, name=teller)
    desc = t("desc_clue", lang, name=teller, of_name=of_name(teller, lang), hand=hand, clue=quote)
    return make_svg(width, 194, title, desc, "".join(body))


def _hand_in_svg(answer: dict, order: list[str], lang: str) -> str:
    teller = answer["storyteller"]
    k = answer["cards_handed_in"]
    players = [p["name"] for p in answer["players"]]
    start = players.index(teller)
    others = [players[(start + i) % len(players)] for i in range(1, len(players))]
    row = 52
    body = [label(10, 18, t("hand_in_head", lang, name=teller, of_name=of_name(teller, lang)), font_weight="bold")]
    for i, name in enumerate(others):
        y = 34 + i * row
        body.append(label(10, y + 22, short(name), font_weight="bold"))
        for c in range(k):
            body.append(card(112 + c * 40, y, 30, None))
        end = 112 + k * 40 + 6
        body.append(arrow(end, y + 22, 318, y + 22))
        body.append(label(end + 8, y + 14, plural("face_down", k, lang), font_size=SMALL))
    pile_y = 34 + max(0, (len(others) * row - 90) / 2 - 4)
    for c in range(len(order)):
        body.append(card(336 + c * 3, pile_y + 6 - c * 2, 60, None))
    body.append(label(366 + len(order) * 1.5, pile_y + 112, short(teller), text_anchor="middle", font_weight="bold"))
    body.append(label(366 + len(order) * 1.5, pile_y + 127, plural("pile", len(order), lang), text_anchor="middle", font_size=SMALL))
    height = max(34 + len(others) * row, pile_y + 136) + 8
    title = t("title_hand_in", lang, name=teller, count=len(order))
    desc = t("desc_hand_in", lang, name=teller, of_name=of_name(teller, lang), count=len(order), players=names(others, lang), each=plural("face_down", k, lang))
    return make_svg(470, height, title, desc, "".join(body))


# ---------------------------------------------------------------- the score track


def _track_svg(answer: dict, lang: str) -> str:
    players = answer["players"]
    target = answer["target"]
    starting = answer["starting_scores"]
    rounds = answer["rounds"]
    highest = max(answer["totals"].values())
    top_value = max(target, 5 * math.ceil((highest + 1) / 5))
    left, lane_w = 100, 360
    unit = lane_w / top_value
    lane_h, gap = 20, 12
    winners = {players[index] for index in answer["ranking"]["winners"]}
    body = []
    axis_y = 34
    x30 = left + target * unit
    for n in range(0, top_value + 1, 5):
        x = left + n * unit
        body.append(S.text(x, axis_y - 8, n, font_size=SMALL, font_weight="bold" if n == target else None))
    body.append(label(10, axis_y - 8, t("track_short", lang), font_size=SMALL, font_weight="bold"))
    body.append(label(left + lane_w + 14, axis_y - 8, t("total_short", lang), font_size=SMALL, font_weight="bold"))
    y = axis_y
    for name in players:
        won = name in winners
        middle = y + lane_h / 2 + 1
        body.append(label(10, middle, short(name), font_weight="bold" if won else None))
        body.append(S.rect(left, y, lane_w, lane_h, rx=3, class_="dixit-lane" + (" is-winner" if won else "")))
        position = starting.get(name, 0)
        if position:
            body.append(S.rect(left, y + 3, position * unit, lane_h - 6, class_="dixit-seg-start"))
            if position * unit >= 18:
                body.append(S.text(left + position * unit / 2, middle, position, font_size=SMALL - 1))
        for number, entry in enumerate(rounds, 1):
            points = entry["points"][name]
            if not points:
                continue
            x = left + position * unit
            body.append(S.rect(x, y + 3, points * unit, lane_h - 6, class_=f"dixit-seg dixit-seg-{'odd' if number % 2 else 'even'}"))
            if points * unit >= 16:
                body.append(S.text(x + points * unit / 2, middle, f"+{points}", font_size=SMALL - 1, font_weight="bold", class_="dixit-seg-text"))
            position += points
        x = left + position * unit
        body.append(S.path(f"M{x:g} {y - 3:g} L{x:g} {y + lane_h + 3:g}", class_="dixit-end"))
        body.append(label(left + lane_w + 14, middle, position, font_weight="bold"))
        if won:
            body.append(label(left + lane_w + 40, middle, "♛ " + t("wins", lang), font_size=SMALL, font_weight="bold"))
        y += lane_h + gap
    body.append(S.line(x30, axis_y - 2, x30, y - gap + 4, class_="dixit-goal"))
    y += 8
    body.append(S.rect(10, y - 5, 10, 10, class_="dixit-seg dixit-seg-odd"))
    body.append(S.rect(22, y - 5, 10, 10, class_="dixit-seg dixit-seg-even"))
    body.append(label(38, y, t("track_legend", lang), font_size=SMALL))
    if any(starting.values()):
        y += 16
        body.append(S.rect(10, y - 5, 22, 10, class_="dixit-seg-start"))
        body.append(label(38, y, t("track_legend_start", lang), font_size=SMALL))
    y += 16
    body.append(label(38, y, t("track_goal", lang, target=target), font_size=SMALL))
    body.append(S.line(21, y - 6, 21, y + 6, class_="dixit-goal"))
    count = answer["round_count"]
    if answer["over"]:
        title = t("track_title_over", lang, n=answer["ended_in_round"])
    elif count:
        title = t("track_title", lang, n=count)
    else:
        title = t("track_title_start", lang)
    desc = [title + "."]
    if any(starting.values()):
        desc.append(t("track_desc_start", lang, list=", ".join(f"{n} {starting.get(n, 0)}" for n in players)))
    for number, entry in enumerate(rounds, 1):
        items = ", ".join(f"{n} +{entry['points'][n]}" for n in players)
        desc.append(t("track_desc_round", lang, n=number, name=entry["storyteller"], of_name=of_name(entry["storyteller"], lang), outcome=_outcome(entry, lang), list=items))
    desc.append(t("track_desc_totals", lang, list=", ".join(f"{n} {answer['totals'][n]}" for n in players)))
    if answer["over"]:
        reached = rounds[answer["ended_in_round"] - 1]["reached"]
        desc.append(t("track_desc_over", lang, names=names(reached, lang), n=answer["ended_in_round"], target=target))
        key = "track_desc_winner" if answer["ranking"]["outcome"] == "win" else "track_desc_shared"
        desc.append(t(key, lang, names=names(sorted(winners, key=players.index), lang)))
    elif answer["next_storyteller"]:
        desc.append(t("track_desc_next", lang, name=answer["next_storyteller"]))
    return make_svg(left + lane_w + 120, y + 12, title, " ".join(desc), "".join(body))


# ---------------------------------------------------------------- entry points


def _figure(kind: str, drawing: str) -> str:
    return f'<figure class="calc-picture" data-game="dixit" data-kind="{S.esc(kind)}">{drawing}</figure>'


def picture(kind: str, data: dict, lang: str) -> str:
    """The SVG of a ``picture dixit KIND`` fence (the fence adds the figure and caption).

    ``"size": "small"`` draws it narrower (the one-page summary)."""
    if kind == "card":
        drawing = _anatomy(data, lang)
    elif kind == "setup":
        drawing = _setup(data, lang)
    elif kind == "round":
        drawing = _round_svg(ask("round", _request(data), lang), data, lang, data.get("step", "score"))
    elif kind == "track":
        drawing = _track_svg(ask("game", _request(data), lang), lang)
    else:
        raise ValueError(f"unknown Dixit picture kind {kind!r} (card, setup, round, track)")
    if data.get("size") == "small":
        drawing = drawing.replace('class="calc-svg dixit-svg"', 'class="calc-svg dixit-svg is-small"', 1)
    return drawing


def draw(action: str, data: Any, answer: dict, lang: str) -> str:
    """The drawing of an ``example dixit ACTION`` fence: the round scored, or the score track."""
    if not isinstance(data, dict) or not answer.get("ok"):
        return ""
    if action == "round":
        return _figure("round", _round_svg(answer, {}, lang))
    if action == "game":
        return _figure("track", _track_svg(answer, lang))
    return ""
