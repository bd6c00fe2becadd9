"""What a seat may know (boardgame.io's playerView): the public table plus its own secrets.

`public` is the same for everyone by construction and holds nothing kept behind a shield
(XIII.B: spice, unless the table plays with open spice; the number of cards outside the
bidding round); `private` is built only from the seat's own faction, so another seat's
spice, hand, traitors, dial, standing bid or prediction can never leak into it.
Tests check both properties over thousands of random games.
"""

from __future__ import annotations

from typing import Any

from ..board.leaders import main_leader
from ..board.order import playing
from ..board.strongholds import victory_territories, worth
from ..data import Faction
from ..model.state import ClassicState
from ..phases import bidding as bidding_phase
from ..phases import orders, placement
from ..phases.battle_spice import behind_shield
from ..phases.victory import needed
from ..play.rules import rules_for
from ..protocol.pending import pending
from . import harvest_view
from .arena_view import arena_private, arena_public


def view(state: ClassicState, seat: str | None) -> dict[str, Any]:
    faction = next((f for f, p in state.players.items() if p.seat == seat), None)
    out: dict[str, Any] = {"public": public(state)}
    if faction is not None:
        out["private"] = private(state, faction)
    return out


def public(state: ClassicState) -> dict[str, Any]:
    return {
        "turn": state.turn,
        "phase": state.phase.value,
        "storm": state.storm,
        "shield_wall": state.shield_wall,
        "players": {
            f.value: {
                "seat": p.seat,
                "dot": p.dot,
                "reserves": p.reserves,
                "tanks": p.tanks,
                "leaders_in_tanks": list(p.leaders_in_tanks),
                "traitor_chosen": not p.traitor_draw,
                **shield_front(state, behind_shield(state, f), len(p.hand)),
            }
            for f, p in state.players.items()
        },
        "forces": {
            t: {str(s): {f.value: n for f, n in stack.items()} for s, stack in sectors.items()}
            for t, sectors in state.forces.items()
        },
        "spice": {t: {str(s): n for s, n in sectors.items()} for t, sectors in state.spice.items()},
        "spice_deck": len(state.spice_deck),
        "spice_discard": list(state.spice_discard),
        "treachery_deck": len(state.treachery_deck),
        "treachery_discard": list(state.treachery_discard),
        "storm_dialers": [f.value for f in state.storm_dialers],
        "storm_dialed": [f.value for f in state.storm_dials] if _shows(state, "storm_dials")
        else [],
        "prediction_made": state.prediction is not None,
        "fremen_to_place": state.fremen_to_place,
        "bidding": _bidding(state),
        "movement": _movement(state),
        "worm_ride": state.worm_ride.territory if state.worm_ride else None,
        "battle": _battle(state),
        "alliances": [[f.value for f in a] for a in state.alliances],
        "advisors": list(state.advisors),
        "worthless_barred": state.worthless_barred,
        "nexus": None if state.nexus_ready is None else {
            "ready": [f.value for f in state.nexus_ready],
            "invitations": {f.value: [t.value for t in to]
                            for f, to in state.invitations.items()},
        },
        "winners": [f.value for f in state.winners],
        "victory": _victory(state),
        "shield_wall_removed_cards": list(state.removed_cards),
        "truthtrance": state.truthtrance.model_dump(mode="json") if state.truthtrance else None,
        "waiting_for": [d.model_dump() for d in pending(state)],
        **_options_table(state),
        **({"harvest": harvest_view.public(state)} if state.harvest else {}),
        **_cards_1984(state),
        **_starred(state),
        **arena_public(state),
        **({"main_leaders": {f.value: main_leader(state, f) for f in playing(state)},
            "out": {f.value: turn for f, turn in state.out.items()}}
           if state.options.duel else {}),
        **({"placement": placement.public_view(state)} if state.placement else {}),
        **({"captured": list(state.captured),
            "kwisatz": {"losses": state.kwisatz_losses, "dead": state.kwisatz_dead,
                        "fought_turn": state.kwisatz_turn}}
           if state.options.advantages else {}),
    }


def _starred(state: ClassicState) -> dict[str, Any]:
    """XV: the starred tokens are distinct pieces, seen by all, wherever they are."""
    if not state.options.advantages:
        return {}
    return {"starred": {
        "board": {t: {str(s): {f.value: n for f, n in stack.items()}
                      for s, stack in sectors.items()} for t, sectors in state.starred.items()},
        "reserves": {f.value: p.starred_reserves for f, p in state.players.items()},
        "tanks": {f.value: p.starred_tanks for f, p in state.players.items()},
    }}


def _cards_1984(state: ClassicState) -> dict[str, Any]:
    """The 1984 cards on the table: a Thumper waiting for the blow (SPICE HARVEST VII.4),
    the players under a Cone of Silence (DUEL VIII.3), the cards face down before shields
    (not which cards: VIII.4). A bluffer's debt is his and his creditor's (`private`): what
    he pays of it would tell what he holds."""
    out: dict[str, Any] = {}
    if state.thumper:
        out["thumper"] = True
    if state.silenced:
        out["silenced"] = [f.value for f in state.silenced]
    if state.poisons:
        out["poisons"] = [{"by": p.by.value, "target": p.target.value, "bribe": p.bribe}
                          for p in state.poisons]
    return out


