"""The calculators package reaches the browser in parts: a page fetches what its game needs first,
the rest after its first result, and an import of a part not yet there fetches it on the spot."""

import ast
import functools
import io
import json
import threading
import time
import zipfile

import pytest

from calculators import registry
from calculators.api import handle_json
from hooks import runtime
from scripts.serve import QuietServer, SiteHandler
from tests.browser.conftest import PYTHON_TIMEOUT_MS, wait_for_result
from tests.browser.test_pyodide_parity import ASK_WORKER


def parts_of(site_dir):
    (wheel,) = (site_dir / "wheels").glob("calculators-*.whl")
    stem = wheel.name[: -len(".whl")]
    core = json.loads((site_dir / "wheels" / f"{stem}.core.json").read_text(encoding="utf-8"))
    return wheel, stem, core


def test_parts_hold_every_module_of_the_wheel_once_as_the_same_code(site_dir):
    wheel, stem, core = parts_of(site_dir)
    with zipfile.ZipFile(io.BytesIO(wheel.read_bytes())) as archive:
        files = {name: archive.read(name).decode("utf-8") for name in archive.namelist() if name.startswith("calculators/")}
    seen: dict[str, str] = {}
    for part in ["core", *core["parts"]]:
        content = json.loads((site_dir / "wheels" / f"{stem}.{part}.json").read_text(encoding="utf-8"))
        for path, text in content["files"].items():
            assert path not in seen, f"{path} is in {seen.get(path)} and {part}"
            seen[path] = part
            if path.endswith(".py") and not path.endswith("__main__.py"):
                assert ast.dump(ast.parse(text)) == ast.dump(ast.parse(runtime.compact(files[path], path))), path
            else:
                assert text == files[path], path
    assert set(seen) == set(files)
    assert {path: part for path, part in seen.items() if part != "core"} == core["where"]
    assert core["lock"]["info"]["abi_version"] and core["lock"]["packages"] == {}


class TimedHandler(SiteHandler):
    """Records (time, path) of every request."""

    log: list[tuple[float, str]] = []

    def send_head(self):
        self.log.append((time.time(), self.path.split("?", 1)[0]))
        return super().send_head()


@pytest.fixture
def timed_site(site_dir):
    handler = type("Handler", (TimedHandler,), {"log": []})
    server = QuietServer(("127.0.0.1", 0), functools.partial(handler, directory=str(site_dir)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/", handler.log
    server.shutdown()


def test_a_page_fetches_the_parts_of_its_game_first_and_the_others_after_its_result(context, timed_site, site_dir):
    url, log = timed_site
    _, stem, core = parts_of(site_dir)
    page = context.new_page()
    page.set_default_timeout(PYTHON_TIMEOUT_MS)
    page.goto(f"{url}en/{registry.GAMES[0]}/calculators/")
    wait_for_result(page)
    page.wait_for_function("() => document.documentElement.dataset.calcFirstResult")
    shown = page.evaluate("performance.timeOrigin + Number(document.documentElement.dataset.calcFirstResult)") / 1000
    part = lambda path: path.rsplit("/", 1)[-1][len(stem) + 1 : -len(".json")]  # noqa: E731
    before = {part(path) for when, path in log if path.startswith("/wheels/") and when <= shown}
    assert before == {"core", *core["needs"][registry.GAMES[0]]}
    assert not [path for when, path in log if path.endswith((".whl", "pyodide-lock.json"))]
    # The other parts follow, before the memory snapshot is kept.
    deadline = time.time() + PYTHON_TIMEOUT_MS / 1000
    while {part(path) for _, path in log if path.startswith("/wheels/")} != {"core", *core["parts"]}:
        assert time.time() < deadline, "the other parts never came"
        time.sleep(0.5)




def test_any_game_answers_at_once_in_a_worker_started_for_another(page, base_url):
    """A request for a game whose part is not there yet, or for no game at all, still gets the
    answer CPython gives (the part is fetched first, or on import)."""
    first, *others = registry.GAMES
    page.goto(f"{base_url}en/{first}/calculators/")
    requests = [json.dumps({"game": "nope", "action": "score", "lang": "en", "data": {}})]
    requests += [json.dumps({"game": game, "action": sorted(registry.spec(game).actions)[0], "lang": lang, "data": {}}) for game, lang in zip(others, ["tr", "fr", "en"] * len(others))]
    answers = page.evaluate(ASK_WORKER, [[first], requests, "anew"])
    assert [json.loads(a) for a in answers] == [json.loads(handle_json(r)) for r in requests]
