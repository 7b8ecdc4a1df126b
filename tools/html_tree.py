"""A small DOM of an HTML page, from the standard library's parser: what the
tests and the bench read out of the export's prerendered pages.

`parse_html(text)` gives the document node; `find`/`find_all` take a tag name
or a predicate. Enough for the well-formed HTML React writes; no implied end
tags beyond closing whatever is still open when its parent ends.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from html.parser import HTMLParser

VOID = {
    "area",
    "base",
    "br",
    "col",
    "embed",
    "hr",
    "img",
    "input",
    "link",
    "meta",
    "source",
    "track",
    "wbr",
}
# Elements whose text is code or markup, not something the page shows.
NOT_SHOWN = {"script", "style", "template"}


@dataclass(eq=False)  # compared by identity: a node's parent refers back to it
class Node:
    tag: str
    attrs: dict[str, str] = field(default_factory=dict)
    children: list[Node | str] = field(default_factory=list)
    parent: Node | None = field(default=None, repr=False)

    def iter(self) -> Iterator[Node]:
        """This node and every element below it, in document order."""
        yield self
        for child in self.children:
            if isinstance(child, Node):
                yield from child.iter()

    def find_all(self, match: str | Callable[[Node], bool]) -> list[Node]:
        test = (lambda n: n.tag == match) if isinstance(match, str) else match
        return [n for n in self.iter() if test(n)]

    def find(self, match: str | Callable[[Node], bool]) -> Node | None:
        found = self.find_all(match)
        return found[0] if found else None

    def text(self) -> str:
        """The text the element shows, whitespace collapsed (no script or style)."""
        return " ".join(self._text().split())

    def _text(self) -> str:
        return "".join(
            child if isinstance(child, str) else child._text()
            for child in self.children
            if isinstance(child, str) or child.tag not in NOT_SHOWN
        )

    def source(self) -> str:
        """The element's own text as written: a <script>'s or <style>'s code."""
        return "".join(child for child in self.children if isinstance(child, str))

    def elements(self) -> list[Node]:
        """The child elements (no text)."""
        return [child for child in self.children if isinstance(child, Node)]

    def classes(self) -> set[str]:
        return set(self.attrs.get("class", "").split())

    def ancestors(self) -> Iterator[Node]:
        node = self.parent
        while node is not None:
            yield node
            node = node.parent


class _TreeBuilder(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.root = Node("#document")
        self.current = self.root

    def _element(self, tag, attrs) -> Node:
        node = Node(tag, {name: value or "" for name, value in attrs}, parent=self.current)
        self.current.children.append(node)
        return node

    def handle_starttag(self, tag, attrs):
        node = self._element(tag, attrs)
        if tag not in VOID:
            self.current = node

    def handle_startendtag(self, tag, attrs):
        self._element(tag, attrs)

    def handle_endtag(self, tag):
        node = self.current
        while node is not None and node.tag != tag:
            node = node.parent
        if node is not None and node.parent is not None:
            self.current = node.parent

    def handle_data(self, data):
        self.current.children.append(data)


def parse_html(text: str) -> Node:
    builder = _TreeBuilder()
    builder.feed(text)
    builder.close()
    return builder.root
