"""IV. Victory: strongholds at the end of a turn, allies together, the Bene Gesserit
prediction, and who wins when the last turn ends without a winner (Q&A E.3); with the
options, the Italian edition's table by players and alliance size (IV), a longer game
(XVIII.A.2, XVIII.B) and the sietches (XVIII.C.1)."""

from __future__ import annotations

from engine.core import EventLog
from engine.core.words import T, Text, joined, listing

from ..board import forces
from ..board.order import in_game, playing
from ..board.strongholds import victory_territories, worth
from ..data import Faction
from ..data.words import faction_word
from ..model.state import ClassicState, Phase

VICTORY_TABLE: dict[int, tuple[int | None, ...]] = {2: (4, None), 3: (4, 5, None), 4: (3, 4, 5)}
"""IV (Italian edition): strongholds to win by players (2, 3, 4 or more) and alliance size
(1, 2, 3 or more); None: no such alliance (it would hold every player)."""


def table_entry(players: int, size: int) -> int | None:
    """The victory table's number for a team of `size` in a game of `players`."""
    row = VICTORY_TABLE[min(players, 4)]
    return row[min(size, len(row)) - 1]


def needed(state: ClassicState, size: int = 1) -> int:
    """IV: three strongholds; four in a two-player game; or the victory table's number
    for a team of `size`. One more in a longer game (XVIII.A.2) and with the Shield Wall,
    which XVIII.B adds to that game ("four of six"); two more with the sietches
    (XVIII.C.1)."""
    options = state.options
    players = len(state.players)
    base = table_entry(players, size) if options.victory_table else None
    if base is None:
        base = 4 if players == 2 else 3
    longer = options.extra_stronghold or options.shield_wall
    return base + longer + 2 * options.sietch_strongholds


def held(state: ClassicState, faction: Faction) -> set[str]:
    """XV.B.4: advisors hold nothing; only fighters count."""
    return {t for t in victory_territories(state.options)
            if forces.fighting_in(state, faction, t)}


def worth_of(state: ClassicState, territories: set[str]) -> int:
    """How many strongholds the territories count for (XVIII.C.1: the cities two each)."""
    return sum(worth(state.options, t) for t in territories)


def team_worth(state: ClassicState, team: set[Faction]) -> int:
    """What a team holds together (XII.E.1), counted as `worth_of` counts."""
    return worth_of(state, set().union(*(held(state, f) for f in team)))


def teams(state: ClassicState) -> list[set[Faction]]:
    """Each alliance, and every faction outside one, as a team (XII.E.1)."""
    allied = {f for a in state.alliances for f in a}
    return [set(a) for a in state.alliances] + [{f} for f in playing(state) if f not in allied]


def check(state: ClassicState, log: EventLog) -> bool:
    """At the end of a turn: True (and the game over) if someone has won."""
    winners: set[Faction] = set()
    for team in teams(state):
        if team_worth(state, team) >= needed(state, len(team)):
            winners |= team
    if state.out and len(teams(state)) <= 1:  # THE DUEL, VII
        winners, why = _last_standing(state)
    elif winners:
        why = _why(state, winners)
    elif state.turn >= state.options.max_turns:
        winners, why = _last_turn(state)
    else:
        return False
    _declare(state, winners, why, log)
    return True


def _why(state: ClassicState, winners: set[Faction]) -> Text:
    """The basic game's words, or each winning team's count where options change it."""
    o = state.options
    if not (o.victory_table or o.extra_stronghold or o.shield_wall or o.sietch_strongholds):
        return T("classic-won-strongholds", count=needed(state), turn=state.turn)
    counts = [T("classic-team-count",
                team=listing([faction_word(f) for f in state.players if f in team]),
                count=team_worth(state, team), needed=needed(state, len(team)))
              for team in teams(state) if team <= winners]
    return T("classic-won-enough", turn=state.turn, counts=joined(counts, "; "))


def _last_standing(state: ClassicState) -> tuple[set[Faction], Text]:
    """THE DUEL, VII (docs/rules-notes.md, "Leaders"): once every other player is out,
    the one player (or alliance) left wins at the end of the turn; when the last ones all
    went out together, they share the victory, for nobody outlasted them."""
    left = set(playing(state))
    if left:
        return left, T("classic-leaders-won-last-standing")
    last = max(state.out.values())
    return ({f for f, turn in state.out.items() if turn == last},
            T("classic-leaders-won-last-fallen", turn=last))


def _last_turn(state: ClassicState) -> tuple[set[Faction], Text]:
    """Guild shield: the Guild win if nobody has; without the Guild, the Fremen; without
    either, whoever holds the most strongholds (Q&A E.3)."""
    if in_game(state, Faction.GUILD):
        return {Faction.GUILD}, T("classic-won-guild-default")
    if in_game(state, Faction.FREMEN):
        return {Faction.FREMEN}, T("classic-won-fremen-default")
    counts = {f: worth_of(state, held(state, f)) for f in playing(state)}
    best = max(counts.values())
    return {f for f, n in counts.items() if n == best}, T("classic-won-most")


def _declare(state: ClassicState, winners: set[Faction], why: Text, log: EventLog) -> None:
    p = state.prediction
    if p is not None and p.faction in winners and p.turn == state.turn \
            and in_game(state, Faction.BENE_GESSERIT):
        winners = {Faction.BENE_GESSERIT}
        why = T("classic-won-prediction", faction=faction_word(p.faction), turn=p.turn)
        log.public("prediction_revealed", T("classic-prediction-revealed",
                                            faction=faction_word(p.faction), turn=p.turn))
    order = [f for f in state.players if f in winners]
    state.winners = order
    state.phase = Phase.ENDED
    names = listing([faction_word(f) for f in order])
    log.public("game_over", T("classic-game-over", winners=names, count=len(order), why=why),
               winners=[f.value for f in order])
