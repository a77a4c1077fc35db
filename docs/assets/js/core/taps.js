// One tap acts once: the one double-tap guard of every widget, with one delay.
//
// - A button's action runs once at a time: taps while it runs, and for SETTLE_MS after it, are
//   ignored (a double tap on a phone must not count a round twice). The button stays focusable.
// - Across a widget: the second tap of a double tap (a click whose detail counts 2 or more, within
//   SETTLE_MS of the tap before: the same spot tapped again at once) is ignored wherever it lands,
//   so a button drawn again under the finger does not take it, and a checkbox is not unticked
//   again. After an action, or a redraw the widget announces (hold()), the widget's root carries
//   data-settling for SETTLE_MS (tests wait for it to go before the next tap, as a reader would).

export const SETTLE_MS = 400;

// The widget-wide guard: returns hold(), to call at a redraw.
export function tapHold(root) {
  let timer = null;
  let last = -Infinity;
  root.addEventListener("click", (event) => {
    const now = performance.now();
    const again = event.detail > 1 && now - last < SETTLE_MS;
    last = now;
    if (again) {
      event.stopPropagation();
      event.preventDefault();
    }
  }, true);
  return () => {
    root.dataset.settling = "true";
    clearTimeout(timer);
    timer = setTimeout(() => delete root.dataset.settling, SETTLE_MS);
  };
}

// A button whose handler runs once at a time; `hold` is its widget's tapHold().
export function guard(button, handler, hold) {
  button.addEventListener("click", async (event) => {
    if (button.dataset.busy) return;
    button.dataset.busy = "true";
    button.setAttribute("aria-disabled", "true");
    hold();
    try {
      await handler(event);
    } catch (error) {
      console.error(error);
    } finally {
      hold();
      setTimeout(() => {
        delete button.dataset.busy;
        button.removeAttribute("aria-disabled");
      }, SETTLE_MS);
    }
  });
  return button;
}
