"""Short menu labels, full page titles.

The menu (built from the registry by hooks/games.py, labels translated by each language's
``nav_translations``) gives every game's pages the same short labels: "Règles", "Résumé"...
MkDocs would then use that label as the page's title everywhere. ``keep_heading_title`` puts
the page's own first heading ("<game> : résumé")
back as the title of the browser tab, the header and the search results, so "Résumé" alone
names a page only inside its game's menu.
"""

from __future__ import annotations

import html
import re

HEADING = re.compile(r"^#\s+(.+?)\s*(?:\{[^}]*\})?\s*$")


def first_heading(markdown: str) -> str | None:
    """The text of the page's level-1 heading when the page starts with one."""
    for line in markdown.splitlines():
        if line.strip():
            match = HEADING.match(line.strip())
            return match.group(1) if match else None
    return None


def keep_heading_title(markdown: str, page) -> None:
    """Give ``page`` its heading as ``meta.title`` when the menu named it otherwise."""
    if page.is_homepage or page.meta.get("title"):
        return
    heading = first_heading(markdown)
    if heading and heading != page.title:
        page.meta["title"] = html.escape(heading, quote=False)
