"""Shared test set-up: the repository root on sys.path, and the built site.

The site is built once per run with `mkdocs build --strict` (or taken from $SITE_DIR when
`make test` has just built it that way), so a warning anywhere fails the tests.
"""

import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

# Property tests judge behaviour, not speed: no per-example deadline (a loaded CI machine or a
# parallel run would make timing flaky). The benchmark script measures speed instead.
settings.register_profile("project", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("project")

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


@pytest.fixture(scope="session")
def site_dir() -> Path:
    prebuilt = os.environ.get("SITE_DIR")
    if prebuilt and (Path(prebuilt) / "index.html").exists():
        return Path(prebuilt)
    out = Path(tempfile.mkdtemp(prefix="site-")) / "site"
    subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--quiet", "-d", str(out)],
        cwd=ROOT,
        check=True,
        env={**os.environ, "NO_MKDOCS_2_WARNING": "1"},
    )
    return out
