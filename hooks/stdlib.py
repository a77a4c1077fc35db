"""A standard library of what is used: Pyodide's ``python_stdlib.zip`` cut down to the modules
that Pyodide's start and the calculators import.

Found by the build itself, not kept by hand: ``hooks/stdlib_probe.mjs`` starts the pinned Pyodide
in Node as the browser's worker does, with an import recorder, imports every module of the
package, warms every game up and answers every action of every registry game (the example
fences' requests, then empty and hostile ones). The modules it imported from the zip are packed
without their docstrings and comments (what ``python -OO`` drops, the asserts kept), stored, not
deflated (the precompressed copy then compresses across files), and the same run is
made again on the trimmed zip: a module that run looks for and does not find, when Pyodide's
full zip has it, fails the build with its name (``MissingModules``).

The result is kept in ``build/stdlib/`` under a hash of everything it depends on (Pyodide's
files, the package, the requests, this module and the probe), so a build with nothing changed
does not start Node.
"""

from __future__ import annotations

import hashlib
import io
import json
import subprocess
import tempfile
import zipfile
from pathlib import Path

from calculators import registry
from hooks import fences

ROOT = Path(__file__).resolve().parent.parent
PYODIDE = ROOT / "node_modules" / "pyodide"
FULL_STDLIB = PYODIDE / "python_stdlib.zip"
PROBE = Path(__file__).with_name("stdlib_probe.mjs")
COMPACT = Path(__file__).with_name("compact.py")  # run in Pyodide by the probe, as it is
# Beside the node_modules that Pyodide comes from (a copy of the project linking to it shares it).
CACHE = (ROOT / "node_modules").resolve().parent / "build" / "stdlib"
NODE_TIMEOUT_S = 600
KEEP_BUILDS = 6
# Data that every action must survive (and that reaches other code paths than the examples do).
HOSTILE_DATA = (None, {}, [], "x", 0, -1, 2**70, 1.5, True, {"round": "1", "grid": [], "players": {"": None}}, [[[[[[]]]]]])


class MissingModules(RuntimeError):
    """The trimmed standard library lacks modules Python looked for at run time."""


def _example_requests() -> list[dict]:
    """The requests of every ``example`` fence (pages and FORMATS.md files), in their page's language."""
    found = []
    for page in sorted((ROOT / "docs").glob("*/**/*.md")):
        lang = page.relative_to(ROOT / "docs").parts[0]
        found += [example.request(lang) for example in fences.find_examples(page.read_text(encoding="utf-8"), str(page))]
    for game in registry.GAMES:
        found += [example.request("en") for example in fences.formats_examples(game)]
    return found


def requests() -> list[str]:
    """Every action of every registry game, with the examples' data and hostile data, plus
    requests that are wrong as a whole (no such game, action or language, not JSON)."""
    texts = [json.dumps(request, ensure_ascii=False) for request in _example_requests()]
    for game in registry.GAMES:
        for action in registry.spec(game).actions:
            for lang in ("fr", "en", "tr"):
                texts += [json.dumps({"game": game, "action": action, "lang": lang, "data": data}) for data in HOSTILE_DATA]
        texts.append(json.dumps({"game": game, "action": "nope", "lang": "en", "data": {}}))
    texts += [
        json.dumps({"game": "nope", "action": "score", "lang": "en", "data": {}}),
        json.dumps({"game": registry.GAMES[0], "action": "score", "lang": "xx", "data": {}}),
        json.dumps([1, 2]),
        json.dumps("text"),
        "{not json",
        "[" * 200,
        "",
    ]
    texts += hostile_texts()
    return list(dict.fromkeys(texts))


