"""Publishing: the site works at the address it is built for, the workflow publishes it the README's
way, and a build says which release it is and can be made again identically.

- The site built for an address under a sub-path (``SITE_URL``, ``tests.conftest.SUB_PATH_URL``):
  every address that a page, a 404 page, a manifest, the service worker or the sitemap names
  stays under that path and points at a file of the site; canonical links name the page itself
  and the language switcher the same page in each language (tests/browser/test_sub_path.py
  serves it there).
- The GitHub Actions workflow builds with the README's command, for the repository's Pages address.
- Two builds of one commit are the same files; every page's footer and the service worker's cache
  name the release; the sitemap dates pages by their commit.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import xml.etree.ElementTree as ElementTree
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urljoin, urlsplit

import pytest
import yaml

from calculators import __version__
from calculators.i18n import render
from hooks import offline
from tests.conftest import ROOT, SUB_PATH_URL, build_site
from tests.site_pages import LANGS

WORKFLOW = ROOT / ".github" / "workflows" / "publish.yml"
SITEMAP = {"s": "http://www.sitemaps.org/schemas/sitemap/0.9", "xhtml": "http://www.w3.org/1999/xhtml"}
# Elements whose address the browser loads with the page (a link <a> is only followed).
LOADED = {"link", "script", "img", "source", "form"}


class Addresses(HTMLParser):
    """The addresses an HTML page names: (tag, attributes) of every element with href, src or action."""

    def __init__(self, html: str):
        super().__init__()
        self.found: list[tuple[str, str, dict]] = []
        self.feed(html)

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        for name in ("href", "src", "action"):
            if attrs.get(name) is not None:
                self.found.append((tag, attrs[name], attrs))


# Pages shown at any address: "page not found", and the offline page the service worker shows
# for a page not kept (hooks/offline.py).
ANY_ADDRESS = {"404.html", offline.OFFLINE_PAGE}


def public_url(site: Path, html: Path) -> str:
    """The address a built page is read at: its folder's; a 404 or offline page's, any missing address below it."""
    rel = html.relative_to(site).parent.as_posix()
    folder = SUB_PATH_URL + ("" if rel == "." else rel + "/")
    return folder + "no/such/page" if html.name in ANY_ADDRESS else folder


def file_at(site: Path, url: str) -> Path | None:
    """The site's file an address under SUB_PATH_URL serves (a folder's index.html), or None."""
    path = unquote(urlsplit(url).path)
    base = urlsplit(SUB_PATH_URL).path
    if not path.startswith(base):
        return None
    target = site / path[len(base) :]
    if path.endswith("/"):
        target = target / "index.html"
    return target if target.is_file() else None


def html_files(site: Path) -> list[Path]:
    return sorted(path for path in site.rglob("*.html") if not path.relative_to(site).as_posix().startswith("_"))


def language_of(site: Path, html: Path) -> str:
    first = html.relative_to(site).parts[0]
    return next((lang for lang, prefix in LANGS.items() if prefix and prefix.rstrip("/") == first), "fr")


def test_every_address_a_page_names_stays_under_the_path_and_exists(sub_path_site):
    site = sub_path_site
    problems = []
    pages = html_files(site)
    assert {path.name for path in pages} == {"index.html", *ANY_ADDRESS}
    for name in ANY_ADDRESS:
        assert {path.relative_to(site).as_posix() for path in pages if path.name == name} == {f"{prefix}{name}" for prefix in LANGS.values()}
    for html in pages:
        url = public_url(site, html)
        for tag, address, attrs in Addresses(html.read_text(encoding="utf-8")).found:
            target = urljoin(url, address).split("#", 1)[0]
            if address.startswith("#") or urlsplit(target).scheme not in ("http", "https"):
                continue
            if urlsplit(target).netloc != urlsplit(SUB_PATH_URL).netloc:
                if tag in LOADED:
                    problems.append(f"{html.relative_to(site)}: <{tag}> loads {address} from another host")
            elif file_at(site, target) is None:
                problems.append(f"{html.relative_to(site)}: <{tag}> {address} -> {target}, no such file under the path")
    assert problems == []


def test_canonical_links_and_the_language_switcher_name_the_page_and_its_translations(sub_path_site):
    site = sub_path_site
    for html in html_files(site):
        lang, url = language_of(site, html), public_url(site, html)
        found = Addresses(html.read_text(encoding="utf-8")).found
        canonical = [attrs["href"] for tag, _, attrs in found if tag == "link" and attrs.get("rel") == "canonical"]
        switcher = {attrs["hreflang"]: urljoin(url, address) for tag, address, attrs in found if tag == "a" and "md-select__link" in attrs.get("class", "")}
        if html.name in ANY_ADDRESS:  # any address: no canonical one; the switcher leads to each language's home
            assert canonical == [] and switcher == {other: SUB_PATH_URL + prefix for other, prefix in LANGS.items()}
            continue
        assert canonical == [url], html
        rest = url[len(SUB_PATH_URL + LANGS[lang]) :]
        assert switcher == {other: SUB_PATH_URL + prefix + rest for other, prefix in LANGS.items()}, html


def test_each_language_manifest_keeps_the_app_inside_the_path(sub_path_site):
    for prefix in LANGS.values():
        url = SUB_PATH_URL + prefix + "manifest.webmanifest"
        manifest = json.loads(file_at(sub_path_site, url).read_text(encoding="utf-8"))
        start, scope = urljoin(url, manifest["start_url"]), urljoin(url, manifest["scope"])
        assert scope == SUB_PATH_URL and start == SUB_PATH_URL + prefix
        assert file_at(sub_path_site, start) is not None
        for icon in manifest["icons"]:
            assert file_at(sub_path_site, urljoin(url, icon["src"])) is not None, icon


def service_worker_lists(site: Path) -> tuple[str, dict, dict]:
    """The service worker's version, and its files and groups (hooks/offline_sw.js, filled by hooks/offline.py)."""
    text = (site / "sw.js").read_text(encoding="utf-8")
    version = re.search(r'^const VERSION = "([^"]*)";', text, re.M)[1]
    read = lambda name: json.loads(re.search(rf"^const {name} = (.*?);$", text, re.M | re.S)[1])
    return version, read("FILES"), read("GROUPS")


