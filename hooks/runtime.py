"""What the browser runs: Pyodide's files from the pinned npm package, and the calculators package.

Both are copied into the built site, so pages never load anything from another host.
The wheel is built by hatchling (reproducible: fixed timestamps) and named with a short
hash of its content, so a new release is never served from an old cache.

The browser does not download the wheel itself but the same files in *parts*, written beside
it (``wheels/calculators-<hash>.<part>.json``, plain JSON that any host serves gzip'd):

- ``core``: every module that is not in a lazily imported sub-package, plus the list of parts,
  the part of each other file (``where``), the parts a request for each game imports (``needs``,
  found by asking each game once in a fresh CPython at build time) and the few fields of
  Pyodide's lock file that a start with no extra package reads (so the 27 KB lock file is not
  downloaded);
- one part per lazily imported sub-package (a game): a sub-package that no module outside it
  imports by name; ``calculators.api`` imports a game only when a request asks for it;
- ``all-games``: the modules of those sub-packages that a request for any game imports.

Modules go without their docstrings and comments (``compact``: the browser never reads them).
A page with one game's widget so downloads the core, that game and ``all-games`` (43 KB gzip'd where
the wheel is 111 KB); the worker fetches the other parts once the first answer is shown (before
it keeps its memory snapshot), and if Python ever imports a module of a part not installed yet,
it fetches that part there and then (``calc-worker.js``), so a wrong ``needs`` costs time, never
a wrong answer. When every game's messages are imported only with that game, ``all-games``
empties by itself and a page downloads its own game alone.

The worker loads a trimmed standard library instead of Pyodide's 2.5 MB ``python_stdlib.zip``:
``pyodide/python_stdlib-<hash>.zip``, only the modules that Pyodide's start and the calculators
import, found by the build (hooks/stdlib.py). Its name is written into the site's copy of
``calc-worker.js`` (``STDLIB``). The largest files the worker downloads get brotli and gzip
copies beside them (hooks/precompress.py), which scripts/serve.py sends as a static host does;
the size of each and of its brotli copy is written into the worker too (``SIZES``), which shows
the download's progress in bytes on the wire.
"""

from __future__ import annotations

import ast
import hashlib
import io
import json
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

from hooks import precompress, stdlib
from hooks.compact import compact

ROOT = Path(__file__).resolve().parent.parent
PYODIDE_PACKAGE = ROOT / "node_modules" / "pyodide"
# The files loadPyodide() fetches for a start with no extra package (the worker passes the lock
# file's fields itself; the file stays for anyone loading Pyodide's own way, like the benchmark).
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
# The name of the worker's standard library in the site's calc-worker.js (the source names Pyodide's own).
STDLIB_LINE = re.compile(r'^const STDLIB = "[^"\n]*";', re.MULTILINE)
SIZES_LINE = re.compile(r"^const SIZES = \{[^\n]*\};", re.MULTILINE)
PACKAGE = "calculators"
CORE = "core"
ALL_GAMES = "all-games"


def build_wheel() -> tuple[str, bytes]:
    """Build the calculators wheel; answer its site path (``wheels/calculators-<hash>.whl``) and bytes."""
    from hatchling.builders.wheel import WheelBuilder

    with tempfile.TemporaryDirectory() as out:
        builder = WheelBuilder(str(ROOT))
        built = next(iter(builder.build(directory=out, versions=["standard"])))
        content = Path(built).read_bytes()
    digest = hashlib.sha256(content).hexdigest()[:12]
    return f"wheels/calculators-{digest}.whl", content


def pyodide_version() -> str:
    return json.loads((PYODIDE_PACKAGE / "package.json").read_text())["version"]


# ---- The package in parts ------------------------------------------------------------------


def _module_name(path: str) -> tuple[str, str]:
    """``calculators/<game>/scoring.py`` -> (``calculators.<game>.scoring``, its package ``calculators.<game>``)."""
    parts = path[: -len(".py")].split("/")
    if parts[-1] == "__init__":
        name = ".".join(parts[:-1])
        return name, name
    return ".".join(parts), ".".join(parts[:-1])


def _imported_subpackages(source: str, path: str, subpackages: set[str]) -> set[str]:
    """The sub-packages of ``calculators`` a module names in an import (any depth, literal
    ``importlib.import_module("calculators.x")`` included)."""
    _, package = _module_name(path)
    found: set[str] = set()

    def note(module: str, names: tuple[str, ...] = ()) -> None:
        pieces = module.split(".")
        if pieces[0] != PACKAGE:
            return
        if len(pieces) > 1 and pieces[1] in subpackages:
            found.add(pieces[1])
        elif len(pieces) == 1:
            found.update(name for name in names if name in subpackages)

    for node in ast.walk(ast.parse(source, filename=path)):
        if isinstance(node, ast.Import):
            for alias in node.names:
                note(alias.name)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            note(module, tuple(alias.name for alias in node.names))
        elif isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant):
            func = node.func
            called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if called in ("import_module", "__import__") and isinstance(node.args[0].value, str):
                note(node.args[0].value)
    return found


