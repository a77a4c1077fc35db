"""The Pixies grid at the top of its calculators page, used at once: what can wait waits.

A reader taps the grid's round buttons right after its first result; the widgets below and the
copy kept for offline use come only a second after the last tap.
"""

from tests.browser.conftest import PYTHON_TIMEOUT_MS, PageRecorder


# Notes when the page asks for the copy kept for offline use (it registers the service worker).
RECORD_OFFLINE = """if (navigator.serviceWorker) {
  const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
  navigator.serviceWorker.register = (...args) => { window.__offlineAsked = performance.now(); return register(...args); };
}"""

# A reader who taps the top widget (its round buttons) every 100 ms for 3 s, from 300 ms after
# its first result (the time to read it); then, once the widgets below and the offline copy
# have come, when each was asked for and when the last tap began
# (performance.now()).
TAP_FOR_3_S = """async () => {
  const ready = '.calc-widget[data-widget="pixies-grid"] .calc-result[data-state=ready]';
  while (!document.querySelector(ready)) await new Promise((resolve) => setTimeout(resolve, 5));
  await new Promise((resolve) => setTimeout(resolve, 300));
  const widget = document.querySelector('.calc-widget[data-widget="pixies-grid"]');
  const started = performance.now();
  let lastTap = 0;
  for (let i = 0; performance.now() - started < 3000; i++) {
    lastTap = performance.now();
    widget.querySelector(`.pixies-round-button[data-round="${i % 2 ? 1 : 2}"]`).click();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const asked = (pattern) => performance.getEntriesByType('resource').find((e) => pattern.test(e.name));
  const trainer = /\\/widgets\\/pixies-trainer\\.js$/;
  while (!asked(trainer) || !window.__offlineAsked) await new Promise((resolve) => setTimeout(resolve, 100));
  return { lastTap, trainer: asked(trainer).startTime, offline: window.__offlineAsked };
}"""


def test_a_reader_tapping_the_top_widget_is_not_interrupted_by_what_can_wait(context, base_url):
    """While the reader uses the widget at the top right after reading its first result,
    neither the widgets below (not scrolled to) nor the copy kept for offline use (seconds of
    downloading and storing) start: both come a second after the last tap, so no answer waits
    behind them (issue 13, d). The theme's script runs where the theme puts it, before the first
    result (issue 25, item 7)."""
    page = context.new_page()  # its own page: an init script the reused page must not keep
    recorder = PageRecorder(page, base_url.rstrip("/"))  # what the page fixture checks, checked here too
    try:
        page.add_init_script(RECORD_OFFLINE)
        page.set_default_timeout(PYTHON_TIMEOUT_MS)
        page.goto(f"{base_url}en/pixies/calculators/", wait_until="commit")
        timing = page.evaluate(TAP_FOR_3_S)
    finally:
        page.close()
    assert timing["trainer"] >= timing["lastTap"] + 1000, timing
    assert timing["offline"] >= timing["lastTap"] + 1000, timing
    assert recorder.off_origin() == [] and recorder.errors == [], (recorder.off_origin(), recorder.errors)
