// The engine's progress shown as early as the page can: on a slow network, the page's script
// (calc-core.js) runs only once the theme's script has come and the whole page is read, a second
// or more after the page showed. This module, loaded from the head without waiting for either
// (overrides/main.html, on a page with widgets), shows the start of the engine in the widgets'
// status lines (./status.js) once the page's configuration is in the document; calc-core.js later
// finds the same worker and the same status lines.

function configIn() {
  if (document.getElementById("calc-config")) return Promise.resolve();
  return new Promise((resolve) => {
    const watch = new MutationObserver(() => document.getElementById("calc-config") && resolve(watch.disconnect()));
    watch.observe(document.documentElement, { childList: true, subtree: true });
    document.addEventListener("DOMContentLoaded", () => resolve(watch.disconnect()), { once: true });
  });
}

configIn().then(async () => {
  // Imported only now: ./page.js reads the configuration when it is first imported.
  const [{ pythonWorker }, { showEngineStatus }] = await Promise.all([import("./python.js"), import("./status.js")]);
  if (document.getElementById("calc-config")) showEngineStatus(pythonWorker());
});
