"""The built site: every page in French (root), English (/en/) and Turkish (/tr/), self-contained."""

import re
from pathlib import Path

import pytest
from calculators import registry
from tests.site_pages import LANGS, games_with

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
GAMES = registry.GAMES
FENCE_WIDGET = re.compile(r"^\s*```widget ([a-z0-9-]+)", re.MULTILINE)
H2_ID = re.compile(r"^##\s+.*\{\s*#([a-z0-9-]+)[^}]*\}\s*$", re.MULTILINE)


def pages(lang):
    return sorted(p.relative_to(DOCS / lang) for p in (DOCS / lang).rglob("*.md"))


def test_every_page_exists_in_all_three_languages():
    assert pages("fr") == pages("en") == pages("tr")


@pytest.mark.parametrize("page", [str(p) for p in pages("fr")])
def test_each_page_has_the_same_sections_in_every_language(page):
    ids = {lang: H2_ID.findall((DOCS / lang / page).read_text(encoding="utf-8")) for lang in LANGS}
    assert ids["fr"] == ids["en"] == ids["tr"], ids


@pytest.mark.parametrize("game", GAMES)
def test_each_game_has_its_set_of_pages(game):
    for lang in LANGS:
        for name in ("index", "teach", "summary", "examples", "calculators"):
            assert (DOCS / lang / game / f"{name}.md").exists(), f"{lang}/{game}/{name}.md"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_each_widget_of_a_game_is_on_one_of_its_pages(game, lang):
    """A widget the game declares (its spec) is shown to readers: some page of the game embeds it."""
    shown = {name for page in (DOCS / lang / game).glob("*.md") for name in FENCE_WIDGET.findall(page.read_text(encoding="utf-8"))}
    assert set(registry.spec(game).widgets) <= shown


def built_pages(site_dir):
    return sorted(p for p in site_dir.rglob("*.html") if p.name == "index.html")


def test_each_language_has_its_own_search_index(site_dir):
    """A search on a Turkish page looks through Turkish pages only, with Turkish stemming."""
    import json

    for lang, prefix in LANGS.items():
        index = json.loads((site_dir / prefix / "search" / "search_index.json").read_text(encoding="utf-8"))
        assert index["config"]["lang"] == [lang]
        locations = [doc["location"] for doc in index["docs"]]
        assert all(any(loc.startswith(f"{game}/") for loc in locations) for game in GAMES)
        assert not any(loc.startswith(("en/", "tr/")) for loc in locations)
        titles = {doc["title"] for doc in index["docs"]}
        for game in games_with("calculators"):  # each page's title in its own language, e.g. "<Game>: calculators"
            heading = re.search(r"^# (.+)$", (DOCS / lang / game / "calculators.md").read_text(encoding="utf-8"), re.MULTILINE)
            assert heading[1].strip() in titles


def test_each_built_page_declares_its_language(site_dir):
    for page in built_pages(site_dir):
        rel = page.relative_to(site_dir).parts
        lang = rel[0] if rel[0] in ("en", "tr") else "fr"
        assert f'<html lang="{lang}"' in page.read_text(encoding="utf-8"), page


def test_pages_reference_no_other_host(site_dir):
    """No font, script, style or image from another host: the site works on its own."""
    foreign = re.compile(r'(?:src|href)="(?:https?:)?//(?!127\.0\.0\.1)[^"]+"')
    for page in built_pages(site_dir):
        html = page.read_text(encoding="utf-8")
        loaded = [m for m in foreign.findall(html) if not m.startswith('href="')]
        assert loaded == [], page
        assert "fonts.googleapis" not in html and "fonts.gstatic" not in html, page


def test_python_runtime_and_wheel_are_served_by_the_site(site_dir):
    for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"):
        assert (site_dir / "pyodide" / name).stat().st_size > 0
    wheels = list((site_dir / "wheels").glob("calculators-*.whl"))
    assert len(wheels) == 1


def test_wheel_is_a_pure_python_wheel_with_every_game_and_its_data(site_dir):
    import zipfile

    (wheel,) = (site_dir / "wheels").glob("calculators-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        metadata = archive.read(next(n for n in names if n.endswith(".dist-info/WHEEL"))).decode()
    package = ROOT / "calculators"
    needed = {f"calculators/{path.relative_to(package).as_posix()}" for path in package.rglob("*") if path.suffix in (".py", ".json") and "__pycache__" not in path.parts}
    assert "calculators/api.py" in needed and all(f"calculators/{game}/messages.json" in needed for game in GAMES)
    assert needed - names == set(), "the browser's Python would miss these"
    assert "Root-Is-Purelib: true" in metadata and "py3-none-any" in metadata


def test_every_page_gets_the_one_stylesheet_with_every_part_in_order(site_dir):
    """One stylesheet request per page, holding the shared parts and then each game's, in the
    order of the cascade (hooks/styles.py); the parts themselves are not served."""
    from hooks import styles

    served = (site_dir / styles.SERVED).read_text(encoding="utf-8")
    at = -1
    for part in styles.parts(DOCS / styles.SOURCE):
        first = "\n".join([line for line in styles.COMMENT.sub("", part.read_text(encoding="utf-8")).splitlines() if line.strip()][:2])
        assert served.find(first, at + 1) > at, f"{part.name} is missing or out of order"
        at = served.find(first, at + 1)
    assert sorted(p.name for p in (site_dir / "assets" / "css").iterdir()) == ["site.css"]
    for page in built_pages(site_dir):
        assert len(re.findall(r'<link rel="stylesheet" href="[^"]*assets/css/[^"]*"', page.read_text(encoding="utf-8"))) == 1, page


def test_shared_stylesheets_name_no_game():
    """A game's look lives in its own files (docs/assets/css/games/<game>-*.css), so adding or
    removing a game touches no shared stylesheet."""
    for path in (DOCS / "assets" / "css" / "shared").glob("*.css"):
        text = path.read_text(encoding="utf-8").lower()
        assert [game for game in GAMES if game in text] == [], path.name
