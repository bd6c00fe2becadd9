"""The conformance tests draw classic's boards once per distinct SVG (`remembered_renders`)."""

from __future__ import annotations

import pytest

from .checks import remembered_renders


@pytest.fixture(scope="module", autouse=True)
def _renders_remembered():
    with remembered_renders():
        yield
