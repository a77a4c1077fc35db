"""Dixit examples drawn as HTML tables at build time.

- ``round``: who voted for whose card, who received votes, and each player's points.
- ``game``: the points of each round per player, the totals, and the winners.

The storyteller, the finders and the winners are marked by a symbol *and* a word, never by
colour alone. Names are user text: always escaped.
"""

from __future__ import annotations

import html
from typing import Any

from hooks.strings import text


def _e(value: Any) -> str:
    return html.escape(str(value))


def _round_table(answer: dict, lang: str) -> str:
    head = "".join(
        f'<th scope="col">{_e(text(key, lang))}</th>'
        for key in ("dixit.pic.player", "dixit.pic.voted_for", "dixit.pic.votes_from", "dixit.pic.points")
    )
    rows = []
    for player in answer["players"]:
        if player["storyteller"]:
            who = f'★ {_e(player["name"])} <small>({_e(text("dixit.pic.storyteller", lang))})</small>'
            vote = f'<em>{_e(text("dixit.pic.no_vote", lang))}</em>'
        else:
            who = _e(player["name"])
            vote = _e(player["voted_for"])
            if player["found"]:
                vote = f'✔ {vote} <small>({_e(text("dixit.pic.found", lang))})</small>'
        voters = ", ".join(_e(name) for name in player["voted_by"]) or "—"
        if player["storyteller"] and player["voted_by"]:
            voters += f' <small>({_e(text("dixit.pic.no_bonus", lang))})</small>'
        if player["bonus"]:
            points = f'{player["base"]} + {player["bonus"]} = <strong>{player["points"]}</strong>'
        else:
            points = f'<strong>{player["points"]}</strong>'
        rows.append(f"<tr><th scope=\"row\">{who}</th><td>{vote}</td><td>{voters}</td><td>{points}</td></tr>")
    return f'<table><thead><tr>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table>'


def _game_table(answer: dict, lang: str) -> str:
    players = answer["players"]
    winners = set(answer["winners"])
    head = f'<th scope="col">{_e(text("dixit.pic.round_col", lang))}</th>' + "".join(f'<th scope="col">{_e(name)}</th>' for name in players)
    rows = []
    if any(answer["starting_scores"].values()):
        cells = "".join(f"<td>{answer['starting_scores'][name]}</td>" for name in players)
        rows.append(f'<tr><th scope="row">{_e(text("dixit.pic.start", lang))}</th>{cells}</tr>')
    for entry in answer["rounds"]:
        label = _e(text("dixit.pic.round", lang).format(n=entry["number"]))
        teller = _e(text("dixit.pic.told_by", lang).format(name=entry["storyteller"]))
        cells = []
        for name in players:
            mark = "★ " if name == entry["storyteller"] else ""
            cells.append(f'<td>{mark}+{entry["points"][name]} <small>→ {entry["totals"][name]}</small></td>')
        rows.append(f'<tr><th scope="row">{label}<br><small>{teller}</small></th>{"".join(cells)}</tr>')
    totals = []
    for name in players:
        total = f'<strong>{answer["totals"][name]}</strong>'
        if name in winners:
            total = f'♛ {total} <small>({_e(text("dixit.pic.winner", lang))})</small>'
        totals.append(f"<td>{total}</td>")
    rows.append(f'<tr><th scope="row">{_e(text("dixit.pic.total", lang))}</th>{"".join(totals)}</tr>')
    return f'<table><thead><tr>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table>'


def draw(action: str, data: Any, answer: dict, lang: str) -> str:
    if not answer.get("ok"):
        return ""
    if action == "round":
        caption = text("dixit.pic.caption_round", lang).format(count=len(answer["players"]), name=answer["storyteller"])
        table = _round_table(answer, lang)
    elif action == "game":
        caption = text("dixit.pic.caption_game", lang)
        table = _game_table(answer, lang)
    else:
        return ""
    return f'<figure class="dixit-figure">{table}<figcaption>{_e(caption)}</figcaption></figure>'
