"""Neteru examples drawn as pyramids at build time: floors 1 2 / 3 4 5 / 6 7 8 9.

Every card is named in words (``Citizen 4``), every slot shows its number, and the god
beside each floor is written out. Marks are a symbol *and* a word, never colour alone:
``▶ play here``, ``↪ Priest``, ``✖ can be removed``, ``🛡 protected``, ``×2 Bastet``.
The look lives in docs/assets/css/site.css (section "Neteru", classes ``neteru-fig-*``):
an empty slot is dashed and dimmed, and says "empty" in words.
Names of players are user text: always escaped.
"""

from __future__ import annotations

import html
from typing import Any

from calculators.i18n import render
from calculators.neteru.cards import name_code
from calculators.neteru.pyramid import FLOORS
from hooks.strings import text

def _e(value: Any) -> str:
    return html.escape(str(value))


def _card_name(raw: Any, lang: str) -> str | None:
    if not isinstance(raw, dict) or not isinstance(raw.get("type"), str):
        return None
    kind = raw["type"]
    name = render(name_code("type", kind), lang)
    return f"{name} {raw['number']}" if raw.get("number") is not None else name


def _god_name(god: Any, lang: str) -> str:
    return render(name_code("god", god), lang) if isinstance(god, str) else ""


def _pyramid(pyramid: dict, gods: dict, lang: str, marks: dict[int, list[str]] | None = None, caption: str = "") -> str:
    marks = marks or {}
    rows = []
    for floor, slots in FLOORS.items():
        cells = []
        for slot in slots:
            name = _card_name(pyramid.get(str(slot)), lang)
            label = _e(text("neteru.slot_n", lang).format(n=slot))
            body = f"<strong>{_e(name)}</strong>" if name else f"<em>{_e(text('neteru.empty', lang))}</em>"
            extra = "".join(f'<span class="neteru-fig-mark">{_e(mark)}</span>' for mark in marks.get(slot, []))
            classes = "neteru-fig-slot" if name else "neteru-fig-slot is-empty"
            cells.append(f'<div class="{classes}"><small>{label}</small><br>{body}{extra}</div>')
        god = gods.get(str(floor)) if isinstance(gods, dict) else None
        floor_label = _e(text("neteru.floor_n", lang).format(n=floor))
        god_text = f"☥ {_e(_god_name(god, lang))}" if isinstance(god, str) else "—"
        rows.append(
            f'<div class="neteru-fig-floor" role="group" aria-label="{floor_label}">'
            f'<div class="neteru-fig-god"><small>{floor_label}</small><br>{god_text}</div>'
            f'<div class="neteru-fig-cells">{"".join(cells)}</div></div>'
        )
    head = f'<figcaption class="neteru-fig-caption">{caption}</figcaption>' if caption else ""
    return f'<figure class="neteru-figure">{head}{"".join(rows)}</figure>'


def _score(data: dict, answer: dict, lang: str) -> str:
    parts = []
    for raw, result in zip(data.get("players", []), answer["players"]):
        pyramid = raw.get("pyramid") or {}
        gods = raw.get("gods") or {}
        marks: dict[int, list[str]] = {}
        for item in result["steps"]["bastet"]["items"]:
            marks.setdefault(item["slot"], []).append(text("neteru.mark.bastet", lang))
        pyramidions = ", ".join(render(name_code("pyramidion", p), lang) for p in raw.get("pyramidions", []))
        discard = [_card_name(card, lang) for card in raw.get("discard") or []]
        discard_text = ", ".join(_e(name) for name in discard if name) or _e(text("neteru.discard_empty", lang))
        caption = (
            f'<strong>{_e(result["name"])}</strong> — {_e(text("neteru.total", lang))} <strong>{result["total"]}</strong>'
            f'<br><small>{_e(text("neteru.pyramidions_label", lang))} {_e(pyramidions)} · '
            f'{_e(text("neteru.discard_label", lang))} {discard_text}</small>'
        )
        parts.append(_pyramid(pyramid, gods, lang, marks, caption))
    return f'<div class="neteru-table">{"".join(parts)}</div>'


def _place(data: dict, answer: dict, lang: str) -> str:
    marks: dict[int, list[str]] = {}
    for dest in answer["play"]:
        marks.setdefault(dest["slot"], []).append(text("neteru.mark.play", lang))
    for dest in answer["priest"]["to"]:
        marks.setdefault(dest["slot"], []).append(text("neteru.mark.priest", lang))
    caption = _e(text("neteru.place_caption", lang).format(card=answer["label"]))
    pyramid = data.get("pyramid") if isinstance(data.get("pyramid"), dict) else {}
    gods = data.get("gods") if isinstance(data.get("gods"), dict) else {}
    return _pyramid(pyramid, gods, lang, marks, caption)


def _chariot(data: dict, answer: dict, lang: str) -> str:
    marks: dict[int, list[str]] = {}
    for target in answer["removable"]:
        marks.setdefault(target["slot"], []).append(text("neteru.mark.removable", lang))
    for target in answer["protected"]:
        marks.setdefault(target["slot"], []).append(text("neteru.mark.protected", lang))
    caption = _e(text("neteru.chariot_caption", lang).format(floor=answer["floor"]))
    gods = data.get("gods") if isinstance(data.get("gods"), dict) else {}
    return _pyramid(data.get("pyramid") or {}, gods, lang, marks, caption)


def draw(action: str, data: Any, answer: dict, lang: str) -> str:
    if not isinstance(data, dict) or not answer.get("ok"):
        return ""
    if action == "score":
        return _score(data, answer, lang)
    if action == "place":
        return _place(data, answer, lang)
    if action == "chariot":
        return _chariot(data, answer, lang)
    return ""
