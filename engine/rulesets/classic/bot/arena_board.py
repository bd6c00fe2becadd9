"""What a fighter's seat knows of a fight in THE DUEL's arena (1984, V.2-10), read from its
view alone: the sectors and their sides, the blocks, where each leader stands, what each is
worth (exactly once revealed; while face down, any of the leaders its player has left),
the backing, its own Dueling cards
and how many each foe holds; and from that, which cards would strike which sector and how
likely a foe holds one."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from math import comb

from engine.core.ruleset import Seen

from ..data.arena import OPPOSITE, Border, border
from ..data.dueling import ATTACKS, DEFENCES, DUELING_CARDS, KNIFE, Side
from . import battle_board as board

STRIKES: dict[Side, str] = {side: card for card, side in ATTACKS.items()}
"""V.6: the attack card that strikes across each side of the attacker."""
ANSWERS: dict[Side, str] = {side: card for card, side in DEFENCES.items()}
"""V.8: the defence card that answers an attack coming through each side of the target."""
PRINTED = Counter({card.name: card.count for card in DUELING_CARDS})


@dataclass(frozen=True)
class Arena:
    """The fight as `me` knows it; `where` and `worth` hold only the leaders standing
    (`where`: those placed)."""

    me: str
    sides: dict[str, dict[str, str]]
    blocks: frozenset[Border]
    where: dict[str, str]
    worth: dict[str, tuple[float, ...]]
    """What each leader may be worth, each as likely: one value once known."""
    backing: dict[str, int]
    hand: tuple[str, ...]
    held: dict[str, int]
    unseen: Counter[str]
    """Cards neither discarded nor in my hand: the deck and the foes' hands hold them."""
    moves: int

    @classmethod
    def of(cls, seen: Seen) -> Arena | None:
        public, private = seen.view.get("public", {}), seen.view.get("private", {})
        fight, cards = public.get("fight"), public.get("dueling")
        me = str(seen.side)
        if not fight or not cards or "arena" not in fight:
            return None
        gone = set(fight["dead"]) | set(fight["fled"])
        where = {f: s for f, s in fight["sectors"].items() if f not in gone}
        hand = tuple(private.get("dueling_cards", ()))
        return cls(
            me=me, sides=fight["arena"], blocks=frozenset(border(*b) for b in fight["blocks"]),
            where=where, worth={f: _worth(public, private, fight, f, me)
                                for f in fight["fighters"] if f not in gone},
            backing=dict(fight["backing"]), hand=hand, held=dict(cards["held"]),
            unseen=PRINTED - Counter(cards["discard"]) - Counter(hand), moves=fight["moves"])

    @property
    def here(self) -> str | None:
        return self.where.get(self.me)

    @property
    def foes(self) -> list[str]:
        return [f for f in self.where if f != self.me]

    @property
    def mine(self) -> float:
        """My leader's worth: the strength of its blows and what blows must take (V.7)."""
        return self.worth[self.me][0]

    def life(self, faction: str, worth: float) -> float:
        """V.7: what a strike must reach to kill: backing spice and worth together."""
        return self.backing.get(faction, 0) + worth

    def open(self, sector: str) -> dict[Side, str]:
        """The sides of `sector` with a neighbour and no block between (V.10)."""
        return {side: there for side, there in self.sides[sector].items()  # type: ignore[misc]
                if border(sector, there) not in self.blocks}

    def steps(self, sector: str, occupied: set[str]) -> list[str]:
        """V.4: free sectors one unblocked border away."""
        return [s for s in self.open(sector).values() if s not in occupied]

    def occupied(self, without: str | None = None) -> set[str]:
        return {s for f, s in self.where.items() if f != without}

    def moved(self, faction: str, sector: str) -> Arena:
        return replace(self, where={**self.where, faction: sector})

    def struck(self, foe: str, blow: float) -> Arena:
        """V.7: the arena once my blow has landed on `foe`: its backing taken first, then
        its worth, so its own blows are that much weaker (a worth of 0 is dead)."""
        back = self.backing.get(foe, 0)
        taken = max(0.0, blow - back)
        return replace(self, backing={**self.backing, foe: max(0, back - int(blow))},
                       worth={**self.worth, foe: tuple(max(0.0, w - taken)
                                                       for w in self.worth[foe])})

    def blocked(self, a: str, b: str, on: bool) -> Arena:
        """The arena with a block put on (or taken off) the border between `a` and `b`."""
        edge = border(a, b)
        return replace(self, blocks=self.blocks | {edge} if on else self.blocks - {edge})

    def ways(self, source: str, target: str, knife: bool) -> list[Side]:
        """The sides of `target` a strike from `source` comes through: an attack card from
        next door (V.6), or the thrown knife from one or two sectors away."""
        near = self.open(target)
        ways = [side for side, there in near.items() if there == source]
        if knife:
            ways += [side for side, there in near.items()
                     if side not in ways and source in self.open(there).values()]
        return ways

    def strikes(self, source: str, target: str) -> set[str]:
        """The cards that would strike a leader in `target` from `source`."""
        cards = {STRIKES[OPPOSITE[side]] for side in self.ways(source, target, knife=False)}
        return cards | ({KNIFE} if self.ways(source, target, knife=True) else set())

    def chance(self, faction: str, cards: set[str]) -> float:
        """How likely `faction`'s hidden hand holds one of `cards` at least: its cards are
        drawn from those I cannot see (hypergeometric)."""
        pool, copies, k = sum(self.unseen.values()), sum(self.unseen[c] for c in cards), \
            self.held.get(faction, 0)
        if not copies or not k or pool <= 0:
            return 0.0
        return 1 - comb(max(pool - copies, 0), k) / comb(pool, min(k, pool))


def _worth(public: dict, private: dict, fight: dict, faction: str,
           me: str) -> tuple[float, ...]:
    """A revealed leader's worth (V.7); mine from my own secret; a face-down foe's: any of
    the leaders it has left to send."""
    shown = fight["revealed"].get(faction)
    if shown is not None:
        return (float(shown["worth"]),)
    if faction == me and private.get("arena_leader"):
        return (float(board.leader_strength(private["arena_leader"])),)
    values = tuple(float(board.leader_strength(n)) for n in board.leaders_left(public, faction))
    return values or (0.0,)
