"""Benchmark of the first registry game's calculators page against bare Pyodide, side by side in one run, in headless Chromium.

Usage: python scripts/bench.py [--site site] [--runs 5] [--out bench-results/bench.json] [--quick]
(`make bench` builds the site first). Prints a table and writes the figures as JSON.

What it measures (medians over --runs fresh browser profiles unless said):
  a. cold load of the first game's calculators page (calculators.registry.GAMES[0]): navigation
     start -> first live result
  b. a bare reference page that only starts the same self-hosted Pyodide in a worker and
     runs 1+1 (the floor for any Pyodide widget), loaded next to a in each run (before it in
     odd runs, after its visit in even ones), and the ratio a/b: the median of each run's own ratio,
     so that the machine getting slower or faster between runs does not count
  c. warm load: a return visit (the browser closed and opened again on the same profile), with
     the cache, service worker and Python snapshot in place
  d. input-to-result latency over 50 edits of the grid right after the first result, in every
     run (20 with --quick): median and 95th percentile of them all
  e. main-thread total blocking time (long tasks beyond 50 ms) from navigation to first result;
     and e0: the same first visit with the calculators' script blocked (the
     theme's page, its inline scripts, Python starting in its worker, no widget drawn), over as
     long a span, so that what the browser does for any page of the theme shows apart from ours;
     and e1, a first visit traced (Chrome's trace of the page's main thread): the same blocking
     time counted on the main thread's own CPU time of each long task instead of the clock, and
     the most CPU one task used. On a machine whose cores are busy, a task waits for a core and
     its length by the clock grows; e1 tells that apart from work the page does
  f. bytes on the wire before the first result: what the server sent, compressed as sent (the
     precompressed brotli copies, gzip for the rest, as a static host would), and the same for
     the bare page (Pyodide's standard files, served by the same server)
  g. a second calculator page opened in the same visit: time to its first result, and when the
     browser first painted that page (no result can show before it); and g2, the same where the
     browser has no shared worker (the page restores the Python snapshot); and g1, the second page
     of e1's traced visit: how long its main thread was busy until the result, by the clock and
     in its own CPU time (how much of g is the page's work, how much waiting for a core); and g0,
     g's floor: that second page opened again from the first one with every script file of the
     site blocked (ours and the theme's), when the browser first paints it by itself
  h. bytes a visit of a rules page transfers, until the service worker has kept what it keeps
  i. the same for a visit of the calculators page (f, then Python kept for offline use)
  j. the throttled profile (full bench only, in the first --throttled-runs runs), each visit in a
     fresh profile: a slow network (1.6 Mbit/s down in all, 150 ms before each answer, made by
     the server for every request, the service worker's and the workers' too) and a 4x CPU
     slowdown of the page. Side by side, in alternating order: a first visit of the calculators
     page (when its progress first showed, its first result, bytes), a bare Pyodide visit (first
     result, bytes), and a visit of the first game's rules page, read for 20 s, then its
     calculators page (first result, bytes of the whole visit); their ratios are the medians of
     each run's own. The page's worker is a dedicated one (the CPU slowdown is the page's)
--quick: 2 runs, 20 edits, no throttled profile (j), and an exit status of 1 when a figure is beyond 1.5 x its target
(`make test` runs it). Times are compared after scaling their target by how much slower than the
reference machine bare Pyodide started in this run (never below 1), so a loaded machine does not
fail them; ratios and bytes are compared as they are. No figure is asserted by the test suite.
"""

from __future__ import annotations

import argparse
import functools
import json
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scripts.browser import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from scripts.serve import QuietServer, SiteHandler  # noqa: E402

from calculators import registry  # noqa: E402

