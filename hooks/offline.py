"""Offline use and the home-screen app: the service worker, the web app manifest and its icons.

``write_service_worker`` runs once every language is built: it lists the site's files in
``sw.js`` in groups, each file with a hash of its content: the theme; the site's own pages in
every language (home pages, "page not found" and "offline" pages, search indexes); the pages of
each game in every language (``game:<game>``, from the registry); and what the calculators'
Python needs. A visit caches the theme, the site's pages and the pages of the game it is a page
of, in French, English and Turkish alike; a page with a widget, or a few seconds on a page of a
game (the warm-up, docs/assets/js/core/warm-up.js), adds Python. The version (the release's
name, hooks/release.py, and a hash of every file) names the cache: a new release fills a new
cache, copying the files that did not change from the old one instead of downloading them again.

A page not kept shows, offline, that language's "offline" page (``write_offline_pages``: its
"page not found" page, which works at any address, with the words of the offline case), on
which the service worker lists the pages it keeps in that language, by their titles (``TITLES``).
"""

from __future__ import annotations

import hashlib
import html
import json
import re
import struct
import zlib
from pathlib import Path

from calculators.registry import GAMES
from hooks import strings
from hooks.games import STANDARD_PAGES

TEMPLATE = Path(__file__).with_name("offline_sw.js")
SKIP = {"sw.js", "sitemap.xml", "sitemap.xml.gz"}
ICON_SIZES = (192, 512)
# What the calculators' worker loads (see hooks/runtime.py): cached when a page with a widget is
# opened. Pyodide's lock file, its full standard library (the worker loads the trimmed one) and
# the wheel itself stay out: the worker reads none of them.
PYTHON = ("pyodide/", "wheels/", "assets/js/calc-worker.js", "assets/js/widgets/")
PYTHON_SKIP = ("pyodide/pyodide-lock.json", "pyodide/python_stdlib.zip")
# The brotli and gzip copies of a file (hooks/precompress.py) are the same file as the host sends
# it: the service worker keeps the file, which the browser has decoded.
COPIES = (".br", ".gz")
# Material's search loads lunr's stemmer support and the language's own file; the other
# languages' files (and Thai or Japanese word splitters) are never used here.
LUNR = "assets/javascripts/lunr/"
# Each language's offline page, beside its 404.html; the service worker lists the kept pages
# where the marker is.
OFFLINE_PAGE = "offline.html"
OFFLINE_MARKER = "<!--offline-pages-->"
ARTICLE = re.compile(r'(<article class="md-content__inner md-typeset">)(.*?)(</article>)', re.DOTALL)
TITLE = re.compile(r"<title>(.*?)</title>", re.DOTALL)
HTML_LANG = re.compile(r'<html lang="([a-z]{2})"')


def _cached_files(site_root: Path) -> list[str]:
    files = []
    for path in sorted(site_root.rglob("*")):
        if not path.is_file() or path.name in SKIP or path.suffix in (".map", ".whl", *COPIES):
            continue
        rel = path.relative_to(site_root).as_posix()
        if rel.startswith(("__snapshot__/", "_bench/")) or rel in PYTHON_SKIP:
            continue
        if path.name == "index.html":
            rel = rel[: -len("index.html")] or "./"
        files.append(rel)
    return files


def _file(site_root: Path, rel: str) -> Path:
    return site_root / (rel + "index.html" if rel.endswith("/") else "index.html" if rel == "./" else rel)


def _language_roots(site_root: Path) -> list[str]:
    """Folders holding a whole language (their own search index): ``["en/", "tr/"]``."""
    return sorted(f"{p.parent.parent.name}/" for p in site_root.glob("*/search/search_index.json"))


def _languages(site_root: Path) -> set[str]:
    langs = set()
    for index in [site_root / "search" / "search_index.json", *site_root.glob("*/search/search_index.json")]:
        if index.exists():
            langs.update(json.loads(index.read_text(encoding="utf-8")).get("config", {}).get("lang", []))
    return langs


def _groups(site_root: Path, files: list[str]) -> dict[str, list[str]]:
    """Files by when they are cached: ``theme``, ``site`` (every language's pages that belong to no
    game) and ``game:<game>`` (that game's pages in every language) on a visit of a page of that
    game; ``python`` on a visit of a page with a widget, largest files first (what a warm-up
    downloaded is kept file by file: the longest download comes first)."""
    roots = _language_roots(site_root)
    lunr = {f"{LUNR}min/lunr.stemmer.support.min.js", f"{LUNR}min/lunr.multi.min.js"}
    lunr |= {f"{LUNR}min/lunr.{lang}.min.js" for lang in _languages(site_root)}
    groups: dict[str, list[str]] = {"theme": [], "site": []} | {f"game:{game}": [] for game in GAMES} | {"python": []}
    for rel in files:
        if rel.startswith(PYTHON):
            groups["python"].append(rel)
        elif rel.startswith(LUNR):
            if rel in lunr:
                groups["theme"].append(rel)
        elif rel.startswith("assets/") or rel == "manifest.webmanifest":
            groups["theme"].append(rel)
        else:
            root = next((r for r in roots if rel.startswith(r)), "")
            game = rel[len(root) :].split("/", 1)[0]
            groups[f"game:{game}" if game in GAMES else "site"].append(rel)
    groups["python"].sort(key=lambda rel: -_file(site_root, rel).stat().st_size)
    return groups


