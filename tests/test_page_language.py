"""Every word a reader meets on a built page is in the page's language (issue 10, item 6).

For each built page (the 404 pages included), its visible text (tests/language_check.py:
text, SVG titles, tooltips and accessible names, title and description; the other languages'
columns of a glossary table left out) must hold no function word of another language beyond
``MAX_FOREIGN``, no theme phrase of another language ("Permanent link" on a French page),
address the reader as the language does (French "vous", Turkish "siz", the theme's words
included), and show no internal name: field paths (``players.1.bonus``), ``outcome = "some"``,
identifiers in snake_case, storage keys or the name of a source repository.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from hooks import terms
from tests.language_check import chrome_phrases, foreign_hits, foreign_words, visible_text

ROOT = Path(__file__).resolve().parent.parent
LANGS = ("fr", "en", "tr")
# A page may quote a word of another language once (a name, a title); two are a sentence.
MAX_FOREIGN = 1


def pages(site_dir: Path, lang: str) -> list[tuple[str, str]]:
    """(address, visible text) of every built page in ``lang``."""
    found = []
    for path in sorted(site_dir.rglob("*.html")):
        rel = path.relative_to(site_dir)
        first = rel.parts[0]
        page_lang = first if first in LANGS[1:] else LANGS[0]
        if page_lang == lang and first not in ("pyodide", "assets", "__snapshot__", "_bench"):
            found.append((rel.as_posix(), visible_text(path.read_text(encoding="utf-8"), lang)))
    assert found, f"no built page in {lang}"
    return found


@pytest.fixture(scope="module")
def site_pages(site_dir):
    return {lang: pages(site_dir, lang) for lang in LANGS}


@pytest.mark.parametrize("lang", LANGS)
def test_every_page_speaks_its_language(site_pages, lang):
    report = []
    for address, text in site_pages[lang]:
        hits = foreign_hits(text, lang)
        if len(hits) > MAX_FOREIGN:
            report.append(f"{address}: {len(hits)} word(s) of another language")
            report.extend(f"    {word!r} ({owner}): …{context}…" for word, owner, context in hits)
    assert not report, "\n" + "\n".join(report)


@pytest.mark.parametrize("lang", LANGS)
def test_no_interface_phrase_of_another_language(site_pages, lang):
    report = [f"{address}: {phrase!r}" for address, text in site_pages[lang] for phrase in chrome_phrases(text, lang)]
    assert not report, "\n" + "\n".join(report)


@pytest.mark.parametrize("lang", ["fr", "tr"])
def test_the_whole_page_addresses_the_reader_one_way(site_pages, lang):
    """Pages are checked at the source (tests/test_voice_terms.py); this also covers the theme's words."""
    report = [
        f"{address}: “{finding.found}” in “{finding.context}”"
        for address, text in site_pages[lang]
        for finding in terms.address(text, lang)
    ]
    assert not report, "\n" + "\n".join(report)


def _storage_prefix() -> str:
    script = (ROOT / "docs" / "assets" / "js" / "core" / "saved.js").read_text(encoding="utf-8")
    match = re.search(r"""STORAGE_PREFIX\s*=\s*["']([^"']+)["']""", script)
    return match.group(1) if match else "tablerules:"


def _repositories() -> list[str]:
    """Source repositories named in the data files (the site names the adaptation, not its repository)."""
    text = "\n".join(path.read_text(encoding="utf-8") for path in (ROOT / "calculators").rglob("*.json"))
    return sorted(set(re.findall(r"repository ([\w.-]+/[\w.-]+)", text)))


INTERNAL = [
    ("a field path", re.compile(r"\b[a-z_]+\.\d+(?:\.[\w]+)*\b")),
    ("a field set to a value", re.compile(r"\b[a-z_]+(?:\.\w+)+ = |\b[a-z_]+ = [\"\[]")),
    ("an identifier", re.compile(r"\b[a-z]+_[a-z_]+\b")),
    ("a storage", re.compile(r"localStorage|sessionStorage|IndexedDB", re.I)),
    ("a code host", re.compile(r"github|gitlab|bitbucket", re.I)),
]


def test_no_internal_name_is_shown(site_pages):
    checks = [*INTERNAL, ("a storage key", re.compile(re.escape(_storage_prefix())))]
    checks += [("a source repository", re.compile(re.escape(name), re.I)) for name in _repositories()]
    report = []
    for lang in LANGS:
        for address, text in site_pages[lang]:
            for what, pattern in checks:
                for match in pattern.finditer(text):
                    around = " ".join(text[max(match.start() - 40, 0) : match.end() + 40].split())
                    report.append(f"{address}: {what} {match.group(0)!r} in …{around}…")
    assert not report, "\n" + "\n".join(report)


# The checker itself


def test_foreign_words_are_the_other_languages_function_words():
    assert foreign_words("Le joueur pose une carte dans la grille.", "fr") == []
    assert foreign_words("Le joueur pose une carte dans la grille.", "en") == ["Le", "une", "dans", "la"]
    assert foreign_words("Rules explained in our own words.", "tr") == ["our"]
    assert foreign_words("Her oyuncu bir kart seçer ve sırayla oynar.", "en") == ["bir", "ve"]
    assert foreign_words("Her oyuncu bir kart seçer ve sırayla oynar.", "tr") == []
    # Words two languages share count for neither; Turkish suffixes after an apostrophe are not words.
    assert foreign_words("Tom 33'le bitirip kazanıyor; her kart bir elle oynanır, not edin.", "tr") == []


def test_visible_text_keeps_what_a_reader_meets_and_drops_the_rest():
    html = (
        '<html><head><title>Titre</title><meta name="description" content="La description">'
        "<style>.a{}</style><script>var the = 1;</script></head><body>"
        '<a title="Lien vers cette section" href="#x">¶</a><span hidden>the hidden</span>'
        '<svg role="img"><title>Une grille</title><desc>avec neuf cartes</desc><text>3</text></svg>'
        '<button aria-label="Fermer">×</button><img alt="Une carte"><input placeholder="Nom">'
        "</body></html>"
    )
    text = visible_text(html, "fr")
    for seen in ("Titre", "La description", "Lien vers cette section", "Une grille", "avec neuf cartes", "Fermer", "Une carte", "Nom"):
        assert seen in text
    assert "the" not in text.split() and "var" not in text


def test_a_glossary_table_keeps_only_the_page_language_column():
    html = (
        "<table><thead><tr><th>Français</th><th>English</th><th>Türkçe</th><th>Sens</th></tr></thead>"
        "<tbody><tr><td>la manche</td><td>the round</td><td>bir raunt</td><td>une partie de la partie</td></tr></tbody></table>"
    )
    text = visible_text(html, "fr")
    assert "la manche" in text and "une partie" in text
    assert "the round" not in text and "bir raunt" not in text
    assert "the round" in visible_text(html, "en") and "la manche" not in visible_text(html, "en")


def test_an_english_theme_phrase_is_caught_on_a_french_page():
    assert chrome_phrases("Règles ¶ Permanent link", "fr") == ["Permanent link"]
    assert chrome_phrases("Permanent link", "en") == []
    assert chrome_phrases("Sayfa bulunamadı", "en") == ["Sayfa bulunamadı"]


def test_the_catalogue_of_site_strings_is_used_by_the_404_pages(site_dir):
    catalogue = json.loads((ROOT / "calculators" / "messages.json").read_text(encoding="utf-8"))
    for lang, folder in (("fr", ""), ("en", "en/"), ("tr", "tr/")):
        page = (site_dir / folder / "404.html").read_text(encoding="utf-8")
        for key in ("core.not_found_title", "core.not_found_home", "core.not_found_search_button"):
            assert catalogue[key][lang] in page, (lang, key)
