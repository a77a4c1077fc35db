"""Offline use and the home-screen app: the service worker, the web app manifest and its icons.

``write_offline_files`` runs once every language is built: it lists every file of the site
(pages of all languages, assets, Pyodide, the wheel) into ``sw.js`` with a version made from
their content, so a new release gets a new cache.
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


def _cached_files(site_root: Path) -> list[str]:
    files = []
    for path in sorted(site_root.rglob("*")):
        if not path.is_file() or path.name in SKIP or path.suffix == ".map":
            continue
        rel = path.relative_to(site_root).as_posix()
        if rel.startswith(("__snapshot__/", "_bench/")):
            continue
        if path.name == "index.html":
            rel = rel[: -len("index.html")] or "./"
        files.append(rel)
    return files


def _version(site_root: Path, files: list[str]) -> str:
    digest = hashlib.sha256()
    for rel in files:
        path = site_root / (rel + "index.html" if rel.endswith("/") else "index.html" if rel == "./" else rel)
        digest.update(rel.encode())
        digest.update(hashlib.sha256(path.read_bytes()).digest())
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


def write_service_worker(site_root: Path) -> str:
    files = _cached_files(site_root)
    version = _version(site_root, files)
    script = TEMPLATE.read_text(encoding="utf-8").replace("__VERSION__", version).replace("__FILES__", json.dumps(files, indent=1))
    (site_root / "sw.js").write_text(script, encoding="utf-8")
    return version
