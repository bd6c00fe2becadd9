"""Fixed fights in the arena (THE DUEL) and their pictures, compared byte for byte by
tests/classic/test_arena_golden.py like the board's (tests/golden/__init__.py); `make golden`
rewrites them too."""

from __future__ import annotations

from collections.abc import Callable

from engine.rulesets.classic.model.duel import Attack, Fight, Second
from engine.rulesets.classic.model.state import ClassicState
from engine.rulesets.classic.protocol.ruleset import RULESET

from . import A, B, E, F, G, H, opening


def kanly() -> ClassicState:
    """A Kanly duel under way: the Atreides' Duncan Idaho face up and worth 2 after paying,
    backed by 3; the Harkonnen leader face down, backed by 5; two blocks; the Harkonnen to
    move with two moves left; the Emperor seconding the Harkonnen and the Guild the Atreides
(the sides shown since the duel began, the leaders face down, V.3)."""
    state = opening()
    state.fight = Fight(
        kind="kanly", fighters=[A, H], step="duel",
        leaders={A: "Duncan Idaho", H: "Feyd-Rautha"}, sectors={A: "O1", H: "I3"},
        revealed=[A], worth={A: 2, H: 6}, backing={A: 3, H: 5},
        seconds={E: Second(side=H, leader="Bashar"), G: Second(side=A, leader="Staban Tuek")},
        blocks=[("O1", "O2"), ("I3", "I4")], turn=H, moves=2, turns=3)
    return state


def war() -> ClassicState:
    """A War of Assassins (VI): six leaders, the sixth on the second level, an attack by the
    Fremen awaiting the Guild's answer."""
    state = opening()
    order = [A, H, E, G, F, B]
    state.fight = Fight(
        kind="war", fighters=order, step="duel",
        leaders={A: "Gurney Halleck", H: "Piter De Vries", E: "Caid", G: "Esmar Tuek",
                 F: "Chani", B: "Alia"},
        sectors={A: "O1", H: "O2", E: "O3", G: "O4", F: "O5", B: "I1"},
        revealed=[F], worth={F: 6}, blocks=[("O4", "O5")], turn=F, moves=1,
        attack=Attack(attacker=F, target=G, card="Attack Left", sides=["right"]))
    return state


ARENA_CASES: dict[str, Callable[[], ClassicState]] = {"arena-kanly": kanly, "arena-war": war}


def arena_pictures(name: str) -> dict[str, str]:
    """The files of one fight: the SVG, the compact text and the detailed text."""
    state = ARENA_CASES[name]()
    compact = RULESET.board(state)
    detail = RULESET.board(state, detail=True)
    return {f"{name}.svg": compact.svg + "\n",
            f"{name}.txt": "\n".join(compact.messages) + "\n",
            f"{name}-detail.txt": "\n\n".join(detail.messages) + "\n"}
