// Service worker of the site (written by hooks/offline.py at each build; do not edit site/sw.js).
//
// Pay for what you use: a page, once shown, posts {type: "keep", python} here; the worker then
// caches the theme and every page of that page's language, plus, for a page with a widget,
// what Python needs (Pyodide, the calculators, the widgets). So reading one rules page never
// downloads Pyodide, and after one calculator page every page and calculator of its language
// works with the network cut. The page gets "pages" or "pages python" back once it is done.
//
// Each release has its own cache, named after the release and a hash of every file. Installing a
// new release fills the groups the old cache held, copying each unchanged file from it and
// downloading only what changed, then deletes the old cache: stale calculators are never served.
// A downloaded file is kept only if it is this release's (its hash): a host caught halfway
// through an upload fails the install, and the reader keeps the old release whole until a
// later visit finds the new one complete.
const VERSION = "__VERSION__";
const CACHE = `tablerules-site-${VERSION}`;
const FILES = __FILES__;
const GROUPS = __GROUPS__;
const LANGUAGE_ROOTS = __ROOTS__;
const KEPT = "__offline__/kept.json"; // in each cache: its groups, and the hash of each file kept

const scopePath = () => new URL(self.registration.scope).pathname;
const full = (path) => new URL(path, self.registration.scope).href;

function rootOf(url) {
  const path = new URL(url).pathname.slice(scopePath().length);
  return LANGUAGE_ROOTS.find((root) => path.startsWith(root)) || "";
}

async function readKept(cache) {
  const response = await cache.match(full(KEPT));
  return response ? response.json() : { groups: [], files: {} };
}

// Caches `groups` (names of GROUPS), copying unchanged files from the cache named `previous`.
async function fill(groups, previous) {
  const cache = await caches.open(CACHE);
  const kept = await readKept(cache);
  const old = previous ? await caches.open(previous) : null;
  const oldKept = old ? await readKept(old) : null;
  for (const group of groups) {
    if (kept.groups.includes(group) || !GROUPS[group]) continue;
    const have = new Set((await cache.keys()).map((request) => request.url));
    const download = [];
    for (const path of GROUPS[group]) {
      if (have.has(full(path))) continue;
      const same = old && oldKept.files[path] === FILES[path] ? await old.match(full(path)) : null;
      if (same) await cache.put(full(path), same);
      else download.push(path);
    }
    await keepChecked(cache, download);
    kept.groups.push(group);
    for (const path of GROUPS[group]) kept.files[path] = FILES[path];
    await cache.put(full(KEPT), new Response(JSON.stringify(kept), { headers: { "Content-Type": "application/json" } }));
  }
  return kept.groups;
}

// Downloads `paths` (revalidating whatever the browser's HTTP cache holds) and keeps them all, or
// none when one is missing or is not the file of this release that FILES names.
async function keepChecked(cache, paths) {
  const responses = await Promise.all(
    paths.map(async (path) => {
      const response = await fetch(full(path), { cache: "no-cache" });
      const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", await response.clone().arrayBuffer()));
      const hash = Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("").slice(0, FILES[path].length);
      if (!response.ok || hash !== FILES[path]) throw new Error(`${path}: not this release's file (${response.status})`);
      return response;
    }),
  );
  await Promise.all(responses.map((response, i) => cache.put(full(paths[i]), response)));
}

// A worker a newer release has replaced: what it was still filling would bring its old cache
// back after the new release deleted it (caches.open creates a missing cache).
const replaced = () => Boolean(self.serviceWorker && self.serviceWorker.state === "redundant");

// One fill at a time: two pages asking at once must not download the same files twice.
let filling = Promise.resolve();
function keep(groups, previous) {
  filling = filling
    .catch(() => {})
    .then(() => (replaced() ? [] : fill(groups, previous)))
    .finally(() => (replaced() ? caches.delete(CACHE) : null));
  return filling;
}

self.addEventListener("install", (event) => {
  // Where the browser has static routes (Chromium), it serves the files a page asks for
  // (stylesheets, scripts, Python's files: everything but pages) from the cache itself, or from
  // the network when the file is not kept, without a round trip through this worker's fetch
  // handler. Pages still go through it, for their 404 page offline. The route looks in every
  // cache, not in this release's alone: a page opened before the next release keeps this
  // worker's routes, and must find its files in the next release's cache once this one is gone.
  if (event.addRoutes) event.waitUntil(event.addRoutes({ condition: { not: { requestMode: "navigate" } }, source: "cache" }).catch(() => {}));
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (!name.startsWith("tablerules-site-") || name === CACHE) continue;
        const { groups } = await readKept(await caches.open(name));
        await keep(groups, name);
      }
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith("tablerules-site-") && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("message", (event) => {
  const message = event.data || {};
  if (message.type !== "keep" || !event.source || !event.source.url) return;
  const groups = ["theme", `pages:${rootOf(event.source.url)}`, ...(message.python ? ["python"] : [])];
  event.waitUntil(
    keep(groups).then(
      () => event.ports[0] && event.ports[0].postMessage(message.python ? "pages python" : "pages"),
      () => {}, // network gone midway: the next page asks again
    ),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    (async () => {
      // Search terms (?h=...) do not change the file: they are dropped from the address looked
      // up. (The option ignoreSearch would do it too, but it makes Chromium compare every entry
      // of the cache: about 10 ms a lookup against under 1 ms, on every file of every page.)
      // caches.match never creates a cache, so a worker being replaced cannot bring an old
      // release's cache back.
      const url = new URL(request.url);
      const cached = await caches.match(url.search ? url.origin + url.pathname : request, { cacheName: CACHE });
      if (cached) return cached;
      try {
        return await fetch(request);
      } catch (error) {
        if (request.mode === "navigate") {
          for (const page of [`${rootOf(request.url)}404.html`, "404.html"]) {
            const notFound = await caches.match(full(page), { cacheName: CACHE });
            if (notFound) return notFound;
          }
        }
        throw error;
      }
    })(),
  );
});
