"""XVII: each character's special Karama power (player aid pad B.6.B), option
`karama_powers`. `karama.karama` plays the card; this module checks and applies the power.

Pad B.6.B.4, the Bene Gesserit's power (a worthless card played as Karama), is the choice
of card in `karama.card_to_play`; the Karama that stops it is `karama bene_gesserit`.
"""

from __future__ import annotations

from engine.core import EventLog, Rng, RuleError

from ..board.strongholds import is_sand
from ..data import (
    Faction,
    UnknownName,
    resolve_card,
    resolve_faction,
)
from ..model.state import ClassicState, Phase
from . import battle_plan, special_cards, spice_blow
from .common import territory as resolve_territory
from .special_cards import play

POWERS = ("take", "see", "stop", "worm", "revive")
OWNER = {"take": Faction.HARKONNEN, "see": Faction.ATREIDES, "stop": Faction.GUILD,
         "worm": Faction.FREMEN, "revive": Faction.EMPEROR}
WHEN: dict[str, tuple[Phase, ...]] = {
    "take": (Phase.STORM, Phase.SPICE_BLOW, Phase.BIDDING, Phase.REVIVAL, Phase.MOVEMENT),
    "see": (Phase.BATTLE,),
    "stop": (Phase.MOVEMENT,),
    "worm": (Phase.STORM, Phase.SPICE_BLOW),
    "revive": (Phase.STORM, Phase.SPICE_BLOW, Phase.BIDDING, Phase.REVIVAL, Phase.MOVEMENT,
               Phase.BATTLE),
}
"""When each power may be played (docs/rules-notes.md, "Special Karama powers"): never in
the set-up; cards change hands outside battles, whose plans hold cards."""
USAGE = {
    "take": "`karama take <faction>: <card>, <card>` (the cards you give in return)",
    "see": "`karama see <faction>` (a side of this battle whose plan is sent)",
    "stop": "`karama stop <faction>` (before it ships this turn)",
    "worm": "`karama worm <territory>` (a sand territory)",
    "revive": "`karama revive <leader>` or `karama revive <1-3>`",
}


def may_bar(state: ClassicState) -> bool:
    """Pad B.6.A.3 (optional rule): a Karama may stop the Bene Gesserit's next worthless
    card played as Karama."""
    return (state.options.karama_powers and Faction.BENE_GESSERIT in state.players
            and not state.worthless_barred)


def check_power(state: ClassicState, faction: Faction, use: str) -> None:
    if not state.options.karama_powers:
        raise RuleError("This game plays without special Karama powers.", rule="XVII",
                        hint="Create a game with `karama_powers=yes`.")
    owner = OWNER[use]
    if faction != owner:
        raise RuleError(f"`karama {use}` is the special Karama power of the {owner.title}: "
                        "only they play it.", rule="XVII, pad B.6.B")
    if state.phase not in WHEN[use]:
        when = ", ".join(p.value.replace("_", " ") for p in WHEN[use])
        raise RuleError(f"`karama {use}` is played in these rounds: {when}.", rule="XVII")


def use_power(state: ClassicState, faction: Faction, use: str, target: str, card: str,
              log: EventLog) -> None:
    if not target.strip():
        raise RuleError(f"Say whom or what: {USAGE[use]}.", rule="XVII")
    {"take": _take, "see": _see, "stop": _stop, "worm": _worm, "revive": _revive}[use](
        state, faction, target, card, log)


def _faction(state: ClassicState, faction: Faction, text: str, use: str) -> Faction:
    try:
        other = resolve_faction(text.strip())
    except UnknownName as err:
        raise RuleError(str(err), hint=USAGE[use] + ".") from None
    if other not in state.players or other == faction:
        raise RuleError(f"Name another faction in this game, not {text.strip()}.",
                        hint=USAGE[use] + ".")
    return other


