"""The custom fences of the pages: ``example GAME ACTION``, ``picture GAME KIND``, ``widget NAME``
and ``glossary GAME``.

An example holds a request, a line ``---`` and the result the text states; it is rendered
with the calculators and checked (a wrong stated value fails the build and the tests).
A picture holds a position as JSON (the same shapes the calculators read) and is drawn at
build time as an accessible SVG by ``hooks/pictures/<game>.py``'s ``picture(kind, data, lang)``;
its optional ``"caption"`` (text in the page's language) becomes the figure's caption. The kind
``first-turn`` (``{"step": n}``) draws step ``n`` of the game's first turn, the position its
``first_turn`` action answers, so the story told on a teach page and its widget never part.
A widget fence becomes the placeholder that the browser's ``calc-core.js`` fills. A glossary
fence becomes the game's glossary table (``hooks/glossary.py``).
"""

from __future__ import annotations

import html
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from calculators.api import handle
from hooks import glossary, pictures, strings

FENCE = re.compile(
    r"^(?P<indent>[ \t]*)```(?P<kind>example|picture|widget|glossary)[ \t]+(?P<args>[^\n`]*)\n(?P<body>.*?)^(?P=indent)```[ \t]*$",
    re.MULTILINE | re.DOTALL,
)
MISSING = object()


@dataclass(frozen=True)
class Example:
    """One worked example: where it is, the request it makes and what the page says it gives."""

    source: str
    line: int
    game: str
    action: str
    data: Any
    stated: dict[str, Any]

    def request(self, lang: str) -> dict[str, Any]:
        return {"game": self.game, "action": self.action, "lang": lang, "data": self.data}


class FenceError(ValueError):
    """A fence that cannot be read, or an example whose stated result is wrong."""


def _dedent(body: str, indent: str) -> str:
    return "\n".join(line[len(indent):] if line.startswith(indent) else line for line in body.splitlines())


def parse_example(args: str, body: str, source: str, line: int) -> Example:
    words = args.split()
    if len(words) != 2:
        raise FenceError(f"{source}:{line}: an example fence needs 'example GAME ACTION', got {args!r}")
    request_text, sep, stated_text = body.partition("\n---\n")
    if not sep:
        raise FenceError(f"{source}:{line}: an example needs its request, a line '---', then the stated result")
    try:
        data = json.loads(request_text)
        stated = json.loads(stated_text)
    except ValueError as exc:
        raise FenceError(f"{source}:{line}: example is not valid JSON: {exc}") from exc
    if not isinstance(stated, dict) or not stated:
        raise FenceError(f"{source}:{line}: the stated result must be a non-empty object of dotted paths")
    return Example(source, line, words[0], words[1], data, stated)


def find_examples(markdown: str, source: str = "<page>") -> list[Example]:
    found = []
    for match in FENCE.finditer(markdown):
        if match["kind"] == "example":
            line = markdown.count("\n", 0, match.start()) + 1
            found.append(parse_example(match["args"], _dedent(match["body"], match["indent"]), source, line))
    return found


CALCULATORS = Path(__file__).resolve().parent.parent / "calculators"
# In the example fences of the formats every game shares (calculators/FORMATS.md), the game is
# written "{game}": each one is checked for every game of the registry.
EVERY_GAME = "{game}"


def formats_of(game: str | None = None) -> Path:
    """A game's FORMATS.md, or (no game) the one of the actions every game shares."""
    return CALCULATORS / (game or "") / "FORMATS.md"


def formats_examples(game: str) -> list[Example]:
    """The documented examples of ``game``'s actions: its own FORMATS.md's, then the shared ones."""
    own = find_examples(formats_of(game).read_text(encoding="utf-8"), f"calculators/{game}/FORMATS.md")
    shared = formats_of().read_text(encoding="utf-8").replace(f"example {EVERY_GAME} ", f"example {game} ")
    return own + find_examples(shared, "calculators/FORMATS.md")


def lookup(answer: Any, dotted: str) -> Any:
    """The value at ``players.0.total`` in an answer, or MISSING."""
    value = answer
    for key in dotted.split("."):
        if isinstance(value, dict) and key in value:
            value = value[key]
        elif isinstance(value, list) and key.lstrip("-").isdigit() and -len(value) <= int(key) < len(value):
            value = value[int(key)]
        else:
            return MISSING
    return value


def differences(example: Example, answer: dict[str, Any]) -> list[str]:
    """Every stated value the calculators disagree with, as readable lines (empty when all agree)."""
    if not answer.get("ok"):
        messages = "; ".join(f"{e['path']}: {e['message']}" for e in answer.get("errors", []))
        return [f"the calculator refused the request: {messages}"]
    wrong = []
    for path, stated in example.stated.items():
        computed = lookup(answer, path)
        if computed is MISSING:
            wrong.append(f"{path}: not in the answer")
        elif computed != stated:
            wrong.append(f"{path}: the page says {stated!r}, the calculator gives {computed!r}")
    return wrong


