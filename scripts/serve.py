"""Serve the built site on 127.0.0.1 with the right types for Pyodide (.mjs, .wasm, .whl).

Usage: python scripts/serve.py [--dir site] [--port 8000]
Used by `make serve`, by the browser tests and by the benchmark.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import threading
from pathlib import Path

TYPES = {
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".wasm": "application/wasm",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
}


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES}

    def log_message(self, format, *args):  # quiet: tests read their own logs
        pass

    def end_headers(self):
        # Revalidate on each visit: the service worker, not the HTTP cache, keeps files for offline use.
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()


def make_server(directory: Path, port: int = 0) -> http.server.ThreadingHTTPServer:
    handler = functools.partial(SiteHandler, directory=str(directory))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
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
