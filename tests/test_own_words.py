"""Our own words: pages, picture captions and widget texts keep clear of the rules sources.

Two measures, on words (letter sequences, lower-cased; digits and punctuation are breaks):

- no text shares a run of ``RUN`` (6) words with a source;
- at most ``SHARE`` (3 %) of a page's words lie inside a run of ``SHORT_RUN`` (5) words also
  found in a source (the same share for each game's messages in each language, taken together).

A page is read as its reader reads it (``hooks.terms.prose``): its prose with each picture's
caption where the figure stands; code fences, HTML tags, attribute lists and link targets are
left out. A teach page's glossary is its game's glossary data (hooks/game_terms/<game>.json),
measured like the messages. Widget texts are the message catalogue (``calculators.i18n.catalogue()``: every
sentence of the widgets, the answers and the pictures), each entry measured on its own.
Every file of the sources folder is a source: ``../shared/sources`` beside the repository
(beside the main checkout when this is a git worktree; or ``$RULES_SOURCES``).

Facts, numbers and names carry over from a source; sentences do not. A few multi-word proper
names are counted as a single word (``NAMES``) so that a name alone cannot make a run long.

When the sources folder is absent (a clone without ``../shared``), the tests are skipped and
say so; when it is there but holds no text, they fail, so they never pass without comparing.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path

import pytest

from calculators.i18n import LANGUAGES, catalogue
from calculators.registry import GAMES
from hooks import terms
from hooks.terms import prose

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
RUN = 6  # no run this long is shared with a source
SHORT_RUN = 5  # runs this long are allowed, up to SHARE of a text's words
SHARE = 0.03


def main_checkout(root: Path) -> Path:
    """The repository's main checkout: ``root`` itself, or the one a git worktree belongs to."""
    dot_git = root / ".git"
    if dot_git.is_file():  # a worktree: ".git" says "gitdir: <main>/.git/worktrees/<name>"
        gitdir = Path(dot_git.read_text(encoding="utf-8").split(":", 1)[1].strip())
        common = gitdir / "commondir"
        if common.is_file():
            return (gitdir / common.read_text(encoding="utf-8").strip()).resolve().parent
    return root


def sources_folder() -> Path:
    """``$RULES_SOURCES``, else ``../shared/sources`` beside the clone (or beside its main checkout)."""
    if os.environ.get("RULES_SOURCES"):
        return Path(os.environ["RULES_SOURCES"])
    for root in (ROOT, main_checkout(ROOT)):
        if (root.parent / "shared" / "sources").is_dir():
            return root.parent / "shared" / "sources"
    return ROOT.parent / "shared" / "sources"


SOURCES = sources_folder()

# Multi-word proper names and card names, each counted as one word on both sides. Keep this
# short: only names a page cannot say differently (a card's printed name, a website's name).
NAMES = (
    "board game arena",  # where a game's rules come from; the name of a website
    "pilleurs de tombes",  # a card (plural and singular): its printed name
    "pilleur de tombes",
    "chars de guerre",  # a card (plural and singular): its printed name
    "char de guerre",
)

LETTERS = re.compile(r"[^\W\d_]+")


def words(text: str) -> list[str]:
    """Lower-cased letter sequences (digits and punctuation break words), each name of NAMES one word."""
    flat = " ".join(LETTERS.findall(text.lower()))
    for name in NAMES:
        flat = re.sub(rf"\b{re.escape(name)}\b", name.replace(" ", "_"), flat)
    return flat.split()


Grams = dict[tuple[str, ...], str]


def source_grams(folder: Path, size: int) -> Grams:
    """Every run of ``size`` words of every source file -> the file it is in (first one)."""
    grams: Grams = {}
    for path in sorted(p for p in folder.iterdir() if p.is_file()):
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        found = words(text)
        for i in range(len(found) - size + 1):
            grams.setdefault(tuple(found[i : i + size]), path.name)
    return grams


@dataclass(frozen=True)
class Overlap:
    """What one text shares with the sources."""

    words: int  # how many words the text has
    covered: int  # how many of them lie inside a shared run of SHORT_RUN words
    runs: list[tuple[str, str]]  # the maximal shared runs of RUN words or more: (run, source)


def overlap(text: str, long: Grams, short: Grams) -> Overlap:
    found = words(text)
    covered: set[int] = set()
    for i in range(len(found) - SHORT_RUN + 1):
        if tuple(found[i : i + SHORT_RUN]) in short:
            covered.update(range(i, i + SHORT_RUN))
    return Overlap(len(found), len(covered), shared_runs(found, long))


def shared_runs(found: list[str], grams: Grams, size: int = RUN) -> list[tuple[str, str]]:
    """The maximal runs of ``size`` words or more that ``found`` shares with a source: (run, source)."""
    hits = [i for i in range(len(found) - size + 1) if tuple(found[i : i + size]) in grams]
    runs: list[list[int]] = []
    for i in hits:
        if runs and i <= runs[-1][1] + 1:
            runs[-1][1] = i
        else:
            runs.append([i, i])
    return [(" ".join(found[a : b + size]), grams[tuple(found[a : a + size])]) for a, b in runs]


