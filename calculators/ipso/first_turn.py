"""IPSO taught by doing: the first game of the teach page, step by step (``calculators.first_turn``).

Ana and Bo play a two-player round (Ana is the youngest and starts): the deal, three exchanges,
Ana's pyramid once every card is face up, her bonus turn with a 72 ▲ yellow, her final count and
the round's sheet. Each step's explanation is the rules' own: an exchange (``exchange.py``), and
the answers of the ``score``, ``bonus`` and ``game`` actions (the same functions, called directly). The learner may try another slot for each exchange,
the other choice at the star card, and another slot for the bonus card.
"""

from __future__ import annotations

from typing import Any

from calculators.first_turn import Step, action, cell, group, question, words
from calculators.ipso.bonus import analyse_bonus
from calculators.ipso.cards import Card
from calculators.ipso.exchange import Exchange, Rows, card_words, exchange
from calculators.ipso.explain import bonus_to_json, score_to_json, sheet_to_json
from calculators.ipso.game import Entry, PlayerSheet, Sheet, play_sheet
from calculators.ipso.pyramid import ROW_SIZES, Pyramid
from calculators.ipso.scoring import STAR_CARD_POINTS, score_pyramid

ANA, BO = "Ana", "Bo"


def card(number: int, colour: str, stars: int = 0) -> Card:
    return Card(number, colour, stars)


HIDDEN: Rows = tuple((None,) * size for size in ROW_SIZES)
# Ana's pyramid once every card is face up, before her bonus turn (the teach page's story).
ANA_FULL: Rows = (
    (card(23, "red"), card(58, "blue")),
    (card(15, "green"), card(42, "green", 1), card(70, "green")),
    (card(6, "blue"), card(28, "red"), card(47, "purple", 1), card(85, "blue")),
    (card(11, "yellow"), card(30, "yellow"), card(66, "yellow"), card(49, "yellow"), card(80, "yellow")),
)
DRAWN = card(72, "yellow")
BO_SCORE, BO_STARS = 21, 3
# The three exchanges: who, the pyramid and the middle before, the card taken, where, what lay there.
TURNS = (
    (ANA, HIDDEN, (card(37, "blue"), card(80, "yellow")), 1, (3, 4), card(52, "green")),
    (BO, HIDDEN, (card(37, "blue"), card(52, "green")), 0, (2, 1), card(11, "yellow")),
    (ANA, None, (card(52, "green"), card(11, "yellow")), 1, (3, 0), card(64, "purple")),
)


def _score(rows: Rows, star_card: str, lang: str) -> dict[str, Any]:
    """What the ``score`` action answers for a revealed pyramid."""
    return score_to_json(score_pyramid(Pyramid(rows), star_card), lang)


def _bonus_answer(lang: str) -> dict[str, Any]:
    """What the ``bonus`` action answers for Ana's pyramid and the card she draws."""
    return bonus_to_json(analyse_bonus(Pyramid(ANA_FULL), DRAWN), lang)


def _json(rows: Rows) -> list[list[dict | None]]:
    return [[None if c is None else c.to_json() for c in row] for row in rows]


def _pyramid_group(player: str, rows: Rows, lang: str, marks: dict[tuple[int, int], str] | None = None) -> dict:
    marks = marks or {}
    return group(
        words("ipso.first.pyramid_of", lang, {"player": player}),
        [[cell(card_words(c, lang), "face_down" if c is None else "face_up", marks.get((r, p))) for p, c in enumerate(row)] for r, row in enumerate(rows)],
    )


def _middle_group(cards: tuple[Card, ...], lang: str, marks: dict[int, str] | None = None) -> dict:
    marks = marks or {}
    return group(words("ipso.pic.centre", lang), [[cell(card_words(c, lang), "face_up", marks.get(i)) for i, c in enumerate(cards)]])


def _star_group(state: str, lang: str) -> dict:
    return group(words("ipso.pic.star_card", lang), [[cell(words(f"ipso.first.star_{state}", lang, {"points": STAR_CARD_POINTS}), "note")]])


