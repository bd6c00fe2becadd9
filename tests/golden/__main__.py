"""`python -m tests.golden` (make golden): rewrite the golden board and arena files from the
cases."""

from . import CASES, HERE, pictures
from .arena import ARENA_CASES, arena_pictures

for case in CASES:
    for filename, text in pictures(case).items():
        (HERE / filename).write_text(text, encoding="utf-8")
        print(f"wrote tests/golden/{filename}")
for case in ARENA_CASES:
    for filename, text in arena_pictures(case).items():
        (HERE / filename).write_text(text, encoding="utf-8")
        print(f"wrote tests/golden/{filename}")