def _take(state: ClassicState, faction: Faction, target: str, card: str,
          log: EventLog) -> None:
    """B.6.B.1: take, without looking, cards from one player's hand (up to all of it),
    giving one of yours for each."""
    whom, _, cards = target.partition(":") if ":" in target else target.partition(" ")
    victim = _faction(state, faction, whom, "take")
    mine = list(state.players[faction].hand)
    mine.remove(card)
    give = []
    for text in (c for c in cards.split(",") if c.strip()):
        try:
            name = resolve_card(text.strip(), among=mine)
        except UnknownName:
            left = ", ".join(mine) or "none"
            raise RuleError(f"You have no {text.strip()} left to give: each card you give is "
                            "one you hold, besides the Karama you play.", rule="XVII",
                            hint=f"Cards you may give: {left}.") from None
        mine.remove(name)
        give.append(name)
    theirs = state.players[victim].hand
    if not give or len(give) > len(theirs):
        raise RuleError(f"Name one to {len(theirs)} of your cards to give: you take as many "
                        f"from {victim.title}.", rule="Pad B.6.B.1", hint=USAGE["take"] + ".")
    play(state, faction, card, log)
    rng = Rng(state.rng)
    pool = sorted(theirs)
    rng.shuffle(pool)
    taken = pool[:len(give)]
    state.rng = rng.state
    _swap(state, faction, victim, taken, give)
    log.public("karama_take", f"Karama: the Harkonnen take {len(give)} card(s) from "
               f"{victim.title} unseen and give as many in return (XVII).",
               victim=victim, n=len(give))
    log.private(state.players[faction].seat, "karama_take",
                f"You take {', '.join(taken)} from {victim.title}.", cards=taken)
    log.private(state.players[victim].seat, "karama_take",
                f"The Harkonnen take {', '.join(taken)} and give you {', '.join(give)}.",
                taken=taken, given=give)


def _swap(state: ClassicState, faction: Faction, victim: Faction, taken: list[str],
          give: list[str]) -> None:
    for name in taken:
        state.players[victim].hand.remove(name)
        state.players[faction].hand.append(name)
    for name in give:
        state.players[faction].hand.remove(name)
        state.players[victim].hand.append(name)


def _see(state: ClassicState, faction: Faction, target: str, card: str,
         log: EventLog) -> None:
    """B.6.B.2: look at one player's entire battle plan; it stays as seen until the
    reveal (as prescience keeps the element seen, Q&A 6)."""
    b = battle_plan.current(state)
    side = _faction(state, faction, target, "see")
    if side not in b.sides or side not in b.plans or b.revealed:
        raise RuleError(f"{side.title} has no battle plan sent in this battle.",
                        rule="Pad B.6.B.2", hint="Play it once the plan is sent, before "
                        "the reveal.")
    if side in b.seen:
        raise RuleError(f"You have seen {side.title}'s plan already.", rule="Pad B.6.B.2")
    play(state, faction, card, log)
    b.seen.append(side)
    plan = b.plans[side]
    log.public("karama_see", f"Karama: the Atreides see {side.title}'s battle plan (XVII).",
               side=side)
    log.private(state.players[faction].seat, "karama_see",
                f"{side.title}'s battle plan: {battle_plan.describe(plan)}.",
                plan=plan.model_dump())


def _stop(state: ClassicState, faction: Faction, target: str, card: str,
          log: EventLog) -> None:
    """B.6.B.3: stop one off-planet shipment of one player (before it ships this turn)."""
    mv = state.movement
    victim = _faction(state, faction, target, "stop")
    assert mv is not None
    if victim == Faction.FREMEN:
        raise RuleError("The Fremen's reserves come overland from the far side of Dune, not "
                        "from off-planet (Fremen shield): the Guild cannot stop them.",
                        rule="Pad B.6.B.3")
    later = victim in mv.order[mv.current:]
    if not later or victim in mv.stopped or (mv.order[mv.current] == victim and mv.shipped):
        raise RuleError(f"{victim.title} has no shipment still to make this turn.",
                        rule="Pad B.6.B.3")
    play(state, faction, card, log)
    mv.stopped.append(victim)
    log.public("karama_stop", f"Karama: the Guild stop {victim.title}'s shipment from "
               "off-planet this turn (XVII).", victim=victim)


def _worm(state: ClassicState, faction: Faction, target: str, card: str,
          log: EventLog) -> None:
    """B.6.B.5: a worm, not drawn from the spice deck, in any territory; it devours only in
    the desert, and signals no nexus (Q&A A.8)."""
    where = resolve_territory(target)
    if not is_sand(state.options, where):  # a sietch made a stronghold shelters (XVIII.C)
        raise RuleError(f"A worm devours nothing in {where}: call it to a sand territory.",
                        rule="Pad B.6.B.5")
    play(state, faction, card, log)
    log.public("karama_worm", f"Karama: the Fremen call Shai-Hulud to {where}; no nexus "
               "(XVII, Q&A A.8).", territory=where)
    spice_blow.devour(state, where, set(), log)


def _revive(state: ClassicState, faction: Faction, target: str, card: str,
            log: EventLog) -> None:
    """B.6.B.6: up to three tokens or one leader back from the tanks, free."""
    special_cards.revive_free(state, faction, target, 3, card, "Pad B.6.B.6", log)
