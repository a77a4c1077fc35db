// calc-core.js: the browser side of the calculators, loaded (as a module) on every page.
//
// On a page with widgets (`<div class="calc-widget" data-widget="NAME">`, made by the
// `widget NAME` fence) Python runs in a Web Worker, started from the page's head (the page never
// waits for it), and ./widgets/NAME.js is imported for each widget and its default export called:
//
//     export default function mount(root, api) { ... }
//
// The parts, one concern each, are in ./core/: page.js (the page's configuration and strings),
// python.js (the worker), dom.js (building elements, notices, errors by field), saved.js
// (storage and share links), taps.js (the one double-tap guard), widget-api.js (the `api`,
// documented there), status.js (the engine's progress in the widgets' status lines), later.js
// (what waits for a quiet moment), offline.js (the copy kept for offline use), warm-up.js (the
// engine fetched while a game's page is read), tables.js (wide tables reachable by keyboard)
// and mount.js (the start-up). The widgets' shared frame (players, the widget's frame and its
// drawing helpers) is ./widget-kit.js.

import { start } from "./core/mount.js";

export { h } from "./core/dom.js";

// The page starts from the theme's document$ (Material's "Additional JavaScript"): it emits the
// document once the theme has it (DOMContentLoaded), and each page instant navigation brings.
// Where the theme's script did not run (it failed to load), the page starts by itself.
if (window.document$) window.document$.subscribe(() => start());
else start();
