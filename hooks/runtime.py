"""What the browser runs: Pyodide's files from the pinned npm package, and the calculators wheel.

Both are copied into the built site, so pages never load anything from another host.
The wheel is built by hatchling (reproducible: fixed timestamps) and named with a short
hash of its content, so a new release is never served from an old cache.
"""

from __future__ import annotations

import hashlib
import shutil
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYODIDE_PACKAGE = ROOT / "node_modules" / "pyodide"
# The files loadPyodide() fetches for a start with no extra package.
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")


def build_wheel() -> tuple[str, bytes]:
    """Build the calculators wheel; answer its site path (``wheels/calculators-<hash>.whl``) and bytes."""
    from hatchling.builders.wheel import WheelBuilder

    with tempfile.TemporaryDirectory() as out:
        builder = WheelBuilder(str(ROOT))
        built = next(iter(builder.build(directory=out, versions=["standard"])))
        content = Path(built).read_bytes()
    digest = hashlib.sha256(content).hexdigest()[:12]
    return f"wheels/calculators-{digest}.whl", content


def pyodide_version() -> str:
    import json

    return json.loads((PYODIDE_PACKAGE / "package.json").read_text())["version"]


def copy_runtime(site_root: Path, wheel_path: str, wheel: bytes) -> None:
    """Put Pyodide's files under ``pyodide/`` and the wheel under ``wheels/`` (idempotent)."""
    if not PYODIDE_PACKAGE.is_dir():
        raise FileNotFoundError("node_modules/pyodide is missing: run `npm ci` first (the Makefile does)")
    target = site_root / "pyodide"
    target.mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_FILES:
        source = PYODIDE_PACKAGE / name
        destination = target / name
        if not destination.exists() or destination.stat().st_size != source.stat().st_size:
            shutil.copyfile(source, destination)
    wheels = site_root / "wheels"
    if wheels.is_dir():
        for old in wheels.glob("*.whl"):
            if old.name != Path(wheel_path).name:
                old.unlink()
    wheels.mkdir(parents=True, exist_ok=True)
    (site_root / wheel_path).write_bytes(wheel)
