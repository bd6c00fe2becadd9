"""What a game says that bypassed the catalogue: a random game of a ruleset read in the
pseudo-language, every surface a person reads (events, prompts, DM offers and forms, the
status, every seat's sheet, the result, the board's SVG and text map, refusals) checked for
words outside the catalogue's marks.

`python -m tests.words_check classic --games 3` prints what it finds, grouped by surface;
`tests/conformance/test_words.py` fails on any of it.
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Iterator
from dataclasses import dataclass

from pydantic import BaseModel

from bot.words import say
from engine.core import RuleError, Ruleset
from engine.core.simulation import play, sample_origin
from engine.core.words.languages import PSEUDO
from engine.core.words.pseudo import unmarked
from engine.rulesets.catalog import RULESETS

_SVG_TEXT = re.compile(r"<text[^>]*>(.*?)</text>", re.S)
_TAG = re.compile(r"<[^>]+>")


@dataclass(frozen=True)
class Finding:
    """A word outside the catalogue, where it was read, and the first text it was in."""

    surface: str
    word: str
    text: str


def surfaces(ruleset: Ruleset, state: BaseModel) -> Iterator[tuple[str, object]]:
    """Every message a person may read of this position, by the surface it is read on."""
    yield "sides", ruleset.sides.label
    status = ruleset.status(state)
    yield "status", status.line
    yield "status", status.block
    for decision in ruleset.pending(state):
        yield "prompt", decision.prompt
        offer = ruleset.offer(state, decision)
        if offer is not None:
            yield "offer", offer.text
            if offer.form is not None:
                yield "form", offer.form.title
                yield "form", offer.form.button
                for f in offer.form.fields:
                    yield "form", f.label
                    yield "form", f.description
    for seat in [None, *ruleset.seats(state)]:
        sheet = ruleset.sheet(state, seat)
        yield "sheet", sheet.title
        for section in sheet.sections:
            yield "sheet", section.title
            yield from (("sheet", line) for line in section.lines)
    result = ruleset.result(state)
    yield "result", result.when
    yield from (("result", r) for r in result.records.values())
    for seat in ruleset.seats(state):
        for line in ("xyzzy", "pass 99999", "help me"):
            try:
                ruleset.apply(state.model_copy(deep=True), seat, ruleset.read(state, seat, line))
            except RuleError as err:
                yield "refusal", err.words


def board_surfaces(ruleset: Ruleset, state: BaseModel) -> Iterator[tuple[str, str]]:
    picture = ruleset.board(state, detail=True, language=PSEUDO)
    for text in _SVG_TEXT.findall(picture.svg):
        yield "board svg", _TAG.sub("", text)
    yield from (("board text", m) for m in picture.messages)


def findings(name: str, games: int = 1, every: int = 25) -> list[Finding]:
    """What `games` random games of ruleset `name` show that the catalogue did not word,
    checked at the start, every `every` commands and at the end."""
    ruleset = RULESETS[name]
    found: dict[tuple[str, str], Finding] = {}
    for seed in range(games):
        origin = sample_origin(ruleset, seed)
        allowed = {s.name for s in origin.seats} | {"mod"}
        counter = {"n": 0}

        def look(session, events, _allowed=allowed, _counter=counter) -> None:
            texts = [("event", e.text) for e in events]
            _counter["n"] += 1
            if _counter["n"] % every == 1 or ruleset.finished(session.state):
                texts += [(s, say(t, PSEUDO)) for s, t in surfaces(ruleset, session.state)]
                texts += list(board_surfaces(ruleset, session.state))
            for surface, text in texts:
                words = say(text, PSEUDO)
                for word in unmarked(words, _allowed):
                    found.setdefault((surface, word), Finding(surface, word, words[:300]))

        play(ruleset, origin, seed=seed, check=look)
    return list(found.values())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("ruleset", choices=sorted(RULESETS))
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--every", type=int, default=25)
    args = parser.parse_args()
    found = findings(args.ruleset, args.games, args.every)
    texts: dict[tuple[str, str], list[str]] = {}
    for f in found:
        texts.setdefault((f.surface, f.text), []).append(f.word)
    for (surface, text), words in sorted(texts.items()):
        print(f"[{surface}] {' '.join(words)}\n    {text!r}")
    print(f"{len(found)} word(s) outside the catalogue, in {len(texts)} text(s)")


if __name__ == "__main__":
    main()
