"""A Diuna bot's turns outside battle: the storm aimed at rivals on sand, the worm ridden to
a stronghold, market cards bought only with spice the shipping does not need, revival when
the reserve runs low, and shipping and movement to take strongholds (first those of a rival
about to win, Sprawdzenie warunków zwycięstwa) with enough forces to win the battle there."""

from __future__ import annotations

from engine.boards.arrakis.paths import paths
from engine.boards.arrakis.storm import advance
from engine.boards.arrakis.territories import POLAR_SINK, TERRITORIES
from engine.core import Command
from engine.core.ruleset import Seen

from . import commands as c
from .bot_board import TYPICAL_LEADER, Board, stronghold_value
from .data import FREMEN_RANGE, MARKET_PRICE, MOVE_RANGE, REVIVAL_PRICE, ROUNDS
from .data import HARVEST_PER_FORCE as HARVEST

SHIP_SPICE_PER_FORCE = 0.3
"""What a spice paid for shipping weighs against a stronghold's value (points: 1 a spice,
5 a stronghold)."""
HOLD_FORCES = 3
"""Forces sent to an empty stronghold: enough that a small landing does not take it."""
LOW_RESERVE = 6
"""Below this many forces in reserve the bot revives."""
SINK_VALUE = 2.0
"""A Fremen shipment to the Polar Sink: forces one move from the strongholds."""
FREMEN_GROUP = FREMEN_RANGE
"""The Fremen move one group of up to 6: more in the Polar Sink could not leave it whole."""
REINFORCE_VALUE = 8.0
"""Forces that turn a battle the seat would lose where it stands into one it wins."""
POINT_VALUE = 2.0
"""A point (a spice after round 5) against a stronghold's value of 10 (5 points)."""


def storm(seen: Seen, board: Board) -> Command | None:
    """The storm symbol: move the storm over the most rival forces on sand (the Fremen lose
    none there), the fewest of the seat's own."""
    options = seen.of(c.Storm)
    return max(options, key=lambda s: (_swept(board, s.sectors), -s.sectors), default=None)


def _swept(board: Board, steps: int) -> int:
    start = int(board.public["storm"])
    sectors = {advance(start, i) for i in range(1, steps + 1)}
    score = 0
    for name, by_faction in board.public["forces"].items():
        if not TERRITORIES[name].is_sand:
            continue
        for faction, by_sector in by_faction.items():
            if faction == "Fremen":
                continue
            lost = sum(n for sector, n in by_sector.items() if int(sector) in sectors)
            score += -lost if faction == board.faction else lost
    return score


def battle_odds(board: Board, territory: str, count: int) -> float:
    """How the seat's forces there after adding `count` compare with the strongest rival's
    (a leader each side): positive when it should win."""
    mine = board.forces(territory, board.faction) + count + TYPICAL_LEADER
    rivals = board.others_in(territory)
    if not rivals:
        return float(count)
    return mine - (max(rivals.values()) + TYPICAL_LEADER + 1)


def arrival_value(board: Board, territory: str, count: int) -> float:
    """What `count` more forces in `territory` are worth: a stronghold's value when they
    take or hold it, a loss when they would lose the battle there."""
    value = stronghold_value(board, territory)
    if not value:
        return 0.0
    if battle_odds(board, territory, count) < 0:
        return -5.0
    rivals = board.others_in(territory)
    if rivals and battle_odds(board, territory, 0) < 0:
        value += REINFORCE_VALUE  # a battle there turned from lost to won
    return value


def spice_weight(board: Board) -> float:
    """A spice paid weighs little while it buys strongholds, a point in the last round."""
    return POINT_VALUE if board.round == ROUNDS else SHIP_SPICE_PER_FORCE


def ship_count(board: Board, territory: str, most: int) -> int:
    """Enough forces to win there (or to hold an empty stronghold), at most `most`."""
    rivals = board.others_in(territory)
    need = max(rivals.values()) + 2 if rivals else HOLD_FORCES
    need -= board.forces(territory, board.faction)
    return max(1, min(most, need))