def test_the_service_worker_lists_files_under_the_path_that_exist(sub_path_site):
    _, files, groups = service_worker_lists(sub_path_site)
    assert [path for path in files if file_at(sub_path_site, urljoin(SUB_PATH_URL, path)) is None] == []
    assert {path for group in groups.values() for path in group} == set(files)
    assert {f"{prefix}404.html" for prefix in LANGS.values()} <= set(files)  # each language's page not found, offline too


def test_the_sitemap_names_every_page_and_its_translations_at_the_address(sub_path_site):
    tree = ElementTree.parse(sub_path_site / "sitemap.xml")
    pages = tree.findall("s:url", SITEMAP)
    assert len(pages) == len([path for path in html_files(sub_path_site) if path.name == "index.html"])
    for entry in pages:
        addresses = [entry.findtext("s:loc", namespaces=SITEMAP)] + [link.get("href") for link in entry.findall("xhtml:link", SITEMAP)]
        assert all(file_at(sub_path_site, address) is not None for address in addresses), addresses


def _git(*args: str, **env: str) -> str | None:
    try:
        done = subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True, env={**os.environ, **env})
    except OSError:
        return None
    return done.stdout.strip() if done.returncode == 0 else None


COMMIT = _git("rev-parse", "--short=12", "HEAD")
needs_git = pytest.mark.skipif(COMMIT is None, reason="not a git checkout: a build names no commit")


@needs_git
def test_every_page_and_the_offline_copy_name_the_release(site_dir):
    for html in html_files(site_dir):
        footer = re.search(r'<span class="site-release">([^<]*)</span>', html.read_text(encoding="utf-8"))
        assert footer, f"{html}: no release in the footer"
        word = render("core.version", language_of(site_dir, html), {"version": ""}).strip()
        assert footer[1].startswith(word) and __version__ in footer[1] and COMMIT in footer[1], (html, footer[1])
    version, _, _ = service_worker_lists(site_dir)
    assert version.startswith(f"{__version__}-{COMMIT}")


@needs_git
def test_the_sitemap_dates_pages_by_their_commit(site_dir):
    committed = _git("log", "-1", "--format=%cd", "--date=format-local:%Y-%m-%d", TZ="UTC")
    dates = {entry.text for entry in ElementTree.parse(site_dir / "sitemap.xml").findall("s:url/s:lastmod", SITEMAP)}
    assert dates == {committed}


def test_two_builds_of_one_commit_are_the_same_files(site_dir, tmp_path):
    """The site of this run, and the site built again now, in another folder and another time zone."""
    locations = [entry.text for entry in ElementTree.parse(site_dir / "sitemap.xml").findall("s:url/s:loc", SITEMAP)]
    again = tmp_path / "site"
    build_site(again, SITE_URL=min(locations, key=len), TZ="Pacific/Kiritimati")

    def files(site: Path) -> dict[str, bytes]:
        return {path.relative_to(site).as_posix(): path.read_bytes() for path in site.rglob("*") if path.is_file() and not path.relative_to(site).as_posix().startswith("_")}

    first, second = files(site_dir), files(again)
    assert sorted(first) == sorted(second)
    assert [name for name in first if first[name] != second[name]] == []


def readme_build_command() -> tuple[str, str]:
    """The README's build for an address: (the command, the variable that names the address)."""
    found = re.search(r"^(SITE_URL)=\S+ (make \w+)", (ROOT / "README.md").read_text(encoding="utf-8"), re.M)
    assert found, "the README shows no build for an address (SITE_URL=... make ...)"
    return found[2], found[1]


def test_the_publishing_workflow_builds_with_the_readme_command_for_the_pages_address():
    command, variable = readme_build_command()
    workflow = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    triggers = workflow.get("on", workflow.get(True))  # YAML 1.1 reads a bare `on` as true
    assert "main" in triggers["push"]["branches"]
    steps = [step for job in workflow["jobs"].values() for step in job["steps"]]
    runs = [step for step in steps if "run" in step]
    assert [step["run"].strip() for step in runs] == [command], "one command: the README's build, which installs what it needs"
    pages = next(step for step in steps if step.get("uses", "").startswith("actions/configure-pages@"))
    assert runs[0]["env"] == {variable: "${{ steps.%s.outputs.base_url }}/" % pages["id"]}
    upload = next(step for step in steps if step.get("uses", "").startswith("actions/upload-pages-artifact@"))
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    assert upload["with"]["path"] == re.search(r"^SITE := (\S+)$", makefile, re.M)[1]
    assert [step for step in steps if step.get("uses", "").startswith("actions/deploy-pages@")]
    assert steps.index(pages) < steps.index(runs[0]) < steps.index(upload)
