"""The site extends Material only where Material says it can be extended (issue 25, item 7).

Its templates (overrides/) fill blocks of Material's base.html, adding to a block's content with
`{{ super() }}` and never cutting that content up; its scripts start from the theme's `document$`
and patch nothing of the browser's (no `XMLHttpRequest` held back, no `DOMContentLoaded` fired
again). So a Material upgrade within 9.x that keeps its documented blocks and `document$` keeps
the widgets working. The widgets starting, in a real browser, with the pinned Material:
tests/browser/test_material_way.py.
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
# The theme asks for its search index with XMLHttpRequest and starts on DOMContentLoaded: holding
# back the one (patching the class) or firing the other again is a patch of the theme.
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


@pytest.mark.parametrize("template", OVERRIDES, ids=lambda path: path.relative_to(ROOT).as_posix())
def test_an_override_adds_to_the_themes_blocks_without_cutting_them_up(template):
    """`{{ super() }}` is the theme's block as it is; splitting or searching its text (for a
    script tag, say) breaks as soon as the theme writes that text differently."""
    tree = parse(template)
    output_as_is = {id(child) for output in tree.find_all(nodes.Output) for child in output.nodes}
    calls = [call for call in tree.find_all(nodes.Call) if isinstance(call.node, nodes.Name) and call.node.name == "super"]
    assert all(id(call) in output_as_is for call in calls), f"{template.name}: super() used otherwise than written out"


@pytest.mark.parametrize("template", OVERRIDES, ids=lambda path: path.relative_to(ROOT).as_posix())
def test_no_override_holds_back_the_themes_requests_or_fires_its_start_again(template):
    """No template touches `XMLHttpRequest` (the theme asks for its search index with it) or
    fires `DOMContentLoaded` (the theme starts on it, once)."""
    text = template.read_text(encoding="utf-8")
    assert "XMLHttpRequest" not in text
    assert REFIRED_START.findall(text) == []


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
