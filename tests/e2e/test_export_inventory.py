"""The export ships only what is used: every file in it is reached from a page.

Starting from the pages (every .html) and the files hosts look for by name,
the test follows references through HTML (href, src, srcset, meta content,
inline scripts), CSS (url()), JavaScript (imports, paths in strings), JSON
and YAML (the CMS's settings): a file counts as referenced when a reached
text file names its path, or its name as `./name` beside it (a module's
relative import). Anything
left over is shipped unused and fails the test. Exempt, because hosts or
crawlers ask for them by name: robots.txt, the sitemap, 404.html (and React
Router's SPA shell it is copied from), the favicon, the headers files (the
nginx includes are the server's, not the visitors') and `_redirects`;
and the precompressed `.gz` sibling of any used file.
"""

from __future__ import annotations

from pathlib import Path

from salon import paths
from salon.cms import admin
from salon.plugins import receiver_down
from static_first.plugins import not_found_rules, security_headers

# The salon's stylesheets, which Reflex bundles into the page (assets/css/).
STYLESHEETS = tuple(f"css/{path.name}" for path in sorted((paths.ASSETS / "css").glob("*.css")))

HOST_FILES = {
    "robots.txt",
    "sitemap.xml",
    "404.html",
    "__spa-fallback.html",
    "favicon.svg",
    security_headers.NETLIFY_FILE,
    security_headers.NGINX_FILE,
    security_headers.nginx_subtree_file(admin.FOLDER),
    not_found_rules.FILE,
    receiver_down.FILE,
}
TEXT = (".html", ".css", ".js", ".mjs", ".json", ".yml", ".xml", ".txt", ".svg", ".webmanifest")
COMPRESSED = (".gz", ".br", ".zst")


def inventory(site: Path) -> list[str]:
    return sorted(p.relative_to(site).as_posix() for p in site.rglob("*") if p.is_file())


def referenced(site: Path) -> set[str]:
    files = [f for f in inventory(site) if not f.endswith(COMPRESSED)]
    roots = [f for f in files if f.endswith(".html") or f in HOST_FILES]
    reached: set[str] = set()
    todo = list(roots)
    while todo:
        current = todo.pop()
        if current in reached:
            continue
        reached.add(current)
        if not current.endswith(TEXT):
            continue
        text = (site / current).read_text(encoding="utf-8", errors="replace")
        folder = current.rpartition("/")[0]
        for candidate in files:
            if candidate in reached:
                continue
            place, _, name = candidate.rpartition("/")
            # Vite's chunks and /admin/'s modules import each other by relative path.
            sibling = place == folder and f"./{name}" in text
            if f"/{candidate}" in text or sibling:
                todo.append(candidate)
    return reached


def test_every_shipped_file_is_used(site_dir):
    used = referenced(site_dir)
    unused = [
        f
        for f in inventory(site_dir)
        if f not in used and not (f.endswith(COMPRESSED) and f.rsplit(".", 1)[0] in used)
    ]
    assert unused == [], "shipped but nothing refers to them:\n" + "\n".join(unused)


def test_no_sources_duplicates_or_build_manifests(site_dir):
    files = inventory(site_dir)
    assert [f for f in files if f.endswith((".jsx", ".jsx.gz"))] == []
    assert [f for f in files if f.startswith("js/")] == []
    assert not set(STYLESHEETS) & set(files)


def test_the_inventory_sees_what_pages_use(site_dir):
    """Control: the walk reaches the bundles and the images, not only the pages."""
    used = referenced(site_dir)
    assert {"admin/config.yml", "admin/decap-cms.js"} <= used
    assert any(f.startswith("assets/") and f.endswith(".js") for f in used)
    assert any(f.startswith("img/") and f.endswith(".avif") for f in used)
    assert any(f.startswith("img/og-") and f.endswith(".jpg") for f in used)
