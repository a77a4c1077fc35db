"""The modules a calculators page preloads (hooks/widget_data.py, modules_of) are the whole static
import graph of the page's script and of its first widget: a module missing from the list would
be found only once its importer arrived, one more round trip before the first result."""

import re
from pathlib import Path

import pytest

from calculators import registry
from hooks.widget_data import EARLY, modules_of

JS = Path(__file__).resolve().parents[1] / "docs" / "assets" / "js"
IMPORT = re.compile(r'^\s*(?:import|export)\b[^;]*?\bfrom\s+"(\.{1,2}/[^"]+)"', re.M | re.S)
WIDGETS = sorted({widget for game in registry.GAMES for widget in registry.spec(game).widgets})


def imports(module: str) -> set[str]:
    path = JS / module
    return {(path.parent / target).resolve().relative_to(JS).as_posix() for target in IMPORT.findall(path.read_text(encoding="utf-8"))}


@pytest.mark.parametrize("widget", WIDGETS)
def test_the_preload_list_holds_every_module_the_page_imports_before_its_first_widget(widget):
    listed = modules_of(widget)
    assert listed.count(f"widgets/{widget}.js") == 1
    assert len(set(listed)) == len(listed), "a module listed twice"
    assert listed.index("calc-core.js") > max(map(listed.index, EARLY)), "what shows the engine's progress first"
    needed = {*EARLY, "calc-core.js", f"widgets/{widget}.js"}
    seen: set[str] = set()
    while needed - seen:
        module = sorted(needed - seen)[0]
        seen.add(module)
        needed |= imports(module)
    assert set(listed) == seen
    assert all((JS / module).is_file() for module in listed)
