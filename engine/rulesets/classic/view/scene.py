"""`scene(state)`: the public board, the only thing the board pictures are drawn from.

A scene holds what anyone at the table can see on the board and the shields' fronts: the
turn and phase, the storm, spice and tokens per section, each faction's letter, player dot
and alliance (picture.py gives them their colours and words). It never holds a hand, a
traitor, a battle plan, a prediction, a bid or, unless the table chose open spice, a
player's spice (XIII.B), so no picture made from it can leak one; and it is the same
whoever asks.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.options import summary

from ..board.leaders import leaders_of_game, main_leader
from ..board.strongholds import strongholds
from ..data import FACTION_ORDER, STRONGHOLDS, Faction
from ..model.presets import PRESETS
from ..model.state import ClassicState, Player
from ..phases.battle_spice import behind_shield
from .view import shield_front


@dataclass(frozen=True, slots=True)
class FactionMark:
    faction: Faction
    letter: str
    title: str
    seat: str
    dot: int
    tokens_on_board: int
    reserves: int
    spice: int | None
    """None behind the shield (XIII.B); a number only with the `open_spice` option."""
    tanks: int = 0
    leaders_alive: int = 0
    leaders_in_tanks: tuple[str, ...] = ()
    cards: int | None = None
    """Treachery cards held: open during the bidding round only (XIII.B), else None."""
    starred_reserves: int = 0
    """XV: starred tokens among the reserves (the shield's front shows them)."""
    main_leader: str | None = None
    """THE DUEL, III.1: the main character leader, while the player is in the game."""
    main_value: int = 0
    out_turn: int | None = None
    """THE DUEL, VII: the turn the player went out of the game."""


@dataclass(frozen=True, slots=True)
class SectionScene:
    """One section (territory, sector; the Polar Sink is sector 0) and what lies on it."""

    territory: str
    sector: int
    spice: int
    forces: tuple[tuple[Faction, int], ...]
    advisors: bool = False
    """XV.B.4: the Bene Gesserit tokens here coexist (advisors), marked by a lower-case
    letter."""
    starred: tuple[tuple[Faction, int], ...] = ()
    """XV: how many of those tokens are starred, for the factions that have some here."""

    def label(self, mark: FactionMark, n: int) -> str:
        """`E5` for five Emperor tokens; `E5*2` when two of them are starred (XV); `b3` for
        three coexisting Bene Gesserit advisors (XV.B.4)."""
        stars = dict(self.starred).get(mark.faction, 0)
        advisors = self.advisors and mark.faction == Faction.BENE_GESSERIT
        letter = mark.letter.lower() if advisors else mark.letter
        return f"{letter}{n}" + (f"*{stars}" if stars else "")


@dataclass(frozen=True, slots=True)
class ClassicScene:
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
    last_blows: tuple[str | None, ...] = ()
    """XXI: each discard pile's last territory (the advanced blow only; none in the basic)."""
    options: str = ""
    """The game's rule options in short (`advanced, weather=no`); empty: the defaults."""
    strongholds: tuple[str, ...] = STRONGHOLDS
    """The game's strongholds (options may add some, XVIII.C)."""

    @property
    def has_starred(self) -> bool:
        """XV: starred tokens are in play (on the board or in a reserve)."""
        return any(m.starred_reserves for m in self.factions) or any(
            s.starred for s in self.sections)

    def mark(self, faction: Faction) -> FactionMark:
        return next(m for m in self.factions if m.faction == faction)

    @property
    def has_advisors(self) -> bool:
        return any(s.advisors for s in self.sections)


def scene(state: ClassicState) -> ClassicScene:
    keys = sorted({(t, s) for t, sectors in state.forces.items() for s in sectors}
                  | {(t, s) for t, sectors in state.spice.items() for s in sectors})
    sections = tuple(
        SectionScene(
            territory=t,
            sector=s,
            spice=state.spice.get(t, {}).get(s, 0),
            forces=tuple((f, n) for f in FACTION_ORDER
                         if (n := state.forces.get(t, {}).get(s, {}).get(f, 0))),
            advisors=t in state.advisors,
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
    factions = tuple(_mark(state, p, on_board[f])
                     for f in FACTION_ORDER if (p := state.players.get(f)) is not None)
    return ClassicScene(
        turn=state.turn,
        max_turns=state.options.max_turns,
        phase=state.phase.value,
        storm=state.storm,
        shield_wall=state.shield_wall,
        factions=factions,
        sections=sections,
        alliances=tuple(tuple(a) for a in state.alliances),
        winners=tuple(state.winners),
        last_blows=(state.last_blow, state.last_blow_2) if state.options.double_blow else (),
        options=summary(state.options, PRESETS),
        strongholds=strongholds(state.options),
    )


def _mark(state: ClassicState, player: Player, on_board: int) -> FactionMark:
    """What anyone sees of a faction: its tokens, the Tleilaxu Tanks (face up, IX.B) and
    its shield's front as the public view shows it (spice and cards only when open)."""
    f = player.faction
    front = shield_front(state, behind_shield(state, f), len(player.hand))
    return FactionMark(f, f.letter, f.title, player.seat, player.dot,
                       on_board, player.reserves, front.get("spice"), tanks=player.tanks,
                       leaders_alive=0 if f in state.out else
                       len(leaders_of_game(state, f)) - len(player.leaders_in_tanks),
                       leaders_in_tanks=tuple(player.leaders_in_tanks),
                       cards=front.get("cards"), starred_reserves=player.starred_reserves,
                       main_leader=None if f in state.out else main_leader(state, f),
                       main_value=state.options.main_leader, out_turn=state.out.get(f))
