"""A reader's taps, counted: each tap (or click) a test makes on a page, and each scroll the reader
would have to make first to see what they tap (the `Taps` helper of the widget tests)."""

from __future__ import annotations

# Whether a finger can tap the element where it is now: wholly inside the screen and not under
# anything else (a bar kept in view at the bottom of the screen, a notice).
ON_SCREEN = """(el) => {
  const box = el.getBoundingClientRect();
  if (!box.width || !box.height || box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth) return false;
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return Boolean(hit) && (hit === el || el.contains(hit));
}"""


class Taps:
    """Every tap (or click) the test makes, counted, and every scroll before one: a tap on what is
    not on the screen (or lies under something else) counts a scroll first, the one a reader makes
    to bring it to the middle of the screen."""

    def __init__(self, touch: bool, after=None):
        self.count = 0
        self.scrolls = 0
        self.scrolled: list[str] = []  # what each scroll was for, in order (for a failure's message)
        self.touch = touch
        self.after = after

    def __call__(self, locator):
        locator.wait_for()
        if not locator.evaluate(ON_SCREEN):
            self.scrolls += 1
            where = locator.evaluate("(el) => { const b = el.getBoundingClientRect(); return `${Math.round(b.top)}..${Math.round(b.bottom)} of ${innerHeight}`; }")
            what = str(locator).split(">> ")[-1].rstrip("'>")
            self.scrolled.append(f"tap {self.count + 1}: {what} at {where}")
            locator.evaluate("(el) => el.scrollIntoView({block: 'center'})")
        (locator.tap if self.touch else locator.click)()
        self.count += 1
        # The next tap comes once the widget has settled, as a reader's would (a tap at once on
        # the same spot is the second tap of a double tap, which the widget ignores).
        locator.page.wait_for_selector(".calc-widget[data-settling]", state="detached")
        if self.after:
            self.after()

    def type(self, locator, text: str):
        """A field tapped (counted), then typed in on the keyboard."""
        self(locator)
        locator.page.keyboard.type(text)
