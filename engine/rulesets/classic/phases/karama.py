"""Karama (player aid pad B.6.A): cancel one faction advantage once, buy a card free, or
ship at the Guild's rate; with the option `karama_powers` (XVII, pad B.6.B), a character's
special Karama power instead (karama_powers.py); with the additional advantages (XV), one
of them stopped (karama_bars.py). `karama <use> [target]`; the card is discarded when it
takes effect."""

from __future__ import annotations

from collections.abc import Callable

from engine.core import EventLog, RuleError
from engine.core.words import T

from ..board import forces
from ..board.order import in_game
from ..data import TREACHERY_CARDS, CardKind, Faction
from ..data.words import card_word, faction_word, place_word
from ..model.state import ClassicState, Phase
from . import alliance_powers, battle_plan, karama_bars, karama_powers, movement
from .moderator import aid_pad, pad
from .special_cards import play

BASIC_USES = ("atreides", "harkonnen", "bene_gesserit", "fremen", "buy", "ship",
              *karama_bars.USES)
USES = (*BASIC_USES, *karama_powers.POWERS)
CARD = "Karama"


def check_held(state: ClassicState, faction: Faction) -> None:
    if card_to_play(state, faction) is None:
        raise RuleError(T("classic-karama-not-held"), rule=aid_pad("B.6"))


def card_to_play(state: ClassicState, faction: Faction) -> str | None:
    """The card a Karama is played with: a worthless card first for the Bene Gesserit's
    special power (XVII, pad B.6.B.4), unless a Karama bars it and they hold a Karama;
    else the Karama card; None without either."""
    hand = list(state.players[faction].hand)
    for card in _in_plan(state, faction):
        if card in hand:  # a card of the plan sent is spoken for until the battle is over
            hand.remove(card)
    worthless = sorted(c for c in hand if TREACHERY_CARDS[c].kind == CardKind.WORTHLESS)
    if faction != Faction.BENE_GESSERIT or not state.options.karama_powers or not worthless:
        return CARD if CARD in hand else None
    if state.worthless_barred and CARD in hand:
        return CARD
    return worthless[0]


def _in_plan(state: ClassicState, faction: Faction) -> list[str]:
    """The cards of the faction's battle plan in the battle being fought, if it sent one."""
    b = battle_plan.fought(state)
    plan = b.plans.get(faction) if b is not None else None
    if plan is None:
        return []
    return [c for c in (plan.leader, plan.weapon, plan.defense) if c in TREACHERY_CARDS]


Effect = Callable[[ClassicState, Faction, str, EventLog], None]


def karama(state: ClassicState, faction: Faction, use: str, target: str | None,
           log: EventLog) -> None:
    card = _checked(state, faction, use, target)
    if card != CARD and state.worthless_barred:
        probe = state.model_copy(deep=True)
        probe.worthless_barred = False
        karama(probe, faction, use, target, EventLog())  # a use refused is refused as ever
        _barred(state, card, log)
        return
    if use in karama_powers.POWERS:
        karama_powers.use_power(state, faction, use, target or "", card, log)
    else:
        _effect(state, faction, use)(state, faction, card, log)


def _checked(state: ClassicState, faction: Faction, use: str, target: str | None) -> str:
    """The checks every use shares (the card held, a known use, no target for a basic
    use, a power's owner and rounds); the card the Karama is played with."""
    check_held(state, faction)
    card = card_to_play(state, faction)
    assert card is not None
    basic = use in BASIC_USES
    if not basic and use not in karama_powers.POWERS:
        raise RuleError(T("classic-karama-not-a-use", use=use),
                        hint=T("classic-karama-uses", uses=", ".join(USES)))
    if basic and target:
        raise RuleError(T("classic-karama-nothing-more", use=use),
                        hint=T("classic-karama-command", use=use))
    if not basic:
        karama_powers.check_power(state, faction, use)
    return card


def _effect(state: ClassicState, faction: Faction, use: str) -> Effect:
    """A basic use's own check, which changes nothing: the effect it would have now, or a
    refusal. A bar checks as it takes effect (karama_bars.bar)."""
    if use in karama_bars.USES:
        def bar(state: ClassicState, faction: Faction, card: str, log: EventLog) -> None:
            karama_bars.bar(state, faction, use, card, log)
        return bar
    return _BASIC[use](state, faction)


