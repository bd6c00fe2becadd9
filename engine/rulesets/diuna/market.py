"""Market cards played on one's own turn of a phase played in turn (Kolejność zagrywania
kart bazaru: "Karty bazaru można zagrywać podczas wypisanych na nich faz"): the Black
Market in the cards phase, the Tleilaxu Ghola in revival, Smugglers, Ornithopter and Hajr in
movement. Each card is discarded once played; its effect is public, as the card is."""

from __future__ import annotations

from engine.core import EventLog, RuleError
from engine.core.errors import excerpt
from engine.core.names import UnknownName
from engine.core.tokens import quote

from . import commands as c
from .cards import draw_battle
from .revival import tanked_leader
from .spellings import resolve_name
from .state import DiunaState, Phase, Player
from .words import counted

ON_TURN = {
    Phase.CARDS: ("Black Market",),
    Phase.REVIVAL: ("Tleilaxu Ghola",),
    Phase.MOVEMENT: ("Smugglers", "Ornithopter", "Hajr"),
}
GHOLA_FORCES = 3
WHEN: dict[str, str] = {
    "Weather Control": "before the storm's throw",
    "Thumper": "before the spice card",
    "Harvester": "before the collection",
    "Black Market": "on your turn of the cards phase",
    "Tleilaxu Ghola": "on your turn of revival",
    "Smugglers": "on your turn of movement, before you ship",
    "Ornithopter": "on your turn of movement",
    "Hajr": "on your turn of movement",
    "Truthtrance": "in a battle, before the plans",
    "Karama": "in a battle, before the plans",
    "Counter-attack": "in a battle, after the plans are revealed",
    "Family Atomics": "in a battle, after the plans are revealed",
}
"""When each market effect is played, for the refusals that say so."""


def play(state: DiunaState, seat: str, command: c.Market, log: EventLog) -> None:
    """Play a card of the phase on one's turn; every check before any change."""
    player = state.players[seat]
    name = in_hand(state, player, command.card)
    acts = state.cards.market_effect(name)
    allowed = ON_TURN.get(state.phase, ()) if state.waiting in ("buy", "revive", "move") \
        else ()
    if acts not in allowed:
        raise not_now(state, name, ("Now: " + ", ".join(allowed) + ".") if allowed else "")
    if state.order[state.turn] != seat:
        raise RuleError(f"{name} is played on your own turn; {state.order[state.turn]} is on "
                        "turn now.", hint="Your turn comes in order of play.")
    effect = {"Black Market": _black_market, "Tleilaxu Ghola": _ghola}.get(acts, _boost)
    effect(state, player, acts, command, log)
    player.market_cards.remove(name)
    state.decks.market_discard.append(name)


TAKES = {"Tleilaxu Ghola": ("leader", "forces"), "Weather Control": ("sectors",),
         "Harvester": ("territory",)}
"""The arguments each market card uses; the others take none."""
SHAPES = {"leader": "<leader>", "forces": "<1-3>", "sectors": "<0-6>",
          "territory": "<territory>"}


def unused(state: DiunaState, seat: str, command: c.Market) -> RuleError | None:
    """A refusal for arguments the card does not use (they would be ignored, and the
    player may have meant another card); None when there are none."""
    name = in_hand(state, state.players[seat], command.card)
    takes = TAKES.get(state.cards.market_effect(name), ())
    extra = [arg for arg in ("leader", "forces", "sectors", "territory")
             if getattr(command, arg) is not None and arg not in takes]
    if not extra:
        return None
    forms = [f"`market {name} {arg}={SHAPES[arg]}`" for arg in takes] or [f"`market {name}`"]
    return RuleError(f"{name} takes no `{'`, `'.join(extra)}`.",
                     hint="Play it as " + " or ".join(forms) + ".")


def in_hand(state: DiunaState, player: Player, text: str) -> str:
    """The market card in the player's hand that `text` names (English or Polish);
    RuleError listing the hand."""
    try:
        return resolve_name(text, player.market_cards, "market card in your hand",
                            aliases=state.cards.polish())
    except UnknownName:
        raise RuleError(f"`{excerpt(text)}` is not a market card in your hand.",
                        hint=("Yours: " + ", ".join(dict.fromkeys(player.market_cards)) + ".")
                        if player.market_cards else "You hold none.") from None


def not_now(state: DiunaState, name: str, now: str) -> RuleError:
    """The refusal of a card played out of its time: when it is played, and what is
    played now."""
    return RuleError(f"{name} is played {WHEN[state.cards.market_effect(name)]}, not now.",
                     hint=now)


def _black_market(state: DiunaState, player: Player, name: str, command: c.Market,
                  log: EventLog) -> None:
    """Discard the worthless battle cards in hand and draw as many."""
    worthless = [n for n in player.battle_cards
                 if state.cards.battle_card(n).kind == "worthless"]
    if not worthless:
        raise RuleError("You hold no worthless battle card to trade (Black Market).")
    for card in worthless:
        player.battle_cards.remove(card)
        state.decks.battle_discard.append(card)
    drawn = [d for d in (draw_battle(state, log) for _ in worthless) if d is not None]
    player.battle_cards.extend(drawn)
    log.public("market_card", f"{player.seat} plays the Black Market: discards "
               f"{', '.join(worthless)} and draws {counted(len(drawn), 'battle card')}.", card=name)
    if drawn:
        log.private(player.seat, "battle_cards", "You draw: " + ", ".join(drawn) + ".",
                    cards=drawn)


def _ghola(state: DiunaState, player: Player, name: str, command: c.Market,
           log: EventLog) -> None:
    """A leader from the tanks, or up to 3 forces, free."""
    if (command.leader is None) == (command.forces is None):
        raise RuleError("The Tleilaxu Ghola revives a leader (`leader=`) or up to 3 forces "
                        "(`forces=`), one of the two.")
    if command.leader is not None:
        leader = tanked_leader(player, command.leader,
                               also=f"Forces: `market {quote(name)} forces=<1-3>`.")
        player.dead.remove(leader)
        player.leaders.append(leader)
        what = leader
    else:
        assert command.forces is not None
        if command.forces > player.tanks:
            raise RuleError(f"You have {player.tanks} forces in the Tleilaxu tanks, not "
                            f"{command.forces}.")
        player.tanks -= command.forces
        player.reserve += command.forces
        what = counted(command.forces, "force")
    log.public("market_card", f"{player.seat} plays the Tleilaxu Ghola: {what} revived free.",
               card=name)


def _boost(state: DiunaState, player: Player, name: str, command: c.Market,
           log: EventLog) -> None:
    """Smugglers (before the shipment), Ornithopter, Hajr: kept for this turn's movement."""
    if name in state.boosts:
        raise RuleError(f"You have played {name} this turn already.")
    if name == "Smugglers" and state.shipped:
        raise RuleError("Smugglers make your shipment free: play them before you ship.")
    state.boosts.append(name)
    log.public("market_card", f"{player.seat} plays {name}.", card=name)
