"""The Pixies grid of an example, drawn as an HTML/CSS 3×3 grid.

Colour is never alone: each card names its colour and shows a symbol of our own
(≈ blue, ♣ green, ☀ yellow, ♥ red, ✱ multicolour); spirals and crosses are counted in words.
The zone the score counts is outlined and labelled. ``score`` and ``dispute`` examples draw
the grid scored; ``place`` examples draw the grid the placement leaves (or, when the example
only lists the placements, the grid before it), the slot just played marked in words, and
what a face-down card hides when the example says it.
"""

from __future__ import annotations

import html
from typing import Any

from calculators.pixies.cards import BY_ID, COLOURS
from hooks.strings import text


def _card_features(card: Any) -> dict | None:
    if isinstance(card, str):
        found = BY_ID.get(card)
        return found.to_json() if found else None
    return card if isinstance(card, dict) else None


def _colour_key(colours: list[str]) -> str:
    return "multi" if set(colours) == set(COLOURS) else colours[0]


def _short(card: dict, lang: str) -> str:
    key = _colour_key(card.get("colours") or ["blue"])
    return f'{card.get("number")} {text(f"pixies.symbol.{key}", lang)} {text(f"pixies.colour.{key}", lang)}'


def _cell(slot: int, raw: Any, zone: set[int], lang: str, changed: int | None = None) -> str:
    label = html.escape(text("pixies.slot", lang).format(n=slot))
    raw = raw if isinstance(raw, dict) else {}
    classes = ["pixies-cell"]
    lines = [f'<span class="pixies-slot">{label}</span>']
    card = _card_features(raw.get("card"))
    if raw.get("back"):
        classes.append("is-back")
        lines.append(f'<span class="pixies-state">{html.escape(text("pixies.state.back", lang))}</span>')
    elif card:
        key = _colour_key(card.get("colours") or ["blue"])
        classes += ["is-face", f"colour-{key}"]
        colour_name = text(f"pixies.colour.{key}", lang)
        symbol = text(f"pixies.symbol.{key}", lang)
        state = "validated" if raw.get("validated") else "lone"
        if raw.get("validated"):
            classes.append("is-validated")
        lines.append(f'<span class="pixies-number">{card["number"]}</span>')
        lines.append(f'<span class="pixies-colour"><span aria-hidden="true">{symbol}</span> {html.escape(colour_name)}</span>')
        symbols = []
        if card.get("spirals"):
            symbols.append(f'@ {card["spirals"]} {text("pixies.spirals", lang)}')
        if card.get("crosses"):
            symbols.append(f'✕ {card["crosses"]} {text("pixies.crosses", lang)}')
        if card.get("spiral_per_colour"):
            colour = text(f'pixies.colour.{card["spiral_per_colour"]}', lang)
            symbols.append(text("pixies.per_colour", lang).format(colour=colour))
        for item in symbols:
            lines.append(f'<span class="pixies-symbols">{html.escape(item)}</span>')
        lines.append(f'<span class="pixies-state">{html.escape(text(f"pixies.state.{state}", lang))}</span>')
    else:
        classes.append("is-empty")
        lines.append(f'<span class="pixies-state">{html.escape(text("pixies.state.empty", lang))}</span>')
    under = _card_features(raw.get("card_under"))
    if under and (raw.get("back") or raw.get("validated")):
        hidden = text("pixies.hidden_card", lang).format(card=_short(under, lang))
        lines.append(f'<span class="pixies-hidden">{html.escape(hidden)}</span>')
    if slot == changed:
        classes.append("is-changed")
        lines.append(f'<span class="pixies-changed-mark">★ {html.escape(text("pixies.just_placed", lang))}</span>')
    if slot in zone:
        classes.append("in-zone")
        lines.append(f'<span class="pixies-zone-mark">▣ {html.escape(text("pixies.in_zone", lang))}</span>')
    return f'<div class="{" ".join(classes)}">{"".join(lines)}</div>'


def _figure(grid: dict, zone: set[int], caption: str, lang: str, changed: int | None = None) -> str:
    cells = "".join(_cell(slot, grid.get(str(slot)), zone, lang, changed) for slot in range(1, 10))
    return f'<figure class="pixies-figure"><div class="pixies-grid">{cells}</div><figcaption>{html.escape(caption)}</figcaption></figure>'


def draw(action: str, data: Any, answer: dict, lang: str) -> str:
    if not isinstance(data, dict) or not answer.get("ok"):
        return ""
    if action in ("score", "dispute"):
        grid = data.get("grid") if isinstance(data.get("grid"), dict) else {}
        zone = set(answer["parts"]["zone"]["slots"])
        return _figure(grid, zone, text("pixies.grid_caption", lang).format(round=answer["round"]), lang)
    if action == "place":
        card = _card_features(data.get("card"))
        taken = _short(card, lang) if card else ""
        if answer.get("grid"):
            slot = answer["chosen"]["slot"]
            caption = text("pixies.grid_caption_after", lang).format(card=taken, slot=slot)
            return _figure(answer["grid"], set(), caption, lang, changed=slot)
        grid = data.get("grid") if isinstance(data.get("grid"), dict) else {}
        return _figure(grid, set(), text("pixies.grid_caption_before", lang).format(card=taken), lang)
    return ""
