"""The one error the renderer raises for input it cannot read."""


class SvgError(ValueError):
    """Malformed or unsupported SVG: the message names the element and value at fault.

    A subclass of `ValueError`, so callers may catch either.
    """
