"""A new game is its own folders and one registry line (CONTRIBUTING.md, "Adding a game").

The test copies the project, lays the toy game of ``tests/fixtures/new_game/`` over the copy
(its calculator folder, one rules page per language), adds its key to ``GAMES`` in
``calculators/registry.py`` and builds the site strictly. Then the game must be everywhere the
registry reaches: the menu and the home page of every language, search, the sitemap, the list
of files kept for offline use, the command line's help, and the never-raises fuzzer.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from calculators import registry
from tests.test_nav_search import LABELS, LANGS, home_cards, menu_of

ROOT = Path(__file__).resolve().parent.parent
FIXTURE = ROOT / "tests" / "fixtures" / "new_game"
GAME = "tally"
NAME = "Tally"


def _project_files() -> list[str]:
    """The project's files as a clone has them (tracked, or new and not ignored)."""
    listed = subprocess.run(
        ["git", "ls-files", "--cached", "--others", "--exclude-standard", "-z"],
        cwd=ROOT, check=True, capture_output=True,
    ).stdout.decode("utf-8")
    return [name for name in listed.split("\0") if name and (ROOT / name).is_file()]


def _add_registry_line(registry_file: Path) -> None:
    source = registry_file.read_text(encoding="utf-8")
    games = ", ".join(f'"{game}"' for game in registry.GAMES)
    line = f"GAMES = ({games})"
    assert source.count(line) == 1, "the registry's one list of games"
    registry_file.write_text(source.replace(line, f'GAMES = ({games}, "{GAME}")'), encoding="utf-8")


@pytest.fixture(scope="module")
def project(tmp_path_factory) -> Path:
    copy = tmp_path_factory.mktemp("new-game") / "project"
    for name in _project_files():
        target = copy / name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / name, target)
    (copy / "node_modules").symlink_to(ROOT / "node_modules")  # Pyodide's files, as `npm ci` left them
    added = []
    for path in sorted(FIXTURE.rglob("*")):
        if path.is_file() and path.name != "README.md":
            rel = path.relative_to(FIXTURE)
            assert not (copy / rel).exists(), f"the new game would overwrite {rel}"
            (copy / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(path, copy / rel)
            added.append(rel.as_posix())
    assert all(rel.startswith((f"calculators/{GAME}/", *(f"docs/{lang}/{GAME}/" for lang in LANGS))) for rel in added), added
    _add_registry_line(copy / "calculators" / "registry.py")
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    env.pop("SITE_DIR", None)
    build = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--quiet", "-d", str(copy / "site")],
        cwd=copy, env=env, capture_output=True, text=True,
    )
    assert build.returncode == 0, build.stdout + build.stderr
    return copy


@pytest.mark.parametrize("lang", LANGS)
def test_the_new_game_has_its_menu_section_and_home_card_in_every_language(project, lang):
    site = project / "site"
    prefix = LANGS[lang]
    section = menu_of(site, prefix).menu()[-1]
    assert section[0] == NAME
    assert section[1] == [(LABELS[lang][0], f"{GAME}/")]
    cards = home_cards(site, lang)
    assert list(cards)[-1] == NAME and cards[NAME]["links"] == [f"{GAME}/"]
    rules = (site / prefix / GAME / "index.html").read_text(encoding="utf-8")
    assert re.search(r"<h1[^>]*>Tally", rules)


@pytest.mark.parametrize("lang", LANGS)
def test_the_new_game_is_found_by_search(project, lang):
    index = json.loads((project / "site" / LANGS[lang] / "search" / "search_index.json").read_text(encoding="utf-8"))
    assert any(doc["location"].startswith(f"{GAME}/") and NAME in doc["title"] for doc in index["docs"])


def test_the_new_game_is_in_the_sitemap_and_kept_for_offline_use(project):
    sitemap = (project / "site" / "sitemap.xml").read_text(encoding="utf-8")
    worker = (project / "site" / "sw.js").read_text(encoding="utf-8")
    for prefix in LANGS.values():
        assert f"/{prefix}{GAME}/</loc>" in sitemap, prefix
        assert f'"{prefix}{GAME}/"' in worker, prefix


def test_the_command_line_offers_the_new_game(project):
    run = subprocess.run([sys.executable, "-m", "calculators", "--help"], cwd=project, capture_output=True, text=True)
    assert run.returncode == 0 and GAME in run.stdout
    request = '{"players": [{"name": "Ana", "cards": [3, 7]}, {"name": "Bo", "cards": [4]}]}'
    run = subprocess.run([sys.executable, "-m", "calculators", GAME, "score", "--lang", "en"], cwd=project, input=request, capture_output=True, text=True)
    answer = json.loads(run.stdout)
    assert run.returncode == 0 and answer["totals"] == [10, 4] and answer["ranking"]["winners"] == [1]
    assert answer["explanation"] == ["Bo wins with 4 points."]


def test_the_never_raises_fuzzer_covers_the_new_game(project):
    env = {**os.environ, "HYPOTHESIS_PROFILE": os.environ.get("HYPOTHESIS_PROFILE", "default")}
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:xdist", "tests/test_api.py", "-k", f"{GAME} or documented"],
        cwd=project, env=env, capture_output=True, text=True,
    )
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-2000:]
    passed = re.search(r"(\d+) passed", run.stdout)
    assert passed and int(passed.group(1)) >= 3, run.stdout[-1000:]
