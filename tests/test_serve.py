"""The site as a static host serves it: a "page not found" in each language, and no link to another host.

scripts/serve.py answers an unknown address with status 404 and the 404 page of the language
the address points into, the nearest above it (a site under a sub-path has its own); the build
writes those pages (404.html, en/404.html, tr/404.html)
and no address in the built site starts with "//", which a browser reads as another host.
A file with precompressed copies (``.br``, ``.gz``) is sent as the best copy the browser
accepts, and as itself to a browser that accepts neither.
"""

from __future__ import annotations

import email.utils
import gzip
import json
import re
import urllib.error
import urllib.request

import pytest

from scripts.serve import serve_in_background

LANGS = {"fr": "", "en": "en/", "tr": "tr/"}


def fetch(url: str, method: str = "GET", gzip_ok: bool = False, accept: str | None = None, headers: dict | None = None) -> tuple[int, dict, bytes]:
    sent = {"Accept-Encoding": accept if accept is not None else "gzip"} if gzip_ok or accept is not None else {}
    request = urllib.request.Request(url, method=method, headers={**sent, **(headers or {})})
    try:
        with urllib.request.urlopen(request, timeout=10) as answer:
            return answer.status, dict(answer.headers), answer.read()
    except urllib.error.HTTPError as error:
        with error:
            return error.code, dict(error.headers), error.read()


@pytest.fixture(scope="module")
def small_site(tmp_path_factory):
    """A site with a 404 page per language, a page, and a folder without index.html; and the 404
    pages of a copy served under the sub-path ``club/``."""
    root = tmp_path_factory.mktemp("served")
    for lang, folder in LANGS.items():
        (root / folder).mkdir(parents=True, exist_ok=True)
        (root / folder / "404.html").write_text(f'<html lang="{lang}"><p>not-found-{lang}</p></html>', encoding="utf-8")
        (root / folder / "index.html").write_text(f'<html lang="{lang}"><p>home-{lang}</p></html>', encoding="utf-8")
        (root / "club" / folder).mkdir(parents=True, exist_ok=True)
        (root / "club" / folder / "404.html").write_text(f'<html lang="{lang}"><p>club-not-found-{lang}</p></html>', encoding="utf-8")
    (root / "assets" / "js").mkdir(parents=True)
    (root / "assets" / "js" / "a.js").write_text("export const a = 1;\n", encoding="utf-8")
    # A file with its precompressed copies, each telling which one was sent.
    (root / "pyodide").mkdir()
    (root / "pyodide" / "big.wasm").write_bytes(b"plain" * 1000)
    (root / "pyodide" / "big.wasm.br").write_bytes(b"brotli copy")
    (root / "pyodide" / "big.wasm.gz").write_bytes(gzip.compress(b"gzip copy", mtime=0))
    (root / "pyodide" / "only-gz.zip").write_bytes(b"zip" * 100)
    (root / "pyodide" / "only-gz.zip.gz").write_bytes(gzip.compress(b"zip" * 100, mtime=0))
    server, url = serve_in_background(root)
    yield url
    server.shutdown()


@pytest.mark.parametrize(
    "path,lang",
    [("nope", "fr"), ("nope/", "fr"), ("game/nope", "fr"), ("en/nope", "en"), ("en/x/y/", "en"), ("tr/x/y", "tr"),
     ("assets/missing.css", "fr"), ("english/nope", "fr"), ("%2e%2e/etc/passwd", "fr"),
     ("club/nope", "club-fr"), ("club/en/x/y", "club-en"), ("club/tr/", "club-tr")],
)
def test_an_unknown_address_gets_404_and_its_language_page(small_site, path, lang):
    status, headers, body = fetch(small_site + path)
    assert status == 404
    assert headers["Content-Type"].startswith("text/html")
    site, _, lang = lang.rpartition("-")
    assert body.decode() == f'<html lang="{lang}"><p>{site + "-" if site else ""}not-found-{lang}</p></html>'


def test_the_404_page_comes_gzipped_when_asked_and_without_body_for_head(small_site):
    status, headers, body = fetch(small_site + "tr/nope", gzip_ok=True)
    assert status == 404 and headers.get("Content-Encoding") == "gzip"
    assert b"not-found-tr" in gzip.decompress(body)
    status, headers, body = fetch(small_site + "en/nope", method="HEAD")
    assert status == 404 and body == b"" and int(headers["Content-Length"]) > 0