def _slot_choices(rows: Rows, lang: str) -> list[tuple[str, str]]:
    return [
        (f"{r}.{p}", words("ipso.first.slot", lang, {"row": r + 1, "card": p + 1, "there": card_words(c, lang)}))
        for r, row in enumerate(rows) for p, c in enumerate(row)
    ]


def _slot(value: str) -> tuple[int, int]:
    row, position = value.split(".")
    return int(row), int(position)


def _text(index: int, lang: str, **params: Any) -> dict[str, str]:
    params = {"player": ANA, "other": BO, **params}
    return {"title": words(f"ipso.first.title_{index}", lang, params), "say": words(f"ipso.first.say_{index}", lang, params)}


# The steps ---------------------------------------------------------------------------------------


def _setup(lang: str) -> dict[str, Any]:
    middle = TURNS[0][2]
    return {
        **_text(0, lang, player=ANA),
        "board": {"groups": [_star_group("waiting", lang), _pyramid_group(ANA, HIDDEN, lang), _middle_group(middle, lang)]},
        "picture": {"kind": "pyramid", "data": {"player": ANA, "rows": _json(HIDDEN), "centre": [c.to_json() for c in middle], "deck": True}},
        "why": [
            words("ipso.first.why_rows", lang, {"sizes": ", ".join(map(str, ROW_SIZES)), "count": sum(ROW_SIZES)}),
            words("ipso.first.why_star", lang, {"points": STAR_CARD_POINTS}),
            words("ipso.first.why_middle", lang),
        ],
    }


def _before(turn: int) -> Rows:
    """The pyramid of the turn's player before it (Ana's third turn follows her first)."""
    player, rows, middle, take, (row, position), revealed = TURNS[turn]
    if rows is not None:
        return rows
    first = TURNS[0]
    return exchange(first[1], first[2], first[3], *first[4], first[5], ANA, "en").rows


def _turn_step(turn: int) -> Step:
    player, _, middle, take, (row, position), revealed = TURNS[turn]
    index = turn + 1

    def answer(lang: str) -> dict[str, Any]:
        before = _before(turn)
        played = exchange(before, middle, take, row, position, revealed, player, lang)
        assert isinstance(played, Exchange)
        taken = card_words(middle[take], lang)
        return {
            **_text(index, lang, player=player, card_taken=taken),
            "board": {"groups": [_pyramid_group(player, played.rows, lang, {(row, position): "new"}), _middle_group(played.middle, lang, {1: "revealed"})]},
            "picture": {"kind": "exchange", "data": {"player": player, "rows": _json(before), "centre": [c.to_json() for c in middle],
                                                     "take": take, "slot": {"row": row + 1, "card": position + 1}, "revealed": revealed.to_json()}},
            "why": list(played.lines),
            "question": question(words("ipso.first.ask_slot", lang, {"player": player, "card_taken": taken}), _slot_choices(before, lang)),
        }

    def judge(value: str, lang: str) -> dict[str, Any]:
        r, p = _slot(value)
        played = exchange(_before(turn), middle, take, r, p, revealed if (r, p) == (row, position) else None, player, lang)
        return {"ok": isinstance(played, Exchange), "lines": list(played.lines)}

    return Step(answer, judge)


def _full(lang: str) -> dict[str, Any]:
    scored = _score(ANA_FULL, "kept", lang)
    return {
        **_text(4, lang, player=ANA, total=scored["total"]),
        "board": {"groups": [_star_group("waiting", lang), _pyramid_group(ANA, ANA_FULL, lang, {(3, 3): "pointed"})]},
        "picture": {"kind": "pyramid", "data": {"player": ANA, "rows": _json(ANA_FULL)}},
        "why": scored["explanation"],
        "question": question(words("ipso.first.ask_star", lang), [("keep", words("ipso.first.keep", lang, {"points": STAR_CARD_POINTS})), ("bonus", words("ipso.first.bonus", lang))]),
    }


def _judge_star(value: str, lang: str) -> dict[str, Any]:
    if value == "keep":
        return {"ok": True, "lines": _score(ANA_FULL, "kept", lang)["explanation"][-2:]}
    bonus = _bonus_answer(lang)
    return {"ok": True, "lines": [words("ipso.first.drawn", lang, {"player": ANA, "drawn": card_words(DRAWN, lang)}), *bonus["explanation"]]}


