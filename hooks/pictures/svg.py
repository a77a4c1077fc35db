"""Small helpers for the build-time SVG pictures: an accessible root, shapes and text.

Every picture is an ``<svg role="img">`` with a ``<title>`` and a ``<desc>`` that say in words
what the drawing shows, so a screen reader gets the position too. Colours come from CSS
classes (``docs/assets/css/games/<game>-pictures.css``: light and dark schemes), never as the
only carrier of meaning: each coloured shape also carries a name or a symbol in text.
"""

from __future__ import annotations

import html
import itertools
from typing import Any

_ids = itertools.count(1)


def esc(value: Any) -> str:
    return html.escape(str(value), quote=True)


def attrs(**values: Any) -> str:
    """``class_="a", font_size=3`` -> ``class="a" font-size="3"`` (None and False are left out)."""
    out = []
    for name, value in values.items():
        if value is None or value is False:
            continue
        name = name.rstrip("_").replace("_", "-")
        out.append(f'{name}="{esc(value)}"')
    return " ".join(out)


def svg(width: float, height: float, title: str, desc: str, body: str, *, class_: str = "") -> str:
    """The root element: scalable (viewBox), named by its title and described in words."""
    n = next(_ids)
    title_id, desc_id = f"pic{n}-title", f"pic{n}-desc"
    classes = f"calc-svg {class_}".strip()
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width:g} {height:g}" '
        f'role="img" aria-labelledby="{title_id} {desc_id}" class="{esc(classes)}">'
        f'<title id="{title_id}">{esc(title)}</title><desc id="{desc_id}">{esc(desc)}</desc>'
        f"{body}</svg>"
    )


def rect(x: float, y: float, w: float, h: float, **extra: Any) -> str:
    return f'<rect {attrs(x=f"{x:g}", y=f"{y:g}", width=f"{w:g}", height=f"{h:g}", **extra)}/>'


def circle(cx: float, cy: float, r: float, **extra: Any) -> str:
    return f'<circle {attrs(cx=f"{cx:g}", cy=f"{cy:g}", r=f"{r:g}", **extra)}/>'


def line(x1: float, y1: float, x2: float, y2: float, **extra: Any) -> str:
    return f'<line {attrs(x1=f"{x1:g}", y1=f"{y1:g}", x2=f"{x2:g}", y2=f"{y2:g}", **extra)}/>'


def path(d: str, **extra: Any) -> str:
    return f'<path {attrs(d=d, **extra)}/>'


def text(x: float, y: float, content: Any, **extra: Any) -> str:
    """Text centred on (x, y) unless ``text_anchor`` says otherwise; always escaped."""
    extra.setdefault("text_anchor", "middle")
    extra.setdefault("dominant_baseline", "middle")
    return f'<text {attrs(x=f"{x:g}", y=f"{y:g}", **extra)}>{esc(content)}</text>'


def group(body: str, **extra: Any) -> str:
    return f"<g {attrs(**extra)}>{body}</g>" if extra else f"<g>{body}</g>"
