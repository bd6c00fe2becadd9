"""The 1984 expansions' treachery cards played outside battle: THE SPICE HARVEST's Harvester
and Thumper (VII.3-4), THE DUEL's Cone of Silence (VIII.3). The Residual Poison has its own
module; the weapons, defences and worthless cards are played in battle plans by their kind.

Asynchronous play shapes two of them (docs/rules-notes.md, "The 1984 treachery cards"):
the Harvester is played while the spice blow phase still stands after the blow, or by a
secret standing order (`auto harvester [N]`, phases/orders.py) the blow itself answers,
so the game never waits after a blow to ask who holds it; the Thumper is played at any
time before the blow it replaces.
"""

from __future__ import annotations

from engine.core import EventLog, RuleError
from engine.core.words import T, Text, joined

from ..board import forces
from ..data import Faction, SpiceCard, spice_card
from ..data.words import faction_word, place_word
from ..model.state import ClassicState, Orders, Phase
from .common import territory as resolve_territory
from .moderator import faction_in_game
from .special_cards import play

HARVESTER, THUMPER, CONE = "Harvester", "Thumper", "Cone of Silence"
HARVEST_VII, DUEL_VIII = "THE SPICE HARVEST VII", "THE DUEL VIII"
MAIN_GAME = frozenset({Phase.STORM, Phase.SPICE_BLOW, Phase.BIDDING, Phase.REVIVAL,
                       Phase.MOVEMENT, Phase.BATTLE, Phase.COLLECTION})
"""The phases of a turn: the expansions' cards are used in the main game only (SPICE
HARVEST IV.3)."""


def check_main_game(state: ClassicState, faction: Faction) -> None:
    if state.phase not in MAIN_GAME:
        raise RuleError(T("classic-cards-main-game"), rule="THE SPICE HARVEST IV.3")


# -- Harvester (THE SPICE HARVEST VII.3) ----------------------------------------------------


def landed(state: ClassicState) -> list[SpiceCard]:
    """The blows of this spice blow phase whose spice still lies where they landed: pile 1's
    once turned, pile 2's too with the advanced blow (XXI.A.2); none in the storm."""
    if state.phase != Phase.SPICE_BLOW:
        return []
    names = []
    if state.blow_pile == 2 or state.blow_done:
        names.append(state.last_blow)
    if state.blow_pile == 2 and state.blow_done:
        names.append(state.last_blow_2)
    cards = [spice_card(n) for n in names if n is not None]
    return [c for c in cards if c.territory is not None and c.sector is not None
            and state.spice.get(c.territory, {}).get(c.sector, 0) > 0]


def check_harvester(state: ClassicState, faction: Faction) -> None:
    if not landed(state):
        raise RuleError(T("classic-cards-harvester-when"), rule=f"{HARVEST_VII}.3",
                        hint=T("classic-cards-harvester-hint"))


def harvester(state: ClassicState, faction: Faction, where: str | None, log: EventLog) -> None:
    """VII.3: "Play just after a spice blow comes up. Place double the amount of spice in
    the territory." The last blow, or the one named (the advanced blow has two)."""
    check_harvester(state, faction)
    blows = landed(state)
    card = blows[-1]
    if where is not None:
        name = resolve_territory(where)
        card = next((c for c in blows if c.territory == name), None)  # type: ignore[assignment]
        if card is None:
            raise RuleError(T("classic-cards-harvester-not-blown", territory=place_word(name)),
                            rule=f"{HARVEST_VII}.3", hint=T(
                                "classic-cards-harvester-blows", territories=joined(
                                    [place_word(c.territory or "") for c in blows], ", ")))
    double(state, faction, card, log)


def double(state: ClassicState, faction: Faction, card: SpiceCard, log: EventLog) -> None:
    """Play the Harvester on a blow: as much spice again where it landed."""
    assert card.territory is not None and card.sector is not None
    play(state, faction, HARVESTER, log)
    forces.add_spice(state, card.territory, card.sector, card.amount)
    log.public("harvester", T("classic-cards-harvester", faction=faction_word(faction),
                              count=card.amount, territory=place_word(card.territory),
                              sector=card.sector),
               faction=faction, territory=card.territory, amount=card.amount)