def lazy_subpackages(files: dict[str, bytes]) -> list[str]:
    """Sub-packages that no module outside them imports by name: imported only when asked for."""
    subpackages = {path.split("/")[1] for path in files if path.count("/") == 2 and path.endswith("/__init__.py")}
    named_from_outside: set[str] = set()
    for path, content in files.items():
        if path.endswith(".py"):
            inside = path.split("/")[1] if path.count("/") >= 2 else None
            named_from_outside |= _imported_subpackages(content.decode("utf-8"), path, subpackages) - {inside}
    return sorted(subpackages - named_from_outside)


# Run in a fresh CPython with the wheel's files: which of them does a request for one game use
# (modules imported, and files opened, data included)?
PROFILE = r"""
import json, os, sys
folder = os.path.abspath(sys.argv[1]) + os.sep
used = set()
sys.addaudithook(lambda event, args: event == "open" and isinstance(args[0], str) and used.add(os.path.abspath(args[0])))
sys.path.insert(0, folder)
from calculators.api import handle
game = sys.argv[2]
answer = handle({"game": game, "action": "", "lang": "fr", "data": {}})
for problem in answer.get("errors") or []:
    choices = (problem.get("params") or {}).get("choices") if isinstance(problem, dict) else None
    for action in choices if isinstance(choices, list) else []:
        if isinstance(action, str):
            handle({"game": game, "action": action, "lang": "fr", "data": {}})
used.update(os.path.abspath(m.__file__) for m in list(sys.modules.values()) if getattr(m, "__file__", None))
print(json.dumps(sorted(path[len(folder):].replace(os.sep, "/") for path in used if path.startswith(folder))))
"""


