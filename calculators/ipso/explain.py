"""Answers as JSON for the widgets, and as sentences in the reader's language.

Rows and cards are counted from 1 in answers (``"row": 3, "card": 4``), as players count;
a ``path`` beside them gives the request's place counted from 0 (``rows.2.3``).
"""

from __future__ import annotations

from typing import Any

from calculators.disputes import Explanation, Reading, with_report
from calculators.i18n import Term, render
from calculators.ipso.bonus import BonusAnalysis, Swap
from calculators.ipso.dispute import PART_CODES, part_points
from calculators.ipso.game import Sheet, SheetResult, direction, score_entry
from calculators.ipso.scoring import STAR_CARD_POINTS, PyramidScore, RowScore
from calculators.ipso.validation import colour_name
from calculators.ranking import verdict
from calculators.wording import and_list, plain, signed

DIRECTIONS = {"clockwise": "ipso.direction.clockwise", "anticlockwise": "ipso.direction.anticlockwise"}
PARITIES = {"even": "ipso.parity.even", "odd": "ipso.parity.odd"}


# One pyramid ---------------------------------------------------------------------------------


def row_to_json(row: RowScore) -> dict[str, Any]:
    colours = [card.colour for card in row.cards]
    if not row.increasing:
        verdict = "discarded"
    else:
        verdict = "single_colour" if row.single_colour else "mixed"
    return {
        "row": row.index + 1,
        "numbers": [card.number for card in row.cards],
        "colours": colours,
        "verdict": verdict,
        "increasing": row.increasing,
        "break_card": row.break_at + 1 if row.break_at is not None else None,
        "single_colour": row.single_colour,
        "colour": colours[0] if row.single_colour else None,
        "parity": row.parity,
        "counted": row.increasing,
        "points_per_card": row.points_per_card,
        "card_points": row.card_points,
        "printed_stars": row.printed_stars,
        "star_points": row.star_points,
        "even_odd_points": row.even_odd_points,
        "points": row.points,
    }


def score_to_json(score: PyramidScore, lang: str) -> dict[str, Any]:
    return {
        "total": score.total,
        "rows_points": score.rows_points,
        "rows": [row_to_json(row) for row in score.rows],
        "star_card": {"choice": score.star_card, "points": score.star_card_points},
        "stars": score.stars,
        "stars_detail": {"printed": score.printed_stars_counted, "star_card": 1 if score.star_card == "kept" else 0},
        "variants": {"even_odd": score.even_odd},
        "explanation": explain_score(score, lang),
    }


def explain_rows(score: PyramidScore, lang: str) -> list[str]:
    lines = []
    for row in score.rows:
        numbers = ", ".join(str(card.number) for card in row.cards)
        base = {"row": row.index + 1, "numbers": numbers}
        if not row.increasing:
            before, after = row.cards[row.break_at - 1].number, row.cards[row.break_at].number
            lines.append(render("ipso.explain.row_discarded", lang, {**base, "before": before, "after": after}))
            if row.printed_stars:
                lines.append(render("ipso.explain.row_discarded_stars", lang, {"stars": row.printed_stars}))
            continue
        if row.single_colour:
            colour = colour_name(row.cards[0].colour)
            lines.append(
                render("ipso.explain.row_single", lang, {**base, "colour": colour, "cards": len(row.cards), "points": row.card_points})
            )
        else:
            lines.append(render("ipso.explain.row_mixed", lang, {**base, "cards": len(row.cards), "points": row.card_points}))
        if row.star_points:
            lines.append(render("ipso.explain.row_stars", lang, {"row": row.index + 1, "stars": row.star_points}))
        if row.even_odd_points:
            parity = Term(PARITIES[row.parity])
            lines.append(
                render("ipso.explain.row_parity", lang, {"row": row.index + 1, "parity": parity, "points": row.even_odd_points})
            )
    return lines


def explain_score(score: PyramidScore, lang: str) -> list[str]:
    lines = explain_rows(score, lang)
    if score.star_card == "kept":
        lines.append(render("ipso.explain.star_kept", lang, {"points": STAR_CARD_POINTS}))
        stars = render("ipso.explain.stars_with_card", lang, {"stars": score.stars, "printed": score.printed_stars_counted})
    else:
        lines.append(render("ipso.explain.star_given_up", lang))
        stars = render("ipso.explain.stars_without_card", lang, {"stars": score.stars})
    lines.append(render("ipso.explain.total", lang, {"total": score.total}))
    lines.append(stars)
    return lines


