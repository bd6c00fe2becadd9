"""VII. Spice blow: spice appears, or Shai-Hulud devours the last blow and calls a nexus."""

from __future__ import annotations

from engine.core import EventLog, Rng, RuleError
from engine.core.words import T, Text, joined

from ..board import advantages, forces
from ..board.strongholds import is_sand
from ..data import SHAI_HULUD, Faction, spice_card
from ..data.words import faction_word, place_word
from ..model.state import ClassicState, Phase, WormRide
from . import alliance_powers, alliances, cards_1984, coexist
from .common import landing_sector
from .common import territory as resolve


def begin(state: ClassicState, log: EventLog) -> None:
    state.phase = Phase.SPICE_BLOW
    state.nexus = False
    state.blow_done = False
    state.blow_pile = 1
    run(state, log)


def run(state: ClassicState, log: EventLog) -> None:
    """Turn cards until a territory card lands (VII.A), pausing for a nexus (XII.B), for
    the Fremen to shelter their allies (XII.E.6) and for a Fremen worm ride; with the
    advanced blow, then again for discard pile 2 (XXI.A.2)."""
    while not waiting(state) and not state.blow_done:
        if state.devour_pending:
            if state.shelter is None and alliance_powers.shelter_needed(
                    state, last_territory(state)):
                _ask_shelter(state, log)
                continue
            state.devour_pending = False
            _devour(state, log)
            state.shelter = None
            continue
        if state.thumper:
            _thumper(state, log)
            continue
        card = _draw(state, log)
        if card != SHAI_HULUD:
            _blow(state, card, log)
            _next_pile(state)
        else:
            _worm(state, log)


def _thumper(state: ClassicState, log: EventLog) -> None:
    """THE SPICE HARVEST VII.4: the Thumper is played "instead of turning up the next spice
    card" and "acts as if a worm is revealed": no card is turned, and no worm card is
    discarded."""
    state.thumper = False
    log.public("thumper_worm", T("classic-cards-thumper-worm", pile=_pile(state)))
    _worm(state, log, thumped=True)


def _next_pile(state: ClassicState) -> None:
    """A territory card ends the blow, or with the advanced blow pile 1's part of it: the
    same procedure follows for pile 2, whose worms pile 1's worm does not silence (XXI.A.2,
    XXI.A.4, Q&A E.5)."""
    if state.options.double_blow and state.blow_pile == 1:
        state.blow_pile = 2
        state.nexus = False
    else:
        state.blow_done = True


def last_territory(state: ClassicState) -> str | None:
    """The territory a worm turned up now devours: the last territory card of the pile being
    turned (VII.A.2; XXI.A.4, a worm of one pile has no effect on the other)."""
    return state.last_blow_2 if state.blow_pile == 2 else state.last_blow


def _discard(state: ClassicState, card: str) -> None:
    (state.spice_discard_2 if state.blow_pile == 2 else state.spice_discard).append(card)


def _pile(state: ClassicState) -> Text | str:
    """` (pile 2)` in the events of the advanced blow, so the table knows which pile."""
    return T("classic-pile", pile=state.blow_pile) if state.options.double_blow else ""


def waiting(state: ClassicState) -> bool:
    """The blow waits for a decision (nexus, the Fremen's shelter, a worm ride, a worm for
    the Fremen to place, or the Bene Gesserit's answer to the riders' arrival, XV.B.5)."""
    return (state.worm_ride is not None or alliances.is_open(state)
            or state.shelter == "ask" or state.worm_to_place
            or state.coexist_ask is not None)


def _draw(state: ClassicState, log: EventLog) -> str:
    """The top card; a spent deck is first rebuilt from every spice card, both discard piles
    of the advanced blow included (III.C; XXI.B.1 and Q&A E.4: the entire deck)."""
    if not state.spice_deck:
        rng = Rng(state.rng)
        state.spice_deck = state.spice_discard + state.spice_discard_2
        state.spice_discard, state.spice_discard_2 = [], []
        rng.shuffle(state.spice_deck)
        state.rng = rng.state
        log.public("spice_reshuffled", T("classic-spice-reshuffled"))
    return state.spice_deck.pop()


