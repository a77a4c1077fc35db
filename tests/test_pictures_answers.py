"""The pages' pictures are drawn from what a widget gets: the game's widget data and ``handle()``'s answers.

A module under ``hooks/pictures/`` imports no module of a game's package (no rule is read, or
written again, beside the calculators); the shared modules name no game; a game's picture
module is found by its file name. The facts each game's answers gained for its pictures are
checked in that game's own test file (``tests/test_<game>_picture_answers.py``).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from calculators.registry import GAMES
from hooks import fences, pictures

PICTURES = Path(pictures.__file__).resolve().parent
# What a picture may import of the calculators: the entry point, the registry (games and their
# widget data), and the language level (messages, name lists, how names are compared).
ALLOWED = {"calculators.api", "calculators.registry", "calculators.i18n", "calculators.wording", "calculators.players"}


def calculators_imports(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module == "calculators":  # from calculators import api
            found |= {f"calculators.{alias.name}" for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
    return {name for name in found if name == "calculators" or name.startswith("calculators.")}


@pytest.mark.parametrize("path", sorted(PICTURES.glob("*.py")), ids=lambda path: path.name)
def test_a_picture_module_imports_no_game_internals(path):
    assert calculators_imports(path) - ALLOWED == set()


def test_the_guard_sees_a_game_import(tmp_path):
    planted = tmp_path / "planted.py"
    first, second, third = GAMES[:3]
    planted.write_text(f"from calculators.{first}.cards import COLOURS\nimport calculators.{second}.pyramid\nfrom calculators import {third}\n")
    assert calculators_imports(planted) - ALLOWED == {f"calculators.{first}.cards", f"calculators.{second}.pyramid", f"calculators.{third}"}


@pytest.mark.parametrize("name", ["__init__.py", "svg.py"])
def test_the_shared_picture_modules_name_no_game(name):
    text = (PICTURES / name).read_text(encoding="utf-8").lower()
    assert [game for game in GAMES if game in text] == []


@pytest.mark.parametrize("game", GAMES)
def test_a_game_picture_module_is_found_by_its_file_name(game):
    module = pictures.module_of(game)
    assert (module is not None) == (PICTURES / f"{game}.py").is_file()
    if module is not None:
        assert callable(module.picture) and callable(module.draw)


def test_no_picture_module_for_a_name_that_is_no_game():
    assert pictures.module_of("svg") is None and pictures.module_of("chess") is None


def test_a_picture_fence_of_a_game_without_pictures_fails_the_build():
    with pytest.raises(fences.FenceError, match="has no picture"):
        fences.render_picture("chess board", "{}", "en", "page.md", 3)