# The pages come from the registry: the first game's calculators page, then the second game's.
FIRST_GAME, SECOND_GAME = registry.GAMES[0], registry.GAMES[1]
PAGE = f"{FIRST_GAME}/calculators/"
SECOND_PAGE = f"{SECOND_GAME}/calculators/"
RULES_PAGE = f"{SECOND_GAME}/"
THROTTLED_RULES_PAGE = f"{FIRST_GAME}/"  # j: read before the calculators page
# The widget edited in d: the first game's first widget (its round buttons).
EDITED_WIDGET = registry.spec(FIRST_GAME).widgets[0]
TARGETS = {
    "ratio": 1.15,
    "warm_over_cold": 0.5,
    "latency_p95_ms": 50,
    "blocking_ms": 50,
    "extra_bytes": 150_000,
    "bytes": 4_300_000,
    "second_page_ms": 300,
    "throttled_ratio": 1.1,
    "throttled_progress_ms": 1000,
    "throttled_read_first_ratio": 0.5,
}
# j's profile: the network (bytes per second in all, seconds before each answer), the CPU slowdown,
# and how long the rules page is read before its calculators page is opened.
THROTTLED_RATE = 1_600_000 / 8
THROTTLED_LATENCY = 0.150
THROTTLED_CPU = 4
READING_S = 20
# Bare Pyodide's start on the quiet 2-core machine the targets were set on (README, "Speed").
BARE_REFERENCE_MS = 1982
QUICK_SLACK = 1.5
TIMES = ("latency_p95_ms", "blocking_ms", "second_page_ms")

BARE_HTML = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bare Pyodide</title></head>
<body><p id="out">starting…</p><script type="module">
const worker = new Worker(new URL("bare-worker.js", import.meta.url), { type: "module" });
worker.onmessage = (event) => {
  document.getElementById("out").textContent = event.data;
  document.documentElement.dataset.calcFirstResult = String(performance.now());
};
</script></body></html>"""
BARE_WORKER = """import { loadPyodide } from "../pyodide/pyodide.mjs";
const pyodide = await loadPyodide({ indexURL: new URL("../pyodide/", import.meta.url).href });
self.postMessage(String(pyodide.runPython("1+1")));
"""

LONG_TASKS = """window.__longTasks = [];
new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]); })
  .observe({ type: "longtask", buffered: true });"""
NO_SHARED_WORKER = "delete window.SharedWorker;"

# One edit: the round changed (1 <-> 2) on the grid; timed until the score detail is drawn again.
EDITS = """async ([name, count]) => {
  const widget = document.querySelector(`.calc-widget[data-widget="${name}"]`);
  const result = widget.querySelector('.calc-result');
  const times = [];
  for (let i = 0; i < count; i++) {
    const changed = new Promise((resolve) => {
      const observer = new MutationObserver(() => { observer.disconnect(); resolve(); });
      observer.observe(result, { childList: true, subtree: true, characterData: true });
    });
    const start = performance.now();
    widget.querySelector(`button[data-round="${i % 2 ? 1 : 2}"]`).click();
    await changed;
    times.push(performance.now() - start);
  }
  return times;
}"""

SNAPSHOT_SAVED = """async () => {
  const keys = await caches.keys();
  if (!keys.includes('tablerules-python-snapshot')) return false;
  const cache = await caches.open('tablerules-python-snapshot');
  return (await cache.keys()).length > 0;
}"""

# Time of the first result as the reader sees it: from navigation, or from activation for a
# page the browser had prerendered.
FIRST_RESULT = """() => {
  const at = Number(document.documentElement.dataset.calcFirstResult);
  const nav = performance.getEntriesByType('navigation')[0];
  return at - ((nav && nav.activationStart) || 0);
}"""


class CountingHandler(SiteHandler):
    """Counts the bytes of every response, with the time it was sent; while `rate` is set (j), it
    sends them as a slow network would: every answer `latency` seconds late, and all answers
    together at `rate` bytes per second."""

    sent: list[tuple[float, int, str]] = []
    lock = threading.Lock()
    rate: float | None = None
    latency = 0.0
    line_free_at = 0.0  # when the slow line is free for the next bytes

    @classmethod
    def wait_for_line(cls, size: int) -> None:
        with cls.lock:
            start = max(time.time(), cls.line_free_at)
            cls.line_free_at = start + size / cls.rate
            until = cls.line_free_at
        time.sleep(max(0.0, until - time.time()))

    def send_response(self, *args, **kwargs):
        if type(self).rate:
            time.sleep(type(self).latency)
        super().send_response(*args, **kwargs)

    def setup(self):
        super().setup()
        handler = self
        raw = self.wfile

        class Counter:
            def write(self, data):
                if type(handler).rate:
                    type(handler).wait_for_line(len(data))
                with handler.lock:
                    handler.sent.append((time.time(), len(data), handler.path.split("?", 1)[0]))
                return raw.write(data)

            def __getattr__(self, name):
                return getattr(raw, name)

        self.wfile = Counter()


def bytes_between(start: float, end: float) -> int:
    with CountingHandler.lock:
        return sum(size for when, size, _ in CountingHandler.sent if start <= when <= end)


def bytes_by_path(start: float, end: float) -> dict[str, int]:
    by_path: dict[str, int] = {}
    with CountingHandler.lock:
        for when, size, path in CountingHandler.sent:
            if start <= when <= end:
                by_path[path] = by_path.get(path, 0) + size
    return dict(sorted(by_path.items(), key=lambda item: -item[1]))


def wait_quiet(seconds: float = 0.5, timeout: float = 30) -> None:
    """Wait until the server has sent nothing for `seconds`."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        with CountingHandler.lock:
            last = CountingHandler.sent[-1][0] if CountingHandler.sent else 0
        if time.time() - last >= seconds:
            return
        time.sleep(0.1)