def _blow(state: ClassicState, name: str, log: EventLog) -> None:
    card = spice_card(name)
    _discard(state, name)
    if state.blow_pile == 2:
        state.last_blow_2 = card.territory
    else:
        state.last_blow = card.territory
    assert card.territory is not None and card.sector is not None
    pile = _pile(state)
    if forces.in_storm(state, card.territory, card.sector):
        log.public("spice_blow", T("classic-blow-in-storm", pile=pile,
                                   territory=place_word(card.territory), sector=card.sector),
                   territory=card.territory, amount=0)
        return
    forces.add_spice(state, card.territory, card.sector, card.amount)
    log.public("spice_blow", T("classic-blow", pile=pile, count=card.amount,
                               territory=place_word(card.territory), sector=card.sector),
               territory=card.territory, sector=card.sector,
               amount=card.amount)
    cards_1984.after_blow(state, card, log)  # THE SPICE HARVEST VII.3: `auto harvester`


def _worm(state: ClassicState, log: EventLog, thumped: bool = False) -> None:
    if state.turn == 1 and not thumped:
        # VII.D: on the first turn worms are shuffled back into the deck.
        rng = Rng(state.rng)
        state.spice_deck.append(SHAI_HULUD)
        rng.shuffle(state.spice_deck)
        state.rng = rng.state
        log.public("worm_reshuffled", T("classic-worm-reshuffled"))
        return
    if not thumped:
        _discard(state, SHAI_HULUD)
    pile = _pile(state)
    if state.nexus and advantages.has(state, Faction.FREMEN):
        state.worm_to_place = True
        log.public("worm_to_place", T("classic-worm-to-place", pile=pile))
        return
    if state.nexus:
        log.public("worm_ignored", T("classic-worm-ignored", pile=pile))
        return
    state.nexus = True
    state.devour_pending = True  # XII.B: the worm devours once the nexus is over
    if state.options.no_alliances:
        log.public("nexus", T("classic-worm-no-nexus", pile=pile))
        return
    log.public("nexus", T("classic-worm-nexus", pile=pile))
    alliances.open_nexus(state, log)


def check_place_worm(state: ClassicState, faction: Faction) -> None:
    advantages.require(state, "place_worm")
    if faction != Faction.FREMEN or not state.worm_to_place:
        raise RuleError(T("classic-no-worm-to-place"), rule=T("classic-rule-pad-fremen-2"),
                        hint=T("classic-fremen-place-worms"))


def place_worm(state: ClassicState, faction: Faction, where: str, log: EventLog) -> None:
    """Pad, Fremen 2: "all additional worms which appear after the first worm can be placed
    by you in any territory you wish. They cannot devour tokens if not in a desert
    territory." In the desert it devours as a worm does (VII.A.2); the Fremen's own tokens
    there may ride it."""
    check_place_worm(state, faction)
    target = resolve(where)
    state.worm_to_place = False
    if not is_sand(state.options, target):
        log.public("worm_placed", T("classic-worm-placed-not-desert",
                                    territory=place_word(target)), territory=target)
        return
    log.public("worm_placed", T("classic-worm-placed", territory=place_word(target)),
               territory=target)
    _devour(state, log, target)


def _devour(state: ClassicState, log: EventLog, where: str | None = None) -> None:
    """VII.A.2: the worm eats spice and tokens in the last territory turned up (of its own
    pile, XXI.A.4), or where the Fremen put it."""
    placed = where is not None
    where = where or last_territory(state)
    if where is None:
        log.public("worm", T("classic-worm-nothing"))
        return
    sheltered = alliance_powers.fremen_allies(state) \
        if state.shelter == "yes" and not placed else set()
    devour(state, where, sheltered, log)
    if forces.total_in(state, Faction.FREMEN, where):
        state.worm_ride = WormRide(territory=where)
        log.public("worm_ride", T("classic-may-ride", territory=place_word(where)))


