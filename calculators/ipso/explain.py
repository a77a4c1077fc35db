"""Answers as JSON for the widgets, and as sentences in the reader's language.

Rows and cards are counted from 1 in answers (``"row": 3, "card": 4``), as players count;
a ``path`` beside them gives the request's place counted from 0 (``rows.2.3``).
"""

from __future__ import annotations

from typing import Any

from calculators.i18n import Term, render
from calculators.ipso.bonus import BonusAnalysis, Swap
from calculators.ipso.game import SheetResult, Standing, direction
from calculators.ipso.reading import card_place
from calculators.ipso.scoring import STAR_CARD_POINTS, PyramidScore, RowScore
from calculators.ipso.validation import colour_name


DIRECTIONS = {"clockwise": "ipso.direction.clockwise", "anticlockwise": "ipso.direction.anticlockwise"}
PARITIES = {"even": "ipso.parity.even", "odd": "ipso.parity.odd"}


def join_names(names: list[str], lang: str) -> str:
    """``Ana, Bo and Cem`` in the reader's language."""
    if len(names) < 2:
        return "".join(names)
    return render("ipso.and", lang, {"first": ", ".join(names[:-1]), "last": names[-1]})


def signed(value: int) -> str:
    return f"+{value}" if value >= 0 else f"−{-value}"


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
                "where": card_place(lang, best.row_index, best.position, inline=True),
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


def _standing_json(standing: Standing, result: SheetResult) -> dict[str, Any]:
    return {
        "place": standing.place,
        "players": list(standing.members),
        "names": [result.players[i].name for i in standing.members],
        "total": standing.total,
        "stars": standing.stars,
        "decided_by": standing.decided_by,
    }


def sheet_to_json(result: SheetResult, lang: str) -> dict[str, Any]:
    place_of = {i: standing.place for standing in result.ranking for i in standing.members}
    leaders = result.leaders
    winners = [result.players[i].name for i in leaders.members] if leaders else []
    return {
        "mode": result.sheet.mode,
        "rounds_planned": result.sheet.rounds,
        "rounds_played": result.rounds_played,
        "finished": result.finished,
        "variants": {"even_odd": result.sheet.even_odd},
        "rounds": [
            {"round": index + 1, "direction": direction(index + 1), "complete": result.round_complete(index)}
            for index in range(result.sheet.rounds)
        ],
        "players": [
            {
                "name": player.name,
                "total": player.total,
                "stars": player.stars,
                "place": place_of[index],
                "rounds": [
                    None
                    if entry is None
                    else {
                        "score": entry.score,
                        "stars": entry.stars,
                        "source": "pyramid" if entry.pyramid else "typed",
                        **({"rows": [row.points for row in entry.pyramid.rows]} if entry.pyramid else {}),
                    }
                    for entry in player.rounds
                ],
            }
            for index, player in enumerate(result.players)
        ],
        "ranking": [_standing_json(standing, result) for standing in result.ranking],
        "winners": winners,
        "shared_victory": len(winners) > 1,
        "explanation": explain_sheet(result, lang),
    }


def explain_sheet(result: SheetResult, lang: str) -> list[str]:
    lines = []
    for index in range(result.sheet.rounds):
        if all(player.rounds[index] is None for player in result.players):
            continue
        scores = ", ".join(
            f"{player.name} {player.rounds[index].score if player.rounds[index] else '—'}" for player in result.players
        )
        way = Term(DIRECTIONS[direction(index + 1)])
        lines.append(render("ipso.explain.round", lang, {"round": index + 1, "direction": way, "scores": scores}))
    if result.sheet.rounds > 1:
        totals = ", ".join(f"{player.name} {player.total}" for player in result.players)
        lines.append(render("ipso.explain.totals", lang, {"scores": totals}))
    nothing_played = all(entry is None for player in result.players for entry in player.rounds)
    for group in [] if nothing_played else result.ties():
        everyone = [i for standing in group for i in standing.members]
        names = join_names([result.players[i].name for i in everyone], lang)
        total = group[0].total
        if group[0].decided_by == "unknown_stars":
            lines.append(render("ipso.explain.tie_unknown_stars", lang, {"names": names, "total": total}))
            continue
        if len(group) > 1:
            stars = ", ".join(f"{result.players[i].name} {result.players[i].stars}" for i in everyone)
            lines.append(render("ipso.explain.tie_broken", lang, {"names": names, "total": total, "stars": stars}))
        for standing in group:
            if standing.decided_by == "shared":
                sharing = join_names([result.players[i].name for i in standing.members], lang)
                params = {"names": sharing, "total": total, "stars": standing.stars, "place": standing.place}
                lines.append(render("ipso.explain.tie_shared", lang, params))
    leaders = result.leaders
    if leaders is None:
        return lines
    names = join_names([result.players[i].name for i in leaders.members], lang)
    if not result.finished:
        params = {"played": result.rounds_played, "rounds": result.sheet.rounds, "names": names, "total": leaders.total}
        lines.append(render("ipso.explain.leader", lang, params))
    elif len(leaders.members) > 1:
        lines.append(render("ipso.explain.shared_victory", lang, {"names": names, "total": leaders.total}))
    else:
        lines.append(render("ipso.explain.winner", lang, {"name": names, "total": leaders.total}))
    return lines