def _menu_order(rel: str, roots: list[str]) -> tuple:
    """Where a page comes in the menu: the home page, then each game's pages in the menu's order."""
    root = next((r for r in roots if rel.startswith(r)), "")
    game, _, name = rel[len(root) :].partition("/")
    if game not in GAMES:
        return (-1, 0, rel)
    name = name.rstrip("/") or "index"
    standard = [page.removesuffix(".md") for _, page in STANDARD_PAGES]
    return (GAMES.index(game), standard.index(name) if name in standard else len(standard), name)


def _titles(site_root: Path, files: list[str]) -> dict[str, str]:
    """Each page's title as its tab shows it, without the site's name, in the menu's order: the
    offline page's list."""
    titles = {}
    roots = _language_roots(site_root)
    for rel in sorted(files, key=lambda rel: _menu_order(rel, roots)):
        if rel.endswith("/") and (found := TITLE.search(_file(site_root, rel).read_text(encoding="utf-8"))):
            titles[rel] = html.unescape(found[1]).rsplit(" - ", 1)[0].strip()
    return titles


def write_offline_pages(site_root: Path) -> list[str]:
    """``offline.html`` beside each language's ``404.html``: the same page (it works at any address),
    saying the reader is offline, with a place for the list of pages kept. Answers their paths."""
    written = []
    for root in ["", *_language_roots(site_root)]:
        not_found = site_root / root / "404.html"
        if not not_found.is_file():
            continue
        page = not_found.read_text(encoding="utf-8")
        lang = HTML_LANG.search(page)[1]
        title, text = (html.escape(strings.text(f"core.offline_{part}", lang)) for part in ("title", "text"))
        if not ARTICLE.search(page):
            raise ValueError(f"{root}404.html has no <article class=\"md-content__inner md-typeset\"> to put the offline page in")
        body = f'\n<h1>{title}</h1>\n<p>{text}</p>\n<ul class="offline-pages">{OFFLINE_MARKER}</ul>\n'
        page = ARTICLE.sub(lambda m: m[1] + body + m[3], page, count=1)
        page = TITLE.sub(lambda m: f"<title>{title} - {m[1].rsplit(' - ', 1)[-1]}</title>", page, count=1)
        (site_root / root / OFFLINE_PAGE).write_text(page, encoding="utf-8")
        written.append(f"{root}{OFFLINE_PAGE}")
    return written


def _hashes(site_root: Path, files: list[str]) -> dict[str, str]:
    return {rel: hashlib.sha256(_file(site_root, rel).read_bytes()).hexdigest()[:12] for rel in files}


def _version(hashes: dict[str, str]) -> str:
    digest = hashlib.sha256()
    for rel, file_hash in sorted(hashes.items()):
        digest.update(f"{rel}\0{file_hash}\n".encode())
    return digest.hexdigest()[:16]


def _png(size: int) -> bytes:
    """A plain icon: a light card with three coloured stripes on the site's purple (no image library)."""
    purple, card = (0x5E, 0x35, 0xB1), (0xFA, 0xFA, 0xFA)
    stripes = [(0x1F, 0x6F, 0xD1), (0x2E, 0x85, 0x40), (0xC6, 0x28, 0x28)]
    rows = []
    for y in range(size):
        row = bytearray([0])
        for x in range(size):
            colour = purple
            if size * 0.25 <= x < size * 0.75 and size * 0.15 <= y < size * 0.85:
                colour = card
                band = int((y - size * 0.3) / (size * 0.14))
                if size * 0.33 <= x < size * 0.67 and 0 <= band < 3 and (y - size * 0.3) % (size * 0.14) < size * 0.09:
                    colour = stripes[band]
            row += bytes(colour)
        rows.append(bytes(row))
    chunk = lambda kind, data: struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b"")


def write_manifest(site_root: Path, name: str, description: str) -> None:
    icons = site_root / "assets" / "icons"
    icons.mkdir(parents=True, exist_ok=True)
    for size in ICON_SIZES:
        target = icons / f"icon-{size}.png"
        if not target.exists():
            target.write_bytes(_png(size))
    manifest = {
        "name": name,
        "short_name": "Table Rules",
        "description": description,
        "start_url": "./",
        "scope": "./",
        "display": "standalone",
        "background_color": "#ffffff",
        "theme_color": "#5e35b1",
        "icons": [{"src": f"assets/icons/icon-{s}.png", "sizes": f"{s}x{s}", "type": "image/png", "purpose": "any"} for s in ICON_SIZES],
    }
    (site_root / "manifest.webmanifest").write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")


def write_service_worker(site_root: Path, release: str = "") -> str:
    write_offline_pages(site_root)
    files = _cached_files(site_root)
    groups = _groups(site_root, files)
    hashes = _hashes(site_root, [rel for group in groups.values() for rel in group])
    version = "-".join(part for part in (release, _version(hashes)) if part)
    script = (
        TEMPLATE.read_text(encoding="utf-8")
        .replace("__VERSION__", version)
        .replace("__FILES__", json.dumps(hashes, indent=0, sort_keys=True))
        .replace("__GROUPS__", json.dumps(groups, indent=0))
        .replace("__ROOTS__", json.dumps(_language_roots(site_root)))
        .replace("__TITLES__", json.dumps(_titles(site_root, files), indent=0, ensure_ascii=False))
        .replace("__OFFLINE__", json.dumps({"page": OFFLINE_PAGE, "marker": OFFLINE_MARKER}))
    )
    (site_root / "sw.js").write_text(script, encoding="utf-8")
    return version
