"""Benchmark of the Pixies grid page against bare Pyodide, in headless Chromium.

Usage: python scripts/bench.py [--site site] [--runs 5] [--out bench-results/bench.json]
(`make bench` builds the site first). Prints a table and writes the figures as JSON.

What it measures (medians over --runs fresh browser contexts unless said):
  a. cold load of /pixies/calculators/: navigation start -> first live result
  b. a bare reference page that only starts the same self-hosted Pyodide in a worker and
     runs 1+1 (the floor for any Pyodide widget), and the ratio a/b
  c. warm load: the same page again, with the cache, service worker and Python snapshot in place
  d. input-to-result latency over 50 edits of the grid: median and 95th percentile
  e. main-thread total blocking time (long tasks beyond 50 ms) from navigation to first result
  f. bytes sent by the server before the first result (gzip as a real host would), and the
     same for the bare page (Pyodide's core files)
  g. a second calculator page opened from the first in the same visit: time to its first result
"""

from __future__ import annotations

import argparse
import functools
import json
import statistics
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scripts.browser import launch  # noqa: E402
from scripts.serve import QuietServer, SiteHandler  # noqa: E402

PAGE = "pixies/calculators/"
SECOND_PAGE = "ipso/calculators/"
TARGETS = {"ratio": 1.15, "warm_over_cold": 0.5, "latency_p95_ms": 50, "blocking_ms": 50, "extra_bytes": 150_000, "second_page_ms": 300}

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

