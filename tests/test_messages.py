"""Every sentence the calculators and widgets show exists in French, English and Turkish."""

import ast
import json
import re
from pathlib import Path

import pytest

from calculators.i18n import LANGUAGES, catalogue, placeholders
from hooks import strings

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("code,entry", sorted(catalogue().items()))
def test_every_message_has_all_languages_with_same_placeholders(code, entry):
    assert set(entry) == set(LANGUAGES), f"{code} has {sorted(entry)}"
    for lang in LANGUAGES:
        assert entry[lang].strip(), f"{code} is empty in {lang}"
    fields = {lang: placeholders(entry[lang]) for lang in LANGUAGES}
    assert fields["fr"] == fields["en"] == fields["tr"], f"{code}: {fields}"


def _codes_used_in_package():
    """Message codes written literally in the package's code (errors, warnings, explanations)."""
    used = set()
    for path in (ROOT / "calculators").rglob("*.py"):
        if path.name == "messages.py" or path.name == "i18n.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                if re.fullmatch(r"(common|colour|pixies|dixit|ipso|neteru)\.[a-z0-9_.]+", node.value):
                    used.add((node.value, str(path.relative_to(ROOT))))
    return sorted(used)


@pytest.mark.parametrize("code,where", _codes_used_in_package())
def test_every_code_used_by_the_package_is_in_the_catalogue(code, where):
    assert code in catalogue(), f"{where} uses {code}, which has no message"


@pytest.mark.parametrize("key,entry", sorted(strings.all_strings().items()))
def test_every_widget_string_has_all_languages(key, entry):
    assert set(entry) == set(LANGUAGES), f"{key} has {sorted(entry)}"
    for lang in LANGUAGES:
        assert isinstance(entry[lang], str) and entry[lang].strip(), f"{key} is empty in {lang}"


def _string_keys_used_by_widgets():
    used = set()
    for path in (ROOT / "docs" / "assets" / "js").rglob("*.js"):
        for key in re.findall(r"""\bt\(\s*["']([a-z0-9_.-]+)["']""", path.read_text(encoding="utf-8")):
            used.add((key, path.name))
    return sorted(used)


@pytest.mark.parametrize("key,where", _string_keys_used_by_widgets())
def test_every_string_a_widget_asks_for_exists(key, where):
    assert key in strings.all_strings(), f"{where} asks for t({key!r}), which is in no hooks/strings/*.json"


def test_string_files_are_valid_json_with_their_prefix():
    for path in (ROOT / "hooks" / "strings").glob("*.json"):
        data = json.loads(path.read_text(encoding="utf-8"))
        for key in data:
            assert key.startswith(path.stem + "."), f"{key} in {path.name} should start with {path.stem}."
