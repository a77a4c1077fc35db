"""The site extends Material where Material says it can be extended (issue 25, item 7).

Its templates (overrides/) fill blocks of Material's base.html; its scripts start from the theme's
`document$` and patch nothing of the browser's. Two things in overrides/main.html are still not
the theme's way, kept because the measured cost of dropping them is a first visit's blocking time
of about 200 ms instead of 50 and a second calculators page twice as slow (bench-results/NOTES.md,
"The theme's own way"): on a calculators page the theme's script is loaded after the first result
(its `scripts` block's text is split at the bundle's script tag, and `DOMContentLoaded` is fired
again for it), and the search index is held back until the search opens (`XMLHttpRequest` is
wrapped). The widgets starting, in a real browser, with the pinned Material, on a direct load and
after a menu link: tests/browser/test_material_way.py.
"""

from __future__ import annotations

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


def test_the_widgets_start_from_the_themes_document_observable():
    """The page's script subscribes to `document$`, as Material's "Additional JavaScript" says:
    the theme emits each document it shows there (the first once parsed, then each one instant
    navigation brings)."""
    assert any(re.search(r"\bdocument\$\.subscribe\(", path.read_text(encoding="utf-8")) for path in SCRIPTS)
