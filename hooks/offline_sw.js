// Service worker of the site (written by hooks/offline.py at each build; do not edit site/sw.js).
//
// Pay for what you use: a page, once shown, posts {type: "keep", python} here; the worker then
// caches the theme, the site's own pages in every language (home pages, "page not found" and
// "offline" pages, search indexes) and every page of the game that page belongs to, in French,
// English and Turkish alike, plus, for a page with a widget (or the warm-up of a game's page,
// docs/assets/js/core/warm-up.js), what Python needs (Pyodide, the calculators, the widgets). So
// reading one rules page never downloads Pyodide, and after one calculator page every page of
// that game, in every language, and every calculator work with the network cut. The page gets
// back what the cache holds ("pages", "pages python"), or "unavailable" when the browser's
// storage refused the files (full, or not allowed): the site then works online only.
// {type: "kept"} asks what the cache holds without keeping more; {type: "stop"} stops the
// download of Python a warm-up started (the reader turned it off).
//
// Offline, a page that is not kept is answered with its language's offline page, listing the
// pages kept in that language; an address of no page of the site, with its "page not found".
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
const TITLES = __TITLES__;
const OFFLINE = __OFFLINE__;
const KEPT = "__offline__/kept.json"; // in each cache: its groups, and the hash of each file kept
const AT_ONCE = 4; // downloads of one group at a time: small pages come in parallel

const scopePath = () => new URL(self.registration.scope).pathname;
const full = (path) => new URL(path, self.registration.scope).href;
const pathOf = (url) => new URL(url).pathname.slice(scopePath().length);

function rootOf(url) {
  const path = pathOf(url);
  return LANGUAGE_ROOTS.find((root) => path.startsWith(root)) || "";
}

// The group of the game a page belongs to ("game:<game>"), if any.
function gameOf(url) {
  const group = `game:${pathOf(url).slice(rootOf(url).length).split("/")[0]}`;
  return GROUPS[group] ? group : null;
}

async function readKept(cache) {
  const response = await cache.match(full(KEPT));
  return response ? response.json() : { groups: [], files: {} };
}

// The storage refused a file (full, or not allowed): told to the page apart from a network cut.
const refused = (error) => Boolean(error) && ["QuotaExceededError", "SecurityError", "NotAllowedError"].includes(error.name);
class StorageError extends Error {}

async function put(cache, path, response) {
  try {
    await cache.put(full(path), response);
  } catch (error) {
    throw refused(error) ? new StorageError(error.message) : error;
  }
}

const stops = new Map(); // group -> AbortController of its download
const skipped = new Set(); // groups not to download: Python, once the reader stopped a warm-up

// Caches `groups` (names of GROUPS), copying unchanged files from the cache named `previous`.
async function fill(groups, previous) {
  const cache = await caches.open(CACHE);
  const kept = await readKept(cache);
  const old = previous ? await caches.open(previous) : null;
  const oldKept = old ? await readKept(old) : null;
  for (const group of groups) {
    if (kept.groups.includes(group) || !GROUPS[group] || skipped.has(group)) continue;
    const have = new Set((await cache.keys()).map((request) => request.url));
    const stop = new AbortController();
    stops.set(group, stop);
    const waiting = GROUPS[group].filter((path) => !have.has(full(path)));
    const one = async (path) => {
      const same = old && oldKept.files[path] === FILES[path] ? await old.match(full(path)) : null;
      if (same) return put(cache, path, same);
      download.push(await checked(path, stop.signal));
    };
    const download = [];
    try {
      await Promise.all(
        Array.from({ length: AT_ONCE }, async () => {
          try {
            while (waiting.length) await one(waiting.shift());
          } catch (error) {
            waiting.length = 0; // the others stop too
            throw error;
          }
        }),
      );
      // All of the group's downloads are this release's files: only now are they kept.
      await Promise.all(download.map(([path, response]) => put(cache, path, response)));
    } finally {
      stops.delete(group);
    }
    kept.groups.push(group);
    for (const path of GROUPS[group]) kept.files[path] = FILES[path];
    await cache.put(full(KEPT), new Response(JSON.stringify(kept), { headers: { "Content-Type": "application/json" } }));
  }
  return kept.groups;
}

// Downloads `path` (revalidating whatever the browser's HTTP cache holds): [path, response] if it
// is the file of this release that FILES names, else an error (the group is then kept not at all).
async function checked(path, signal) {
  const response = await fetch(full(path), { cache: "no-cache", signal });
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", await response.clone().arrayBuffer()));
  const hash = Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("").slice(0, FILES[path].length);
  if (!response.ok || hash !== FILES[path]) throw new Error(`${path}: not this release's file (${response.status})`);
  return [path, response];
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

// What the cache holds, as the page is told: "pages", "pages python".
const said = (groups) => (groups.includes("python") ? "pages python" : "pages");

self.addEventListener("install", (event) => {
  // Where the browser has static routes (Chromium), it serves the files a page asks for
  // (stylesheets, scripts, Python's files: everything but pages) from the cache itself, or from
  // the network when the file is not kept, without a round trip through this worker's fetch
  // handler. Pages still go through it, for their offline and 404 pages. The route looks in every
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
  const reply = (text) => event.ports[0] && event.ports[0].postMessage(text);
  if (message.type === "stop") {
    skipped.add("python");
    if (stops.has("python")) stops.get("python").abort();
    return;
  }
  if (message.type === "kept") {
    event.waitUntil(caches.has(CACHE).then(async (has) => reply(said(has ? (await readKept(await caches.open(CACHE))).groups : []))).catch(() => reply("unavailable")));
    return;
  }
  if (message.type !== "keep" || !event.source || !event.source.url) return;
  if (message.python) skipped.delete("python");
  const groups = ["theme", gameOf(event.source.url), "site", ...(message.python ? ["python"] : [])].filter(Boolean);
  event.waitUntil(
    keep(groups).then(
      (held) => reply(said(held)),
      // The storage refused the files: said, so the page can tell the reader. A network cut
      // midway, or a stop: the next page asks again.
      (error) => (error instanceof StorageError || refused(error) ? reply("unavailable") : null),
    ),
  );
});

const escapeHtml = (text) => text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);

// The offline page of the language of `url`, listing the pages of that language the cache keeps.
async function offlinePage(url) {
  const root = rootOf(url);
  const page = await caches.match(full(`${root}${OFFLINE.page}`), { cacheName: CACHE });
  if (!page || !(await caches.has(CACHE))) return null;
  const kept = new Set((await (await caches.open(CACHE)).keys()).map((request) => request.url));
  const items = Object.entries(TITLES)
    .filter(([path]) => rootOf(full(path)) === root && kept.has(full(path)))
    .map(([path, title]) => `<li><a href="${escapeHtml(new URL(full(path)).pathname)}">${escapeHtml(title)}</a></li>`);
  const html = (await page.text()).replace(OFFLINE.marker, items.join(""));
  return new Response(html, { status: 503, headers: { "Content-Type": "text/html; charset=utf-8" } });
}

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
          // A page of the site not kept: the offline page; an address of none: "page not found".
          const page = Object.hasOwn(FILES, pathOf(url.origin + url.pathname) || "./") ? await offlinePage(request.url) : null;
          if (page) return page;
          for (const path of [`${rootOf(request.url)}404.html`, "404.html"]) {
            const notFound = await caches.match(full(path), { cacheName: CACHE });
            if (notFound) return notFound;
          }
        }
        throw error;
      }
    })(),
  );
});
