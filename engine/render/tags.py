"""Element names: which tags the walk descends into, draws or reads text from, and how an
element is named in an error message."""

from __future__ import annotations

import xml.etree.ElementTree as ET

CONTAINERS = frozenset({"svg", "g", "a", "switch"})
SHAPES = frozenset({"rect", "circle", "ellipse", "line", "polyline", "polygon", "path"})
TEXT_CHILDREN = frozenset({"tspan", "textPath", "a"})
XLINK_HREF = "{http://www.w3.org/1999/xlink}href"


def local_name(tag: object) -> str:
    """Tag without its namespace ("{http://www.w3.org/2000/svg}rect" -> "rect")."""
    if not isinstance(tag, str):  # comments and processing instructions
        return ""
    return tag.rpartition("}")[2]


def describe(element: ET.Element, attribute: str = "") -> str:
    """`<rect id="a"> width`: the element (with its id, if any) and the attribute at fault."""
    ident = element.get("id")
    name = local_name(element.tag)
    if ident is not None and len(ident) > 40:
        ident = ident[:37] + "..."
    where = f'<{name} id="{ident}">' if ident else f"<{name}>"
    return f"{where} {attribute}" if attribute else where


def use_href(element: ET.Element) -> str | None:
    """A `<use>`'s reference (`href`, or the older `xlink:href`)."""
    return element.get("href") or element.get(XLINK_HREF)
