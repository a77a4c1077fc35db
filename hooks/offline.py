"""Offline use and the home-screen app: the service worker, the web app manifest and its icons.

``write_service_worker`` runs once every language is built: it lists the site's files in
``sw.js`` in groups, each file with a hash of its content: the theme, the pages of each
language, and what the calculators' Python needs. A visit caches the theme and the pages of
its own language; a page with a widget adds Python. The version (the release's name,
hooks/release.py, and a hash of every file) names the cache: a new release fills a new cache,
copying the files that did not change from the old one instead of downloading them again.
"""

from __future__ import annotations

import hashlib
import json
import struct
import zlib
from pathlib import Path

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
    """Files by when they are cached: ``theme`` and the page's language (``pages:`` for the default
    language at the root, ``pages:en/``...) on any visit, ``python`` on a visit of a page with a widget."""
    roots = _language_roots(site_root)
    lunr = {f"{LUNR}min/lunr.stemmer.support.min.js", f"{LUNR}min/lunr.multi.min.js"}
    lunr |= {f"{LUNR}min/lunr.{lang}.min.js" for lang in _languages(site_root)}
    groups: dict[str, list[str]] = {"theme": [], "python": []} | {f"pages:{root}": [] for root in ["", *roots]}
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
            groups[f"pages:{root}"].append(rel)
    return groups


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
    )
    (site_root / "sw.js").write_text(script, encoding="utf-8")
    return version
