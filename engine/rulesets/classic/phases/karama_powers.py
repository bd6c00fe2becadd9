"""XVII: each character's special Karama power (player aid pad B.6.B), option
`karama_powers`. `karama.karama` plays the card; this module checks and applies the power.

Pad B.6.B.4, the Bene Gesserit's power (a worthless card played as Karama), is the choice
of card in `karama.card_to_play`; the Karama that stops it is `karama bene_gesserit`.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.core import EventLog, Rng, RuleError
from engine.core.words import T, Text, joined, listing

from ..board.order import in_game
from ..board.strongholds import is_sand
from ..data import (
    Faction,
    UnknownName,
    resolve_card,
    resolve_faction,
)
from ..data.words import card_word, faction_word, place_word
from ..model.state import ClassicState, Phase
from . import battle_plan, special_cards, spice_blow
from .common import territory as resolve_territory
from .moderator import pad
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
def usage(use: str) -> Text:
    """How a power is typed: `karama take <faction>: <card>, <card>` and what it names."""
    return T(f"classic-power-usage-{use}")


def may_bar(state: ClassicState) -> bool:
    """Pad B.6.A.3 (optional rule): a Karama may stop the Bene Gesserit's next worthless
    card played as Karama."""
    return (state.options.karama_powers and in_game(state, Faction.BENE_GESSERIT)
            and not state.worthless_barred)


def check_power(state: ClassicState, faction: Faction, use: str) -> None:
    if not state.options.karama_powers:
        raise RuleError(T("classic-power-not-in-game"), rule="XVII",
                        hint=T("classic-power-create-with"))
    owner = OWNER[use]
    if faction != owner:
        raise RuleError(T("classic-power-of", use=use, faction=faction_word(owner)),
                        rule=T("classic-cite-xvii-pad", section="B.6.B"))
    if state.phase not in WHEN[use]:
        when = listing([T(f"classic-power-round-{p.value.replace('_', '-')}")
                        for p in WHEN[use]])
        raise RuleError(T("classic-power-rounds", use=use, rounds=when), rule="XVII")


Apply = Callable[[ClassicState, EventLog], None]


def use_power(state: ClassicState, faction: Faction, use: str, target: str, card: str,
              log: EventLog) -> None:
    apply = check_use(state, faction, use, target, card)
    if apply is None:
        _revive(state, faction, target, card, log)
    else:
        apply(state, log)


def check_use(state: ClassicState, faction: Faction, use: str, target: str,
              card: str) -> Apply | None:
    """A power's own check, which changes nothing: what it would do now, or a refusal; None
    for the revival, which checks as it takes effect (special_cards.revive_free)."""
    if not target.strip():
        raise RuleError(T("classic-power-say-whom", usage=usage(use)), rule="XVII")
    check = _CHECKS.get(use)
    return None if check is None else check(state, faction, target, card)


def _faction(state: ClassicState, faction: Faction, text: str, use: str) -> Faction:
    try:
        other = resolve_faction(text.strip())
    except UnknownName as err:
        raise RuleError(str(err), hint=T("classic-power-sentence", usage=usage(use))) from None
    if not in_game(state, other) or other == faction:
        raise RuleError(T("classic-power-another-faction", name=text.strip()),
                        hint=T("classic-power-sentence", usage=usage(use)))
    return other


def _take(state: ClassicState, faction: Faction, target: str, card: str) -> Apply:
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
            left = joined([card_word(c) for c in mine], ", ") if mine else T("classic-plan-none")
            raise RuleError(T("classic-power-none-left", name=text.strip()), rule="XVII",
                            hint=T("classic-power-may-give", cards=left)) from None
        mine.remove(name)
        give.append(name)
    theirs = state.players[victim].hand
    if not give or len(give) > len(theirs):
        raise RuleError(T("classic-power-name-cards", count=len(theirs),
                          faction=faction_word(victim)), rule=pad("B.6.B.1"),
                        hint=T("classic-power-sentence", usage=usage("take")))

    def apply(state: ClassicState, log: EventLog) -> None:
        _take_cards(state, faction, victim, give, card, log)
    return apply


def _take_cards(state: ClassicState, faction: Faction, victim: Faction, give: list[str],
                card: str, log: EventLog) -> None:
    """B.6.B.1 once checked: the cards taken at random, one given for each."""
    play(state, faction, card, log)
    theirs = state.players[victim].hand
    rng = Rng(state.rng)
    pool = sorted(theirs)
    rng.shuffle(pool)
    taken = pool[:len(give)]
    state.rng = rng.state
    _swap(state, faction, victim, taken, give)
    log.public("karama_take", T("classic-power-take", count=len(give),
                                faction=faction_word(victim)), victim=victim, n=len(give))
    log.private(state.players[faction].seat, "karama_take",
                T("classic-power-you-take", cards=_cards(taken), faction=faction_word(victim)),
                cards=taken)
    log.private(state.players[victim].seat, "karama_take",
                T("classic-power-they-take", taken=_cards(taken), given=_cards(give)),
                taken=taken, given=give)


def _cards(names: list[str]) -> Text:
    return listing([card_word(c) for c in names])


def _swap(state: ClassicState, faction: Faction, victim: Faction, taken: list[str],
          give: list[str]) -> None:
    for name in taken:
        state.players[victim].hand.remove(name)
        state.players[faction].hand.append(name)
    for name in give:
        state.players[faction].hand.remove(name)
        state.players[victim].hand.append(name)


def _see(state: ClassicState, faction: Faction, target: str, card: str) -> Apply:
    """B.6.B.2: look at one player's entire battle plan; it stays as seen until the
    reveal (as prescience keeps the element seen, Q&A 6)."""
    b = battle_plan.current(state)
    side = _faction(state, faction, target, "see")
    if side not in b.sides or side not in b.plans or b.revealed:
        raise RuleError(T("classic-power-no-plan-sent", faction=faction_word(side)),
                        rule=pad("B.6.B.2"), hint=T("classic-power-see-when"))
    if side in b.seen:
        raise RuleError(T("classic-power-seen-already", faction=faction_word(side)),
                        rule=pad("B.6.B.2"))

    def apply(state: ClassicState, log: EventLog) -> None:
        _see_plan(state, faction, side, card, log)
    return apply


def _see_plan(state: ClassicState, faction: Faction, side: Faction, card: str,
              log: EventLog) -> None:
    b = battle_plan.current(state)
    play(state, faction, card, log)
    b.seen.append(side)
    plan = b.plans[side]
    log.public("karama_see", T("classic-power-see", faction=faction_word(side)), side=side)
    log.private(state.players[faction].seat, "karama_see",
                T("classic-power-seen-plan", faction=faction_word(side),
                  plan=battle_plan.describe(plan)),
                plan=plan.model_dump())


def _stop(state: ClassicState, faction: Faction, target: str, card: str) -> Apply:
    """B.6.B.3: stop one off-planet shipment of one player (before it ships this turn)."""
    mv = state.movement
    victim = _faction(state, faction, target, "stop")
    assert mv is not None
    if victim == Faction.FREMEN:
        raise RuleError(T("classic-power-fremen-overland"), rule=pad("B.6.B.3"))
    later = victim in mv.order[mv.current:]
    if not later or victim in mv.stopped or (mv.order[mv.current] == victim and mv.shipped):
        raise RuleError(T("classic-power-no-shipment-left", faction=faction_word(victim)),
                        rule=pad("B.6.B.3"))

    def apply(state: ClassicState, log: EventLog) -> None:
        _stop_shipment(state, faction, victim, card, log)
    return apply


def _stop_shipment(state: ClassicState, faction: Faction, victim: Faction, card: str,
                   log: EventLog) -> None:
    mv = state.movement
    assert mv is not None
    play(state, faction, card, log)
    mv.stopped.append(victim)
    log.public("karama_stop", T("classic-power-stop", faction=faction_word(victim)),
               victim=victim)


def _worm(state: ClassicState, faction: Faction, target: str, card: str) -> Apply:
    """B.6.B.5: a worm, not drawn from the spice deck, in any territory; it devours only in
    the desert, and signals no nexus (Q&A A.8)."""
    where = resolve_territory(target)
    if not is_sand(state.options, where):  # a sietch made a stronghold shelters (XVIII.C)
        raise RuleError(T("classic-power-worm-not-sand", territory=place_word(where)),
                        rule=pad("B.6.B.5"))

    def apply(state: ClassicState, log: EventLog) -> None:
        _worm_devours(state, faction, where, card, log)
    return apply


def _worm_devours(state: ClassicState, faction: Faction, where: str, card: str,
                  log: EventLog) -> None:
    play(state, faction, card, log)
    log.public("karama_worm", T("classic-power-worm", territory=place_word(where)),
               territory=where)
    spice_blow.devour(state, where, set(), log)


def _revive(state: ClassicState, faction: Faction, target: str, card: str,
            log: EventLog) -> None:
    """B.6.B.6: up to three tokens or one leader back from the tanks, free."""
    special_cards.revive_free(state, faction, target, 3, card, pad("B.6.B.6"), log)


_CHECKS: dict[str, Callable[[ClassicState, Faction, str, str], Apply]] = {
    "take": _take, "see": _see, "stop": _stop, "worm": _worm,
}