# The bonus turn ------------------------------------------------------------------------------


def swap_to_json(swap: Swap) -> dict[str, Any]:
    return {
        "row": swap.row_index + 1,
        "card": swap.position + 1,
        "path": f"rows.{swap.row_index}.{swap.position}",
        "replaced": swap.replaced.to_json(),
        "total": swap.score.total,
        "gain": swap.gain,
        "gain_signed": signed(swap.gain),  # as the sentences write it: "+10", "−2", "0"
        "stars": swap.score.stars,
        "verdict": swap.verdict,
        "row_points": [row.points for row in swap.score.rows],
    }


def bonus_to_json(analysis: BonusAnalysis, lang: str) -> dict[str, Any]:
    best = analysis.best
    return {
        "drawn": analysis.drawn.to_json(),
        "keep": {"total": analysis.keep.total, "rows_points": analysis.keep.rows_points, "stars": analysis.keep.stars},
        "unused": {"total": analysis.unused.total, "stars": analysis.unused.stars},
        "best": swap_to_json(best),
        "verdict": best.verdict,
        "pays": best.verdict == "better",
        "paying_swaps": analysis.paying,
        "swaps": [swap_to_json(swap) for swap in analysis.swaps],
        "star_card_points": STAR_CARD_POINTS,
        "explanation": explain_bonus(analysis, lang),
    }


def explain_bonus(analysis: BonusAnalysis, lang: str) -> list[str]:
    best = analysis.best
    keep, rows = analysis.keep.total, analysis.keep.rows_points
    star = STAR_CARD_POINTS
    lines = [render("ipso.explain.bonus_keep", lang, {"rows": rows, "star": star, "total": keep})]
    lines.append(
        render(
            "ipso.explain.bonus_best",
            lang,
            {
                "number": analysis.drawn.number,
                "replaced": best.replaced.number,
                "row": best.row_index + 1,
                "card": best.position + 1,
                "before": rows,
                "after": best.score.total,
                "gain": signed(best.gain),
            },
        )
    )
    params = {"gain": signed(best.gain), "star": star, "total": best.score.total, "keep": keep}
    if best.verdict == "better":
        lines.append(render("ipso.explain.bonus_pays", lang, params))
    elif best.verdict == "equal":
        lines.append(render("ipso.explain.bonus_equal", lang, params))
    else:
        lines.append(render("ipso.explain.bonus_does_not_pay", lang, params))
        if best.gain < 0:
            lines.append(render("ipso.explain.bonus_no_swap", lang, {"rows": rows}))
    lines.append(render("ipso.explain.bonus_count", lang, {"count": analysis.paying, "all": len(analysis.swaps)}))
    return lines


# The game sheet ------------------------------------------------------------------------------


def _rounds_json(sheet: Sheet, complete=None) -> list[dict[str, Any]]:
    return [
        {"round": index + 1, "direction": direction(index + 1), **({"complete": complete(index)} if complete else {})}
        for index in range(sheet.rounds)
    ]


def _entry_json(result) -> dict[str, Any] | None:
    if result is None:
        return None
    entry = {"score": result.score, "stars": result.stars, "source": "pyramid" if result.pyramid else "typed"}
    if result.pyramid:
        entry["rows"] = [row.points for row in result.pyramid.rows]
    return entry


def sheet_to_json(result: SheetResult, lang: str) -> dict[str, Any]:
    names = [player.name for player in result.players]
    return {
        "mode": result.sheet.mode,
        "rounds_planned": result.sheet.rounds,
        "rounds_played": result.rounds_played,
        "finished": result.finished,
        "variants": {"even_odd": result.sheet.even_odd},
        "rounds": _rounds_json(result.sheet, result.round_complete),
        "players": [
            {"name": player.name, "total": player.total, "stars": player.stars, "rounds": [_entry_json(r) for r in player.rounds]}
            for player in result.players
        ],
        "ranking": result.ranking.to_json(names),
        "explanation": explain_sheet(result, lang),
    }


