"""One search index per language, so a search on an English page finds English pages.

mkdocs-static-i18n lets Material write a single index holding every language at the site
root. After the last language is built, ``split_index`` writes each language's part to its
own root (``en/search/search_index.json``, paths made relative to that root), and
``point_search_at_language`` makes the pages of a language read their own index.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

CONFIG_BASE = re.compile(r'("base": ")([^"]*)(")')


def point_search_at_language(html: str, lang: str, default: str) -> str:
    if lang == default:
        return html
    return CONFIG_BASE.sub(lambda m: f"{m[1]}{m[2].rstrip('/')}/{lang}/{m[3]}", html, count=1)


def split_index(site_root: Path, languages: tuple[str, ...], default: str) -> bool:
    """Split the root index by language; False when the index does not hold every language yet."""
    path = site_root / "search" / "search_index.json"
    if not path.exists():
        return False
    index = json.loads(path.read_text(encoding="utf-8"))
    others = [lang for lang in languages if lang != default]
    by_lang: dict[str, list] = {lang: [] for lang in languages}
    for doc in index["docs"]:
        first = doc["location"].split("/", 1)[0]
        if first in others:
            doc = {**doc, "location": doc["location"][len(first) + 1 :]}
            by_lang[first].append(doc)
        else:
            by_lang[default].append(doc)
    if not all(by_lang[lang] for lang in others):
        return False
    for lang in languages:
        target = site_root / ("" if lang == default else lang) / "search" / "search_index.json"
        target.parent.mkdir(parents=True, exist_ok=True)
        config = {**index["config"], "lang": [lang]}
        target.write_text(json.dumps({"config": config, "docs": by_lang[lang]}, ensure_ascii=False), encoding="utf-8")
    return True
