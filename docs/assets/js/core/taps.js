// One tap acts once: the one double-tap guard of every widget, with one delay.
//
// - A button's action runs once at a time: taps while it runs, and for SETTLE_MS after it, are
//   ignored (a double tap on a phone must not count a round twice). The button stays focusable.
// - Across a widget: after an action, or a redraw the widget announces (hold()), the second tap
//   of a double tap (a click whose detail counts 2 or more) is ignored for SETTLE_MS wherever it
//   lands, so a button drawn again under the finger does not take it. Meanwhile the widget's
//   root carries data-settling (tests wait for it to go).

export const SETTLE_MS = 400;

// The widget-wide guard: returns hold(), to call at a redraw.
export function tapHold(root) {
  let until = 0;
  let timer = null;
  root.addEventListener("click", (event) => {
    if (event.detail > 1 && performance.now() < until) {
      event.stopPropagation();
      event.preventDefault();
    }
  }, true);
  return () => {
    until = performance.now() + SETTLE_MS;
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
