"""Our own words: no page shares a run of 8 or more words with a rules source.

Every page of docs/ (fr, en, tr; fenced blocks, HTML tags and attribute lists taken out) is
compared with every file of the sources folder, ``../shared/sources`` beside the repository
(beside the main checkout when this is a git worktree; or ``$RULES_SOURCES``). Both sides are lower-cased and every run of punctuation becomes a
word break (``s'arrête`` gives ``s arrête``, as in /work/notes/overlap.py). A shared run of
``RUN`` words or more fails the page's test, which lists each run and the source it comes from.

Facts, numbers and names carry over from a source; sentences do not. A few multi-word proper
names are counted as a single word (``NAMES``) so that a name alone cannot make a run long.

When the sources folder is absent (a clone without ``../shared``), the tests are skipped and
say so; when it is there but holds no text, they fail, so they never pass without comparing.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
RUN = 8


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

FENCE = re.compile(r"^([ \t]*)(`{3,}|~{3,}).*?^\1\2[ \t]*$", re.MULTILINE | re.DOTALL)
TAG = re.compile(r"<[^>\n]+>")
ATTR_LIST = re.compile(r"\{[:#.][^}\n]*\}")
NON_WORD = re.compile(r"[^\w]+")


def words(text: str) -> list[str]:
    """Lower-cased words, punctuation removed, each name of NAMES made one word."""
    flat = " ".join(NON_WORD.sub(" ", text.lower()).split())
    for name in NAMES:
        flat = re.sub(rf"\b{re.escape(name)}\b", name.replace(" ", "_"), flat)
    return flat.split()


def page_text(markdown: str) -> str:
    """What a reader reads: the Markdown without fenced blocks, HTML tags and attribute lists."""
    return ATTR_LIST.sub(" ", TAG.sub(" ", FENCE.sub(" ", markdown)))


def source_grams(folder: Path, size: int = RUN) -> dict[tuple[str, ...], str]:
    """Every run of ``size`` words of every source file -> the file it is in (first one)."""
    grams: dict[tuple[str, ...], str] = {}
    for path in sorted(p for p in folder.iterdir() if p.is_file()):
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        found = words(text)
        for i in range(len(found) - size + 1):
            grams.setdefault(tuple(found[i : i + size]), path.name)
    return grams


def shared_runs(text: str, grams: dict[tuple[str, ...], str], size: int = RUN) -> list[tuple[str, str]]:
    """The maximal runs of ``size`` words or more that ``text`` shares with a source: (run, source)."""
    found = words(text)
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


@pytest.fixture(scope="module")
def grams() -> dict[tuple[str, ...], str]:
    if not SOURCES.is_dir():
        pytest.skip(f"no rules sources to compare with: {SOURCES} is missing (it sits beside the clone as ../shared/sources)")
    table = source_grams(SOURCES)
    assert table, f"{SOURCES} is there but holds no text of {RUN} words or more: nothing was compared"
    return table


@pytest.mark.parametrize("page", pages())
def test_page_shares_no_run_of_eight_words_with_a_source(page, grams):
    runs = shared_runs(page_text((DOCS / page).read_text(encoding="utf-8")), grams)
    listing = "\n".join(f"  {page}: “{run}” ({len(run.split())} words) — from {source}" for run, source in runs)
    assert not runs, f"{len(runs)} run(s) of {RUN}+ words copied from a source:\n{listing}"


# The comparison itself, tested without the sources folder.


def test_words_are_lower_cased_without_punctuation():
    assert words("La partie s'arrête : fin du TOUR !") == ["la", "partie", "s", "arrête", "fin", "du", "tour"]


def test_a_run_of_eight_shared_words_is_found_and_seven_is_not():
    table = {tuple("a b c d e f g h".split()): "src.txt"}
    assert shared_runs("x a b c d e f g h y", table) == [("a b c d e f g h", "src.txt")]
    assert shared_runs("x a b c d e f g y", table) == []


def test_overlapping_hits_make_one_run():
    table = source_grams_from("one two three four five six seven eight nine ten")
    assert shared_runs("zero one two three four five six seven eight nine ten eleven", table) == [
        ("one two three four five six seven eight nine ten", "src.txt")
    ]


def test_fences_tags_and_attribute_lists_are_not_read():
    markdown = 'Intro {#id}\n\n```example game score\n{"a b c d e f g h": 1}\n```\n\n<div class="grid cards" markdown>\n'
    assert words(page_text(markdown)) == ["intro"]


def test_a_multi_word_name_counts_as_one_word():
    table = source_grams_from("le pilleur de tombes vole une carte au hasard chez vous")
    # 11 words with the name as three, 9 once it counts as one: still a run.
    assert shared_runs("le pilleur de tombes vole une carte au hasard chez vous", table)
    # The name and the three words after it: 6 words as written, a run of 4 once counted as one.
    assert shared_runs("un pilleur de tombes vole une carte ailleurs", table) == []
    assert shared_runs("x le pilleur de tombes vole une carte y", table) == []


def source_grams_from(text: str) -> dict[tuple[str, ...], str]:
    found = words(text)
    return {tuple(found[i : i + RUN]): "src.txt" for i in range(len(found) - RUN + 1)}
