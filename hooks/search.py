"""One search index per language, so a search on an English page finds English pages.

mkdocs-static-i18n lets Material write a single index holding every language at the site
root. After the last language is built, ``split_index`` writes each language's part to its
own root (``en/search/search_index.json``, paths made relative to that root), and
``configure_search`` makes the pages of a language read their own index.

The index is built when the reader first searches: ``on_files`` adds a search worker beside the
theme's (hooks/search_worker.js, naming the theme's worker) and ``configure_search`` gives it to
the theme (Material reads its worker's address from the page's configuration). It holds the
index the theme sends while the page loads and lets the theme's own worker build it with the
first query.

Letters without their marks: Material's search (lunr) compares words as they are, so
"egalite" would not find "égalité", nor "siralama" "sıralama". ``add_folded_words`` gives
each block of an entry's text (a paragraph, a list...) the folded form of its words that have
marks, in a ``<span hidden>`` inside that block, once per entry: the search finds the block by
either spelling and shows it as written, and the index grows only by the folded words (about
an eighth in French, under a third in Turkish, next to nothing in English).
"""

from __future__ import annotations

import json
import re
import unicodedata
from pathlib import Path

from mkdocs.structure.files import File

# The theme's configuration of a page: read by its script (Material's `configuration()`).
THEME_CONFIG = re.compile(r'(<script id="__config" type="application/json">)(.*?)(</script>)', re.S)
THEME_WORKER = re.compile(r"search\.[0-9a-f]+\.min\.js")
WORKERS = "assets/javascripts/workers/"
WORKER = "search-when-asked.js"
WORKER_TEMPLATE = Path(__file__).with_name("search_worker.js")
HTML_SAFE = str.maketrans({"<": "\\u003c", ">": "\\u003e", "&": "\\u0026", "'": "\\u0027"})


class ThemeConfigError(ValueError):
    """The page has no theme configuration this module can read (the theme changed)."""


def on_files(files, config, **kwargs):
    """The search worker that builds when asked, beside the theme's, which it loads."""
    theme = [file.src_uri[len(WORKERS) :] for file in files if file.src_uri.startswith(WORKERS)]
    theme = [name for name in theme if THEME_WORKER.fullmatch(name)]
    if len(theme) != 1:
        raise ThemeConfigError(f"the theme's search worker is not one file of {WORKERS}: {theme}")
    content = WORKER_TEMPLATE.read_text(encoding="utf-8").replace("__THEME_WORKER__", theme[0])
    files.append(File.generated(config, WORKERS + WORKER, content=content))
    return files


def configure_search(html: str, lang: str, default: str) -> str:
    """``html`` whose theme configuration reads the index of ``lang`` and builds it when asked."""
    found = THEME_CONFIG.search(html)
    if not found:
        raise ThemeConfigError('no <script id="__config"> in the page: the theme changed how it is configured')
    config = json.loads(found[2])
    base, worker = config.get("base"), config.get("search")
    folder, _, theme_worker = str(worker).rpartition("/")
    if not isinstance(base, str) or not THEME_WORKER.fullmatch(theme_worker):
        raise ThemeConfigError(f"the theme's configuration has no base or search worker: {base!r}, {worker!r}")
    if lang != default:
        config["base"] = f"{base.rstrip('/')}/{lang}/"
    config["search"] = f"{folder}/{WORKER}"
    # Escaped as the theme writes it (Jinja's tojson): no "</script>" can end it early.
    text = json.dumps(config, sort_keys=True).translate(HTML_SAFE)
    return html[: found.start(2)] + text + html[found.end(2) :]


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
        docs = [fold_entry(doc) for doc in by_lang[lang]]
        target.write_text(json.dumps({"config": config, "docs": docs}, ensure_ascii=False), encoding="utf-8")
    return True


# Letters that are not a base letter plus a mark in Unicode: fold them by hand.
FOLD_EXTRA = str.maketrans({"ı": "i", "ł": "l", "ø": "o", "đ": "d", "œ": "oe", "æ": "ae", "ß": "ss"})
WORD = re.compile(r"\w+")
TAG = re.compile(r"<(/?)[a-zA-Z][^>]*?(/?)>")


def fold(text: str) -> str:
    """Lower case, without marks: "Égalité" -> "egalite", "sıralama" -> "siralama"."""
    text = text.replace("İ", "i").lower().translate(FOLD_EXTRA)
    return "".join(c for c in unicodedata.normalize("NFD", text) if not unicodedata.combining(c))


def folded_words(text: str, seen: set[str] | None = None) -> list[str]:
    """The folded forms of the words of ``text`` that have marks, each once, in order.

    Words already in ``seen`` are left out, and the new ones are added to it.
    """
    seen = set() if seen is None else seen
    found = []
    for word in WORD.findall(text):
        folded = fold(word)
        if folded != word.lower() and folded not in seen:
            seen.add(folded)
            found.append(folded)
    return found


def _hidden(words: list[str]) -> str:
    return f'<span hidden> {" ".join(words)}</span>' if words else ""


def add_folded_words(html: str, seen: set[str] | None = None) -> str:
    """``html`` (an index entry's text) with each top-level block's folded words hidden inside it.

    Blocks are cut the way Material's search worker cuts them: a top-level element ends where
    its closing tag brings the depth back to 0; text between blocks belongs to the next one.
    A word is added once per entry, to the first block that has it.
    """
    seen = set() if seen is None else seen
    out: list[str] = []
    pending: list[str] = []
    depth = 0
    pos = 0
    for match in TAG.finditer(html):
        between = html[pos : match.start()]
        out.append(between)
        pending.append(between)
        closing, self_closing = match.group(1) == "/", match.group(2) == "/"
        if closing:
            depth = max(depth - 1, 0)
            if depth == 0:
                out.append(_hidden(folded_words(" ".join(pending), seen)))
                pending = []
        elif not self_closing:
            depth += 1
        out.append(match.group(0))
        pos = match.end()
    tail = html[pos:]
    out.append(tail)
    pending.append(tail)
    out.append(_hidden(folded_words(" ".join(pending), seen)))
    return "".join(out)


def fold_entry(doc: dict) -> dict:
    """An index entry whose text also holds its folded words (the title's ones at the end)."""
    seen: set[str] = set()
    text = add_folded_words(doc.get("text", ""), seen)
    return {**doc, "text": text + _hidden(folded_words(doc.get("title", ""), seen))}