def first_paint_ms(page) -> float:
    """When the browser first painted the page's content (Paint Timing)."""
    paint = "() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime"
    page.wait_for_function(paint, timeout=30_000)
    return float(page.evaluate(paint))


def first_result_ms(page) -> float:
    page.wait_for_function("() => document.documentElement.dataset.calcFirstResult", timeout=120_000)
    return float(page.evaluate(FIRST_RESULT))


def first_result_at(page) -> float:
    """When the first result was shown, in seconds since the epoch (the server's clock too)."""
    return page.evaluate("performance.timeOrigin + Number(document.documentElement.dataset.calcFirstResult)") / 1000


def blocking_ms(page, until: float) -> float:
    tasks = page.evaluate("window.__longTasks || []")
    return sum(max(0.0, duration - 50) for start, duration in tasks if start < until)


def traced_navigation(context, url: str) -> tuple[float, list[tuple[float, float, float]]]:
    """Open `url` in the context's page with Chrome tracing on: the first result's time, and every
    task of the page's main thread (over 1 ms) from the navigation's start to that result, as
    (start, duration, the thread's CPU time), in ms."""
    page = context.pages[0] if context.pages else context.new_page()
    cdp = context.new_cdp_session(page)
    # "toplevel" has each task with its thread time; "blink.user_timing" the navigation's start.
    cdp.send("Tracing.start", {"categories": "toplevel,blink.user_timing", "transferMode": "ReturnAsStream"})
    page.goto(url)
    ms = first_result_ms(page)
    done: dict = {}
    cdp.on("Tracing.tracingComplete", lambda event: done.update(event))
    cdp.send("Tracing.end")
    while not done:
        page.wait_for_timeout(50)
    chunks = []
    while True:
        read = cdp.send("IO.read", {"handle": done["stream"], "size": 1 << 22})
        chunks.append(read["data"])
        if read.get("eof"):
            break
    cdp.detach()
    trace = json.loads("".join(chunks))
    events = trace["traceEvents"] if isinstance(trace, dict) else trace
    starts = [e for e in events if e.get("name") == "navigationStart" and e.get("args", {}).get("data", {}).get("documentLoaderURL") == url]
    if not starts:
        return ms, []
    start = starts[-1]
    thread = (start["pid"], start["tid"])  # the page's main thread
    tasks = [
        ((e["ts"] - start["ts"]) / 1000, e["dur"] / 1000, e.get("tdur", e["dur"]) / 1000)
        for e in events
        if (e["pid"], e["tid"]) == thread and e.get("ph") == "X" and e.get("name") == "ThreadControllerImpl::RunTask" and e.get("dur", 0) > 1000
    ]
    return ms, [task for task in tasks if 0 <= task[0] < ms]


