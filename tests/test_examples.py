"""Every worked example on every page, in every language, states what the calculators compute."""

from pathlib import Path

import pytest

from calculators.api import handle
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


def test_a_wrong_stated_result_is_caught():
    page = """```example pixies score
{"round": 1, "grid": {"5": {"card": "blue-5-1", "validated": true}}}
---
{"total": 6}
```"""
    (example,) = find_examples(page)
    assert differences(example, handle(example.request("en"))) == ["total: the page says 6, the calculator gives 5"]
