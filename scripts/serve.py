"""Serve the built site on 127.0.0.1 with the right types for Pyodide (.mjs, .wasm, .whl).

Usage: python scripts/serve.py [--dir site] [--port 8000]
Used by `make serve`, by the browser tests and by the benchmark.

A file with precompressed copies beside it (``X.br``, ``X.gz``, written by hooks/precompress.py)
is sent as the best copy the browser accepts (brotli, then gzip), with ``Content-Encoding`` and
``Vary: Accept-Encoding``, as a static host set up for them does; a browser that accepts neither
gets the plain file. Other text files are gzip'd on the fly when the browser accepts it. Every
file comes with a date (``Last-Modified``, unless written less than a second ago) and an ``ETag``, and a request that names either
gets ``304 Not Modified`` for an unchanged file: a browser keeps files in its HTTP cache only
with a validator it can use, and this server speaks HTTP/1.0, where Chromium reads no ETag.

An unknown address gets status 404 and the nearest "page not found" page above it, so the one of
the language it points into (``/en/...`` -> ``en/404.html``, ``/tr/...`` -> ``tr/404.html``,
anything else -> ``404.html``), as a static host does; a site built for a sub-path
(``SITE_URL=https://example.org/table-rules/``) and served from a folder of that name has its
own there. A folder without ``index.html`` is not listed.
"""

from __future__ import annotations

import argparse
import email.utils
import functools
import gzip
import http.server
import io
import sys
import threading
import time
from pathlib import Path
from urllib.parse import unquote, urlsplit

TYPES = {
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".wasm": "application/wasm",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
}


COMPRESSIBLE = {".html", ".js", ".mjs", ".css", ".json", ".wasm", ".svg", ".xml", ".webmanifest", ".txt"}
# Precompressed copies, best first: Content-Encoding -> the suffix of the copy beside the file.
PRECOMPRESSED = {"br": ".br", "gzip": ".gz"}