def used_by_game(files: dict[str, bytes], games: list[str]) -> dict[str, set[str]]:
    """For each game: the package's files that requests for it use, in a fresh CPython."""
    with tempfile.TemporaryDirectory() as folder:
        for path, content in files.items():
            target = Path(folder, path)
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(content)
        runs = {
            game: subprocess.Popen([sys.executable, "-B", "-c", PROFILE, folder, game], cwd=folder, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
            for game in games
        }
        used = {}
        for game, run in runs.items():
            out, _ = run.communicate(timeout=120)
            used[game] = set(json.loads(out)) & set(files) if run.returncode == 0 and out.strip() else set()
    return used


def lock_fields() -> dict:
    """The part of Pyodide's lock file that a start without extra packages reads."""
    lock = json.loads((PYODIDE_PACKAGE / "pyodide-lock.json").read_text(encoding="utf-8"))
    return {"info": lock["info"], "packages": {}}


def package_parts(wheel: bytes) -> dict[str, dict]:
    """The wheel's package files split into parts: ``{"core": {...}, "<part>": {"files": {...}}}``.

    A lazily imported sub-package is a part of its own, except the files of it that a request
    for *every* game uses (today each game's messages, for the shared catalogue): those go
    together in the part ``all-games``, so a page does not download three games for them.
    """
    with zipfile.ZipFile(io.BytesIO(wheel)) as archive:
        files = {name: archive.read(name) for name in archive.namelist() if name.startswith(f"{PACKAGE}/") and not name.endswith("/")}
    lazy = lazy_subpackages(files)
    used = used_by_game(files, lazy) if lazy else {}
    where: dict[str, str] = {}
    for path in files:
        top = path.split("/")[1] if path.count("/") >= 2 else None
        if top in lazy:
            by_all = len(lazy) > 1 and all(path in paths for paths in used.values())
            where[path] = ALL_GAMES if by_all else top
    parts: dict[str, dict] = {CORE: {"files": {}}}
    for path, content in sorted(files.items()):
        text = content.decode("utf-8")
        if path.endswith(".py") and not path.endswith("/__main__.py"):  # __main__ reads its docstring
            text = compact(text, path)
        parts.setdefault(where.get(path, CORE), {"files": {}})["files"][path] = text
    needs = {game: sorted({where[path] for path in paths if path in where}, key=lambda part: part != game) for game, paths in used.items()}
    parts[CORE].update(parts=sorted(set(where.values())), where=where, needs=needs, lock=lock_fields())
    return parts


def part_path(wheel_path: str, part: str) -> str:
    """``wheels/calculators-<hash>.whl`` -> ``wheels/calculators-<hash>.<part>.json`` (calc-worker.js does the same)."""
    return f"{wheel_path[: -len('.whl')]}.{part}.json"


def copy_runtime(site_root: Path, wheel_path: str, wheel: bytes) -> None:
    """Put Pyodide's files under ``pyodide/`` and the wheel and its parts under ``wheels/`` (idempotent)."""
    if not PYODIDE_PACKAGE.is_dir():
        raise FileNotFoundError("node_modules/pyodide is missing: run `npm ci` first (the Makefile does)")
    target = site_root / "pyodide"
    target.mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_FILES:
        source = PYODIDE_PACKAGE / name
        destination = target / name
        if not destination.exists() or destination.stat().st_size != source.stat().st_size:
            shutil.copyfile(source, destination)
    wheels = site_root / "wheels"
    stem = Path(wheel_path).name[: -len(".whl")]
    if wheels.is_dir():
        for old in wheels.iterdir():
            if old.is_file() and not old.name.startswith(f"{stem}."):
                old.unlink()
    wheels.mkdir(parents=True, exist_ok=True)
    (site_root / wheel_path).write_bytes(wheel)
    if wheel_path not in _parts:  # mkdocs-static-i18n calls this once per language
        _parts[wheel_path] = {part: json.dumps(content, ensure_ascii=False, separators=(",", ":")) for part, content in package_parts(wheel).items()}
    for part, text in _parts[wheel_path].items():
        (site_root / part_path(wheel_path, part)).write_text(text, encoding="utf-8")
    name = write_stdlib(site_root, wheel_path)
    engine = [*(f"pyodide/{n}" for n in PYODIDE_FILES), f"pyodide/{name}", *(part_path(wheel_path, part) for part in _parts[wheel_path])]
    precompress.write(site_root, engine)
    # What the worker downloads (the lock file and the full library stay for Pyodide's own way).
    write_worker_lines(site_root, name, [rel for rel in engine if rel not in ("pyodide/pyodide-lock.json", "pyodide/python_stdlib.zip")])


def write_stdlib(site_root: Path, wheel_path: str) -> str:
    """Write the trimmed standard library (hooks/stdlib.py) as ``pyodide/python_stdlib-<hash>.zip``
    and remove older ones; answer its file name."""
    if wheel_path not in _stdlib:
        files = {path: text for part in _parts[wheel_path].values() for path, text in json.loads(part)["files"].items()}
        trimmed, summary = stdlib.build(files, lock_fields())
        _stdlib[wheel_path] = (f"python_stdlib-{hashlib.sha256(trimmed).hexdigest()[:12]}.zip", trimmed, summary)
    name, trimmed, _ = _stdlib[wheel_path]
    folder = site_root / "pyodide"
    for old in folder.glob("python_stdlib-*.zip*"):
        if not old.name.startswith(name):
            old.unlink()
    if not (folder / name).is_file() or (folder / name).read_bytes() != trimmed:
        (folder / name).write_bytes(trimmed)
    return name


def engine_sizes(site_root: Path, paths: list[str]) -> dict[str, list[int]]:
    """``{site path: [its size, its brotli copy's size]}`` (the size twice when it has no copy)."""
    sizes = {}
    for rel in paths:
        path = site_root / rel
        if path.is_file():
            copy = path.with_name(path.name + ".br")
            sizes[rel] = [path.stat().st_size, (copy if copy.is_file() else path).stat().st_size]
    return sizes


def write_worker_lines(site_root: Path, stdlib_name: str, engine: list[str]) -> None:
    """Name the trimmed standard library (``STDLIB``) and give the engine's sizes (``SIZES``) in the
    site's ``calc-worker.js``."""
    worker = site_root / "assets" / "js" / "calc-worker.js"
    if not worker.is_file():
        return
    source = worker.read_text(encoding="utf-8")
    for line, what in ((STDLIB_LINE, 'const STDLIB = "...";'), (SIZES_LINE, "const SIZES = {...};")):
        if not line.search(source):
            raise ValueError(f"calc-worker.js has no line '{what}' for the build to fill")
    source = STDLIB_LINE.sub(f'const STDLIB = "{stdlib_name}";', source, count=1)
    sizes = json.dumps(engine_sizes(site_root, engine), separators=(",", ":"))
    worker.write_text(SIZES_LINE.sub(lambda _: f"const SIZES = {sizes};", source, count=1), encoding="utf-8")


_parts: dict[str, dict[str, str]] = {}
_stdlib: dict[str, tuple[str, bytes, dict]] = {}
