"""The IPSO actions offered by the API and the command line (``python -m calculators ipso ACTION``).

- ``score``: one revealed pyramid -> every row's verdict and points, the total, the tie-break stars.
  The pyramid may be typed as one line (``notation``, ``calculators/ipso/notation.py``).
- ``bonus``: a revealed pyramid and the card drawn in the bonus turn -> every swap, best first,
  against keeping the star card.
- ``game``: the game or tournament sheet -> totals, directions of play, ranking and winners.
  With errors it still answers the totals of the players none of whose rounds is wrong.
- ``rows``: cards shown during a round (face-down ones too) checked as one deck, and the verdict of
  each row that is all face up (``calculators/ipso/position.py``).
- ``first_turn``: the teach page's first game, step by step, with the learner's tries
  (``calculators/ipso/first_turn.py``).
- ``dispute``: a revealed pyramid and the score a player counted -> where the count differs and
  every frequent mistake that gives it (``calculators/ipso/dispute.py``).
"""

from __future__ import annotations

from typing import Any

from calculators.disputes import explain_claim, read_claim
from calculators.inputs import read_object, reject_unknown_keys
from calculators.ipso.bonus import analyse_bonus
from calculators.ipso.dispute import PARTS, mistaken_readings, part_points
from calculators.ipso.explain import bonus_to_json, dispute_to_json, partial_sheet_to_json, score_to_json, sheet_to_json
from calculators.ipso.first_turn import first_turn
from calculators.ipso.game import play_sheet
from calculators.ipso.notation import Notation, read_notation
from calculators.ipso.position import rows
from calculators.ipso.reading import read_card, read_rows, read_sheet, read_star_card, read_variants
from calculators.ipso.scoring import score_pyramid
from calculators.ipso.spec import SPEC
from calculators.ipso.validation import DRAWN, Placed, check_deck
from calculators.players import label
from calculators.problems import Problems


def _read_pyramid_request(data: Any, others: tuple[str, ...], problems: Problems, rows: Any = None):
    """The fields ``score``, ``bonus`` and ``dispute`` share (``rows``, ``variants``), the request
    object for their ``others`` fields; (None, ...) when the request is not an object. ``rows``,
    when given, is read in place of the request's own (the rows of a notation)."""
    obj = read_object(data, "", problems)
    if obj is None:
        return None, None, None, []
    reject_unknown_keys(obj, ("rows", *others, "variants"), "", problems)
    placed: list[Placed] = []
    pyramid = read_rows(obj.get("rows") if rows is None else rows, "rows", problems, placed=placed)
    variants = read_variants(obj.get("variants"), "variants", problems)
    return obj, pyramid, variants, placed


def _notation(data: Any, lang: str, problems: Problems) -> Notation | None:
    """The pyramid typed as one line (``notation``), when the request gives one instead of ``rows``."""
    if not isinstance(data, dict) or "notation" not in data:
        return None
    if "rows" in data:
        problems.error("notation", "ipso.notation.with_rows")
    return read_notation(data["notation"], "notation", problems, lang)


def score(data: Any, lang: str, problems: Problems) -> dict[str, Any] | None:
    """``{"rows": [...], "star_card": "kept"|"given_up", "variants": {"even_odd": bool}}`` -> the pyramid's score.

    ``notation`` (a text, ``calculators/ipso/notation.py``) may stand for ``rows``: the answer then
    gives the cards it read (``notation.rows``), with its problems too, so a form can show them."""
    notation = _notation(data, lang, problems)
    if notation is None and isinstance(data, dict) and "notation" in data:
        return None  # not a text: there are no rows to read
    read = {} if notation is None else {"notation": notation.to_json()}
    rows = None if notation is None else notation.request_rows()
    obj, pyramid, variants, placed = _read_pyramid_request(data, ("star_card", "notation"), problems, rows)
    if obj is None:
        return None
    star_card = read_star_card(obj.get("star_card"), "star_card", problems)
    check_deck(placed, problems)
    if problems or pyramid is None or star_card is None or variants is None:
        return read or None
    return {**score_to_json(score_pyramid(pyramid, star_card, variants["even_odd"]), lang), **read}


def dispute(data: Any, lang: str, problems: Problems) -> dict[str, Any] | None:
    """``{"rows": [...], "star_card": ..., "variants"?: {...}, "claimed": 26 | {"total": 26, "rows": 20, ...}}``
    -> the pyramid's score, where the player's count differs, and every frequent mistake giving it."""
    obj, pyramid, variants, placed = _read_pyramid_request(data, ("star_card", "claimed"), problems)
    if obj is None:
        return None
    star_card = read_star_card(obj.get("star_card"), "star_card", problems)
    claim = SPEC.limits["claim"]
    claimed = read_claim(obj.get("claimed"), "claimed", problems, PARTS, claim["min"], claim["max"])
    check_deck(placed, problems)
    if problems or pyramid is None or star_card is None or variants is None or claimed is None:
        return None
    scored = score_pyramid(pyramid, star_card, variants["even_odd"])
    return dispute_to_json(scored, claimed, explain_claim(part_points(scored), mistaken_readings(scored), claimed), lang)


def bonus(data: Any, lang: str, problems: Problems) -> dict[str, Any] | None:
    """``{"rows": [...], "drawn": card, "variants": {...}}`` -> every swap of the drawn card, best first."""
    obj, pyramid, variants, placed = _read_pyramid_request(data, ("drawn",), problems)
    if obj is None:
        return None
    drawn = read_card(obj.get("drawn"), "drawn", problems, DRAWN)
    if drawn is not None:
        # The drawn card comes from the same deck: its number cannot already be in the pyramid.
        placed.append(Placed("drawn", DRAWN, drawn))
    check_deck(placed, problems)
    if problems or pyramid is None or drawn is None or variants is None:
        return None
    return bonus_to_json(analyse_bonus(pyramid, drawn, variants["even_odd"]), lang)


def game(data: Any, lang: str, problems: Problems) -> dict[str, Any] | None:
    """``{"mode": "single"|"tournament", "variants": {...}, "players": [{"name", "rounds": [...]}]}`` -> the ranking.

    Players may be left unnamed (``""``): the answer calls them "Player 2" in its language.
    """
    sheet = read_sheet(data, problems, lang)
    if sheet is None:
        return None
    names = tuple(label(player.name, index, lang) for index, player in enumerate(sheet.players))
    if problems:
        return partial_sheet_to_json(sheet, names)
    return sheet_to_json(play_sheet(sheet, names), lang)


ACTIONS = {"score": score, "bonus": bonus, "game": game, "rows": rows, "first_turn": first_turn, "dispute": dispute}