def after_blow(state: ClassicState, card: SpiceCard, log: EventLog) -> None:
    """A blow has landed outside the storm: a standing `auto harvester [N]` of the
    Harvester's holder plays it now if the blow is of N spice or more."""
    for faction, order in list(state.orders.items()):
        least = order.harvester
        if least is None or card.amount < least \
                or HARVESTER not in state.players[faction].hand:
            continue
        rest = order.model_copy(update={"harvester": None})
        if rest == Orders():
            del state.orders[faction]
        else:
            state.orders[faction] = rest
        double(state, faction, card, log)
        return


# -- Thumper (THE SPICE HARVEST VII.4) ------------------------------------------------------


def check_thumper(state: ClassicState, faction: Faction) -> None:
    check_main_game(state, faction)
    if state.turn == 1 and state.phase in (Phase.STORM, Phase.SPICE_BLOW):
        raise RuleError(T("classic-cards-thumper-first-turn"), rule="VII.D")
    if state.thumper:
        raise RuleError(T("classic-cards-thumper-waiting"), rule=f"{HARVEST_VII}.4")


def thumper(state: ClassicState, faction: Faction, log: EventLog) -> None:
    """VII.4: "play instead of turning up the next spice card. Acts as if a worm is
    revealed." The next card turned (spice_blow.run) is this worm, and no spice card."""
    check_thumper(state, faction)
    play(state, faction, THUMPER, log)
    state.thumper = True
    log.public("thumper", T("classic-cards-thumper", faction=faction_word(faction)),
               faction=faction)


# -- Cone of Silence (THE DUEL VIII.3) ------------------------------------------------------


def check_cone(state: ClassicState, faction: Faction) -> None:
    check_main_game(state, faction)


def cone(state: ClassicState, faction: Faction, names: str, log: EventLog) -> None:
    """VIII.3: on any named opponents (not allies), until the end of the turn, they buy no
    card, threaten no Kanly and make no alliance."""
    check_cone(state, faction)
    targets = _targets(state, faction, names)
    play(state, faction, CONE, log)
    state.silenced = [f for f in state.players if f in state.silenced or f in targets]
    log.public("cone_of_silence", T("classic-cards-cone", faction=faction_word(faction),
                                    targets=joined([faction_word(f) for f in targets], ", ")),
               faction=faction, targets=[f.value for f in targets])


def _targets(state: ClassicState, faction: Faction, names: str) -> list[Faction]:
    words = [w for w in names.replace(",", " ").split() if w]
    if not words:
        raise RuleError(T("classic-cards-cone-whom"), hint=cone_hint(state, faction))
    out: list[Faction] = []
    for word in words:
        target = faction_in_game(state, word)
        check_target(state, faction, target)
        if target not in out:
            out.append(target)
    return out


def check_target(state: ClassicState, faction: Faction, target: Faction) -> None:
    """VIII.3: opponents only, not allies. A bid already made on the card up for bid is not
    undone: its bidder is silenced once the card is sold (docs/rules-notes.md)."""
    if target == faction or target in forces.allies(state, faction):
        raise RuleError(T("classic-cards-cone-opponents", faction=faction_word(target)),
                        rule=f"{DUEL_VIII}.3", hint=cone_hint(state, faction))
    b = state.bidding
    if b is not None and b.turn is not None and b.high_bidder == target:
        raise RuleError(T("classic-cards-cone-high-bidder", faction=faction_word(target)),
                        rule=f"{DUEL_VIII}.3", hint=T("classic-cards-cone-after-sale"))


def may_silence(state: ClassicState, faction: Faction, target: Faction) -> bool:
    try:
        check_target(state, faction, target)
    except RuleError:
        return False
    return True


def cone_hint(state: ClassicState, faction: Faction) -> Text:
    """The opponents the Cone may fall on now."""
    mine = forces.allies(state, faction) | {faction}
    return T("classic-cards-cone-usage", factions=joined(
        [faction_word(f) for f in state.players if f not in mine], ", "))


def silenced(state: ClassicState, faction: Faction) -> bool:
    """VIII.3: under a Cone of Silence this turn (no card bought, no Kanly, no alliance)."""
    return faction in state.silenced


def end_turn(state: ClassicState, log: EventLog) -> None:
    """VIII.3: the Cone of Silence lasts until the end of the turn."""
    state.silenced = []

