#!/usr/bin/env bash
# Installs what building, serving and testing the site need, on a fresh machine or an old one:
# a virtual environment with the pinned Python packages, the pinned npm packages (Pyodide,
# axe-core) and Debian's Chromium for the browser tests. Safe to run again: it skips what is there.
set -euo pipefail
cd "$(dirname "$0")/.."

want_browser="${1:-}"

if [ ! -x .venv/bin/python ] || ! cmp -s requirements.txt .venv/.requirements 2>/dev/null; then
  python3 -m venv .venv
  .venv/bin/pip install --quiet --disable-pip-version-check -r requirements.txt
  cp requirements.txt .venv/.requirements
fi

if [ ! -d node_modules/pyodide ] || ! cmp -s package-lock.json node_modules/.installed-lock 2>/dev/null; then
  npm ci --no-audit --no-fund --loglevel=error
  cp package-lock.json node_modules/.installed-lock
fi

if [ "$want_browser" = "--browser" ] && [ ! -x /usr/bin/chromium ]; then
  echo "Installing Chromium from Debian's packages (for the browser tests)…"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi
