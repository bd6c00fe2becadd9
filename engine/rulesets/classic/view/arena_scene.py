"""`arena_scene(state)`: the public arena of an open fight (THE DUEL, V and VI), the only
thing the arena's pictures are drawn from.

It holds what the table sees of the arena: the kind of fight and its step, each fighter's
sector, its leader's disc (face down: only its owner's colour; face up: the leader and its
present value, V.7), the spice backing it once set out (V.2), the blocks on the borders
(V.10), and whose turn it is with the moves left. It never holds a face-down leader's
identity or value (its full value would name it), a backing still being chosen, the
supporters before the duel begins (chosen in secret, V.3; then only the side each backs), a
supporter's leader, or a Dueling hand, so
no picture made from it can leak one; and it is the same whoever asks.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..data import Faction
from ..data.arena import ArenaSpec, Border
from ..model.duel import Fight
from ..model.state import ClassicState
from ..phases.arena_world import arena_of


@dataclass(frozen=True, slots=True)
class FighterScene:
    """A fighter as the arena shows it."""

    faction: Faction
    letter: str
    seat: str
    sector: str | None
    """None until the leader is placed (V.2)."""
    leader: str | None = None
    """The leader's name once face up (V.7-8); None while face down."""
    worth: int | None = None
    """The face-up leader's present value (V.7); None while face down."""
    backing: int | None = None
    """The spice set out in front of the shield (V.2); None until both have set it out."""
    supporters: tuple[Faction, ...] = ()
    """The players seconding this fighter (V.3), shown once the duel begins (their leaders
    stay face down)."""
    dead: bool = False
    fled: bool = False


@dataclass(frozen=True, slots=True)
class ArenaScene:
    kind: str
    """"kanly" (V) or "war" (VI)."""
    step: str
    """The fight's step: choosing leaders, placing them, backing, seconds, the duel."""
    turn: int
    """The game's turn the fight interrupts."""
    arena: ArenaSpec
    fighters: tuple[FighterScene, ...]
    blocks: tuple[Border, ...]
    mover: Faction | None
    moves: int
    """Moves left in the mover's turn (V.4)."""
    attack: tuple[Faction, Faction, str] | None = None
    """(attacker, target, card played) of an attack awaiting its answer (V.8)."""

    def fighter(self, faction: Faction) -> FighterScene:
        return next(f for f in self.fighters if f.faction == faction)


def arena_scene(state: ClassicState) -> ArenaScene:
    """The public arena of `state`, whose fight is open."""
    fight = state.fight
    assert fight is not None, "the arena is drawn only while a fight is open"
    return ArenaScene(
        kind=fight.kind, step=fight.step, turn=state.turn, arena=arena_of(state),
        fighters=tuple(_fighter(state, fight, f) for f in fight.fighters),
        blocks=tuple(sorted(tuple(sorted(b)) for b in fight.blocks)),  # type: ignore[misc]
        mover=fight.turn if fight.step == "duel" else None,
        moves=fight.moves if fight.step == "duel" else 0,
        attack=((fight.attack.attacker, fight.attack.target, fight.attack.card)
                if fight.attack else None))


def _fighter(state: ClassicState, fight: Fight, faction: Faction) -> FighterScene:
    """What the table sees of one fighter: its disc's face only when turned up, or once
    the leader is dead (the Tleilaxu Tanks are face up)."""
    face_up = (faction in fight.revealed or faction in fight.dead) and faction in fight.leaders
    return FighterScene(
        faction=faction, letter=faction.letter, seat=state.players[faction].seat,
        sector=fight.sectors.get(faction),
        leader=fight.leaders[faction] if face_up else None,
        worth=fight.worth.get(faction) if face_up else None,
        backing=fight.backing.get(faction) if fight.kind == "kanly" else None,
        supporters=tuple(f for f, s in fight.seconds.items()
                         if s.side == faction and fight.step == "duel"),
        dead=faction in fight.dead, fled=faction in fight.fled)

