"""Brotli and gzip copies of the largest files Python's worker downloads, written beside them.

``pyodide/pyodide.asm.wasm`` gets ``pyodide.asm.wasm.br`` and ``pyodide.asm.wasm.gz``; a static
host (and scripts/serve.py) sends the copy the browser accepts, with ``Content-Encoding``, so
nothing is compressed per request and brotli, which no server compresses on the fly at its best
settings, is used. A copy is written only when it is at least ``MIN_GAIN`` smaller (Pyodide's
full ``python_stdlib.zip`` is deflated inside: it gets none).

Brotli comes from Node's zlib (hooks/brotli.mjs), quality 9 with a 16 MB window: on the 9.6 MB
wasm file it gives 3.13 MB in about 15-40 s, where quality 11 gives 2.77 MB in several minutes.
Each copy is kept in ``build/precompressed/`` under a hash of its source, so only a file that
changed is compressed again.
"""

from __future__ import annotations

import gzip
import hashlib
import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BROTLI = Path(__file__).with_name("brotli.mjs")
# Beside the node_modules that Pyodide comes from (a copy of the project linking to it shares it).
CACHE = (ROOT / "node_modules").resolve().parent / "build" / "precompressed"
BROTLI_QUALITY = 9
MIN_BYTES = 1024
MIN_GAIN = 0.05
ENCODINGS = {"br": ".br", "gzip": ".gz"}  # Content-Encoding -> suffix of the copy


def _kept(digest: str, suffix: str) -> Path:
    return CACHE / f"{digest}-q{BROTLI_QUALITY}{suffix}"


def write(site_root: Path, paths: list[str]) -> list[str]:
    """Write the ``.br`` and ``.gz`` copies of ``paths`` (relative to the site) that gain; answer
    the copies written. A stale copy of a file that no longer gains is removed."""
    sources = [site_root / rel for rel in dict.fromkeys(paths) if (site_root / rel).is_file() and (site_root / rel).stat().st_size >= MIN_BYTES]
    digests = {source: hashlib.sha256(source.read_bytes()).hexdigest()[:24] for source in sources}
    CACHE.mkdir(parents=True, exist_ok=True)
    missing_br = [source for source in sources if not _kept(digests[source], ".br").is_file()]
    if missing_br:
        args = [str(BROTLI_QUALITY)]
        for source in missing_br:
            args += [str(source), str(_kept(digests[source], ".br.tmp"))]
        try:
            subprocess.run(["node", str(BROTLI), *args], check=True, capture_output=True, timeout=1800)
        except (FileNotFoundError, subprocess.CalledProcessError) as exc:
            raise RuntimeError(f"brotli copies not written (node hooks/brotli.mjs): {exc}") from exc
        for source in missing_br:
            _kept(digests[source], ".br.tmp").replace(_kept(digests[source], ".br"))
    written = []
    for source in sources:
        kept_gz = _kept(digests[source], ".gz")
        if not kept_gz.is_file():
            kept_gz.write_bytes(gzip.compress(source.read_bytes(), compresslevel=9, mtime=0))
        size = source.stat().st_size
        for suffix in ENCODINGS.values():
            copy = source.with_name(source.name + suffix)
            kept = _kept(digests[source], suffix)
            if kept.stat().st_size <= size * (1 - MIN_GAIN):
                shutil.copyfile(kept, copy)
                written.append(copy.relative_to(site_root).as_posix())
            elif copy.exists():
                copy.unlink()
    return written