def partial_sheet_to_json(sheet: Sheet, names: tuple[str, ...]) -> dict[str, Any]:
    """What a sheet with errors still tells: every round that could be read, and the total of each
    player none of whose rounds is wrong (``null`` for the others), so that one bad cell marks
    only its own player. The sheet holds False for each round that is wrong (``read_sheet``)."""
    players = []
    for name, player in zip(names, sheet.players):
        rounds = [None if not entry else _entry_json(score_entry(entry, sheet.even_odd)) for entry in player.entries]
        clean = not any(entry is False for entry in player.entries)
        scored = [round_ for round_ in rounds if round_]
        players.append({
            "name": name,
            "total": sum(round_["score"] for round_ in scored) if clean else None,
            "stars": None if not clean or any(round_["stars"] is None for round_ in scored) else sum(round_["stars"] for round_ in scored),
            "rounds": rounds,
        })
    return {"mode": sheet.mode, "rounds_planned": sheet.rounds, "rounds": _rounds_json(sheet), "players": players}


def _scores(result: SheetResult, round_index: int | None = None) -> str:
    """``Ana 26, Bo 24`` (a round's scores, ``—`` for a round not played; or the totals)."""
    if round_index is None:
        return ", ".join(f"{player.name} {player.total}" for player in result.players)
    return ", ".join(
        f"{player.name} {player.rounds[round_index].score if player.rounds[round_index] else '—'}" for player in result.players
    )


def _tie_lines(result: SheetResult, lang: str) -> list[str]:
    """Every tie on points: broken by stars, shared, or undecided (some stars not entered)."""
    lines = []
    rank_of = {place.player: place.rank for place in result.ranking.places}
    by_total: dict[int, list[int]] = {}
    for index, player in enumerate(result.players):
        by_total.setdefault(player.total, []).append(index)
    for total in sorted(by_total, reverse=True):
        group = by_total[total]
        if len(group) < 2:
            continue
        names = and_list([result.players[i].name for i in group], lang)
        stars = [result.players[i].stars for i in group]
        if any(count is None for count in stars):
            lines.append(render("ipso.explain.tie_unknown_stars", lang, {"names": names, "total": total}))
            continue
        if len(set(stars)) > 1:
            counts = ", ".join(f"{result.players[i].name} {result.players[i].stars}" for i in group)
            lines.append(render("ipso.explain.tie_broken", lang, {"names": names, "total": total, "stars": counts}))
        for count in sorted(set(stars), reverse=True):
            level = [i for i in group if result.players[i].stars == count]
            if len(level) > 1:
                sharing = and_list([result.players[i].name for i in level], lang)
                params = {"names": sharing, "total": total, "stars": count, "rank": rank_of[level[0]]}
                lines.append(render("ipso.explain.tie_shared", lang, params))
    return lines


def explain_sheet(result: SheetResult, lang: str) -> list[str]:
    lines = []
    for index in range(result.sheet.rounds):
        if all(player.rounds[index] is None for player in result.players):
            continue
        way = Term(DIRECTIONS[direction(index + 1)])
        lines.append(render("ipso.explain.round", lang, {"round": index + 1, "direction": way, "scores": _scores(result, index)}))
    if result.sheet.rounds > 1 and result.anything_played:
        lines.append(render("ipso.explain.totals", lang, {"scores": _scores(result)}))
    if not result.anything_played:
        return lines
    lines += _tie_lines(result, lang)
    ranking = result.ranking
    leaders = [result.players[i] for i in ranking.winners]
    params = {"names": and_list([player.name for player in leaders], lang), "total": leaders[0].total}
    if not result.finished:
        lines.append(render("ipso.explain.leader", lang, {**params, "played": result.rounds_played, "rounds": result.sheet.rounds}))
    elif ranking.outcome == "undecided":
        lines.append(render("ipso.explain.undecided", lang, params))
    else:
        lines.append(verdict(ranking, [player.name for player in result.players], lang) or "")
    return lines


def mistake_sentence(reading: Reading, lang: str) -> str:
    params = dict(reading.params)
    if "rows" in params:
        params["rows"] = render("ipso.rows_phrase", lang, {"rows": and_list([str(row) for row in params["rows"]], lang)})
    if "points" in params and isinstance(params["points"], int):
        params["points"] = plain(params["points"])
    return render(reading.code, lang, params)


def dispute_to_json(score: PyramidScore, claimed: dict[str, int], found: list[Explanation], lang: str) -> dict[str, Any]:
    """The pyramid's score and the comparison with what the player wrote (``calculators/disputes.py``)."""
    answer = {**score_to_json(score, lang), "parts": part_points(score)}
    return with_report(answer, part_points(score), claimed, found, lang, PART_CODES.get, mistake_sentence)
