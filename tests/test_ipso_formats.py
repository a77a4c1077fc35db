"""calculators/ipso/FORMATS.md lists every problem code the IPSO calculators can give.

(Every game's FORMATS.md and its checked examples: tests/test_formats.py.)"""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FORMATS = ROOT / "calculators" / "ipso" / "FORMATS.md"
TEXT = FORMATS.read_text(encoding="utf-8")


def test_every_error_code_of_the_package_is_documented():
    """Every code the IPSO code records as an error or a warning is listed in FORMATS.md."""
    codes = set()
    for path in (FORMATS.parent).glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in ("error", "warn"):
                if len(node.args) >= 2 and isinstance(node.args[1], ast.Constant) and str(node.args[1].value).startswith("ipso."):
                    codes.add(node.args[1].value)
            # A card's rule named through its slot: Slot.code("number_invalid") builds ipso.number_invalid
            # for a pyramid's card and ipso.drawn.number_invalid for the drawn card.
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "code":
                if node.args and isinstance(node.args[0], ast.Constant):
                    codes.update({f"ipso.{node.args[0].value}", f"ipso.drawn.{node.args[0].value}"})
    assert codes, "the scan found no code: it is looking in the wrong place"
    missing = sorted(code for code in codes if f"`{code}`" not in TEXT)
    assert missing == []
