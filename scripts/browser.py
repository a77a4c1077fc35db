"""How this project starts Chromium: Debian's build, headless, with no network of its own.

Shared by the browser tests and the benchmark. `playwright install` cannot download browsers
here, so Playwright drives /usr/bin/chromium (or $CHROMIUM).
"""

import os

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def launch(playwright):
    """A headless Chromium browser from a started Playwright."""
    return playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
