"""Numbered lists that start anywhere but 1 stop the build, unless the author marked them.

A prose line that happens to begin with a number and a dot ("2. rauntta ...", a Turkish ordinal)
becomes a numbered list in Markdown; Python-Markdown then even renumbers it from 1, so the
sentence silently loses its number. ``CheckedLists`` replaces Markdown's ordered-list reader
with one that reports every list it starts with a first number other than 1, and writes that
number as the list's ``start`` (so a list the author meant does start where they said).

``check(markdown, starts, source)`` then finds each reported list's line in the page's
Markdown and raises ``ListStartError`` (file and line) unless the line just above it is the
marker ``<!-- list-start: N -->`` with the same N::

    <!-- list-start: 3 -->
    3. The third step...
    4. The fourth...

To keep a number at the start of a prose line without a list, escape its dot: ``2\\. rauntta``.
"""

from __future__ import annotations

import re

from markdown.blockprocessors import OListProcessor
from markdown.extensions import Extension

MARKER = re.compile(r"^\s*<!--\s*list-start:\s*(\d+)\s*-->\s*$")
ITEM = re.compile(r"^\s*(\d+)\.\s")


class ListStartError(ValueError):
    """A numbered list starting at another number than 1, without the author's marker."""


class _CheckedOList(OListProcessor):
    LAZY_OL = False  # write start="N": a marked list starts where its author said

    def __init__(self, parser, found: list[tuple[str, str]]):
        super().__init__(parser)
        self.found = found

    def run(self, parent, blocks):
        block = blocks[0]
        sibling = self.lastChild(parent)
        continues = (sibling is not None and sibling.tag in self.SIBLING_TAGS) or parent.tag in ("ol", "ul")
        if not continues:
            first = block.split("\n", 1)[0]
            number = ITEM.match(first)
            if number and int(number.group(1)) != 1:
                self.found.append((number.group(1), first.strip()))
        super().run(parent, blocks)


class CheckedLists(Extension):
    """Reports, in ``self.starts``, each numbered list the last page started elsewhere than 1."""

    def __init__(self, **kwargs):
        self.starts: list[tuple[str, str]] = []
        super().__init__(**kwargs)

    def extendMarkdown(self, md):
        md.parser.blockprocessors.register(_CheckedOList(md.parser, self.starts), "olist", 40)


def check(markdown: str, starts: list[tuple[str, str]], source: str) -> None:
    """Raise ``ListStartError`` for the first unmarked list of ``starts`` (number, first line)."""
    lines = markdown.splitlines()
    used: set[int] = set()
    problems = []
    for number, first in starts:
        index = next((i for i, line in enumerate(lines) if i not in used and line.strip() == first), None)
        if index is None:  # not found as written (changed by a preprocessor): report it anyway
            problems.append(f"{source}: a numbered list starts at {number}: “{first}”")
            continue
        used.add(index)
        above = MARKER.match(lines[index - 1]) if index > 0 else None
        if above and above.group(1) == number:
            continue
        problems.append(
            f"{source}:{index + 1}: this line starts a numbered list at {number}: “{first}”. "
            f"If it is prose, escape the dot (“{number}\\. ”) or reword; if the list is meant, put "
            f"“<!-- list-start: {number} -->” on the line just above it."
        )
    if problems:
        raise ListStartError("\n".join(problems))