def test_a_folder_without_index_is_not_listed(small_site):
    status, _, body = fetch(small_site + "assets/js/")
    assert status == 404 and b"not-found-fr" in body and b"a.js" not in body


def test_known_addresses_are_still_served(small_site):
    assert fetch(small_site + "en/")[0] == 200
    assert fetch(small_site + "assets/js/a.js")[2] == b"export const a = 1;\n"
    assert b"home-tr" in fetch(small_site + "tr/")[2]


@pytest.mark.parametrize(
    "accept,coding,body",
    [("gzip, deflate, br, zstd", "br", b"brotli copy"), ("br", "br", b"brotli copy"), ("gzip, deflate", "gzip", gzip.compress(b"gzip copy", mtime=0)),
     ("br;q=0, gzip", "gzip", gzip.compress(b"gzip copy", mtime=0)), ("", None, b"plain" * 1000), ("identity", None, b"plain" * 1000), ("deflate", None, b"plain" * 1000)],
)
def test_a_precompressed_file_comes_as_the_best_copy_the_browser_accepts(small_site, accept, coding, body):
    status, headers, sent = fetch(small_site + "pyodide/big.wasm", accept=accept)
    headers = {name.lower(): value for name, value in headers.items()}
    assert status == 200 and sent == body
    assert headers.get("content-encoding") == coding
    assert headers["content-type"] == "application/wasm" and int(headers["content-length"]) == len(body)
    assert headers.get("vary") == "Accept-Encoding"  # a cache in between keeps one answer per coding


def test_a_copy_is_revalidated_by_its_own_etag_and_a_missing_copy_falls_back(small_site):
    _, headers, _ = fetch(small_site + "pyodide/big.wasm", accept="br")
    status, again, body = fetch(small_site + "pyodide/big.wasm", accept="br", headers={"If-None-Match": headers["ETag"]})
    assert status == 304 and body == b""
    # The brotli copy's tag is not the plain file's: a browser that changes codings gets the file again.
    assert fetch(small_site + "pyodide/big.wasm", accept="", headers={"If-None-Match": headers["ETag"]})[0] == 200
    status, headers, body = fetch(small_site + "pyodide/only-gz.zip", accept="br, gzip")
    assert headers.get("Content-Encoding") == "gzip" and gzip.decompress(body) == b"zip" * 100
    status, headers, body = fetch(small_site + "pyodide/only-gz.zip", accept="br")
    assert headers.get("Content-Encoding") is None and body == b"zip" * 100


def test_the_built_site_has_brotli_and_gzip_copies_of_what_the_worker_downloads(site_dir):
    """Each copy decodes to its file and is smaller; the copies are of Python's largest files."""
    copies = sorted(site_dir.rglob("*.br"))
    assert {path.with_suffix("").name for path in copies} >= {"pyodide.asm.wasm", "pyodide.asm.mjs"}
    assert any(path.name.startswith("python_stdlib-") for path in copies)
    assert any(path.parent.name == "wheels" for path in copies)
    for copy in copies:
        plain = copy.with_suffix("")
        gz = plain.with_name(plain.name + ".gz")
        assert gz.is_file() and gzip.decompress(gz.read_bytes()) == plain.read_bytes(), gz
        assert copy.stat().st_size < gz.stat().st_size < plain.stat().st_size, copy
    # Pyodide's full library is deflated inside: a copy would gain nothing, so there is none.
    assert not (site_dir / "pyodide" / "python_stdlib.zip.gz").exists()


def test_without_any_404_page_the_server_still_says_404(tmp_path):
    server, url = serve_in_background(tmp_path)
    try:
        assert fetch(url + "nope")[0] == 404
    finally:
        server.shutdown()


# The built site


HOME = re.compile(r'<a [^>]*href="([^"]*)"[^>]*rel="home"')


@pytest.mark.parametrize("lang", LANGS)
def test_each_language_has_its_404_page_with_a_way_home_and_a_search(site_dir, lang):
    page = (site_dir / LANGS[lang] / "404.html").read_text(encoding="utf-8")
    assert f'<html lang="{lang}"' in page
    assert HOME.findall(page) == ["/" + LANGS[lang]]
    assert re.search(rf'<form class="not-found-search" role="search" action="/{LANGS[lang]}"', page)
    assert 'name="q"' in page
    # The theme's search reads this language's index.
    assert f'"base": "/{LANGS[lang]}"' in page
    # The language switcher leads to each language's home page.
    assert re.findall(r'href="([^"]*)" hreflang="[a-z]{2}" class="md-select__link"', page) == ["/", "/en/", "/tr/"]