def _barred(state: ClassicState, card: str, log: EventLog) -> None:
    """Q&A A.7: a worthless card played as Karama against the bar is lost, and does nothing."""
    play(state, Faction.BENE_GESSERIT, card, log)
    state.worthless_barred = False
    log.public("karama", T("classic-karama-barred-card", card=card_word(card)))


WHEN: dict[str, tuple[Phase, ...]] = {
    "atreides": (Phase.BIDDING, Phase.BATTLE),
    "harkonnen": (Phase.BIDDING,),
    "bene_gesserit": (Phase.MOVEMENT, Phase.BATTLE),
    "fremen": (Phase.SPICE_BLOW,),
    "buy": (Phase.BIDDING,),
    "ship": (Phase.MOVEMENT,),
    **karama_bars.WHEN,
    **karama_powers.WHEN,
}


def usable(state: ClassicState, faction: Faction, use: str, target: str | None = None) -> bool:
    """Would `karama <use> [target]` be accepted now? (For menus and the random agents.) A
    use answers from its own check, without playing the card; a bar, the revival, or a
    worthless card played against the bar, on a copy."""
    if state.phase not in WHEN[use] and not (use == "bene_gesserit"
                                              and karama_powers.may_bar(state)):
        return False
    try:
        card = _checked(state, faction, use, target)
        barred = card != CARD and state.worthless_barred
        if not barred and _checks(state, faction, use, target or "", card):
            return True
        karama(state.model_copy(deep=True), faction, use, target, EventLog())
    except RuleError:
        return False
    return True


def _checks(state: ClassicState, faction: Faction, use: str, target: str, card: str) -> bool:
    """Does the use's own check pass (a refusal raises), if it has one apart from its
    effect? False: it checks as it takes effect."""
    if use in _BASIC:
        _BASIC[use](state, faction)
        return True
    return use in karama_powers.POWERS and karama_powers.check_use(
        state, faction, use, target, card) is not None


def _atreides(state: ClassicState, faction: Faction) -> Effect:
    """A.1: the Atreides do not see the future, once: the cards up for bid (Q&A A.4: all of
    them), or one battle's prescience, theirs or used for an ally (XII.E.6)."""
    b, battle = state.bidding, battle_plan.fought(state)
    if state.phase == Phase.BIDDING and b is not None and b.turn is not None and not b.no_peek:
        return _no_peek
    if battle is not None and battle.prescience_for is not None and not battle.revealed \
            and (battle.prescience_pending or battle.prescience):
        return _no_prescience
    raise RuleError(T("classic-karama-atreides-not-seeing"), rule=pad("B.6.A.1"))


def _no_peek(state: ClassicState, faction: Faction, card: str, log: EventLog) -> None:
    play(state, faction, card, log)
    assert state.bidding is not None
    state.bidding.no_peek = True
    log.public("karama", T("classic-karama-no-peek"))


def _no_prescience(state: ClassicState, faction: Faction, card: str, log: EventLog) -> None:
    battle = battle_plan.fought(state)
    assert battle is not None
    play(state, faction, card, log)
    battle.prescience_pending, battle.prescience = False, None
    log.public("karama", T("classic-karama-no-prescience"))


def _harkonnen(state: ClassicState, faction: Faction) -> Effect:
    """A.2: the Harkonnen do not take their next free card."""
    b = state.bidding
    if state.phase != Phase.BIDDING or b is None or b.turn is None or b.no_bonus \
            or not in_game(state, Faction.HARKONNEN):
        raise RuleError(T("classic-karama-no-harkonnen-bonus"), rule=pad("B.6.A.2"))
    return _no_bonus


def _no_bonus(state: ClassicState, faction: Faction, card: str, log: EventLog) -> None:
    play(state, faction, card, log)
    assert state.bidding is not None
    state.bidding.no_bonus = True
    log.public("karama", T("classic-karama-no-bonus"))


