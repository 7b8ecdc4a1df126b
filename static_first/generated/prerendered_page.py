"""A page of the export as React Router prerenders it (build/client/**/*.html).

What React Router writes after the app in <body>: the inline script of its
<ScrollRestoration>, the module script of its <Scripts> that imports the
page's modules and hydrates it, its route data and the streaming that
delivers it; and the attribute its <Link> puts on a link.
"""

import re

ROUTER_SCROLL_RESTORATION = "<script>((storageKey, restoreKey) =>"
ROUTER_BOOT_SCRIPT = '<script type="module" async="">'
ROUTER_DISCOVER = ' data-discover="true"'
# The boot module, whole; and with its body as the group.
BOOT = re.compile(re.escape(ROUTER_BOOT_SCRIPT) + r".*?</script>", re.S)
BOOT_BODY = re.compile(re.escape(ROUTER_BOOT_SCRIPT) + r"(.*?)</script>", re.S)
MODULEPRELOAD = re.compile(r'<link rel="modulepreload" href="([^"]+)"/>')


def modulepreload(href: str) -> str:
    return f'<link rel="modulepreload" href="{href}"/>'


# The boot module's parts (react-router's <Scripts>, in a static export):
# side-effect imports, one namespace import per matched route, the route
# modules by route id, and the client entry.
_MODULE = r'("[^"\\]+")'
SIDE_EFFECT_IMPORT = re.compile(rf"^import {_MODULE};$", re.M)
ROUTE_IMPORT = re.compile(rf"^import \* as (\w+) from {_MODULE};$", re.M)
ROUTE_MODULES = re.compile(r"^\s*window\.__reactRouterRouteModules = \{(.*)\};$", re.M)
ROUTE_MODULE = re.compile(r'("(?:[^"\\]|\\.)*"):(\w+)')
ENTRY = re.compile(rf"^import\({_MODULE}\);$", re.M)
# A route module the boot module imports (the root is route0).
PAGE_ROUTE_IMPORT = re.compile(r'^import \* as route[1-9]\d* from "(/[^"]+)";$', re.M)
MANIFEST_IMPORT = re.compile(r'import\s*"(/[^"]*/manifest-[\w-]+\.js)";\n?')
# What may follow the app in <body> besides the boot module: React Router's
# scripts and React's streaming of its route data (hidden segments, the
# templates they fill, the comments that mark them).
ROUTER_TAIL_PARTS = re.compile(
    r"<script\b[^>]*>.*?</script>|<template\b[^>]*></template>|<div hidden[^>]*>|</div>|<!--.*?-->",
    re.S,
)
PENDING_BOUNDARY = '<template id="B:'
LINK_DISCOVER = re.compile(r"(<a\b[^>]*?)" + re.escape(ROUTER_DISCOVER))
HTML_LANG = re.compile(r'<html lang="[^"]*"')

# Reflex's copy of the SPA shell for unknown paths, which it moves to 404.html
# after the build plugins run.
SPA_FALLBACK = "__spa-fallback.html"
