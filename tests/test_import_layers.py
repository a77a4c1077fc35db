"""The modules of ``calculators/`` import each other in layers, never in a circle.

Bottom: ``i18n``, ``inputs``, ``problems``; then ``players`` and ``ranking``; the registry on
top. A circle makes a module's import order matter and a change in one module break another at
import time. Imports are read from the source (``ast``), wherever they stand in a module (a
deferred import inside a function is still a dependency), except those under ``if TYPE_CHECKING:``,
which only name types. The registry's ``importlib`` calls that load a game's code on first use
are not static imports and are not counted.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "calculators"


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(path): path for path in sorted(PACKAGE.rglob("*.py"))}


def _type_checking_only(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _imports(node: ast.AST):
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.If) and _type_checking_only(child):
            for other in child.orelse:
                yield from _imports_in(other)
            continue
        yield from _imports_in(child)


def _imports_in(node: ast.AST):
    if isinstance(node, (ast.Import, ast.ImportFrom)):
        yield node
    yield from _imports(node)


def _package_of(module: str) -> str:
    return module if MODULES[module].name == "__init__.py" else module.rpartition(".")[0]


def imported(module: str) -> set[str]:
    """The modules of the package that ``module`` imports (``from calculators import ranking`` is ``calculators.ranking``)."""
    found = set()
    for node in _imports(ast.parse(MODULES[module].read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        else:
            base = node.module or ""
            if node.level:
                package = _package_of(module).split(".")
                base = ".".join(package[: len(package) - node.level + 1] + ([base] if base else []))
            names = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in MODULES else base for alias in node.names]
        found.update(name for name in names if name in MODULES and name != module and name != "calculators")
    return found


GRAPH = {module: imported(module) for module in MODULES}


def _cycle_from(start: str) -> list[str] | None:
    """A circle of imports through ``start``, as the list of modules met, or None."""
    stack = [(start, [start])]
    seen = set()
    while stack:
        module, trail = stack.pop()
        for target in GRAPH[module]:
            if target == start:
                return trail + [start]
            if target not in seen:
                seen.add(target)
                stack.append((target, trail + [target]))
    return None


def test_the_reader_sees_the_package_imports():
    # Guards the test itself: a reader that found nothing would pass the cycle check.
    assert "calculators.problems" in GRAPH["calculators.inputs"]
    assert "calculators.ranking" in set().union(*GRAPH.values())
    assert all("calculators.registry" in GRAPH[f"calculators.{game}.spec"] for game in _games())


def _games() -> list[str]:
    from calculators.registry import GAMES

    return list(GAMES)


def test_no_import_cycle_inside_calculators():
    cycles = [cycle for cycle in map(_cycle_from, sorted(GRAPH)) if cycle]
    assert not cycles, "import circles: " + "; ".join(" -> ".join(cycle) for cycle in cycles)


def test_the_bottom_layer_imports_nothing_above_it():
    bottom = {"calculators.i18n", "calculators.inputs", "calculators.problems"}
    for module in bottom:
        assert GRAPH[module] <= bottom, f"{module} imports {sorted(GRAPH[module] - bottom)}"
    for module in ("calculators.players", "calculators.ranking"):
        assert "calculators.registry" not in GRAPH[module], f"{module} imports the registry"