def hostile_texts() -> list[str]:
    """Whole request texts that no game should see: beyond each limit of ``calculators/request.py``,
    a byte-order mark, a key twice, a lone surrogate, broken JSON, each asking for a language."""
    from calculators.request import MAX_CHARS, MAX_DIGITS, MAX_KEYS, MAX_LIST, MAX_VALUES

    game = registry.GAMES[0]
    action = sorted(registry.spec(game).actions)[0]

    def wrap(data: str, lang: str = "tr") -> str:
        return f'{{"game": "{game}", "action": "{action}", "lang": "{lang}", "data": {data}}}'

    return [
        "\ufeff" + wrap("{}"),
        wrap('{"a": 1, "a": 2}'),
        wrap('"\\ud800"', "en"),
        wrap('{"\\udfff": 1}', "en"),
        "[" * 100_000 + "]" * 100_000,
        "[" * (MAX_CHARS // 2) + "]" * (MAX_CHARS // 2),
        wrap("[" + ",".join(["[" + ",".join(["0"] * MAX_LIST) + "]"] * (MAX_VALUES // MAX_LIST + 1)) + "]"),
        wrap("{" + ",".join(f'"k{i}": 0' for i in range(MAX_KEYS + 1)) + "}"),
        wrap("{" + ",".join(f'"k{i}": {i}' for i in range(100_000)) + "}"),
        wrap("[" + ",".join(["0"] * (MAX_LIST + 1)) + "]"),
        wrap("9" * (MAX_DIGITS + 1)),
        wrap("9" * 5000),
        wrap('"' + "x" * MAX_CHARS + '"'),
        wrap("{"),
        "[]",
    ]


def module_names(names: list[str]) -> set[str]:
    """Module names a zip's file names provide: ``json/decoder.py`` -> ``json.decoder``, ``json/__init__.py`` -> ``json``."""
    found = set()
    for name in names:
        if name.endswith(".py"):
            dotted = name[: -len(".py")].replace("/", ".")
            found.add(dotted[: -len(".__init__")] if dotted.endswith(".__init__") else dotted)
    return found


def probe(stdlib: Path, files: dict[str, str], lock: dict, texts: list[str], compact: bool = False) -> dict:
    """Run hooks/stdlib_probe.mjs on ``stdlib`` (see there); answer its report."""
    with tempfile.TemporaryDirectory() as folder:
        job = Path(folder, "job.json")
        content = {"stdlib": str(stdlib), "lock": lock, "files": files, "games": list(registry.GAMES), "requests": texts, "compact": COMPACT.read_text(encoding="utf-8") if compact else None}
        job.write_text(json.dumps(content), encoding="utf-8")
        result = Path(folder, "report.json")
        try:
            run = subprocess.run(["node", str(PROBE), str(job), str(result)], cwd=ROOT, capture_output=True, text=True, timeout=NODE_TIMEOUT_S)
        except FileNotFoundError as exc:
            raise RuntimeError("node is missing: the build runs Pyodide in Node to find which modules Python uses") from exc
        if run.returncode or not result.is_file():
            raise RuntimeError(f"hooks/stdlib_probe.mjs failed (exit {run.returncode}): {run.stderr.strip()[-2000:]}")
        report = json.loads(result.read_text(encoding="utf-8"))
    if report["error"]:
        raise RuntimeError(f"Pyodide did not run the calculators in Node: {report['error']}")
    return report


def pack(sources: dict[str, str]) -> bytes:
    """``{path: source}`` as a reproducible zip (sorted, fixed dates), stored: its precompressed
    copies then find the repeats across modules, which a zip deflating each file apart cannot."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as target:
        for name in sorted(sources):
            info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            info.external_attr = 0o644 << 16
            target.writestr(info, sources[name].encode("utf-8"))
    return out.getvalue()


def check(trimmed: bytes, files: dict[str, str], lock: dict, texts: list[str], full_names: list[str]) -> dict:
    """Run everything again on ``trimmed``; raise MissingModules naming what it lacks."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder, "python_stdlib.zip")
        path.write_bytes(trimmed)
        try:
            report = probe(path, files, lock, texts)
        except RuntimeError as exc:
            raise MissingModules(f"Python does not start or run on the trimmed standard library: {exc}") from exc
    available = module_names(full_names)
    missing = sorted({name for name in report["missed"] if name in available} | _missing_in_failures(report["failures"], available))
    if missing:
        raise MissingModules(
            "modules imported at run time are missing from the trimmed python_stdlib.zip: "
            + ", ".join(missing)
            + " (hooks/stdlib.py packs what hooks/stdlib_probe.mjs saw imported: make the probe's requests reach that code)"
        )
    return report


def _missing_in_failures(failures: list, available: set[str]) -> set[str]:
    found = set()
    for _, error in failures:
        if "ModuleNotFoundError" in error or "ImportError" in error:
            found |= {name for name in available if f"'{name}'" in error}
    return found


def _key(files: dict[str, str], lock: dict, texts: list[str]) -> str:
    digest = hashlib.sha256()
    for path in (FULL_STDLIB, PYODIDE / "pyodide.asm.wasm", PYODIDE / "pyodide.asm.mjs", PYODIDE / "pyodide.mjs", PROBE, COMPACT, Path(__file__)):
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    digest.update(json.dumps([files, lock, texts], sort_keys=True).encode())
    return digest.hexdigest()[:20]


def build(files: dict[str, str], lock: dict) -> tuple[bytes, dict]:
    """The trimmed zip for the package ``files`` (path under site-packages -> text) and a summary."""
    texts = requests()
    key = _key(files, lock, texts)
    kept_zip, kept_summary = CACHE / f"{key}.zip", CACHE / f"{key}.json"
    if kept_zip.is_file() and kept_summary.is_file():
        return kept_zip.read_bytes(), json.loads(kept_summary.read_text(encoding="utf-8"))
    full = FULL_STDLIB.read_bytes()
    with zipfile.ZipFile(io.BytesIO(full)) as archive:
        full_names = archive.namelist()
    report = probe(FULL_STDLIB, files, lock, texts, compact=True)
    if report["failures"]:
        raise RuntimeError(f"requests failed in Pyodide under the full standard library: {report['failures'][:5]}")
    paths = set(report["imported"].values()) & set(full_names)
    trimmed = pack({path: report["compacted"][path] for path in paths})
    check(trimmed, files, lock, texts, full_names)
    summary = {
        "modules": len(paths),
        "startup_modules": len(set(report["startup"]) & set(report["imported"])),
        "top_level": sorted({path.split("/")[0].removesuffix(".py") for path in paths}),
        "bytes": len(trimmed),
        "full_bytes": len(full),
        "requests": len(texts),
    }
    CACHE.mkdir(parents=True, exist_ok=True)
    for old in sorted(CACHE.iterdir(), key=lambda path: path.stat().st_mtime)[:-KEEP_BUILDS * 2]:
        old.unlink()  # the last few builds' stay: a copy of the project (tests) shares this folder
    kept_zip.write_bytes(trimmed)
    kept_summary.write_text(json.dumps(summary, indent=1), encoding="utf-8")
    return trimmed, summary
