"""The board's PNG drawn by Skia's SVG module (skia-python) into a numpy array, its texts
first turned into glyph outlines of the shipped fonts (`bot.svg_text`), the file written by
`bot.png_file`. The fast drawing; `bot.png` chooses it where the wheel loads (it links the
system's libGL and libEGL).

Where a mid-game board's drawing goes (1200x813 px, CPU time, medians of 15 pictures, the
board after successive moves of three games, on a loaded machine; about 30-43 ms in all,
resvg took 280-400 ms): cutting off the base layer 1 ms (`bot.png_layer`), reading the rest
1-1.5 ms, copying the base's kept pixels 1 ms, texts to outlines 3-4.5 ms (each text's
group kept, 12 ms the first time), Skia reading the result 3-6 ms, drawing 10-16 ms,
writing the PNG 8-11 ms (zlib-ng; the standard zlib took 18). Drawing the whole document,
the base's shapes included, took 21-27 ms. Skia's own PNG encoder took 50 ms, and its SVG
module draws no `<text>`.
"""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from pathlib import Path

import numpy as np
import skia

from bot.png_file import encode
from bot.png_layer import split
from bot.svg_text import faces, outline_texts

SVG_NS = "http://www.w3.org/2000/svg"
BASES_KEPT = 8
"""Base layers kept: a board's, per size, language and legend (a game's legend sets the
document's height); 4 MB each at 1200 px wide."""
_BASES: dict[tuple[str, int, int], np.ndarray] = {}


def draw(svg: str, width: int, fonts: tuple[Path, Path]) -> bytes:
    """The SVG as a PNG `width` pixels wide, texts in `fonts` (regular, bold); `ValueError`
    saying why if it cannot be drawn. A document with a base layer (`bot.png_layer`) is
    drawn over that layer's kept pixels."""
    cut = split(svg)
    drawn = svg if cut is None else cut.rest
    root = _parsed(drawn)
    size = _size(root)
    height = math.ceil(size[1] * width / size[0])
    if cut is None:
        pixels = np.zeros((height, width, 4), dtype=np.uint8)  # transparent
    else:
        pixels = _base(cut.base, width, height, fonts).copy()
    _render(outline_texts(drawn, root, *faces(*fonts)), size, pixels)
    return encode(_unpremultiplied(pixels))


def _base(base: str, width: int, height: int, fonts: tuple[Path, Path]) -> np.ndarray:
    """The pixels of a base layer (premultiplied, as Skia draws), kept for the pictures
    after: drawing a map's shapes under the pieces was a third of a board's drawing."""
    key = (base, width, height)
    pixels = _BASES.get(key)
    if pixels is None:
        if len(_BASES) >= BASES_KEPT:
            del _BASES[next(iter(_BASES))]  # the oldest
        root = _parsed(base)
        pixels = _BASES[key] = np.zeros((height, width, 4), dtype=np.uint8)
        _render(outline_texts(base, root, *faces(*fonts)), _size(root), pixels)
        pixels.flags.writeable = False
    return pixels


def _render(svg: str, size: tuple[float, float], pixels: np.ndarray) -> None:
    """Draw `svg` (its texts outlined already) over `pixels`, scaled to their width."""
    # the stream copies the document: one that borrows it reads freed memory once the
    # bytes are collected
    dom = skia.SVGDOM.MakeFromStream(skia.MemoryStream(svg.encode(), True))
    dom.setContainerSize(skia.Size(*size))
    canvas = skia.Canvas(pixels, skia.kRGBA_8888_ColorType, skia.kPremul_AlphaType)
    scale = pixels.shape[1] / size[0]
    canvas.scale(scale, scale)
    dom.render(canvas)


def forget_layers() -> None:
    """Forget the kept base layers, as a drawing process starts (`make bench` measures a
    game's first picture so)."""
    _BASES.clear()


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
