"""The site as a static host serves it: a "page not found" in each language, and no link to another host.

scripts/serve.py answers an unknown address with status 404 and the 404 page of the language
the address points into; the build writes those pages (404.html, en/404.html, tr/404.html)
and no address in the built site starts with "//", which a browser reads as another host.
"""

from __future__ import annotations

import gzip
import json
import re
import urllib.error
import urllib.request

import pytest

from scripts.serve import serve_in_background

LANGS = {"fr": "", "en": "en/", "tr": "tr/"}


def fetch(url: str, method: str = "GET", gzip_ok: bool = False) -> tuple[int, dict, bytes]:
    request = urllib.request.Request(url, method=method, headers={"Accept-Encoding": "gzip"} if gzip_ok else {})
    try:
        with urllib.request.urlopen(request, timeout=10) as answer:
            return answer.status, dict(answer.headers), answer.read()
    except urllib.error.HTTPError as error:
        with error:
            return error.code, dict(error.headers), error.read()


@pytest.fixture(scope="module")
def small_site(tmp_path_factory):
    """A site with a 404 page per language, a page, and a folder without index.html."""
    root = tmp_path_factory.mktemp("served")
    for lang, folder in LANGS.items():
        (root / folder).mkdir(parents=True, exist_ok=True)
        (root / folder / "404.html").write_text(f'<html lang="{lang}"><p>not-found-{lang}</p></html>', encoding="utf-8")
        (root / folder / "index.html").write_text(f'<html lang="{lang}"><p>home-{lang}</p></html>', encoding="utf-8")
    (root / "assets" / "js").mkdir(parents=True)
    (root / "assets" / "js" / "a.js").write_text("export const a = 1;\n", encoding="utf-8")
    server, url = serve_in_background(root)
    yield url
    server.shutdown()


@pytest.mark.parametrize(
    "path,lang",
    [("nope", "fr"), ("nope/", "fr"), ("pixies/nope", "fr"), ("en/nope", "en"), ("en/x/y/", "en"), ("tr/x/y", "tr"),
     ("assets/missing.css", "fr"), ("english/nope", "fr"), ("%2e%2e/etc/passwd", "fr")],
)
def test_an_unknown_address_gets_404_and_its_language_page(small_site, path, lang):
    status, headers, body = fetch(small_site + path)
    assert status == 404
    assert headers["Content-Type"].startswith("text/html")
    assert body.decode() == f'<html lang="{lang}"><p>not-found-{lang}</p></html>'


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
