"""VI: the storm dial: the number that, with the other dialer's likely number, sweeps the
most enemy tokens off the open sand and the fewest of the bot's own (VI.C: the storm kills
on the sand; the Fremen lose only half, pad Fremen 3)."""

from __future__ import annotations

from engine.boards.arrakis.storm import swept_sectors
from engine.core import Command
from engine.core.ruleset import Seen

from ..data import STRONGHOLDS, TERRITORIES
from ..protocol.commands import Dial
from .position import Position


def dial(seen: Seen, pos: Position) -> Command | None:
    """The dial with the best expected sweep; the lowest of equals."""
    dials = seen.of(Dial)
    if not dials:
        return None
    numbers = [c.number for c in dials]
    other = (min(numbers) + max(numbers)) // 2  # the other dialer's number, on average
    storm = int(pos.public.get("storm") or 0)
    return max(dials, key=lambda c: (_harm(pos, swept_sectors(storm, c.number + other)),
                                     -c.number))


def _harm(pos: Position, sectors: tuple[int, ...]) -> float:
    """Enemy tokens on open sand in the swept sectors, less the bot's own."""
    hit = {str(s) for s in sectors}
    friends = pos.team_of(pos.me)
    score = 0.0
    for territory, by_sector in pos.public.get("forces", {}).items():
        if territory in STRONGHOLDS or territory not in TERRITORIES \
                or not TERRITORIES[territory].is_sand:
            continue
        for sector, stack in by_sector.items():
            if sector not in hit:
                continue
            for faction, n in stack.items():
                loss = n / 2 if faction == "fremen" else n
                score += -loss if faction in friends else loss
    return score
