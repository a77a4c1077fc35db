"""The site extends Material where Material says it can be extended (issue 25, item 7).

Its templates (overrides/) fill blocks of Material's base.html; the theme's scripts run where
the theme puts them; the site's scripts start from the theme's `document$` and patch nothing of
the browser's. The theme's search gets its worker from the page's configuration, the way
Material lets a site replace it: ours (hooks/search_worker.js, beside the theme's in the site)
hands the index to the theme's own worker at the first search, so that building it does not
take a core while Python starts. The widgets starting, in a real browser, with the pinned
Material, on a direct load and after a menu link, and the search built when first used:
tests/browser/test_material_way.py.
"""

from __future__ import annotations

import json
import re
from importlib.metadata import version
from pathlib import Path

import jinja2
import material
import pytest
from jinja2 import nodes

ROOT = Path(__file__).resolve().parent.parent
OVERRIDES = sorted((ROOT / "overrides").rglob("*.html"))
SCRIPTS = sorted((ROOT / "docs" / "assets" / "js").rglob("*.js"))
THEME = Path(material.__file__).parent / "templates"
# The theme asks for its search index with XMLHttpRequest and starts on DOMContentLoaded: no
# script of the site's patches the one or fires the other again.
PATCHED_REQUESTS = re.compile(r"XMLHttpRequest\s*(?:\.\s*prototype|=[^=])")
REFIRED_START = re.compile(r"""(?:Custom)?Event\(\s*["']DOMContentLoaded""")


def parse(path: Path) -> nodes.Template:
    return jinja2.Environment().parse(path.read_text(encoding="utf-8"))


def pinned_material() -> str:
    for line in (ROOT / "requirements.txt").read_text(encoding="utf-8").splitlines():
        if line.startswith("mkdocs-material=="):
            return line.split("==", 1)[1].strip()
    raise AssertionError("requirements.txt pins no mkdocs-material")


def test_the_site_is_built_with_the_pinned_material():
    """The browser tests check the theme that requirements.txt pins, not another one."""
    assert version("mkdocs-material") == pinned_material()


@pytest.mark.parametrize("template", OVERRIDES, ids=lambda path: path.relative_to(ROOT).as_posix())
def test_an_override_fills_only_blocks_the_theme_has(template):
    """A block the theme does not have (renamed in an upgrade) would be left out silently."""
    theme_blocks = {block.name for block in parse(THEME / "base.html").find_all(nodes.Block)}
    filled = {block.name for block in parse(template).find_all(nodes.Block)}
    extends = [node.template.value for node in parse(template).find_all(nodes.Extends)]
    if extends:  # a partial (no extends) replaces a theme file of the same name instead
        assert filled <= theme_blocks, sorted(filled - theme_blocks)


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda path: path.relative_to(ROOT).as_posix())
def test_no_script_patches_requests_or_fires_the_themes_start_again(script):
    """A script may make its own requests, but replaces nothing of XMLHttpRequest and never fires
    `DOMContentLoaded`: the page's scripts start from the theme's `document$` instead."""
    text = script.read_text(encoding="utf-8")
    assert PATCHED_REQUESTS.findall(text) == []
    assert REFIRED_START.findall(text) == []


def test_no_template_rewrites_or_delays_the_themes_scripts():
    """The `scripts` block (the theme's script and the site's) is the theme's own."""
    filled = {block.name for path in OVERRIDES for block in parse(path).find_all(nodes.Block)}
    assert "scripts" not in filled


THEME_CONFIG = re.compile(r'<script id="__config" type="application/json">(.*?)</script>', re.S)


def test_every_page_gives_the_theme_the_search_worker_that_builds_when_asked(site_dir):
    """Each page's configuration names the site's search worker, which loads the theme's own
    worker: both are files of the site, in the theme's folder of workers (the theme's worker
    loads its language files from "../lunr/" beside it)."""
    ours = site_dir / "assets/javascripts/workers/search-when-asked.js"
    (theme,) = re.findall(r'const THEME_WORKER = "([^"]+)";', ours.read_text(encoding="utf-8"))
    assert (ours.parent / theme).is_file() and theme.startswith("search.")
    pages = sorted(site_dir.rglob("*.html"))
    assert len(pages) > 20
    for html in pages:
        worker = json.loads(THEME_CONFIG.search(html.read_text(encoding="utf-8"))[1])["search"]
        found = site_dir / worker.lstrip("/") if worker.startswith("/") else html.parent / worker
        assert found.resolve() == ours.resolve(), html


def test_a_page_whose_theme_configuration_cannot_be_read_stops_the_build():
    """Should an upgrade of the theme configure its pages another way, the build says so rather
    than leave the search with a worker it never asked for."""
    from hooks import search

    with pytest.raises(search.ThemeConfigError):
        search.configure_search("<html><body></body></html>", "en", "fr")
    changed = '<script id="__config" type="application/json">{"base": "..", "search": "search.js"}</script>'
    with pytest.raises(search.ThemeConfigError):
        search.configure_search(changed, "en", "fr")