EDITS = """async (count) => {
  const select = document.querySelector('fieldset[data-path="grid.5"] select');
  const result = document.querySelector('.calc-result');
  const times = [];
  for (let i = 0; i < count; i++) {
    const changed = new Promise((resolve) => {
      const observer = new MutationObserver(() => { if (result.querySelector('.calc-total, .calc-error')) { observer.disconnect(); resolve(); } });
      observer.observe(result, { childList: true });
    });
    const start = performance.now();
    select.value = i % 2 ? 'empty' : 'back';
    select.dispatchEvent(new Event('change', { bubbles: true }));
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


class CountingHandler(SiteHandler):
    """Counts the bytes of every response, with the time it was sent."""

    sent: list[tuple[float, int]] = []
    lock = threading.Lock()

    def setup(self):
        super().setup()
        handler = self
        raw = self.wfile

        class Counter:
            def write(self, data):
                with handler.lock:
                    handler.sent.append((time.time(), len(data)))
                return raw.write(data)

            def __getattr__(self, name):
                return getattr(raw, name)

        self.wfile = Counter()


def bytes_between(start: float, end: float) -> int:
    with CountingHandler.lock:
        return sum(size for when, size in CountingHandler.sent if start <= when <= end)


def first_result_ms(page) -> float:
    page.wait_for_function("() => document.documentElement.dataset.calcFirstResult", timeout=120_000)
    return float(page.evaluate("document.documentElement.dataset.calcFirstResult"))


def blocking_ms(page, until: float) -> float:
    tasks = page.evaluate("window.__longTasks || []")
    return sum(max(0.0, duration - 50) for start, duration in tasks if start < until)


def measure_load(browser, url: str, *, wait_snapshot: bool = False):
    context = browser.new_context(service_workers="allow")
    context.add_init_script(LONG_TASKS)
    page = context.new_page()
    started = time.time()
    page.goto(url)
    ms = first_result_ms(page)
    sent = bytes_between(started, started + ms / 1000 + 0.05)
    return context, page, ms, blocking_ms(page, ms), sent


def wait_until_cached(page, timeout_s: float = 60) -> None:
    """Wait until the service worker controls the page and the Python snapshot is stored."""
    page.evaluate("navigator.serviceWorker.ready")
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


def run(site: Path, runs: int) -> dict:
    from playwright.sync_api import sync_playwright

    bench_dir = site / "_bench"
    bench_dir.mkdir(exist_ok=True)
    (bench_dir / "bare.html").write_text(BARE_HTML, encoding="utf-8")
    (bench_dir / "bare-worker.js").write_text(BARE_WORKER, encoding="utf-8")
    server = QuietServer(("127.0.0.1", 0), functools.partial(CountingHandler, directory=str(site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"

    figures: dict[str, list[float]] = {k: [] for k in ("cold", "bare", "warm", "blocking", "bytes", "bare_bytes", "second")}
    latencies: list[float] = []
    with sync_playwright() as playwright:
        browser = launch(playwright)
        try:
            for run_index in range(runs):
                ctx, page, ms, blocked, sent = measure_load(browser, base + "_bench/bare.html")
                figures["bare"].append(ms)
                figures["bare_bytes"].append(sent)
                ctx.close()

                ctx, page, ms, blocked, sent = measure_load(browser, base + PAGE)
                figures["cold"].append(ms)
                figures["blocking"].append(blocked)
                figures["bytes"].append(sent)
                if run_index == 0:
                    latencies = page.evaluate(EDITS, 50)
                wait_until_cached(page)
                # (g) a second calculator page, opened from the first in the same visit.
                page.goto(base + SECOND_PAGE)
                figures["second"].append(first_result_ms(page))
                # (c) the first page again: cache, service worker and snapshot in place.
                page.goto(base + PAGE)
                figures["warm"].append(first_result_ms(page))
                ctx.close()
                print(f"run {run_index + 1}/{runs}: cold {figures['cold'][-1]:.0f} ms, bare {figures['bare'][-1]:.0f} ms, "
                      f"warm {figures['warm'][-1]:.0f} ms, second page {figures['second'][-1]:.0f} ms", flush=True)
        finally:
            browser.close()
            server.shutdown()
            for name in ("bare.html", "bare-worker.js"):
                (bench_dir / name).unlink(missing_ok=True)
            bench_dir.rmdir()

    cold, bare = median(figures["cold"]), median(figures["bare"])
    result = {
        "runs": runs,
        "cold_ms": cold,
        "bare_ms": bare,
        "ratio": cold / bare,
        "warm_ms": median(figures["warm"]),
        "warm_over_cold": median(figures["warm"]) / cold,
        "latency_median_ms": median(latencies),
        "latency_p95_ms": p95(latencies),
        "blocking_ms": median(figures["blocking"]),
        "bytes": median(figures["bytes"]),
        "bare_bytes": median(figures["bare_bytes"]),
        "extra_bytes": median(figures["bytes"]) - median(figures["bare_bytes"]),
        "second_page_ms": median(figures["second"]),
        "samples": figures,
        "latencies": latencies,
    }
    return result


def table(result: dict) -> str:
    rows = [
        ("a. cold load, first live result", f"{result['cold_ms']:.0f} ms", ""),
        ("b. bare Pyodide + 1+1 (floor)", f"{result['bare_ms']:.0f} ms", ""),
        ("   ratio a/b", f"{result['ratio']:.2f}", f"≤ {TARGETS['ratio']}"),
        ("c. warm load", f"{result['warm_ms']:.0f} ms ({result['warm_over_cold']:.2f} × cold)", f"≤ {TARGETS['warm_over_cold']} × cold"),
        ("d. input → result, median", f"{result['latency_median_ms']:.1f} ms", ""),
        ("   input → result, p95", f"{result['latency_p95_ms']:.1f} ms", f"≤ {TARGETS['latency_p95_ms']} ms"),
        ("e. main-thread blocking time", f"{result['blocking_ms']:.0f} ms", f"≤ {TARGETS['blocking_ms']} ms"),
        ("f. bytes before first result", f"{result['bytes'] / 1024:.0f} KiB (bare: {result['bare_bytes'] / 1024:.0f} KiB, +{result['extra_bytes'] / 1024:.0f} KiB)", f"≤ bare + {TARGETS['extra_bytes'] // 1000} KB"),
        ("g. second calculator page", f"{result['second_page_ms']:.0f} ms", f"≤ {TARGETS['second_page_ms']} ms"),
    ]
    width = max(len(r[0]) for r in rows)
    lines = [f"{'measure'.ljust(width)} | figure | target", f"{'-' * width}-|--------|-------"]
    lines += [f"{name.ljust(width)} | {figure} | {target}" for name, figure, target in rows]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--site", default="site")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--out", default="bench-results/bench.json")
    args = parser.parse_args()
    result = run(Path(args.site), args.runs)
    print()
    print(table(result))
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(result, indent=1), encoding="utf-8")
    print(f"\nwritten to {out}")


if __name__ == "__main__":
    main()
