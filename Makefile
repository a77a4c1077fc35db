# Two commands for a fresh machine (each installs what it needs first):
#   make serve   build the site and serve it on http://127.0.0.1:8000/
#   make test    run every test: unit, property, examples, strict build, browser, quick bench
# Also: make build (site/ only), make bench (performance figures), make clean.

PY := .venv/bin/python
SITE := site
export NO_MKDOCS_2_WARNING := 1
# Let Python keep compiled modules (__pycache__/, ignored by git): pytest's rewritten test modules
# and the hypothesis modules it rewrites are then compiled once, not in every test process of
# every run (collection: 7.4 s of CPU per process without, 3.2 s with).
unexport PYTHONDONTWRITEBYTECODE

.PHONY: setup setup-browser build serve test bench clean

setup:
	@bash scripts/setup.sh

setup-browser:
	@bash scripts/setup.sh --browser

build: setup
	$(PY) -m mkdocs build --strict --quiet -d $(SITE)

serve: build
	$(PY) scripts/serve.py --dir $(SITE) --port 8000

test: setup-browser build
	SITE_DIR=$(CURDIR)/$(SITE) $(PY) -m pytest -q -p no:cacheprovider -n 2 --dist worksteal tests
	$(PY) scripts/bench.py --site $(SITE) --quick --out bench-results/quick.json

bench: setup-browser build
	$(PY) scripts/bench.py --site $(SITE)

clean:
	rm -rf $(SITE) build dist .pytest_cache .hypothesis
