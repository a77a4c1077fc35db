"""One voice and one term per concept, in pages, captions, glossaries, headings and messages.

(a) Voice: French says "vous" to the reader, never "tu/ton/ta/tes/toi"; Turkish says "siz",
never a bare "sen" imperative ("koy", "seç"), "senin/sana/seni" or a "sen" ending.
(b) Terms: no avoided alternative of hooks/terms.json or of the game's glossary data
(hooks/game_terms/<game>.json) in that language's texts.
(c) Turkish word forms (hooks/turkish.py): the key nouns soften before a vowel and stay
singular after a number ("raundu", "rauntta", "ilk iki raundu"; never "rauntu", "raundları"),
names take their suffix after an apostrophe, in harmony ("Inès'te", "Ana'nın").

Texts are read where the site reads them: the pages of docs/<lang>/ as a reader reads them
(``hooks.terms.prose``: fences, tags and link targets out, each picture's caption in), the
meanings of each game's glossary, the heading catalogue (hooks/headings.json), and the message
catalogue through ``hooks.strings.all_strings()``: every widget string, every sentence of an
answer and every word a picture writes. A text belongs to a game by its page folder, its
glossary or its key's first part (``<game>.round_n``).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from calculators.i18n import catalogue
from hooks import headings, strings, terms, turkish
from calculators import registry

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
LANGS = ("fr", "en", "tr")
GAMES = registry.GAMES


def game_of(name: str) -> str | None:
    first = name.replace("\\", "/").split("/")[0].split(".")[0]
    return first if first in GAMES else None


def page_texts(lang: str) -> list[tuple[str, str | None, str]]:
    """(page, game, prose) for every page of a language."""
    found = []
    for path in sorted((DOCS / lang).rglob("*.md")):
        rel = path.relative_to(DOCS / lang).as_posix()
        found.append((f"docs/{lang}/{rel}", game_of(rel), terms.prose(path.read_text(encoding="utf-8"))))
    return found


def catalogue_texts(kind: str, lang: str) -> list[tuple[str, str | None, str]]:
    """(name, game, text) of the messages ("messages": widget strings, answers, pictures' words),
    of each game's glossary meanings ("glossaries") or of the heading catalogue ("headings")."""
    if kind == "glossaries":
        return [(f"hooks/game_terms/{game}.json {row['concept']}", game, row["meaning"][lang]) for game in GAMES for row in terms.glossary(game)]
    if kind == "headings":
        words = headings.catalogue()
        texts = [(f"hooks/headings.json {key}", None, entry[lang]) for key, entry in words["words"].items()]
        return texts + [(f"hooks/headings.json glossary {key}", None, words["glossary"][key][lang]) for key in ("intro", "meaning")]
    return [(key, game_of(key), entry[lang]) for key, entry in sorted(strings.all_strings().items()) if entry.get(lang)]


KINDS = ["messages", "glossaries", "headings"]


def report(where: str, items: list[tuple[str, list[terms.Finding]]]) -> str:
    lines = []
    for name, findings in items:
        for f in findings:
            lines.append(f"  {where}{name}: “{f.found}” in “{f.context}” — {f.advice}")
    return "\n".join(lines)


def check(texts, finder) -> list[tuple[str, list[terms.Finding]]]:
    problems = []
    for name, game, text in texts:
        found = finder(text, game)
        if found:
            problems.append((name, found))
    return problems


# (a) one form of address


@pytest.mark.parametrize("lang", ["fr", "tr"])
def test_pages_address_the_reader_one_way(lang):
    problems = check(page_texts(lang), lambda text, game: terms.address(text, lang))
    assert not problems, f"{sum(len(f) for _, f in problems)} wrong form(s) of address:\n" + report("", problems)


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("lang", ["fr", "tr"])
def test_messages_glossaries_and_headings_address_the_reader_one_way(kind, lang):
    problems = check(catalogue_texts(kind, lang), lambda text, game: terms.address(text, lang))
    assert not problems, f"{sum(len(f) for _, f in problems)} wrong form(s) of address in {kind}:\n" + report(f"{kind} ", problems)


# (b) one term per concept


@pytest.mark.parametrize("lang", LANGS)
def test_pages_use_the_terms_of_the_table(lang):
    problems = check(page_texts(lang), lambda text, game: terms.avoided(text, lang, game))
    assert not problems, f"{sum(len(f) for _, f in problems)} avoided term(s):\n" + report("", problems)


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("lang", LANGS)
def test_messages_glossaries_and_headings_use_the_terms_of_the_table(kind, lang):
    problems = check(catalogue_texts(kind, lang), lambda text, game: terms.avoided(text, lang, game))
    assert not problems, f"{sum(len(f) for _, f in problems)} avoided term(s) in {kind}:\n" + report(f"{kind} ", problems)


# (c) Turkish word forms


def test_turkish_pages_use_the_right_word_forms():
    problems = check(page_texts("tr"), lambda text, game: turkish.problems(text))
    assert not problems, f"{sum(len(f) for _, f in problems)} wrong form(s):\n" + report("", problems)


@pytest.mark.parametrize("kind", KINDS)
def test_turkish_messages_glossaries_and_headings_use_the_right_word_forms(kind):
    problems = check(catalogue_texts(kind, "tr"), lambda text, game: turkish.problems(text))
    assert not problems, f"{sum(len(f) for _, f in problems)} wrong form(s) in {kind}:\n" + report(f"{kind} ", problems)


@pytest.mark.parametrize(
    "text,flagged",
    [
        # The wrong forms of "raunt" once found on the pages, and their right forms.
        ("ilk iki raundları; rauntun sonunda; rauntunda; rauntu; raunta; raundda", ["raundları", "iki raundları", "rauntun", "rauntunda", "rauntu", "raunta", "raundda"]),
        ("ilk iki raundu; raundun sonunda; raundunda; raunda; rauntta, raunttan, rauntlar, rauntluk", []),
        ("Katip'in kartı, piramite, renki; Katibin kartı, piramide, rengi, piramidyonu", ["katip'in", "piramite", "renki"]),
        ("Inès'de, Tom'nun, Ana'ın, Bo'nin, Anada", ["Inès'de", "Tom'nun", "Ana'ın", "Bo'nin", "Anada"]),
        ("Inès'te, Tom'un, Ana'nın, Bo'nun, Hugo'da, Camille'in, Bastet'ten, Ana'yla", []),
    ],
)
def test_wrong_turkish_forms_are_found(text, flagged):
    assert sorted(f.found for f in turkish.problems(text)) == sorted(flagged)


# The table itself


def test_every_concept_has_a_term_in_each_language_and_avoid_lists():
    for concept, entry in terms.shared().items():
        assert entry.get("meaning"), concept
        for lang in LANGS:
            assert isinstance(entry.get(lang), str) and entry[lang].strip(), (concept, lang)
            assert isinstance(entry["avoid"].get(lang), list), (concept, lang)


@pytest.mark.parametrize("game", GAMES)
def test_a_games_glossary_gives_each_term_its_words_and_meaning_in_each_language(game):
    """A shared concept keeps the shared words (one term per concept); a concept of the game's own
    has its words; every term has its meaning in each language."""
    for concept, entry in terms.game_file(game).items():
        own = concept not in terms.shared()
        for lang in LANGS:
            assert entry["meaning"][lang].strip(), (concept, lang)
            assert (isinstance(entry.get(lang), str) and entry[lang].strip()) if own else lang not in entry, (concept, lang)
        assert set(entry) <= {"fr", "en", "tr", "meaning", "avoid", "allow"}, concept


def own_phrases(game: str | None, lang: str) -> list[str]:
    """What a game avoids beyond the shared table (hooks/game_terms/<game>.json), in ``lang``."""
    entries = terms.table().values()
    return [phrase for entry in entries for phrase in entry.get("games", {}).get(game, {}).get("avoid", {}).get(lang, [])]


def test_no_term_of_the_table_is_avoided_by_another_concept():
    """The words to use never trip the checks themselves (the table agrees with itself), but for
    a game's own phrases: one game may avoid another concept's word (where a round is the
    storyteller's round, the word for a player's turn names it wrongly)."""
    for lang in LANGS:
        for game in (None, *GAMES):
            words = [entry[lang] for entry in terms.shared().values()]
            if game:
                words += [row["words"][lang] for row in terms.glossary(game)]
            chosen = " . ".join(words)
            own = [re.compile(terms.phrase_pattern(terms.lower(phrase, lang))) for phrase in own_phrases(game, lang)]
            found = [f for f in terms.avoided(chosen, lang, game) if not any(p.fullmatch(terms.lower(f.found, lang)) for p in own)]
            assert found == [], (lang, game, found)


# The matching rules, on small texts


@pytest.mark.parametrize(
    "lang,text,flagged",
    [
        ("fr", "Choisissez une case vide.", ["case"]),
        ("fr", "Le lapin avance d'une case par point ; il passe la case 30.", []),
        ("fr", "Posez-la sur un emplacement vide ; l'égalité se règle ainsi.", []),
        ("en", "Your largest area of one colour.", ["area"]),
        ("en", "Your playing area holds nine cards.", []),
        ("en", "They are level on points; the rabbit moves one space per point.", []),
        ("en", "Put it on an empty space, then on space 5.", ["empty space", "space 5"]),
        ("tr", "Açıklamayı satır satır izleyin; SSS birkaç satırda yanıt verir.", []),
        ("tr", "Piramidin üst satırı artan.", ["üst satırı"]),
        ("tr", "{round}. el: puan", ["{round}. el"]),
        ("tr", "Eller 7 karttır; el yenileme bir kez yapılır.", []),
        ("tr", "Paylaşılan galibiyet, ortak galibiyet değil.", ["ortak galibiyet"]),
    ],
)
def test_avoided_phrases_match_whole_words_only(lang, text, flagged):
    assert [f.found for f in terms.avoided(text, lang)] == flagged


def test_a_game_adds_its_own_avoided_words(monkeypatch):
    """A game's own phrases (with their allowed exceptions) flag its texts only."""
    table = {"round": {"meaning": "a deal", "fr": "manche", "en": "round", "tr": "raunt", "avoid": {"fr": [], "en": [], "tr": []},
                       "games": {"one": {"avoid": {"fr": ["tour"], "tr": ["tur*"]}, "allow": {"fr": ["chacun son tour"], "tr": ["turnuva*"]}}}}}
    monkeypatch.setattr(terms, "table", lambda: table)
    assert [f.found for f in terms.avoided("Au tour suivant, chacun son tour.", "fr", "one")] == ["tour"]
    assert terms.avoided("Au tour suivant.", "fr", "other") == terms.avoided("Au tour suivant.", "fr") == []
    assert [f.found for f in terms.avoided("Bir turu say; turnuva değil.", "tr", "one")] == ["turu"]


@pytest.mark.parametrize(
    "lang,text,flagged",
    [
        ("fr", "À ton tour, choisis une carte et pose-la dans ta pyramide.", ["ton", "choisis", "ta"]),
        ("fr", "Quand tu n'es pas conteur, ce vote te rapporte 1 point ; t'as vu ?", ["tu", "te", "t'"]),
        ("fr", "Choisissez une carte : votre tour se termine ; je prends la suivante ; le ton monte.", []),
        ("tr", "Bir kart seç ve piramidine koy.", ["seç", "koy"]),
        ("tr", "Sıran geldiğinde kartı alırsın; istediğin yere koyabilirsin.", ["sıran", "alırsın", "istediğin", "koyabilirsin"]),
        ("tr", "Bu kart senin değil, sana verilir.", ["senin", "sana"]),
        ("tr", "Bir kart seçin ve piramidinize koyun; sıranız gelince alırsınız.", []),
        ("tr", "Son kartı alan oyuncu başlar; sayılar artar.", []),
    ],
)
def test_the_wrong_form_of_address_is_found(lang, text, flagged):
    assert [f.found for f in terms.address(text, lang)] == flagged


def test_prose_drops_fences_tags_links_and_ids():
    markdown = "## Cas 1 {#case-new}\n\n[liste](cards.md#case) `case` <b>x</b>\n\n```example game score\n{\"case\": 1}\n```\n"
    assert "case" not in terms.prose(markdown).replace("Cas ", "")
