"""The renderer over a seeded corpus of valid and hostile SVG documents (tests/render/corpus.py).

Whatever the document, a render either returns a picture of the requested size having spent
no more than its budget, or raises `SvgError` with a message that names the element (or the
document) at fault; a valid document is refused only when drawing it costs more than the
budget (a few fills on a grid of thousands of rows). `python -m tests.render.corpus` prints
the figures of such a run.
"""

from __future__ import annotations

import random

import pytest

from engine.render import DEFAULT_BUDGET, Budget, SvgError, render_text
from tests.scale import scale

from .corpus import documents, grid

TIGHT = Budget(chars=200_000, elements=1_000, uses=200, points=20_000, raster=200_000)
"""A smaller budget than the default, so hostile documents fail fast; valid ones fit."""

DOCUMENT_LEVEL = ("not well-formed XML", "the SVG text", "root element is", "the <svg> root",
                  "grid ")
"""Errors about the document as a whole rather than one element."""


def check_corpus(seed: int, count: int, budget: Budget) -> dict[str, int]:
    """Render the corpus; return the count of each outcome. Fails on the first document that
    raises anything but SvgError, overspends, or draws a grid of the wrong size."""
    rng = random.Random(seed)
    outcomes = {"rendered": 0, "refused": 0}
    for index, (kind, text) in enumerate(documents(seed, count)):
        cols, rows = grid(rng)
        where = f"document {index} ({kind}) of seed {seed} at {cols}x{rows}"
        try:
            result = render_text(text, cols, rows, budget=budget)
        except SvgError as exc:
            message = str(exc)
            # a valid document is refused only for its cost, on a grid of many rows
            assert kind != "valid" or "over the render budget" in message, f"{where}: {message}"
            assert message.startswith(("<", *DOCUMENT_LEVEL)), f"{where}: unnamed: {message}"
            outcomes["refused"] += 1
            continue
        usage = result.usage
        assert usage.elements <= budget.elements and usage.uses <= budget.uses, where
        assert usage.points <= budget.points and usage.raster <= budget.raster, where
        assert rows is None or len(result.lines) == rows, where
        assert all(len(line) <= cols for line in result.lines), where
        outcomes["rendered"] += 1
    return outcomes


def test_corpus_renders_or_refuses_with_an_svg_error_within_budget() -> None:
    outcomes = check_corpus(seed=1, count=300, budget=TIGHT)
    # both outcomes are exercised: the corpus is neither all refused nor all drawn
    assert outcomes["rendered"] > 100 and outcomes["refused"] > 50


@pytest.mark.soak
def test_large_corpus_at_the_default_budget() -> None:
    outcomes = check_corpus(seed=2, count=scale(300, 5_000), budget=DEFAULT_BUDGET)
    assert outcomes["rendered"] > 0 and outcomes["refused"] > 0