def wait_offline_kept(page, kept: str) -> None:
    page.wait_for_function(f"() => document.documentElement.dataset.offline === {json.dumps(kept)}", timeout=300_000)


def wait_until_cached(page, timeout_s: float = 60) -> None:
    """Wait until the service worker has kept Python and the Python snapshot is stored."""
    wait_offline_kept(page, "pages python")
    deadline = time.time() + timeout_s
    while time.time() < deadline:
        if page.evaluate(SNAPSHOT_SAVED):
            return
        time.sleep(0.25)


def median(values):
    return statistics.median(values) if values else None


def p95(values):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))] if ordered else None


class Profiles:
    """Fresh browser profiles that can be closed and opened again (a return visit)."""

    def __init__(self, playwright):
        self.playwright = playwright
        self.folders: list[tempfile.TemporaryDirectory] = []

    def new(self) -> str:
        folder = tempfile.TemporaryDirectory(prefix="bench-profile-")
        self.folders.append(folder)
        return folder.name

    def open(self, folder: str, *init_scripts: str):
        context = self.playwright.chromium.launch_persistent_context(
            folder, executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS, service_workers="allow"
        )
        for script in (LONG_TASKS, *init_scripts):
            context.add_init_script(script)
        return context

    def close(self):
        for folder in self.folders:
            folder.cleanup()


def load(context, url: str):
    page = context.pages[0] if context.pages else context.new_page()
    started = time.time()
    page.goto(url)
    ms = first_result_ms(page)
    return page, started, ms


def bare_run(profiles: Profiles, base: str, figures: dict) -> None:
    """b. bare Pyodide in a fresh profile."""
    context = profiles.open(profiles.new())
    page, started, ms = load(context, base + "_bench/bare.html")
    figures["bare"].append(ms)
    figures["bare_bytes"].append(bytes_between(started, first_result_at(page)))
    context.close()


def throttle(context, page) -> None:
    """j's CPU slowdown on `page`, set before it navigates (the server slows the network)."""
    context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": THROTTLED_CPU})


def progress_ms(page) -> float | None:
    """When the page first showed how the engine's start goes (core/status.js), from navigation."""
    at = page.evaluate("document.documentElement.dataset.calcProgress")
    return float(at) if at else None


def throttled_run(profiles: Profiles, base: str, figures: dict, bare_first: bool) -> str:
    """j. on the throttled profile: a first visit of the page, bare Pyodide, and the page after a
    rules page was read for READING_S seconds."""
    def visit(paths: list[str], *init_scripts: str) -> tuple[float, float | None, int]:
        context = profiles.open(profiles.new(), *init_scripts)
        page = context.pages[0] if context.pages else context.new_page()
        throttle(context, page)
        started = time.time()
        for path in paths[:-1]:
            page.goto(base + path, timeout=300_000)
            page.wait_for_timeout(READING_S * 1000)
        page.goto(base + paths[-1], timeout=300_000)
        ms = first_result_ms(page)
        result = ms, (progress_ms(page), first_paint_ms(page)), bytes_between(started, first_result_at(page))
        context.close()
        return result

    CountingHandler.rate, CountingHandler.latency = THROTTLED_RATE, THROTTLED_LATENCY
    try:
        order = [("bare", ["_bench/bare.html"], ()), ("page", [PAGE], (NO_SHARED_WORKER,)), ("read_first", [THROTTLED_RULES_PAGE, PAGE], (NO_SHARED_WORKER,))]
        for name, paths, scripts in order if bare_first else order[::-1]:
            ms, progress, sent = visit(paths, *scripts)
            figures[f"throttled_{name}"].append(ms)
            figures[f"throttled_{name}_bytes"].append(sent)
            if name == "page":
                figures["throttled_progress"].append(progress[0])
                figures["throttled_paint"].append(progress[1])
    finally:
        CountingHandler.rate, CountingHandler.latency = None, 0.0
    figures["throttled_ratio"].append(figures["throttled_page"][-1] / figures["throttled_bare"][-1])
    figures["throttled_read_first_ratio"].append(figures["throttled_read_first"][-1] / figures["throttled_page"][-1])
    return (
        f"throttled: page {figures['throttled_page'][-1]:.0f} ms (progress at {figures['throttled_progress'][-1] or 0:.0f} ms), "
        f"bare {figures['throttled_bare'][-1]:.0f} ms, after reading {figures['throttled_read_first'][-1]:.0f} ms"
    )