def _options_table(state: ClassicState) -> dict[str, Any]:
    """What the optional rules put on the table: the advanced blow's two discard piles and
    the territory each pile's worm would devour (XXI.A); the weather marker once revealed
    (XVI.C; the one face down is the Fremen's, in their private view)."""
    out: dict[str, Any] = {}
    if state.options.double_blow:
        out["spice_discard_2"] = list(state.spice_discard_2)
        out["last_blows"] = [state.last_blow, state.last_blow_2]
    if state.options.weather:
        out["weather_shown"] = state.weather_shown
    return out


def _victory(state: ClassicState) -> dict[str, Any]:
    """What wins this game, from its options, which the table knows (IV, XVIII): the
    territories held for victory, those counting more than one, and how many a team of
    1, 2, ... players needs."""
    held = victory_territories(state.options)
    return {"territories": list(held),
            "worth": {t: worth(state.options, t) for t in held if worth(state.options, t) > 1},
            "needed": [needed(state, size) for size in range(1, len(state.players) + 1)]}


def _shows(state: ClassicState, fact: str) -> bool:
    """Whether the current phase shows this fact (`PhaseSpec.shows`)."""
    spec = rules_for(state.options).current(state)
    return spec is not None and fact in spec.shows


def shield_front(state: ClassicState, spice: int, cards: int) -> dict[str, int]:
    """XIII.B: spice stays behind the shield unless the table plays with open spice; the
    number of cards held is open during the bidding round only."""
    out: dict[str, int] = {}
    if state.options.open_spice:
        out["spice"] = spice
    if _shows(state, "hand_sizes"):
        out["cards"] = cards
    return out


def _bidding(state: ClassicState) -> dict[str, Any] | None:
    b = state.bidding
    if b is None:
        return None
    return {
        "cards": len(b.cards),
        "index": b.index,
        "opener": b.opener.value if b.opener else None,
        "turn": b.turn.value if b.turn else None,
        "high_bid": b.high_bid,
        "high_bidder": b.high_bidder.value if b.high_bidder else None,
        "karama_buyer": b.karama_buyer.value if b.karama_buyer else None,
    }


def _movement(state: ClassicState) -> dict[str, Any] | None:
    mv = state.movement
    if mv is None:
        return None
    return {
        "order": [f.value for f in mv.order],
        "current": mv.order[mv.current].value if mv.current < len(mv.order) else None,
        "shipped": mv.shipped,
        "moved": mv.moved,
        "ornithopters": mv.ornithopters,
        "announcing": mv.announce,
        "stopped": [f.value for f in mv.stopped],
    }


def _battle(state: ClassicState) -> dict[str, Any] | None:
    r = state.battles
    if r is None or r.current is None:
        return None
    b = r.current
    return {
        "territory": b.territory,
        "aggressor": b.aggressor.value,
        "defender": b.defender.value,
        "voice_for": b.voice_for.value if b.voice_for else None,
        "prescience_for": b.prescience_for.value if b.prescience_for else None,
        "plans_sent": [f.value for f in b.plans],
        "plans": {f.value: p.model_dump() for f, p in b.plans.items()} if b.revealed else None,
        "winner": b.winner.value if b.winner else None,
    }


def private(state: ClassicState, faction: Faction) -> dict[str, Any]:
    player = state.players[faction]
    out: dict[str, Any] = {
        "faction": faction.value,
        "spice": player.spice,
        "hand": list(player.hand),
        "traitors": list(player.traitors),
        "traitor_draw": list(player.traitor_draw),
        **placement.private_view(state, faction),
    }
    if faction in state.storm_dials and _shows(state, "storm_dials"):
        out["storm_dial"] = state.storm_dials[faction]
    b = state.bidding
    if b is not None and faction in b.standing:
        limit = b.standing[faction]
        out["standing_bid"] = "pass" if limit == bidding_phase.PASS_ROUND else limit
    if b is not None and faction in b.round_limits:
        out["standing_bid_round"] = b.round_limits[faction]
    standing = orders.words(state, faction)
    if standing:
        out["standing_orders"] = standing
    pledged = {g.value: n for g, n in state.support.get(faction, {}).items()}
    given = {a.value: p[faction] for a, p in state.support.items() if faction in p}
    if pledged or given:
        out["support"] = {"received": pledged, "given": given}
    r = state.battles
    if r is not None and r.current is not None and faction in r.current.plans:
        out["battle_plan"] = r.current.plans[faction].model_dump()
    out.update(arena_private(state, faction))
    laid = [{"target": p.target.value, "card": p.card, "victim": p.victim}
            for p in state.poisons if p.by == faction]
    if laid:
        out["poisons_laid"] = laid  # THE DUEL VIII.4: the poisoner knows his card
    debts = [d.model_dump(mode="json") for d in state.debts if faction in (d.debtor, d.creditor)]
    if debts:
        out["debts"] = debts  # THE DUEL VIII.4: owed, and paid, behind the shields
    refusing = [p.by.value for p in state.poisons if p.target == faction and p.refuse]
    if refusing:
        out["poisons_refused"] = refusing  # the target's secret answer
    if faction == Faction.FREMEN and state.weather_marker is not None:
        out["weather_marker"] = state.weather_marker  # XVI.B: the Fremen look at it
    if faction == Faction.BENE_GESSERIT and state.prediction is not None:
        out["prediction"] = state.prediction.model_dump(mode="json")
    out.update(harvest_view.private(state, faction))
    if faction == Faction.ATREIDES:
        if b is not None and b.turn is not None and not b.no_peek:
            out["card_up_for_bid"] = b.cards[b.index]
        if _shows(state, "next_spice_card") and state.spice_deck:
            out["next_spice_card"] = state.spice_deck[-1]
    return out