def devour(state: ClassicState, where: str, sheltered: set[Faction], log: EventLog) -> None:
    """A worm eats every token in the territory but the Fremen's (Fremen shield) and those
    it shelters, advisors included (XV.B.4), and all its spice."""
    for sector in list(state.forces.get(where, {})):
        for faction in list(state.forces.get(where, {}).get(sector, {})):
            if faction == Faction.FREMEN or faction in sheltered:
                continue  # Fremen shield: the worms do not devour the Fremen (nor allies).
            n = forces.to_tanks(state, faction, where, sector)
            log.public("worm_devours", T("classic-worm-devours", count=n,
                                         faction=faction_word(faction),
                                         territory=place_word(where)),
                       faction=faction, territory=where, n=n)
    for sector in list(state.spice.get(where, {})):
        n = forces.clear_spice(state, where, sector)
        log.public("worm_spice", T("classic-worm-swallows", count=n,
                                   territory=place_word(where)), n=n)


def _ask_shelter(state: ClassicState, log: EventLog) -> None:
    state.shelter = "ask"
    where = last_territory(state)
    allies = joined([faction_word(f) for f in sorted(
        (f for f in alliance_powers.fremen_allies(state)
         if forces.total_in(state, f, where or "")), key=lambda f: f.title)], ", ")
    log.public("shelter_offer", T("classic-shelter-offer", territory=place_word(where or ""),
                                  allies=allies), territory=where)


def check_shelter(state: ClassicState, faction: Faction) -> None:
    if faction != Faction.FREMEN or state.shelter != "ask":
        raise RuleError(T("classic-no-worm-threatens"),
                        rule=T("classic-rule-fremen-shield-xii-e-6"),
                        hint=T("classic-shelter-hint"))


def shelter(state: ClassicState, faction: Faction, protect: bool, log: EventLog) -> None:
    """Fremen shield (XII.E.6): the Fremen decide whether the worm spares their allies."""
    check_shelter(state, faction)
    state.shelter = "yes" if protect else "no"
    if protect:
        log.public("shelter", T("classic-shelter-yes",
                                territory=place_word(last_territory(state) or "")))
    else:
        log.public("shelter", T("classic-shelter-no",
                                territory=place_word(last_territory(state) or "")))


def check_ride(state: ClassicState, faction: Faction) -> None:
    if state.worm_ride is None or faction != Faction.FREMEN:
        raise RuleError(T("classic-no-worm-to-ride"), rule="Q&A C.1")


def ride(state: ClassicState, faction: Faction, where: str | None, sector: int | None,
         log: EventLog) -> None:
    """Fremen shield: a free move of the worm's riders to any one territory (Q&A C.1)."""
    check_ride(state, faction)
    assert state.worm_ride is not None
    origin = state.worm_ride.territory
    if where is None:
        state.worm_ride = None
        log.public("worm_ride", T("classic-fremen-stay", territory=place_word(origin)))
        return
    target = resolve(where)
    if target == origin:
        raise RuleError(T("classic-riders-already-in", territory=place_word(origin)),
                        hint=T("classic-ride-to-stay"))
    sector = landing_sector(state, faction, target, sector, "IX.C.2.c, IX.C.2.f")
    moved = elite = 0
    for s in list(state.forces.get(origin, {})):
        n = forces.count(state, faction, origin, s)
        if n:
            elite += forces.remove(state, faction, origin, s, n)
            moved += n
    asked = coexist.arrival(state, faction, target)
    forces.add(state, faction, target, sector, moved, elite)
    state.worm_ride = None
    log.public("worm_ride", T("classic-fremen-ride", count=moved, origin=place_word(origin),
                              territory=place_word(target), sector=sector),
               n=moved, territory=target, sector=sector)
    coexist.ask(state, asked, log)