def one_run(profiles: Profiles, base: str, edits: int, figures: dict, latencies: list, full: bool = True, bare_first: bool = True) -> str:
    # b. bare Pyodide next to the page (just before it, or just after its visit): both see the same machine.
    if bare_first:
        bare_run(profiles, base, figures)

    # a, d, e, f, i: a first visit of the calculators page, then g: a second calculator page.
    folder = profiles.new()
    context = profiles.open(folder)
    page, started, ms = load(context, base + PAGE)
    figures["cold"].append(ms)
    figures["blocking"].append(blocking_ms(page, ms))
    figures["bytes"].append(bytes_between(started, first_result_at(page)))
    figures.setdefault("bytes_by_path", []).append(bytes_by_path(started, first_result_at(page)))
    if edits:
        latencies.extend(page.evaluate(EDITS, [EDITED_WIDGET, edits]))
    wait_until_cached(page)
    wait_quiet()
    figures["calculator_visit_bytes"].append(bytes_between(started, time.time()))
    page.goto(base + SECOND_PAGE)
    figures["second"].append(first_result_ms(page))
    figures["second_paint"].append(first_paint_ms(page))
    context.close()
    if not bare_first:  # once the visit, its downloads and its snapshot are over
        bare_run(profiles, base, figures)
    figures["ratio"].append(figures["cold"][-1] / figures["bare"][-1])

    # c. a return visit: the browser opened again on the same profile.
    context = profiles.open(folder)
    page, started, ms = load(context, base + PAGE)
    figures["warm"].append(ms)
    context.close()
    if not full:  # --quick: the figures that have a target, no more
        return f"cold {figures['cold'][-1]:.0f} ms, bare {figures['bare'][-1]:.0f} ms, warm {figures['warm'][-1]:.0f} ms, second page {figures['second'][-1]:.0f} ms"

    # g2. a second calculator page where there is no shared worker: the snapshot is restored.
    context = profiles.open(folder, NO_SHARED_WORKER)
    page, started, ms = load(context, base + PAGE)
    page.goto(base + SECOND_PAGE)
    figures["second_dedicated"].append(first_result_ms(page))
    context.close()

    # e0. the theme's page alone: the same first visit, calculators' script blocked, over as long.
    context = profiles.open(profiles.new())
    page = context.pages[0] if context.pages else context.new_page()
    page.route("**/assets/js/calc-core.js", lambda route: route.abort())
    until = figures["cold"][-1]
    page.goto(base + PAGE)
    page.wait_for_timeout(max(0.0, until - page.evaluate("performance.now()")))
    figures["blocking_floor"].append(blocking_ms(page, until))
    context.close()

    # e1, g1: a first visit and its second calculator page, traced: the main thread's tasks by
    # the clock and by its own CPU time.
    context = profiles.open(profiles.new())
    until, tasks = traced_navigation(context, base + PAGE)
    long_tasks = [task for task in tasks if task[1] > 50]
    figures["blocking_traced"].append(sum(duration - 50 for _, duration, _ in long_tasks))
    figures["blocking_cpu"].append(sum(max(0.0, cpu - 50) for _, _, cpu in long_tasks))
    figures["longest_task_cpu"].append(max((cpu for _, _, cpu in tasks), default=0.0))
    wait_until_cached(context.pages[0])
    wait_quiet()
    until, tasks = traced_navigation(context, base + SECOND_PAGE)
    figures["second_traced"].append(until)
    figures["second_busy"].append(sum(duration for _, duration, _ in tasks))
    figures["second_cpu"].append(sum(cpu for _, _, cpu in tasks))

    # g0. g's floor: back to the first page, then the second page again with every script file
    # of the site blocked (the head's inline scripts still run): its first paint is the browser's
    # own work, which no result can come before. The block is the browser's own: page.route does
    # not see what the service worker answers.
    page = context.pages[0]
    page.goto(base + PAGE)
    first_result_ms(page)
    page.wait_for_timeout(2000)  # what waits for a quiet second after a first result has run
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.setBlockedURLs", {"urls": ["*/assets/js/*", "*/assets/javascripts/*"]})
    page.goto(base + SECOND_PAGE)
    figures["second_floor"].append(first_paint_ms(page))
    context.close()

    # h. a rules page, in a fresh profile.
    context = profiles.open(profiles.new())
    page = context.pages[0] if context.pages else context.new_page()
    started = time.time()
    page.goto(base + RULES_PAGE)
    wait_offline_kept(page, "pages")
    wait_quiet()
    figures["rules_visit_bytes"].append(bytes_between(started, time.time()))
    figures.setdefault("rules_visit_by_path", []).append(bytes_by_path(started, time.time()))
    context.close()
    return (
        f"cold {figures['cold'][-1]:.0f} ms, bare {figures['bare'][-1]:.0f} ms, warm {figures['warm'][-1]:.0f} ms, "
        f"second page {figures['second'][-1]:.0f} ms ({figures['second_dedicated'][-1]:.0f} ms without a shared worker)"
    )


def run(site: Path, runs: int, edits: int = 50, full: bool = True, throttled_runs: int = 0) -> dict:
    from playwright.sync_api import sync_playwright

    bench_dir = site / "_bench"
    bench_dir.mkdir(exist_ok=True)
    (bench_dir / "bare.html").write_text(BARE_HTML, encoding="utf-8")
    (bench_dir / "bare-worker.js").write_text(BARE_WORKER, encoding="utf-8")
    server = QuietServer(("127.0.0.1", 0), functools.partial(CountingHandler, directory=str(site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"

    names = ("cold", "bare", "ratio", "warm", "blocking", "bytes", "bare_bytes", "second", "second_paint", "second_dedicated", "blocking_floor", "blocking_traced", "blocking_cpu", "longest_task_cpu", "second_traced", "second_busy", "second_cpu", "second_floor", "rules_visit_bytes", "calculator_visit_bytes", "throttled_page", "throttled_bare", "throttled_ratio", "throttled_page_bytes", "throttled_bare_bytes", "throttled_progress", "throttled_paint", "throttled_read_first", "throttled_read_first_bytes", "throttled_read_first_ratio")
    figures: dict[str, list[float]] = {name: [] for name in names}
    latencies: list[float] = []
    load_before = _load_average()
    with sync_playwright() as playwright:
        profiles = Profiles(playwright)
        try:
            for run_index in range(runs):
                summary = one_run(profiles, base, edits, figures, latencies, full, bare_first=run_index % 2 == 0)
                if run_index < throttled_runs:
                    summary += "; " + throttled_run(profiles, base, figures, bare_first=run_index % 2 == 1)
                print(f"run {run_index + 1}/{runs}: {summary}", flush=True)
        finally:
            profiles.close()
            server.shutdown()
            for name in ("bare.html", "bare-worker.js"):
                (bench_dir / name).unlink(missing_ok=True)
            bench_dir.rmdir()

    cold, bare = median(figures["cold"]), median(figures["bare"])
    return {
        "runs": runs,
        "load_average": [load_before, _load_average()],
        "cold_ms": cold,
        "bare_ms": bare,
        "ratio": median(figures["ratio"]),
        "warm_ms": median(figures["warm"]),
        "warm_over_cold": median(figures["warm"]) / cold,
        "latency_median_ms": median(latencies),
        "latency_p95_ms": p95(latencies),
        "blocking_ms": median(figures["blocking"]),
        "blocking_floor_ms": median(figures["blocking_floor"]),
        "blocking_traced_ms": median(figures["blocking_traced"]),
        "blocking_cpu_ms": median(figures["blocking_cpu"]),
        "longest_task_cpu_ms": median(figures["longest_task_cpu"]),
        "second_page_traced_ms": median(figures["second_traced"]),
        "second_page_busy_ms": median(figures["second_busy"]),
        "second_page_cpu_ms": median(figures["second_cpu"]),
        "second_page_floor_ms": median(figures["second_floor"]),
        "bytes": median(figures["bytes"]),
        "bare_bytes": median(figures["bare_bytes"]),
        "extra_bytes": median(figures["bytes"]) - median(figures["bare_bytes"]),
        "second_page_ms": median(figures["second"]),
        "second_page_paint_ms": median(figures["second_paint"]),
        "second_page_dedicated_ms": median(figures["second_dedicated"]),
        "rules_visit_bytes": median(figures["rules_visit_bytes"]),
        "calculator_visit_bytes": median(figures["calculator_visit_bytes"]),
        "throttled_page_ms": median(figures["throttled_page"]),
        "throttled_bare_ms": median(figures["throttled_bare"]),
        "throttled_ratio": median(figures["throttled_ratio"]),
        "throttled_page_bytes": median(figures["throttled_page_bytes"]),
        "throttled_bare_bytes": median(figures["throttled_bare_bytes"]),
        "throttled_progress_ms": median([ms for ms in figures["throttled_progress"] if ms is not None]) if all(figures["throttled_progress"]) else None,
        "throttled_paint_ms": median(figures["throttled_paint"]),
        "throttled_read_first_ms": median(figures["throttled_read_first"]),
        "throttled_read_first_bytes": median(figures["throttled_read_first_bytes"]),
        "throttled_read_first_ratio": median(figures["throttled_read_first_ratio"]),
        "samples": figures,
        "latencies": latencies,
    }


def _load_average() -> float | None:
    try:
        return float(Path("/proc/loadavg").read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return None


def table(result: dict) -> str:
    kib = lambda n: f"{n / 1024:.0f} KiB"  # noqa: E731
    mb = lambda n: f"{n / 1e6:.2f} MB"  # noqa: E731
    rows = [
        ("a. cold load, first live result", f"{result['cold_ms']:.0f} ms", ""),
        ("b. bare Pyodide + 1+1 (floor)", f"{result['bare_ms']:.0f} ms", ""),
        ("   ratio a/b", f"{result['ratio']:.2f}", f"≤ {TARGETS['ratio']}"),
        ("c. warm load (return visit)", f"{result['warm_ms']:.0f} ms ({result['warm_over_cold']:.2f} × cold)", f"≤ {TARGETS['warm_over_cold']} × cold"),
        ("d. input → result, median", f"{result['latency_median_ms']:.1f} ms", ""),
        ("   input → result, p95", f"{result['latency_p95_ms']:.1f} ms", f"≤ {TARGETS['latency_p95_ms']} ms"),
        ("e. main-thread blocking time", f"{result['blocking_ms']:.0f} ms", f"≤ {TARGETS['blocking_ms']} ms"),
        ("f. bytes on the wire before first result", f"{mb(result['bytes'])} (bare: {mb(result['bare_bytes'])}, {result['extra_bytes'] / 1024:+.0f} KiB)", f"≤ {mb(TARGETS['bytes'])}, ≤ bare + {TARGETS['extra_bytes'] // 1000} KB"),
        ("g. second calculator page", f"{result['second_page_ms']:.0f} ms (page first painted at {result['second_page_paint_ms']:.0f} ms)", f"≤ {TARGETS['second_page_ms']} ms"),
    ]
    if result["second_page_dedicated_ms"] is not None:
        rows += [
            ("   same, no shared worker", f"{result['second_page_dedicated_ms']:.0f} ms", ""),
            ("e0. blocking, calculators' script blocked", f"{result['blocking_floor_ms']:.0f} ms", "(the theme's page alone)"),
            ("e1. a traced first visit, blocking", f"{result['blocking_traced_ms']:.0f} ms by the clock, {result['blocking_cpu_ms']:.0f} ms in main-thread CPU", "(the floor under e: the page's own work)"),
            ("    most CPU in one task", f"{result['longest_task_cpu_ms']:.0f} ms", "(over 50: a task too long on any machine)"),
            ("g1. its second page, traced", f"{result['second_page_traced_ms']:.0f} ms; main thread busy {result['second_page_busy_ms']:.0f} ms by the clock, {result['second_page_cpu_ms']:.0f} ms of its CPU", ""),
            ("g0. its first paint, site's scripts blocked", f"{result['second_page_floor_ms']:.0f} ms", "(the floor under g: the browser's own work)"),
            ("h. rules-page visit, all bytes", kib(result["rules_visit_bytes"]), ""),
            ("i. calculator-page visit, all bytes", kib(result["calculator_visit_bytes"]), ""),
        ]
    if result["throttled_ratio"] is not None:
        rows += [
            ("j. throttled profile: first result", f"{result['throttled_page_ms']:.0f} ms ({mb(result['throttled_page_bytes'])} on the wire)", ""),
            ("   bare Pyodide, same profile", f"{result['throttled_bare_ms']:.0f} ms ({mb(result['throttled_bare_bytes'])} on the wire)", ""),
            ("   ratio", f"{result['throttled_ratio']:.2f}", f"≤ {TARGETS['throttled_ratio']}"),
            ("   first progress shown", "never" if result["throttled_progress_ms"] is None else f"{result['throttled_progress_ms']:.0f} ms (page first painted at {result['throttled_paint_ms']:.0f} ms)", f"≤ {TARGETS['throttled_progress_ms']} ms"),
            (f"   after reading its rules for {READING_S} s", f"{result['throttled_read_first_ms']:.0f} ms ({result['throttled_read_first_ratio']:.2f} × cold; {mb(result['throttled_read_first_bytes'])} in the visit)", f"≤ {TARGETS['throttled_read_first_ratio']} × cold"),
        ]
    width = max(len(r[0]) for r in rows)
    lines = [f"{'measure'.ljust(width)} | figure | target", f"{'-' * width}-|--------|-------"]
    lines += [f"{name.ljust(width)} | {figure} | {target}" for name, figure, target in rows]
    load = ", ".join("?" if value is None else f"{value:.2f}" for value in result["load_average"])
    lines.append(f"(medians of {result['runs']}; load average before, after: {load})")
    return "\n".join(lines)


def regressions(result: dict, slack: float = QUICK_SLACK) -> list[str]:
    """Figures beyond `slack` × their target; time targets scaled by this run's bare start."""
    scale = max(1.0, result["bare_ms"] / BARE_REFERENCE_MS)
    found = []
    for name, target in TARGETS.items():
        limit = target * slack * (scale if name in TIMES else 1.0)
        if result.get(name) is not None and result[name] > limit:
            found.append(f"{name} = {result[name]:.2f}, beyond {slack} × target {target} (limit {limit:.2f})")
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--site", default="site")
    parser.add_argument("--runs", type=int, default=None, help="fresh profiles per measure (default 5, 2 with --quick)")
    parser.add_argument("--out", default="bench-results/bench.json")
    parser.add_argument("--quick", action="store_true", help="fewer runs; exit 1 on a figure beyond 1.5 × its target")
    parser.add_argument("--throttled-runs", type=int, default=3, help="runs that also measure j, the throttled profile (full bench only)")
    args = parser.parse_args()
    runs = args.runs or (2 if args.quick else 5)
    result = run(Path(args.site), runs, edits=20 if args.quick else 50, full=not args.quick, throttled_runs=0 if args.quick else args.throttled_runs)
    print()
    print(table(result))
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(result, indent=1), encoding="utf-8")
    print(f"\nwritten to {out}")
    if args.quick:
        found = regressions(result)
        for line in found:
            print(f"REGRESSION: {line}")
        if found:
            sys.exit(1)
        print(f"quick check: every figure within {QUICK_SLACK} × its target")


if __name__ == "__main__":
    main()
