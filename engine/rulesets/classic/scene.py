"""`scene(state)`: the public board, the only thing the board pictures are drawn from.

A scene holds what anyone at the table can see on the board and the shields' fronts: the
turn and phase, the storm, spice and tokens per section, each faction's colour, letter,
player dot and alliance. It never holds a hand, a traitor, a battle plan, a prediction, a
bid or, unless the table chose open spice, a player's spice (XIII.B), so no picture made
from it can leak one; and it is the same whoever asks.
"""

from __future__ import annotations

from dataclasses import dataclass

from .data import FACTION_ORDER, Faction
from .state import ClassicState

FACTION_COLOURS: dict[Faction, str] = {
    Faction.ATREIDES: "#009E73",
    Faction.BENE_GESSERIT: "#CC79A7",
    Faction.EMPEROR: "#D55E00",
    Faction.FREMEN: "#E69F00",
    Faction.GUILD: "#56B4E9",
    Faction.HARKONNEN: "#1F1F1F",
}
"""The Okabe-Ito palette, which colour-blind players can tell apart; each faction also has
its letter on every token, so colour is never the only cue."""


@dataclass(frozen=True, slots=True)
class FactionMark:
    faction: Faction
    letter: str
    title: str
    colour: str
    seat: str
    dot: int
    tokens_on_board: int
    reserves: int
    spice: int | None
    """None behind the shield (XIII.B); a number only with the `open_spice` option."""
    starred_reserves: int = 0
    """XV: starred tokens among the reserves (the shield's front shows them)."""


@dataclass(frozen=True, slots=True)
class SectionScene:
    """One section (territory, sector; the Polar Sink is sector 0) and what lies on it."""

    territory: str
    sector: int
    spice: int
    forces: tuple[tuple[Faction, int], ...]
    starred: tuple[tuple[Faction, int], ...] = ()
    """XV: how many of those tokens are starred, for the factions that have some here."""

    def label(self, mark: FactionMark, n: int) -> str:
        """`E5` for five Emperor tokens; `E5*2` when two of them are starred (XV)."""
        stars = dict(self.starred).get(mark.faction, 0)
        return f"{mark.letter}{n}" + (f"*{stars}" if stars else "")


@dataclass(frozen=True, slots=True)
class BoardScene:
    turn: int
    max_turns: int
    phase: str
    storm: int
    shield_wall: bool
    factions: tuple[FactionMark, ...]
    sections: tuple[SectionScene, ...]
    """Only sections holding spice or tokens, in a fixed order."""
    alliances: tuple[tuple[Faction, ...], ...]
    winners: tuple[Faction, ...]

    @property
    def has_starred(self) -> bool:
        """XV: starred tokens are in play (on the board or in a reserve)."""
        return any(m.starred_reserves for m in self.factions) or any(
            s.starred for s in self.sections)

    def mark(self, faction: Faction) -> FactionMark:
        return next(m for m in self.factions if m.faction == faction)


def scene(state: ClassicState) -> BoardScene:
    keys = sorted({(t, s) for t, sectors in state.forces.items() for s in sectors}
                  | {(t, s) for t, sectors in state.spice.items() for s in sectors})
    sections = tuple(
        SectionScene(
            territory=t,
            sector=s,
            spice=state.spice.get(t, {}).get(s, 0),
            forces=tuple((f, n) for f in FACTION_ORDER
                         if (n := state.forces.get(t, {}).get(s, {}).get(f, 0))),
            starred=tuple((f, n) for f in FACTION_ORDER
                          if (n := state.starred.get(t, {}).get(s, {}).get(f, 0))),
        )
        for t, s in keys
    )
    on_board = {f: 0 for f in state.players}
    for sectors in state.forces.values():
        for stack in sectors.values():
            for f, n in stack.items():
                on_board[f] += n
    factions = tuple(
        FactionMark(f, f.letter, f.title, FACTION_COLOURS[f], p.seat, p.dot, on_board[f],
                    p.reserves, p.spice if state.options.open_spice else None,
                    p.starred_reserves)
        for f in FACTION_ORDER if (p := state.players.get(f)) is not None
    )
    return BoardScene(
        turn=state.turn,
        max_turns=state.options.max_turns,
        phase=state.phase.value,
        storm=state.storm,
        shield_wall=state.shield_wall,
        factions=factions,
        sections=sections,
        alliances=tuple(tuple(a) for a in state.alliances),
        winners=tuple(state.winners),
    )
