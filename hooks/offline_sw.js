// Service worker of the site (written by hooks/offline.py at each build; do not edit site/sw.js).
// After one visit, every page, the Python runtime and the calculators work with the network cut.
// Each release has its own cache, named after a hash of every file: installing a new release
// fills a new cache, then deletes the old one, so stale calculators are never served.
const VERSION = "__VERSION__";
const CACHE = `tablerules-site-${VERSION}`;
const FILES = __FILES__;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(FILES.map((file) => new URL(file, self.registration.scope).href)))
      .then(() => self.skipWaiting()),
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

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    (async () => {
      // Search terms (?h=...) do not change the file. caches.match never creates a cache, so a
      // worker being replaced cannot bring an old release's cache back.
      const cached = await caches.match(request, { ignoreSearch: true, cacheName: CACHE });
      if (cached) return cached;
      try {
        return await fetch(request);
      } catch (error) {
        if (request.mode === "navigate") {
          const notFound = await caches.match(new URL("404.html", self.registration.scope).href, { cacheName: CACHE });
          if (notFound) return notFound;
        }
        throw error;
      }
    })(),
  );
});
