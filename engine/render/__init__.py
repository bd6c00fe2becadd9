"""Pure-Python SVG rendering for text channels: an SVG scene rasterised onto a character grid.

The board is drawn once, as SVG; `render_text` turns that same document into lines of braille
strokes, fill characters and labels for a Discord code block. Standard library only.
"""

from .budget import DEFAULT_BUDGET, Budget, Usage
from .errors import SvgError
from .labels import Placed
from .text import TextMap, TextRender, render_text

__all__ = ["DEFAULT_BUDGET", "Budget", "Placed", "SvgError", "TextMap", "TextRender", "Usage",
           "render_text"]
