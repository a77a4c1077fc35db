"""Shared test set-up: the repository root on sys.path, and the built site.

The site is built once per run with `mkdocs build --strict` (or taken from $SITE_DIR when
`make test` has just built it that way), so a warning anywhere fails the tests. The site built
for an address under a sub-path (``SUB_PATH_URL``) is built once per run too, shared by the test
processes of the run.
"""

import fcntl
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


# Where the sub-path tests publish the site: a folder of a host, as a club's copy would be.
SUB_PATH_URL = "https://example.org/table-rules/"


def build_site(out: Path, **env: str) -> None:
    """Build the site strictly into ``out`` as `make build` does, with ``env`` added (``SITE_URL``)."""
    done = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--quiet", "-d", str(out)],
        cwd=ROOT,
        env={**os.environ, "NO_MKDOCS_2_WARNING": "1", **env},
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.fixture(scope="session")
def site_dir() -> Path:
    prebuilt = os.environ.get("SITE_DIR")
    if prebuilt and (Path(prebuilt) / "index.html").exists():
        return Path(prebuilt)
    out = Path(tempfile.mkdtemp(prefix="site-")) / "site"
    build_site(out)
    return out


@pytest.fixture(scope="session")
def sub_path_site(tmp_path_factory) -> Path:
    """The site built with ``SITE_URL=SUB_PATH_URL`` into ``<host root>/table-rules/``: the first
    test process of a run to need it builds it, the other waits and takes it."""
    run = os.environ.get("PYTEST_XDIST_TESTRUNUID")
    base = tmp_path_factory.getbasetemp()
    folder = base.parent / f"sub-path-{run}" if run else base / "sub-path"
    folder.mkdir(exist_ok=True)
    site = folder / "root" / SUB_PATH_URL.rstrip("/").rsplit("/", 1)[1]
    with open(folder / "lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (folder / "built").exists():
            build_site(site, SITE_URL=SUB_PATH_URL)
            (folder / "built").touch()
    return site
