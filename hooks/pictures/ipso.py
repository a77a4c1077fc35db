"""The IPSO pyramid of an example, drawn in HTML; its look lives in docs/assets/css/site.css
(section "IPSO", classes ``ipso-fig-*``).

Each card shows its number, its colour's NAME and our symbol for it (● red, ▲ yellow,
■ green, ◆ blue, ✚ purple: labels of our own, the rules do not name the colours) and its
printed stars; each row ends with its verdict in words and its points. Colour is a thin
band only, never the sole carrier of meaning. A discarded row is drawn dashed and dimmed
(its text keeps a readable contrast) and its verdict says so in words.
"""

from __future__ import annotations

import html
from typing import Any

from calculators.ipso.cards import COLOURS
from hooks.strings import text


def _e(value: Any) -> str:
    return html.escape(str(value))


def colour_label(key: str, lang: str) -> str:
    """``◆ blue`` for our labels; the key itself, quoted, for a key of the user's own."""
    if key in COLOURS:
        return f"{COLOURS[key]} {text(f'ipso.colour.{key}', lang)}"
    return f"“{key}”"


def _card(card: dict, lang: str, states: tuple[str, ...] = (), mark: str = "") -> str:
    """One card; ``states`` adds ``is-discarded`` / ``is-here`` to its classes."""
    key = str(card.get("colour", "")).strip().casefold()
    band = key if key in COLOURS else "other"  # a colour of the user's own: a grey band, its name in words
    stars = card.get("stars") or 0
    parts = [
        f'<strong class="ipso-fig-number">{_e(card.get("number"))}</strong>',
        f"<span>{_e(colour_label(key, lang))}</span>",
    ]
    if stars:
        parts.append(f'<span>{_e(text("ipso.stars_n", lang).format(n=stars))}</span>')
    if mark:
        parts.append(f"<em>{_e(mark)}</em>")
    classes = " ".join(("ipso-fig-card", f"ipso-band-{band}", *states))
    return f'<span class="{classes}">{"".join(parts)}</span>'


def row_verdict(row: dict, lang: str) -> str:
    """The row's verdict in words: ``✘ not increasing (12 after 50): discarded · 0 pts``."""
    if not row["increasing"]:
        position = row["break_card"] - 1
        words = text("ipso.verdict.discarded", lang).format(
            after=row["numbers"][position], before=row["numbers"][position - 1]
        )
        if row["printed_stars"]:
            words += " · " + text("ipso.verdict.stars_lost", lang).format(n=row["printed_stars"])
        return f"✘ {words} · {text('ipso.pts', lang).format(n=0)}"
    bits = [text("ipso.verdict.increasing", lang)]
    if row["single_colour"]:
        bits.append(text("ipso.verdict.single", lang).format(colour=colour_label(row["colour"], lang)))
    else:
        bits.append(text("ipso.verdict.mixed", lang))
    if row["star_points"]:
        bits.append(text("ipso.stars_n", lang).format(n=row["star_points"]))
    if row["even_odd_points"]:
        bits.append(text(f"ipso.verdict.{row['parity']}", lang))
    bits.append(text("ipso.pts", lang).format(n=row["points"]))
    return "✔ " + " · ".join(bits)


def _pyramid(rows: list, verdicts: list[dict] | None, lang: str, highlight: tuple[int, int] | None = None) -> str:
    out = []
    for index, row in enumerate(rows):
        verdict = verdicts[index] if verdicts else None
        discarded = verdict is not None and not verdict["increasing"]
        cards = []
        for position, card in enumerate(row if isinstance(row, list) else []):
            card = card if isinstance(card, dict) else {}
            here = highlight == (index, position)
            mark = text("ipso.picture.swap_here", lang) if here else ""
            states = (("is-discarded",) if discarded else ()) + (("is-here",) if here else ())
            cards.append(_card(card, lang, states, mark))
        label = text("ipso.row_n", lang).format(n=index + 1)
        if verdict is not None:
            label = f"{label} — {row_verdict(verdict, lang)}"
        line = f'<div class="ipso-fig-row">{"".join(cards)}</div><div class="ipso-fig-verdict">{_e(label)}</div>'
        out.append(line)
    return "".join(out)


def _star_card(data: dict, lang: str) -> str:
    choice = data.get("star_card")
    if choice not in ("kept", "given_up"):
        return ""
    words = text(f"ipso.picture.star_{choice}", lang)
    return f'<div class="ipso-fig-note">★ {_e(words)}</div>'


def _figure(body: str, caption: str) -> str:
    return f'<figure class="ipso-figure">{body}<figcaption class="ipso-fig-caption">{_e(caption)}</figcaption></figure>'


def _game_table(answer: dict, lang: str) -> str:
    head = "".join(
        f'<th scope="col">{_e(text("ipso.round_n", lang).format(n=r["round"]))}<br><small>{_e(text("ipso.direction_arrow." + r["direction"], lang))}</small></th>'
        for r in answer["rounds"]
    )
    lines = []
    for player in sorted(answer["players"], key=lambda p: p["place"]):
        cells = "".join(f"<td>{'—' if r is None else _e(r['score'])}</td>" for r in player["rounds"])
        stars = "?" if player["stars"] is None else player["stars"]
        lines.append(
            f'<tr><td>{_e(player["place"])}</td><th scope="row">{_e(player["name"])}</th>{cells}'
            f"<td><strong>{_e(player['total'])}</strong></td><td>{_e(stars)}</td></tr>"
        )
    header = (
        f'<tr><th scope="col">{_e(text("ipso.place", lang))}</th><th scope="col">{_e(text("ipso.player", lang))}</th>'
        f'{head}<th scope="col">{_e(text("ipso.total", lang))}</th><th scope="col">{_e(text("ipso.stars", lang))}</th></tr>'
    )
    body = "".join(lines)
    return f'<table><thead>{header}</thead><tbody>{body}</tbody></table>'


def draw(action: str, data: Any, answer: dict, lang: str) -> str:
    if not isinstance(data, dict) or not answer.get("ok"):
        return ""
    if action == "score":
        body = _star_card(data, lang) + _pyramid(data.get("rows") or [], answer["rows"], lang)
        return _figure(body, text("ipso.picture.caption_score", lang).format(total=answer["total"]))
    if action == "bonus":
        best = answer["best"]
        body = _pyramid(data.get("rows") or [], None, lang, (best["row"] - 1, best["card"] - 1))
        drawn = _card(answer["drawn"], lang)
        body += f'<div class="ipso-fig-row"><span class="ipso-fig-drawn">{_e(text("ipso.picture.drawn", lang))}</span>{drawn}</div>'
        return _figure(body, text("ipso.picture.caption_bonus", lang))
    if action == "game":
        return _figure(_game_table(answer, lang), text("ipso.picture.caption_game", lang))
    return ""
