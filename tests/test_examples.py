"""Every worked example on every page, in every language, states what the calculators compute."""

from dataclasses import replace
from pathlib import Path

import pytest

from calculators.api import handle
from calculators.registry import GAMES
from hooks.fences import differences, find_examples

DOCS = Path(__file__).resolve().parent.parent / "docs"


def all_examples():
    found = []
    for page in sorted(DOCS.glob("*/**/*.md")):
        lang = page.relative_to(DOCS).parts[0]
        for example in find_examples(page.read_text(encoding="utf-8"), str(page.relative_to(DOCS))):
            found.append(pytest.param(example, lang, id=f"{example.source}:{example.line}"))
    return found


EXAMPLES = all_examples()


@pytest.mark.parametrize("example,lang", EXAMPLES)
def test_stated_result_matches_the_calculators(example, lang):
    assert differences(example, handle(example.request(lang))) == []


def test_each_language_has_the_same_examples():
    """The three languages show the same worked examples (same requests, same stated results)."""
    by_lang = {}
    for param in EXAMPLES:
        example, lang = param.values
        page = example.source.split("/", 1)[1]
        by_lang.setdefault(lang, []).append((page, repr(example.data), repr(example.stated)))
    assert by_lang, "no example fence found"
    assert sorted(by_lang.get("fr", [])) == sorted(by_lang.get("en", [])) == sorted(by_lang.get("tr", []))


@pytest.mark.parametrize("game", GAMES)
def test_a_wrong_stated_result_is_caught(game):
    """A page whose stated value is off is refused, naming the value: checked on each game's first example."""
    example = next((param.values[0] for param in EXAMPLES if param.values[0].game == game), None)
    if example is None:
        pytest.skip(f"no page of {game} has an example")  # a game's pages other than its index are optional
    path, value = next(iter(example.stated.items()))
    wrong = replace(example, stated={path: [value, "not this"]})
    assert differences(example, handle(example.request("en"))) == []
    assert differences(wrong, handle(wrong.request("en"))) == [f"{path}: the page says {[value, 'not this']!r}, the calculator gives {value!r}"]