def render_example(example: Example, lang: str) -> str:
    answer = handle(example.request(lang))
    wrong = differences(example, answer)
    if wrong:
        raise FenceError(f"{example.source}:{example.line}: wrong example: " + "; ".join(wrong))
    module = pictures.module_of(example.game)
    picture = module.draw(example.action, example.data, answer, lang) if module is not None else ""
    lines = "".join(f"<li>{html.escape(str(line))}</li>" for line in answer.get("explanation", []))
    label = html.escape(strings.text("core.example_checked", lang))
    stated_label = html.escape(strings.text("core.example_stated", lang))
    request = html.escape(json.dumps(example.data, ensure_ascii=False))
    return (
        f'<div class="calc-example" data-game="{html.escape(example.game)}" data-action="{html.escape(example.action)}" '
        f'data-request="{request}">'
        f"{picture}"
        f'<ol class="calc-explanation">{lines}</ol>'
        f'<details class="calc-example-check"><summary>✔ {label}</summary>'
        f"<p>{stated_label}</p></details>"
        "</div>"
    )


def render_widget(args: str, body: str, lang: str, source: str, line: int) -> str:
    name = args.strip()
    if not re.fullmatch(r"[a-z0-9-]+", name):
        raise FenceError(f"{source}:{line}: a widget fence needs 'widget NAME', got {args!r}")
    options: Any = {}
    if body.strip():
        try:
            options = json.loads(body)
        except ValueError as exc:
            raise FenceError(f"{source}:{line}: widget options are not valid JSON: {exc}") from exc
    loading = html.escape(strings.text("core.loading", lang))
    noscript = html.escape(strings.text("core.noscript", lang))
    return (
        f'<div class="calc-widget" data-widget="{name}" data-options="{html.escape(json.dumps(options))}">'
        f'<p class="calc-status" role="status">{loading}</p>'
        f"<noscript><p>{noscript}</p></noscript></div>"
    )


def render_picture(args: str, body: str, lang: str, source: str, line: int) -> str:
    words = args.split()
    if len(words) != 2:
        raise FenceError(f"{source}:{line}: a picture fence needs 'picture GAME KIND', got {args!r}")
    game, kind = words
    try:
        data = json.loads(body) if body.strip() else {}
    except ValueError as exc:
        raise FenceError(f"{source}:{line}: picture data is not valid JSON: {exc}") from exc
    if not isinstance(data, dict):
        raise FenceError(f"{source}:{line}: picture data must be a JSON object")
    caption = data.pop("caption", None)
    if kind == "first-turn":  # a step of the game's first turn: its position, as the calculators tell it
        try:
            step = pictures.ask(game, "first_turn", data, lang)
        except ValueError as exc:
            raise FenceError(f"{source}:{line}: no step {data!r} of {game}'s first turn: {exc}") from exc
        kind, data = step["picture"]["kind"], step["picture"]["data"]
    module = pictures.module_of(game)
    draw = getattr(module, "picture", None)
    if draw is None:
        raise FenceError(f"{source}:{line}: hooks/pictures/{game}.py has no picture(kind, data, lang)")
    try:
        drawing = draw(kind, data, lang)
    except (KeyError, ValueError, TypeError) as exc:
        raise FenceError(f"{source}:{line}: cannot draw picture {game} {kind}: {exc!r}") from exc
    figcaption = f"<figcaption>{html.escape(str(caption))}</figcaption>" if caption else ""
    return f'<figure class="calc-picture" data-game="{html.escape(game)}" data-kind="{html.escape(kind)}">{drawing}{figcaption}</figure>'


def render_page(markdown: str, lang: str, source: str = "<page>") -> tuple[str, set[str] | None]:
    """The page with every fence replaced by its HTML, and the widgets it embeds (None: no fence at all)."""
    widgets: set[str] | None = None

    def replace(match: re.Match) -> str:
        nonlocal widgets
        if match["kind"] in ("example", "widget"):  # a picture or a glossary needs no Python in the browser
            widgets = widgets if widgets is not None else set()
        indent = match["indent"]
        body = _dedent(match["body"], indent)
        line = markdown.count("\n", 0, match.start()) + 1
        if match["kind"] == "example":
            rendered = render_example(parse_example(match["args"], body, source, line), lang)
        elif match["kind"] == "picture":
            rendered = render_picture(match["args"], body, lang, source, line)
        elif match["kind"] == "glossary":
            try:
                rendered = glossary.render(match["args"].strip(), lang)
            except glossary.GlossaryError as exc:
                raise FenceError(f"{source}:{line}: {exc}") from exc
        else:
            rendered = render_widget(match["args"], body, lang, source, line)
            widgets.add(match["args"].strip())
        return indent + rendered

    return FENCE.sub(replace, markdown), widgets


def page_files(docs: Path) -> list[Path]:
    return sorted(docs.glob("*/**/*.md"))
