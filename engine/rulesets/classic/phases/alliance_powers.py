"""XII.E.6: "Allies may assist one another as specified on their shields."

The six shields' alliance powers (docs/rules-notes.md, "Alliance powers"). Each power hooks
into the step of the rules it changes; this module answers who may use which power for whom,
so the phase modules ask one place:

- Atreides: prescience in an ally's battle, the ally being shown (battle_powers.py).
- Bene Gesserit: the Voice on an ally's opponent (battle_powers.py).
- Emperor: spice given to an ally at any time, for any use (`grant`, here), which may pay
  for the ally's revivals (revival.py).
- Fremen: allies sheltered from the worm (spice_blow.py); allies' free revival three tokens
  (revival.py). Both at the Fremen's discretion, asked when they arise.
- Spacing Guild: allies ship at the Guild's half rate, and from one territory to another
  (movement.py); their payments still go to the Guild (Q&A E.1).
- Harkonnen: their traitors betray an ally's opponent (battle_plan.py).
"""

from __future__ import annotations

from engine.core import EventLog, RuleError
from engine.core.words import T, joined

from ..board import forces, starred
from ..board.order import in_game
from ..data import LEADERS, SHIELDS, Faction
from ..data.words import faction_word
from ..model.state import ClassicState
from .common import check_free
from .moderator import faction_in_game

RULE = "XII.E.6"


def helped_side(state: ClassicState, sides: tuple[Faction, Faction],
                power: Faction) -> Faction | None:
    """The side of a battle a faction's battle power serves: the faction itself if it
    fights, else its ally; None when it has no part in this battle."""
    if not in_game(state, power):
        return None
    for side in sides:
        if side == power or power in forces.allies(state, side):
            return side
    return None


def guild_rate(state: ClassicState, faction: Faction) -> bool:
    """Guild shield: the Guild and its allies ship at half the normal rate."""
    return faction == Faction.GUILD or Faction.GUILD in forces.allies(state, faction)


def may_cross_ship(state: ClassicState, faction: Faction) -> bool:
    """Guild shield: the Guild, and its allies, may ship from one territory to another."""
    return guild_rate(state, faction)


def traitor_askers(state: ClassicState, side: Faction) -> list[Faction]:
    """Who is asked whether to call a traitor for `side`: the side, and its Harkonnen ally
    (Harkonnen shield). Public facts only, so asking tells nobody who holds a traitor."""
    harkonnen = Faction.HARKONNEN
    ally = harkonnen != side and harkonnen in forces.allies(state, side)
    return [side, harkonnen] if ally else [side]


def traitor_holder(state: ClassicState, side: Faction, leader: str | None) -> Faction | None:
    """Who may call `leader` a traitor for `side`: the side itself if the leader is in its
    pay, or its Harkonnen ally if in theirs (Harkonnen shield)."""
    if leader is None:
        return None
    if leader in state.players[side].traitors:
        return side
    if leader in state.captured and LEADERS[leader].faction == side:
        return side  # pad, Harkonnen 1 (XV): a captured leader is in its owner's pay
    harkonnen = state.players.get(Faction.HARKONNEN)
    if harkonnen and Faction.HARKONNEN in forces.allies(state, side) \
            and leader in harkonnen.traitors:
        return Faction.HARKONNEN
    return None


# -- Emperor ----------------------------------------------------------------------------------


def grant(state: ClassicState, faction: Faction, who: str, amount: int,
          log: EventLog) -> None:
    """Emperor shield: spice given to an ally at any time becomes the ally's own, to spend
    on anything: cards, shipments, and revivals, which other allies may not pay for."""
    check_grant(state, faction, who, amount)
    ally = faction_in_game(state, who)
    state.players[faction].spice -= amount
    state.players[ally].spice += amount
    log.public("grant", T("classic-emperor-grants", count=amount, ally=faction_word(ally)),
               faction=faction, to=ally, amount=amount)


def check_grant(state: ClassicState, faction: Faction, who: str, amount: int) -> None:
    if faction != Faction.EMPEROR:
        raise RuleError(T("classic-only-emperor-grants"), rule=RULE,
                        hint=T("classic-grant-hint"))
    ally = faction_in_game(state, who)
    allies = forces.allies(state, faction)
    if ally not in allies:
        names = joined([faction_word(f) for f in sorted(allies, key=lambda f: f.title)], ", ")
        raise RuleError(T("classic-not-your-ally", faction=faction_word(ally)), rule=RULE,
                        hint=T("classic-your-allies", factions=names) if allies
                        else T("classic-no-ally"))
    if amount < 1 or amount > state.players[faction].spice:
        raise RuleError(T("classic-give-from-1", count=state.players[faction].spice),
                        rule=RULE)
    check_free(state, faction, amount)


def may_grant(state: ClassicState, faction: Faction, ally: Faction, amount: int) -> bool:
    try:
        check_grant(state, faction, ally.value, amount)
    except RuleError:
        return False
    return True


# -- Fremen -----------------------------------------------------------------------------------


def fremen_allies(state: ClassicState) -> set[Faction]:
    return forces.allies(state, Faction.FREMEN) if Faction.FREMEN in state.players else set()


def shelter_needed(state: ClassicState, territory: str | None) -> bool:
    """Fremen shield: a worm is about to devour a territory holding the Fremen's allies."""
    if territory is None:
        return False
    return bool(forces.occupants(state, territory) & fremen_allies(state))


def gift_due(state: ClassicState, faction: Faction) -> bool:
    """Fremen shield: an ally with tokens still in the tanks after its own free revival,
    which is less than three, may be given a free revival of three."""
    return (faction in fremen_allies(state)
            and SHIELDS[faction].free_revivals < 3
            and starred.revivable(state, state.players[faction]) > 0)
