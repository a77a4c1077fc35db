"""The registry of games: every game has each part the "Add a game" checklist names, and a
game whose code is broken fails loudly instead of being reported as unknown."""

import importlib
import importlib.abc
import re
import sys
from pathlib import Path

import pytest

from calculators.api import handle
from calculators.i18n import LANGUAGES, catalogue
from calculators.registry import GAMES, GameSpec, game_of_widget, spec, specs

ROOT = Path(__file__).resolve().parent.parent
CONTRIBUTING = (ROOT / "CONTRIBUTING.md").read_text(encoding="utf-8")


def _checklist_paths() -> list[str]:
    """The files the "Add a game" checklist of CONTRIBUTING.md requires (with <game>, <lang>, <widget>),
    not those it says are picked up when present."""
    section = CONTRIBUTING.split("## Add a game", 1)[1].split("\n## ", 1)[0].split("picked up when present", 1)[0]
    paths = []
    for line in section.splitlines():
        if line.startswith("- [ ]"):
            paths += [p for p in re.findall(r"`([^`\s]+)`", line) if "/" in p and "<game>" in p or "<widget>" in p]
    return paths


def test_the_checklist_names_the_files_the_code_loads_by_a_games_name():
    # Without these a registered game cannot answer (the registry imports its spec and actions,
    # the catalogue reads its messages): a newcomer who follows the list must meet them.
    assert {"calculators/<game>/spec.py", "calculators/<game>/actions.py", "calculators/<game>/messages.json"} <= set(_checklist_paths())


@pytest.mark.parametrize("game", GAMES)
def test_each_game_has_every_file_of_the_checklist(game):
    found = spec(game)
    missing = []
    for pattern in _checklist_paths():
        for lang in LANGUAGES if "<lang>" in pattern else [None]:
            for widget in found.widgets if "<widget>" in pattern else [None]:
                path = pattern.replace("<game>", game).replace("<lang>", lang or "").replace("<widget>", widget or "")
                if not (any(ROOT.glob(path)) if "*" in path else (ROOT / path).exists()):
                    missing.append(path)
    assert missing == []


@pytest.mark.parametrize("game", GAMES)
def test_each_spec_describes_its_game(game):
    found = spec(game)
    assert isinstance(found, GameSpec) and found.key == game
    assert found.title in catalogue()
    assert found.actions, "a game offers at least one action"
    assert 1 <= found.players.min <= found.players.max
    assert all(game_of_widget(widget) is found for widget in found.widgets)
    data = found.widget_data()
    assert data["limits"]["players"] == {"min": found.players.min, "max": found.players.max}


def test_every_widget_file_belongs_to_a_declared_widget_or_is_a_helper():
    """A file of widgets/ is a widget a game declares, or a part one of them imports: none is left over."""
    from hooks.widget_data import modules_of

    declared = {widget for found in specs() for widget in found.widgets}
    used = {module for widget in declared for module in modules_of(widget)}
    for path in (ROOT / "docs" / "assets" / "js" / "widgets").glob("*.js"):
        assert path.stem in declared or f"widgets/{path.name}" in used, f"{path.name} is declared by no game nor used by a widget"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_page_of_every_game_is_in_the_menu(lang):
    from hooks.games import nav

    text = str(nav(ROOT / "docs", lang))
    for game in GAMES:
        pages = sorted((ROOT / "docs" / lang / game).glob("*.md"))
        assert pages, f"docs/{lang}/{game}/ has no page"
        for page in pages:
            assert f"{game}/{page.name}" in text


def test_a_name_that_is_no_game_is_refused():
    answer = handle({"game": "chess", "action": "score", "data": {}})
    assert answer["errors"][0]["code"] == "common.unknown_game"
    assert answer["errors"][0]["params"]["choices"] == list(GAMES)


class _Broken(importlib.abc.MetaPathFinder):
    def __init__(self, module: str):
        self.module = module

    def find_spec(self, name, path=None, target=None):
        if name == self.module:
            raise ImportError("a typo in the game's code")
        return None


@pytest.mark.parametrize("game", GAMES)
def test_a_broken_game_fails_loudly_instead_of_being_unknown(game, monkeypatch):
    action = sorted(spec(game).actions)[0]
    module = f"calculators.{game}.actions"
    monkeypatch.delitem(sys.modules, module, raising=False)
    monkeypatch.setattr(sys, "meta_path", [_Broken(module), *sys.meta_path])
    with pytest.raises(ImportError, match="typo"):
        handle({"game": game, "action": action, "data": {}})


def _own_place(path: str, game: str) -> bool:
    """A file that belongs to ``game`` (its folders, a file named after it), or one that names
    every game by nature (the registry, the guides for newcomers)."""
    return (
        path.startswith(f"calculators/{game}/")
        or re.match(rf"docs/[a-z]+/{game}/|docs/{game}/", path) is not None
        or game in path.rsplit("/", 1)[-1]
        or path in ("README.md", "CONTRIBUTING.md", "calculators/registry.py")
    )


@pytest.mark.parametrize("game", GAMES)
def test_a_game_is_named_in_at_most_three_files_outside_its_own_places(game):
    """A fact of a game written in shared code is a copy that drifts: it belongs in the game's
    own folders, read from there (the benchmark's notes and figures may name the page they measured)."""
    import subprocess

    listed = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.split()
    named = []
    for path in listed:
        if _own_place(path, game) or not (ROOT / path).is_file():
            continue
        try:
            text = (ROOT / path).read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        if re.search(rf"\b{game}\b", text, re.I):
            named.append(path)
    assert len(named) <= 3, named
