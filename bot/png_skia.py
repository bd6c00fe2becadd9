"""The board's PNG drawn by Skia's SVG module (skia-python) into a numpy array, its texts
first turned into glyph outlines of the shipped fonts (`bot.svg_text`), the file written by
`bot.png_file`. The fast drawing; `bot.png` chooses it where the wheel loads (it links the
system's libGL and libEGL).

Where a mid-game board's drawing goes (1200x897 px, CPU time, medians on a loaded machine;
about 50 ms in all, resvg took 280-400 ms): reading the SVG 3 ms, texts to outlines 2-3 ms
once their runs are kept (12 ms the first time), Skia reading the result 6 ms, drawing 25 ms
(of which the texts' outlines 11), writing the PNG 6 ms (zlib-ng; the standard zlib took
18). Skia's own PNG encoder took 50 ms, and its SVG module draws no `<text>`.
"""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from pathlib import Path

import numpy as np
import skia

from bot.png_file import encode
from bot.svg_text import faces, outline_texts

SVG_NS = "http://www.w3.org/2000/svg"


def draw(svg: str, width: int, fonts: tuple[Path, Path]) -> bytes:
    """The SVG as a PNG `width` pixels wide, texts in `fonts` (regular, bold); `ValueError`
    saying why if it cannot be drawn."""
    root = _parsed(svg)
    view_width, view_height = _size(root)
    height = math.ceil(view_height * width / view_width)
    drawn = outline_texts(svg, root, *faces(*fonts)).encode()
    # the stream copies the document: one that borrows it reads freed memory once the
    # bytes are collected
    dom = skia.SVGDOM.MakeFromStream(skia.MemoryStream(drawn, True))
    dom.setContainerSize(skia.Size(view_width, view_height))
    pixels = np.zeros((height, width, 4), dtype=np.uint8)  # transparent
    canvas = skia.Canvas(pixels, skia.kRGBA_8888_ColorType, skia.kPremul_AlphaType)
    canvas.scale(width / view_width, width / view_width)
    dom.render(canvas)
    return encode(_unpremultiplied(pixels))


def _unpremultiplied(pixels: np.ndarray) -> np.ndarray:
    """The pixels with colours no longer multiplied by their alpha, as PNG stores them
    (Skia draws premultiplied). An opaque pixel is the same either way, so only the rows
    with another are converted: a board is opaque but for its last row, which its height
    (rounded up) covers in part, and converting every row took 5-8 ms."""
    partial = np.flatnonzero(pixels[:, :, 3].min(axis=1) < 255)
    if partial.size:
        image = skia.Image.fromarray(pixels[partial],
                                     skia.kRGBA_8888_ColorType, skia.kPremul_AlphaType)
        pixels[partial] = image.toarray(colorType=skia.kRGBA_8888_ColorType,
                                        alphaType=skia.kUnpremul_AlphaType)
    return pixels


def _parsed(svg: str) -> ET.Element:
    """The SVG's root element, or `ValueError` if it is not an SVG document."""
    try:
        root = ET.fromstring(svg)
    except ET.ParseError as err:
        raise ValueError(str(err)) from None
    if root.tag != f"{{{SVG_NS}}}svg":
        raise ValueError(f"its root is <{root.tag}>")
    return root


def _size(root: ET.Element) -> tuple[float, float]:
    """The document's size in user units: its width and height, else its viewBox's."""
    box = root.get("viewBox", "").replace(",", " ").split()
    try:
        width = float(root.get("width", box[2] if box else "").removesuffix("px"))
        height = float(root.get("height", box[3] if box else "").removesuffix("px"))
    except (ValueError, IndexError):
        raise ValueError("it has no size") from None
    if width <= 0 or height <= 0:
        raise ValueError(f"its size is {width:g}x{height:g}")
    return width, height
