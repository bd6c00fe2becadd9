"""`python -m tests.golden` (make golden): rewrite the golden board files from the cases."""

from . import CASES, HERE, pictures

for case in CASES:
    for filename, text in pictures(case).items():
        (HERE / filename).write_text(text, encoding="utf-8")
        print(f"wrote tests/golden/{filename}")
