"""The one message catalogue: every key in French, English and Turkish, in its own file, used.

Python answers and the widgets read the same JSON files (``calculators/messages.json`` and
``calculators/<game>/messages.json``). A key is "used" when some code names it literally or
builds it at run time from a template (a Python f-string, a JavaScript template literal) that
the test turns into a pattern; a template that can build no existing key is a mistake too.
"""

import ast
import json
import re
from pathlib import Path

import pytest

from calculators.i18n import LANGUAGES, SHARED_PREFIXES, catalogue, catalogue_file, placeholders, render
from calculators.registry import GAMES

ROOT = Path(__file__).resolve().parent.parent
KEY = r"(?:common|core|" + "|".join(GAMES) + r")\.[A-Za-z0-9_.-]+"
CODE_DIRS = [ROOT / "calculators", ROOT / "hooks", ROOT / "docs" / "assets" / "js"]


@pytest.mark.parametrize("code,entry", sorted(catalogue().items()))
def test_every_message_has_all_languages_with_same_placeholders(code, entry):
    assert set(entry) == set(LANGUAGES), f"{code} has {sorted(entry)}"
    for lang in LANGUAGES:
        assert isinstance(entry[lang], str) and entry[lang].strip(), f"{code} is empty in {lang}"
    # French "de Tom" / "d'Ana" comes ready-made as {of_name} where other languages say {name}.
    fields = {lang: {field.removeprefix("of_") for field in placeholders(entry[lang])} for lang in LANGUAGES}
    assert fields["fr"] == fields["en"] == fields["tr"], f"{code}: {fields}"


def _files():
    return [ROOT / "calculators" / "messages.json"] + [ROOT / "calculators" / game / "messages.json" for game in GAMES]


@pytest.mark.parametrize("path", _files(), ids=lambda path: str(path.relative_to(ROOT)))
def test_each_key_is_written_once_in_the_file_of_its_prefix(path):
    pairs = json.loads(path.read_text(encoding="utf-8"), object_pairs_hook=lambda items: items)
    keys = [key for key, _ in pairs]
    assert len(keys) == len(set(keys)), f"written twice: {sorted({k for k in keys if keys.count(k) > 1})}"
    prefixes = SHARED_PREFIXES if path.parent.name == "calculators" else (path.parent.name,)
    assert [key for key in keys if key.split(".", 1)[0] not in prefixes] == []


def test_no_key_is_in_two_files():
    seen = {}
    for name in ("shared", *GAMES):
        for key in catalogue_file(name):
            assert key not in seen, f"{key} is in {seen[key]} and {name}"
            seen[key] = name


def _sources():
    for folder in CODE_DIRS:
        for path in sorted(folder.rglob("*")):
            if path.suffix in (".py", ".js") and "__pycache__" not in path.parts:
                yield path


def _literal_keys_and_templates():
    literals, templates = set(), set()
    for path in _sources():
        text = path.read_text(encoding="utf-8")
        literals.update(re.findall(rf"""["'`]({KEY})["'`]""", text))
        if path.suffix == ".js":
            # Template literals whose ${...} hold no backtick (an inner template in an outer one counts).
            for template in re.findall(r"`((?:[^`$\\]|\$\{[^`{}]*\})*\$\{[^`{}]*\}(?:[^`$\\]|\$\{[^`{}]*\})*)`", text):
                templates.add((re.sub(r"\$\{[^}]*\}", "\0", template), str(path.relative_to(ROOT))))
        else:
            for node in ast.walk(ast.parse(text)):
                if isinstance(node, ast.JoinedStr):
                    parts = ["\0" if isinstance(value, ast.FormattedValue) else str(value.value) for value in node.values]
                    templates.add(("".join(parts), str(path.relative_to(ROOT))))
    # A literal prefix completed at run time ("<game>.direction_arrow." + direction) is a template too.
    for key in [key for key in literals if key.endswith(".")]:
        literals.discard(key)
        templates.add((key + "\0", "a literal prefix"))
    # Only templates that build catalogue keys: they start with a key prefix and a dot.
    templates = {(t, where) for t, where in templates if re.match(rf"(?:common|core|{'|'.join(GAMES)})\.", t)}
    patterns = {(re.compile("^" + ".+".join(re.escape(part) for part in t.split("\0")) + "$"), t, where) for t, where in templates}
    return literals, patterns


LITERALS, PATTERNS = _literal_keys_and_templates()


def test_no_key_is_unused():
    unused = sorted(key for key in catalogue() if key not in LITERALS and not any(p.match(key) for p, _, _ in PATTERNS))
    assert unused == []


def test_every_key_named_in_code_exists():
    missing = sorted(key for key in LITERALS if key not in catalogue() and not key.endswith((".py", ".js", ".json")))
    assert missing == []


@pytest.mark.parametrize("pattern,template,where", sorted(PATTERNS, key=lambda p: (p[2], p[1])), ids=lambda value: value if isinstance(value, str) else None)
def test_every_key_built_at_run_time_can_exist(pattern, template, where):
    assert any(pattern.match(key) for key in catalogue()), f"{where} builds {template!r}, which matches no key"


def test_french_elides_de_and_que_before_a_name_that_starts_with_a_vowel():
    """"La pyramide d'Ana", "celle d'Élodie", but "de Léa" and "de Hugo" (an h is left alone)."""
    found = [(key, entry["fr"]) for key, entry in catalogue().items() if re.search(r"\bde \{name\}", entry["fr"])]
    assert found, "no French message says 'de {name}'"
    for key, template in found:
        params = {field: 3 for field in re.findall(r"\{(\w+)\}", template)}
        vowel = render(key, "fr", {**params, "name": "Ana"})
        assert "d'Ana" in vowel and "de Ana" not in vowel, key
        assert "d'Élodie" in render(key, "fr", {**params, "name": "Élodie"})
        assert "de Léa" in render(key, "fr", {**params, "name": "Léa"})
        assert "de Hugo" in render(key, "fr", {**params, "name": "Hugo"})