def _bene_gesserit(state: ClassicState, faction: Faction) -> Effect:
    """A.3: the Bene Gesserit do not accompany this shipment, or do not use the Voice (in
    their battle or an ally's, XII.E.6); with special powers, otherwise, their next worthless
    card played as Karama does nothing (pad B.6.A.3, optional rule, Q&A A.7)."""
    mv, battle = state.movement, battle_plan.fought(state)
    if state.phase == Phase.MOVEMENT and mv is not None and mv.advisor_for is not None \
            and state.coexist_ask is None:
        return _no_advisor
    if battle is not None and battle.voice_for is not None and not battle.revealed \
            and (battle.voice_pending or battle.voice):
        return _no_voice
    if faction != Faction.BENE_GESSERIT and karama_powers.may_bar(state):
        return _bar_worthless
    raise RuleError(T("classic-karama-no-bg-advantage"), rule=pad("B.6.A.3"))


def _no_advisor(state: ClassicState, faction: Faction, card: str, log: EventLog) -> None:
    play(state, faction, card, log)
    log.public("karama", T("classic-karama-no-advisor"))
    movement.advise(state, Faction.BENE_GESSERIT, False, log)


def _no_voice(state: ClassicState, faction: Faction, card: str, log: EventLog) -> None:
    battle = battle_plan.fought(state)
    assert battle is not None
    play(state, faction, card, log)
    battle.voice_pending, battle.voice = False, None
    log.public("karama", T("classic-karama-no-voice"))


def _bar_worthless(state: ClassicState, faction: Faction, card: str, log: EventLog) -> None:
    play(state, faction, card, log)
    state.worthless_barred = True
    log.public("karama", T("classic-karama-worthless-barred"))


def _fremen(state: ClassicState, faction: Faction) -> Effect:
    """A.4: the Fremen do not control this worm: their tokens there are destroyed; or,
    played while they decide to shelter their allies from it (XII.E.6), the allies are not
    sheltered."""
    if state.shelter == "ask":
        return _no_shelter
    if state.worm_ride is None:
        raise RuleError(T("classic-karama-no-worm-ride"), rule=pad("B.6.A.4"))
    return _worm_devours


def _no_shelter(state: ClassicState, faction: Faction, card: str, log: EventLog) -> None:
    play(state, faction, card, log)
    state.shelter = "no"
    log.public("karama", T("classic-karama-no-shelter"))


def _worm_devours(state: ClassicState, faction: Faction, card: str, log: EventLog) -> None:
    ride = state.worm_ride
    assert ride is not None
    play(state, faction, card, log)
    n = sum(forces.to_tanks(state, Faction.FREMEN, ride.territory, s)
            for s in list(state.forces.get(ride.territory, {})))
    state.worm_ride = None
    log.public("karama", T("classic-karama-worm-devours", count=n,
                           territory=place_word(ride.territory)))


def _buy(state: ClassicState, faction: Faction) -> Effect:
    """A.5: bid for and buy one card without paying for it."""
    b = state.bidding
    if state.phase != Phase.BIDDING or b is None or b.turn != faction or b.karama_buyer:
        raise RuleError(T("classic-karama-on-your-bid"), rule=pad("B.6.A.5"))
    return _buy_free


def _buy_free(state: ClassicState, faction: Faction, card: str, log: EventLog) -> None:
    play(state, faction, card, log)
    assert state.bidding is not None
    state.bidding.karama_buyer = faction
    log.public("karama", T("classic-karama-buys-free", faction=faction_word(faction)))


def _ship(state: ClassicState, faction: Faction) -> Effect:
    """A.6: this turn's shipment at the Guild's rate, paid to the bank."""
    mv = state.movement
    if movement.current(state) != faction or mv is None or mv.shipped or mv.karama_ship:
        raise RuleError(T("classic-karama-on-your-move"), rule=pad("B.6.A.6"))
    if faction == Faction.FREMEN or alliance_powers.guild_rate(state, faction):
        raise RuleError(T("classic-karama-already-guild-rate"),
                        rule=T("classic-cite-guild-shield-xii-e-6"))
    return _guild_rate


def _guild_rate(state: ClassicState, faction: Faction, card: str, log: EventLog) -> None:
    play(state, faction, card, log)
    assert state.movement is not None
    state.movement.karama_ship = True
    log.public("karama", T("classic-karama-ships-guild-rate", faction=faction_word(faction)))


_BASIC: dict[str, Callable[[ClassicState, Faction], Effect]] = {
    "atreides": _atreides, "harkonnen": _harkonnen, "bene_gesserit": _bene_gesserit,
    "fremen": _fremen, "buy": _buy, "ship": _ship,
}