def accepted(header: str) -> set[str]:
    """The codings an Accept-Encoding header accepts (``q=0`` refuses one)."""
    found = set()
    for item in header.split(","):
        name, _, params = item.strip().partition(";")
        quality = params.strip().removeprefix("q=") if params.strip().startswith("q=") else "1"
        try:
            refused = float(quality) == 0
        except ValueError:
            refused = False
        if name.strip() and not refused:
            found.add(name.strip().lower())
    return found


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files, gzip'd when the browser accepts it (as any real host does), with ETags."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES}
    _gzipped: dict[tuple[str, float], bytes] = {}
    _lock = threading.Lock()

    def log_message(self, format, *args):  # quiet: tests read their own logs
        pass

    def send_head(self):
        path = Path(self.translate_path(self.path))
        if path.is_dir():
            if not self.path.split("?", 1)[0].endswith("/"):
                return super().send_head()  # the redirect to "dir/"
            path = path / "index.html"
        codings = accepted(self.headers.get("Accept-Encoding", ""))
        if path.is_file():
            for coding, suffix in PRECOMPRESSED.items():
                copy = path.with_name(path.name + suffix)
                if coding in codings and copy.is_file():
                    return self.send_copy(path, copy, coding)
        accepts_gzip = "gzip" in codings
        if not (accepts_gzip and path.suffix in COMPRESSIBLE and path.is_file()):
            # The plain file, where copies exist, depends on Accept-Encoding all the same.
            self.vary = path.is_file() and any(path.with_name(path.name + suffix).is_file() for suffix in PRECOMPRESSED.values())
            return super().send_head()
        stat = path.stat()
        etag = f'"{stat.st_mtime_ns:x}-{stat.st_size:x}-gz"'
        if self.unchanged(stat, etag):
            return None
        key = (str(path), stat.st_mtime)
        with self._lock:
            body = self._gzipped.get(key)
            if body is None:
                body = gzip.compress(path.read_bytes(), compresslevel=6, mtime=0)
                self._gzipped[key] = body
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("ETag", etag)
        self.send_last_modified(stat)
        self.send_header("Vary", "Accept-Encoding")
        self.end_headers()
        return io.BytesIO(body)

    def send_last_modified(self, stat) -> None:
        """The file's date, unless it changed less than a second ago: a date has whole seconds, so a
        version sent in the second it was written could not be told from the next one written in
        that second (a revalidation would then keep the old one). Without a date the browser asks
        for the whole file next time."""
        if time.time() - stat.st_mtime >= 1:
            self.send_header("Last-Modified", self.date_time_string(int(stat.st_mtime)))

    def unchanged(self, stat, etag: str) -> bool:
        """Answer 304 when the request names this version of the file (by ETag, else by date)."""
        match = self.headers.get("If-None-Match")
        since = self.headers.get("If-Modified-Since")
        if match is not None:
            fresh = match == etag
        elif since is not None:
            try:
                # Not for a file written less than a second ago (see send_last_modified).
                fresh = time.time() - stat.st_mtime >= 1 and int(stat.st_mtime) <= email.utils.parsedate_to_datetime(since).timestamp()
            except (TypeError, ValueError, IndexError, OverflowError):
                fresh = False
        else:
            fresh = False
        if fresh:
            self.send_response(304)
            self.send_header("ETag", etag)
            self.send_header("Vary", "Accept-Encoding")
            self.end_headers()
        return fresh

    def send_copy(self, path: Path, copy: Path, coding: str):
        """Send the precompressed ``copy`` of ``path`` as ``path`` encoded with ``coding``."""
        stat = copy.stat()
        etag = f'"{stat.st_mtime_ns:x}-{stat.st_size:x}-{coding}"'
        if self.unchanged(stat, etag):
            return None
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", coding)
        self.send_header("Content-Length", str(stat.st_size))
        self.send_header("ETag", etag)
        self.send_last_modified(stat)
        self.send_header("Vary", "Accept-Encoding")
        self.end_headers()
        return copy.open("rb")

    def not_found_page(self) -> Path | None:
        """The 404 page for the request: the nearest ``404.html`` in its folder or a folder above
        it, within the served folder (``/en/x/y`` -> ``en/x/404.html``, ``en/404.html``, ``404.html``),
        as some static hosts do: a site served under a path has its own 404 pages there."""
        root = Path(self.directory).resolve()
        parts = [part for part in unquote(urlsplit(self.path).path).split("/")[:-1] if part not in ("", ".", "..")]
        for depth in range(len(parts), -1, -1):
            page = root.joinpath(*parts[:depth], "404.html")
            if page.is_file() and page.resolve().is_relative_to(root):
                return page
        return None

    def send_error(self, code, message=None, explain=None):
        page = self.not_found_page() if code == 404 else None
        if page is None:
            return super().send_error(code, message, explain)
        body = page.read_bytes()
        encoded = "gzip" in self.headers.get("Accept-Encoding", "")
        if encoded:
            body = gzip.compress(body, compresslevel=6, mtime=0)
        self.send_response(404, message)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        if encoded:
            self.send_header("Content-Encoding", "gzip")
            self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def list_directory(self, path):
        # A static host does not list a folder that has no index.html.
        self.send_error(404)
        return None

    def end_headers(self):
        # Revalidate on each visit: the service worker, not the HTTP cache, keeps files for offline use.
        self.send_header("Cache-Control", "no-cache")
        if getattr(self, "vary", False):
            self.send_header("Vary", "Accept-Encoding")
            self.vary = False
        super().end_headers()


class QuietServer(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address):
        # A browser closing a connection mid-download (a test ending, a page left) is not an error.
        if isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            return
        super().handle_error(request, client_address)


def make_server(directory: Path, port: int = 0) -> http.server.ThreadingHTTPServer:
    handler = functools.partial(SiteHandler, directory=str(directory))
    server = QuietServer(("127.0.0.1", port), handler)
    server.daemon_threads = True
    return server


def serve_in_background(directory: Path) -> tuple[http.server.ThreadingHTTPServer, str]:
    """Start a server on a free port; answer it and its base URL (for tests and the benchmark)."""
    server = make_server(directory)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--dir", default="site")
    parser.add_argument("--port", type=int, default=8000)
    args = parser.parse_args()
    server = make_server(Path(args.dir), args.port)
    print(f"Serving {args.dir} on http://127.0.0.1:{args.port}/ (Ctrl+C to stop)")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