@pytest.mark.parametrize("lang", LANGS)
def test_each_language_has_its_web_app_manifest(site_dir, lang):
    manifest = json.loads((site_dir / LANGS[lang] / "manifest.webmanifest").read_text(encoding="utf-8"))
    assert manifest["lang"] == lang
    up = "../" if LANGS[lang] else ""
    assert manifest["start_url"] == "./" and manifest["scope"] == (up or "./")
    for icon in manifest["icons"]:
        assert (site_dir / LANGS[lang] / icon["src"]).resolve().is_file()
    home = (site_dir / LANGS[lang] / "index.html").read_text(encoding="utf-8")
    assert '<link rel="manifest" href="manifest.webmanifest">' in home


# An address starting with "//" goes to another host ("//manifest.webmanifest" is the host
# "manifest.webmanifest"). Attributes in HTML, url() in CSS, quoted addresses given to
# href/src/URL in scripts, and the addresses of the manifests.
PROTOCOL_RELATIVE = {
    ".html": re.compile(r"""\b(?:href|src|srcset|action|poster|data|content|xlink:href)\s*=\s*["']?\s*//""", re.I),
    ".css": re.compile(r"""url\(\s*["']?\s*//|@import\s+["']//""", re.I),
    ".js": re.compile(r"""(?:\b(?:href|src)\s*[=:]\s*|\bURL\(\s*|\bfetch\(\s*|importScripts\(\s*)["'`]//""", re.I),
    ".mjs": re.compile(r"""(?:\b(?:href|src)\s*[=:]\s*|\bURL\(\s*|\bfetch\(\s*)["'`]//""", re.I),
    ".webmanifest": re.compile(r""":\s*"//"""),
}


def test_no_address_in_the_built_site_starts_with_two_slashes(site_dir):
    found = []
    for path in sorted(site_dir.rglob("*")):
        pattern = PROTOCOL_RELATIVE.get(path.suffix)
        if pattern is None or not path.is_file():
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        for match in pattern.finditer(text):
            found.append(f"{path.relative_to(site_dir)}: …{text[max(match.start() - 40, 0):match.end() + 40]}…")
    assert found == [], "protocol-relative addresses:\n" + "\n".join(found)


def test_the_checks_catch_a_protocol_relative_address():
    assert PROTOCOL_RELATIVE[".html"].search('<link rel="manifest" href="//manifest.webmanifest">')
    assert PROTOCOL_RELATIVE[".css"].search("a { background: url(//x.png) }")
    assert PROTOCOL_RELATIVE[".js"].search('new URL("//assets/x.js", location.href)')
    assert PROTOCOL_RELATIVE[".webmanifest"].search('{"src": "//icon.png"}')
    assert not PROTOCOL_RELATIVE[".js"].search("// a comment\nconst a = 'https://example.org/x';")


def test_a_file_changed_twice_in_one_second_is_never_revalidated_as_the_old_one(tmp_path):
    """A date has whole seconds: a page sent in the second it was written carries no date, so the
    browser cannot later keep it against a version written in that same second (a release
    uploaded just after a visit); an older file is dated and revalidated by its date."""
    import os
    import time

    (tmp_path / "page.html").write_text("<p>before</p>", encoding="utf-8")
    (tmp_path / "old.html").write_text("<p>old</p>", encoding="utf-8")
    past = time.time() - 60
    os.utime(tmp_path / "old.html", (past, past))
    server, url = serve_in_background(tmp_path)
    try:
        _, headers, _ = fetch(url + "page.html", gzip_ok=True)
        assert "Last-Modified" not in headers
        (tmp_path / "page.html").write_text("<p>after!</p>", encoding="utf-8")
        status, _, body = fetch(url + "page.html", gzip_ok=True, headers={"If-Modified-Since": email.utils.formatdate(time.time(), usegmt=True)})
        assert status == 200 and gzip.decompress(body) == b"<p>after!</p>"
        _, headers, _ = fetch(url + "old.html", gzip_ok=True)
        assert fetch(url + "old.html", gzip_ok=True, headers={"If-Modified-Since": headers["Last-Modified"]})[0] == 304
    finally:
        server.shutdown()
