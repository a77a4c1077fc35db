"""The worker's standard library is the build's trimmed copy, and a module it lacks fails the build.

hooks/stdlib.py finds what Pyodide's start and the calculators import by running them in Node;
the site's calc-worker.js loads the result. The browser side (every action answering as in
CPython on that library) is tests/browser/test_pyodide_parity.py.
"""

from __future__ import annotations

import hashlib
import io
import json
import re
import zipfile

import pytest

from calculators import registry
from hooks import runtime, stdlib


def trimmed_of(site_dir):
    (path,) = (site_dir / "pyodide").glob("python_stdlib-*.zip")
    return path


def package_files(site_dir) -> dict[str, str]:
    (core,) = (site_dir / "wheels").glob("calculators-*.core.json")
    stem = core.name[: -len(".core.json")]
    parts = ["core", *json.loads(core.read_text(encoding="utf-8"))["parts"]]
    files = {}
    for part in parts:
        files.update(json.loads((site_dir / "wheels" / f"{stem}.{part}.json").read_text(encoding="utf-8"))["files"])
    return files


def test_the_worker_loads_the_trimmed_library_which_holds_a_part_of_pyodides(site_dir):
    path = trimmed_of(site_dir)
    worker = (site_dir / "assets" / "js" / "calc-worker.js").read_text(encoding="utf-8")
    assert re.search(rf'^const STDLIB = "{re.escape(path.name)}";', worker, re.MULTILINE)
    with zipfile.ZipFile(stdlib.FULL_STDLIB) as full, zipfile.ZipFile(path) as trimmed:
        names, full_names = set(trimmed.namelist()), set(full.namelist())
        assert trimmed.testzip() is None
    assert names < full_names
    held = stdlib.module_names(sorted(names))
    # What the issue measured as never used stays out; what every answer needs is in.
    assert not held & {"email", "sqlite3", "tomllib", "unittest", "xml", "http", "urllib"}
    assert {"json", "encodings"} <= held
    # The name is the hash of the content: a new library is a new address, never a stale cache.
    assert path.name == f"python_stdlib-{hashlib.sha256(path.read_bytes()).hexdigest()[:12]}.zip"


def test_the_requests_run_every_action_of_every_game_with_hostile_data():
    texts = []
    for text in stdlib.requests():
        try:
            texts.append(json.loads(text))
        except (ValueError, RecursionError):
            continue
    for game in registry.GAMES:
        for action in registry.spec(game).actions:
            sent = [request["data"] for request in texts if isinstance(request, dict) and request.get("game") == game and request.get("action") == action]
            assert {} in sent and None in sent and [] in sent, (game, action)
    assert "{not json" in stdlib.requests()


def test_a_module_imported_at_run_time_and_missing_from_the_trimmed_library_fails_the_build(site_dir):
    """A package whose answers import a module the trimmed library lacks: the build's check
    (run in Node on that library) names the module."""
    trimmed = trimmed_of(site_dir).read_bytes()
    with zipfile.ZipFile(io.BytesIO(trimmed)) as archive:
        assert not any(name.startswith("email/") for name in archive.namelist())
    files = package_files(site_dir)
    files["calculators/api.py"] += "\n_handle = handle\n\ndef handle(request):\n    import email.utils\n    return _handle(request)\n"
    game = registry.GAMES[0]
    texts = [json.dumps({"game": game, "action": action, "lang": "en", "data": {}}) for action in registry.spec(game).actions]
    with zipfile.ZipFile(stdlib.FULL_STDLIB) as full:
        full_names = full.namelist()
    with pytest.raises(stdlib.MissingModules) as caught:
        stdlib.check(trimmed, files, runtime.lock_fields(), texts, full_names)
    named = re.search(r"missing from the trimmed python_stdlib\.zip: (.*?) \(", str(caught.value))
    assert named and "email" in named.group(1).split(", ")