def shipment(seen: Seen, board: Board) -> tuple[float, Command] | None:
    """The best shipment and its worth, its size chosen (the legal menu offers 1 or 5)."""
    ships = seen.of(c.Ship)
    best: tuple[float, Command] | None = None
    for territory in sorted({s.territory for s in ships}):
        offered = max(s.count for s in ships if s.territory == territory)
        if territory == POLAR_SINK:
            count = min(offered, FREMEN_GROUP - board.forces(POLAR_SINK, board.faction))
            if count < 1:
                continue
            scored: tuple[float, Command] = (SINK_VALUE, c.Ship(count=count,
                                                                territory=territory))
        else:
            most = offered if board.has_fremen else min(int(board.me["reserve"]), board.spice)
            count = ship_count(board, territory, most)
            cost = 0.0 if board.has_fremen else spice_weight(board) * count
            scored = (arrival_value(board, territory, count) - cost,
                      next((s for s in ships if s.territory == territory and s.count == count),
                           c.Ship(count=count, territory=territory)))
        if best is None or scored[0] > best[0]:
            best = scored
    spice = spice_shipment(board) if ships else None
    return spice if spice is not None and (best is None or spice[0] > best[0]) else best


def spice_shipment(board: Board) -> tuple[float, Command] | None:
    """Forces landed on the spice's sector out of the storm where no rival stands, enough
    to collect it all (2 a force, Faza zbiorów przyprawy): worth what they collect beyond
    the shipping's price. Never for the Fremen, who ship only to the Polar Sink."""
    if board.has_fremen:
        return None
    best: tuple[float, Command] | None = None
    for territory, amount in sorted(board.public["spice"].items()):
        sector = TERRITORIES[territory].blow_sector
        if sector == board.public["storm"] or board.others_in(territory) or not amount:
            continue
        count = min(int(board.me["reserve"]), board.spice, -(-int(amount) // HARVEST))
        value = POINT_VALUE * (min(int(amount), HARVEST * count) - count)
        if count > 0 and (best is None or value > best[0]):
            best = (value, c.Ship(count=count, territory=territory, sector=sector))
    return best


def departure_cost(board: Board, source: str, count: int) -> float:
    """A stronghold left empty is lost."""
    if source not in board.strongholds() or count < board.forces(source, board.faction):
        return 0.0
    return 10.0


def movement(seen: Seen, board: Board) -> tuple[float, Command] | None:
    """The best group move and its worth; one force stays behind in a stronghold the move
    would leave empty when the rest still win where they go."""
    best: tuple[float, Command] | None = None
    for move in seen.of(c.Move):
        assert isinstance(move, c.Move)
        if move.source in board.strongholds() and move.count > 1 and \
                move.count >= board.forces(move.source, board.faction):
            move = move.model_copy(update={"count": move.count - 1})
        value = arrival_value(board, move.target, move.count) \
            - departure_cost(board, move.source, move.count)
        if best is None or value > best[0]:
            best = (value, move)
    for option in spice_moves(seen, board):
        if best is None or option[0] > best[0]:
            best = option
    return best


def spice_moves(seen: Seen, board: Board) -> list[tuple[float, Command]]:
    """A group outside the strongholds, one the menu offers to move, walked (3 territories,
    never into or through the storm or a stronghold of two others: Faza transportu i ruchu
    oddziałów) onto the spice's sector where no rival stands: worth what it collects. Not
    for the Fremen, whose moves share one budget."""
    if board.has_fremen:
        return []
    groups = {(m.source, m.from_sector, m.count) for m in seen.of(c.Move)
              if isinstance(m, c.Move) and m.source not in board.strongholds()}
    out: list[tuple[float, Command]] = []
    for source, sector, count in sorted(groups, key=repr):
        if sector is None:
            continue
        reach = paths((source, sector), MOVE_RANGE, lambda there: _shut(board, there))
        for territory, amount in sorted(board.public["spice"].items()):
            blow = TERRITORIES[territory].blow_sector
            if territory == source or (territory, blow) not in reach or \
                    board.others_in(territory):
                continue
            out.append((POINT_VALUE * min(int(amount), HARVEST * count),
                        c.Move(count=count, source=source, target=territory, sector=blow,
                               from_sector=sector)))
    return out


def _shut(board: Board, there: tuple[str, int]) -> bool:
    """A section a group may not enter or cross: under the storm, or a stronghold holding
    two other factions."""
    name, sector = there
    if name != POLAR_SINK and sector == board.public["storm"]:
        return True
    return name in board.strongholds() and len(board.others_in(name)) >= 2


def move_turn(seen: Seen, board: Board) -> Command | None:
    """Ship first when a shipment is worth something (there is none after a move), then
    move while a move is; then done."""
    for option in (shipment(seen, board), movement(seen, board)):
        if option is not None and option[0] > 0:
            return option[1]
    return _first(seen, c.Done)


def ride(seen: Seen, board: Board) -> Command | None:
    """The worm to the stronghold worth most, if any is worth the ride."""
    rides = seen.of(c.Ride)
    scored = [(arrival_value(board, r.target, r.count) - departure_cost(board, r.source,
                                                                         r.count), r)
              for r in rides]
    worth, best = max(scored, key=lambda o: (o[0], repr(o[1])), default=(0.0, None))
    return best if best is not None and worth > 0 else _first(seen, c.Stay)


def spice_to_keep(board: Board) -> int:
    """Spice kept for shipping: enough to take an open or weakly held stronghold (the
    Fremen ship free)."""
    if board.has_fremen:
        return 0
    needs = [ship_count(board, s, 20) for s in board.strongholds()
             if not board.forces(s, board.faction)]
    return min(needs, default=0) + HOLD_FORCES


def buy(seen: Seen, board: Board) -> Command | None:
    """As many market cards as the spice beyond the shipping plan pays for, one a round
    when the price goes to a rival Imperium."""
    spare = (board.spice - spice_to_keep(board)) // MARKET_PRICE if board.round < ROUNDS else 0
    if "Imperium" in board.opponents():
        spare = min(spare, 1)  # the price goes to the Imperium (IMPERIUM: market income)
    buys = [b for b in seen.of(c.Buy) if isinstance(b, c.Buy) and b.count <= spare]
    best = max(buys, key=lambda b: b.count, default=None)
    return best or _market(seen, "Black Market") or _first(seen, c.Pass)


def revive(seen: Seen, board: Board) -> Command | None:
    """A leader when none is left, forces when the reserve runs low, with spare spice."""
    ghola = _market(seen, "Tleilaxu Ghola")
    if ghola is not None:
        return ghola
    revives = seen.of(c.Revive)
    spare = board.spice - spice_to_keep(board) if board.round < ROUNDS else 0
    if not board.me["leaders"]:
        leaders = [r for r in revives if r.leader is not None]
        if leaders:
            return leaders[0]
    if int(board.me["reserve"]) < LOW_RESERVE:
        forces = [r for r in revives if r.leader is None and r.forces * REVIVAL_PRICE <= spare]
        if forces:
            return max(forces, key=lambda r: r.forces)
    return _first(seen, c.Done)


def window(seen: Seen) -> Command | None:
    """The Harvester where it pays; other cards kept."""
    return _market(seen, "Harvester") or _first(seen, c.Hold)


def prebattle(seen: Seen) -> Command | None:
    """The Truthtrance: the opponent's forces make the plan's count exact."""
    return _market(seen, "Truthtrance") or _first(seen, c.Hold)


def _market(seen: Seen, card: str) -> Command | None:
    return next((m for m in seen.of(c.Market) if isinstance(m, c.Market) and m.card == card),
                None)


def _first(seen: Seen, kind: type[Command]) -> Command | None:
    return next(iter(seen.of(kind)), None)