def _bonus(lang: str) -> dict[str, Any]:
    bonus = _bonus_answer(lang)
    best = (bonus["best"]["row"] - 1, bonus["best"]["card"] - 1)
    return {
        **_text(5, lang, player=ANA, drawn=card_words(DRAWN, lang)),
        "board": {"groups": [_star_group("given_up", lang), _pyramid_group(ANA, ANA_FULL, lang, {best: "pointed"}),
                             group(words("ipso.first.drawn_label", lang), [[cell(card_words(DRAWN, lang), "face_up", "new")]])]},
        "picture": {"kind": "bonus", "data": {"player": ANA, "rows": _json(ANA_FULL), "drawn": DRAWN.to_json()}},
        "why": bonus["explanation"],
        "question": question(words("ipso.first.ask_bonus", lang, {"drawn": card_words(DRAWN, lang)}), _slot_choices(ANA_FULL, lang)),
    }


def _judge_bonus(value: str, lang: str) -> dict[str, Any]:
    r, p = _slot(value)
    bonus = _bonus_answer(lang)
    swap = next(s for s in bonus["swaps"] if (s["row"], s["card"]) == (r + 1, p + 1))
    verdict = {"better": "ipso.first.swap_better", "equal": "ipso.first.swap_equal", "worse": "ipso.first.swap_worse"}[swap["verdict"]]
    params = {"row": r + 1, "card": p + 1, "replaced": card_words(ANA_FULL[r][p], lang), "gain": swap["gain_signed"],
              "total": swap["total"], "keep": bonus["keep"]["total"], "points": STAR_CARD_POINTS}
    return {"ok": True, "lines": [words("ipso.first.swap", lang, params), words(verdict, lang, params)]}


def _final_rows() -> Rows:
    return tuple(tuple(DRAWN if (r, p) == (3, 3) else c for p, c in enumerate(row)) for r, row in enumerate(ANA_FULL))


def _count(lang: str) -> dict[str, Any]:
    rows = _final_rows()
    scored = _score(rows, "given_up", lang)
    return {
        **_text(6, lang, player=ANA, total=scored["total"]),
        "board": {"groups": [_star_group("given_up", lang), _pyramid_group(ANA, rows, lang, {(3, 3): "new"})]},
        "picture": {"kind": "pyramid", "data": {"player": ANA, "rows": _json(rows), "star_card": "given_up",
                                                "mark": {"row": 4, "card": 4, "note": words("ipso.first.mark_bonus", lang, {"drawn": card_words(DRAWN, lang)})}}},
        "why": scored["explanation"],
    }


def _sheet_request() -> dict[str, Any]:
    return {"mode": "single", "players": [{"name": ANA, "rounds": [{"pyramid": {"rows": _json(_final_rows()), "star_card": "given_up"}}]},
                                          {"name": BO, "rounds": [{"score": BO_SCORE, "stars": BO_STARS}]}]}


def _sheet(lang: str) -> dict[str, Any]:
    """What the ``game`` action answers for the round's sheet (``_sheet_request``)."""
    entries = (Entry(pyramid=Pyramid(_final_rows()), star_card="given_up"), Entry(score=BO_SCORE, stars=BO_STARS))
    players = tuple(PlayerSheet(name, (entry,)) for name, entry in zip((ANA, BO), entries))
    sheet = sheet_to_json(play_sheet(Sheet("single", 1, False, players), (ANA, BO)), lang)
    totals = [group(player["name"], [[cell(words("ipso.first.total", lang, {"total": player["total"]}), "player")]]) for player in sheet["players"]]
    return {
        **_text(7, lang, player=ANA, other=BO, total=BO_SCORE),
        "board": {"groups": totals},
        "picture": {"kind": "game", "data": _sheet_request()},
        "why": sheet["explanation"],
    }


STEPS = (
    Step(_setup),
    _turn_step(0),
    _turn_step(1),
    _turn_step(2),
    Step(_full, _judge_star),
    Step(_bonus, _judge_bonus),
    Step(_count),
    Step(_sheet),
)

first_turn = action(STEPS)