def pages() -> list[str]:
    return sorted(p.relative_to(DOCS).as_posix() for p in DOCS.rglob("*.md"))


def catalogue_parts() -> list[tuple[str, str]]:
    """(first part of the keys, language): each game's messages, and the shared ones, per language."""
    return sorted({(key.split(".", 1)[0], lang) for key in catalogue() for lang in LANGUAGES})


@pytest.fixture(scope="module")
def grams() -> tuple[Grams, Grams]:
    if not SOURCES.is_dir():
        pytest.skip(f"no rules sources to compare with: {SOURCES} is missing (it sits beside the clone as ../shared/sources)")
    long, short = source_grams(SOURCES, RUN), source_grams(SOURCES, SHORT_RUN)
    assert long, f"{SOURCES} is there but holds no text of {RUN} words or more: nothing was compared"
    return long, short


def verdict(where: str, found: Overlap) -> list[str]:
    """What is wrong with one text (or a set of texts measured together), in words."""
    problems = [f"  “{run}” ({len(run.split())} words) — from {source}" for run, source in found.runs]
    if found.words and found.covered > SHARE * found.words:
        problems.append(
            f"  {found.covered} of {found.words} words ({found.covered / found.words:.1%}) lie in a run of "
            f"{SHORT_RUN} words found in a source (at most {SHARE:.0%})"
        )
    return [f"{where}:"] + problems if problems else []


@pytest.mark.parametrize("page", pages())
def test_a_page_and_its_captions_are_in_our_own_words(page, grams):
    problems = verdict(page, overlap(prose((DOCS / page).read_text(encoding="utf-8")), *grams))
    assert not problems, "\n".join(problems)


def entries_of(part: str, lang: str) -> dict[str, str]:
    """The texts measured together: a part of the message catalogue, or a game's glossary."""
    if part.startswith("glossary:"):
        rows = terms.glossary(part.removeprefix("glossary:"))
        return {row["concept"]: f"{row['words'][lang]}: {row['meaning'][lang]}" for row in rows}
    return {key: entry[lang] for key, entry in catalogue().items() if key.split(".", 1)[0] == part and entry.get(lang)}


@pytest.mark.parametrize("part,lang", catalogue_parts() + [(f"glossary:{game}", lang) for game in GAMES for lang in LANGUAGES])
def test_widget_texts_messages_and_glossaries_are_in_our_own_words(part, lang, grams):
    measured = {key: overlap(text, *grams) for key, text in sorted(entries_of(part, lang).items())}
    problems = [line for key, found in measured.items() for line in verdict(key, Overlap(found.words, 0, found.runs))]
    total = Overlap(sum(f.words for f in measured.values()), sum(f.covered for f in measured.values()), [])
    problems += verdict(f"{part}.* ({lang}), all together", total)
    assert not problems, "\n".join(problems)


# The comparison itself, tested without the sources folder.


def grams_of(text: str, size: int = RUN) -> Grams:
    found = words(text)
    return {tuple(found[i : i + size]): "src.txt" for i in range(len(found) - size + 1)}


def test_words_are_lower_cased_letters_without_digits_or_punctuation():
    assert words("La partie s'arrête à 30 : fin du TOUR !") == ["la", "partie", "s", "arrête", "à", "fin", "du", "tour"]


def test_a_run_of_six_shared_words_is_found_and_five_is_not():
    table = {tuple("a b c d e f".split()): "src.txt"}
    assert shared_runs(words("x a b c d e f y"), table) == [("a b c d e f", "src.txt")]
    assert shared_runs(words("x a b c d e y"), table) == []


def test_overlapping_hits_make_one_run():
    table = grams_of("one two three four five six seven eight nine ten")
    assert shared_runs(words("zero one two three four five six seven eight nine ten eleven"), table) == [
        ("one two three four five six seven eight nine ten", "src.txt")
    ]


def test_the_share_counts_each_word_inside_a_five_word_run_once():
    short = grams_of("a b c d e f", SHORT_RUN)
    # "a b c d e f" holds two overlapping 5-word runs: its six words are covered, once each.
    found = overlap("a b c d e f x y z w", {}, short)
    assert (found.words, found.covered) == (10, 6)
    assert verdict("page", found) and not verdict("page", overlap("a b c d x y z w", {}, short))


def test_fences_tags_and_attribute_lists_are_not_read_but_captions_are():
    markdown = (
        'Intro {#id}\n\n```example game score\n{"a b c d e f g h": 1}\n```\n\n<div class="grid cards" markdown>\n\n'
        '```picture game kind\n{"cells": [1], "caption": "Under the drawing"}\n```\n'
    )
    assert words(prose(markdown)) == ["intro", "under", "the", "drawing"]


def test_a_multi_word_name_counts_as_one_word():
    table = grams_of("le pilleur de tombes vole une carte au hasard chez vous")
    assert shared_runs(words("le pilleur de tombes vole une carte au hasard chez vous"), table)
    # The name and the three words after it: 6 words as written, a run of 4 once counted as one.
    assert shared_runs(words("un pilleur de tombes vole une carte ailleurs"), table) == []
