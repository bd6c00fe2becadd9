"""The bot in battle: the choice of battle, the plan, the traitor call, the Voice and
Prescience, losses and the cards kept, and THE DUEL's arena (`duel.py`; its moves,
`arena_moves.py`)."""

from __future__ import annotations

import random
from collections.abc import Iterator

from engine.core import Command, Decision
from engine.core.ruleset import Seen
from engine.core.words.text import Text
from engine.core.words.text import slug as slug_of

from ..data import CardKind
from ..protocol.commands import Battle, CallTraitor, Capture, Keep, Lose, Prescience, Voice
from . import arena_moves, battle_plan, cards_known, duel
from . import battle_board as board

KINDS = frozenset({"battle", "plan", "voice", "prescience", "call_traitor", "lose", "keep",
                   "capture", "duel_leader", "duel_place", "duel_back", "duel_turn",
                   "second", "defend"})
"""The decisions this module answers."""
STARRED_COST = 2.5
"""A starred token lost (XV) against an ordinary one: it fights as two and revives dearer."""
CAPTURE_KEEP = 4
"""Harkonnen (XV): a captured leader this strong is kept to fight; a weaker one is killed
for its 2 spice."""


def decide(seen: Seen, decision: Decision, rng: random.Random) -> Command | None:
    """The command for a battle decision (None: the caller picks)."""
    answer = _ANSWERS.get(decision.kind)
    return answer(seen, decision) if answer else None


def _battle(seen: Seen, decision: Decision) -> Command | None:
    """X.A.3: the aggressor fights first where it is strongest against its foe."""
    public = seen.view["public"]
    me = str(seen.side)

    def edge(c: Battle) -> float:
        foe = c.opponent or ""
        mine = board.worth(public, me, c.territory, foe) + board.best_leader(public, me)
        theirs = board.worth(public, foe, c.territory, me) + board.best_leader(public, foe)
        return mine - theirs

    options = seen.of(Battle)
    return max(options, key=edge) if options else None


def _plan(seen: Seen, decision: Decision) -> Command | None:
    f = board.fight(seen.view["public"], str(seen.side))
    if f is None:
        return None
    return battle_plan.choose(seen, f, cards_known.read(seen))


def _call_traitor(seen: Seen, decision: Decision) -> Command | None:
    """X.D: the foe's leader is the seat's traitor: the battle is won outright."""
    calls = seen.of(CallTraitor)
    if CallTraitor(call=True) in calls:
        return CallTraitor(call=True)
    return CallTraitor(call=False) if calls else None


def _voice(seen: Seen, decision: Decision) -> Command | None:
    """Pad, Bene Gesserit 2: forbid the weapon the foe is known to hold (a lasgun first),
    else order it to play the weapon kind the seat can defend against, else forbid
    projectile weapons."""
    f = _served_fight(seen, "voice_for")
    if f is None:
        return None
    hands = cards_known.read(seen)
    known = hands.subtypes(f.foe, CardKind.WEAPON)
    mine = {battle_plan.subtype_of(c) for c in hands.mine
            if battle_plan.kind_of(c) == CardKind.DEFENSE} if f.me == str(seen.side) else set()
    if "lasgun" in known:
        choice = Voice(command="not", kind="lasgun")
    elif undefended := sorted(known - mine):
        choice = Voice(command="not", kind=f"{undefended[0]} weapon")
    elif mine - {"lasgun"}:
        choice = Voice(command="play", kind=f"{sorted(mine)[0]} weapon")
    else:
        choice = Voice(command="not", kind="projectile weapon")
    return choice if choice in seen.legal else None


def _prescience(seen: Seen, decision: Decision) -> Command | None:
    """Pad, Atreides 3: see the weapon when a defence can answer it, else the dial."""
    f = _served_fight(seen, "prescience_for")
    if f is None:
        return None
    defends = any(battle_plan.kind_of(c) == CardKind.DEFENSE
                  for c in cards_known.read(seen).mine) and f.me == str(seen.side)
    choice = Prescience(element="weapon" if defends else "dial")
    return choice if choice in seen.legal else None


def _served_fight(seen: Seen, power: str) -> board.Fight | None:
    """The battle seen from the side the power serves (the seat, or its ally)."""
    public = seen.view["public"]
    b = public.get("battle")
    served = b.get(power) if b else None
    return board.fight(public, served) if served else None


def _lose(seen: Seen, decision: Decision) -> Command | None:
    """X.C.6, XXII.C: the way that loses the least (a starred token counts more)."""
    ways = list(_ways(decision.prompt))
    if not ways:
        return None
    best = min(range(len(ways)), key=lambda i: ways[i])
    choice = Lose(choice=best + 1)
    return choice if choice in seen.legal else None


def _ways(text: object) -> Iterator[float]:
    """The cost of each way to take losses the prompt offers, in order."""
    if isinstance(text, Text):
        if text.id == "classic-prompt-lose-way":
            yield sum(_losses(text.args.get("losses")))
            return
        for arg in text.args.values():
            yield from _ways(arg)
    elif isinstance(text, list | tuple):
        for item in text:
            yield from _ways(item)


def _losses(text: object) -> Iterator[float]:
    if isinstance(text, Text):
        count = text.args.get("count", 0)
        if text.id == "classic-losses-tokens":
            yield float(count)
        elif text.id == "classic-losses-starred":
            yield STARRED_COST * count
        else:
            for arg in text.args.values():
                yield from _losses(arg)
    elif isinstance(text, list | tuple):
        for item in text:
            yield from _losses(item)


def _keep(seen: Seen, decision: Decision) -> Command | None:
    """X.C.6: a weapon or defence kept serves in the next battle."""
    return Keep(what="all") if Keep(what="all") in seen.legal else None


def _capture(seen: Seen, decision: Decision) -> Command | None:
    """Pad, Harkonnen 1 (XV): keep a strong captured leader to fight, kill a weak one for
    spice."""
    leader = decision.prompt.args.get("leader")
    name = _leader_name(leader)
    what = "keep" if board.leader_strength(name) >= CAPTURE_KEEP else "kill"
    choice = Capture(what=what)
    return choice if choice in seen.legal else None


def _leader_name(word: object) -> str | None:
    """The leader a prompt names (`classic-leader-<slug>`)."""
    if not isinstance(word, Text):
        return None
    slug = word.id.removeprefix("classic-leader-")
    return next((n for n in board.EVERY_LEADER if slug_of(n) == slug), None)


_ANSWERS = {
    "battle": _battle,
    "plan": _plan,
    "call_traitor": _call_traitor,
    "voice": _voice,
    "prescience": _prescience,
    "lose": _lose,
    "keep": _keep,
    "capture": _capture,
    "duel_leader": duel.leader,
    "duel_place": arena_moves.place,
    "duel_back": duel.back,
    "second": duel.second,
    "defend": duel.defend,
    "duel_turn": arena_moves.turn,
}
