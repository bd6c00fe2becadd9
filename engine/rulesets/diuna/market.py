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
from .words import Say, T, Text, card_word, card_words, forces, leader_word

ON_TURN = {
    Phase.CARDS: ("Black Market",),
    Phase.REVIVAL: ("Tleilaxu Ghola",),
    Phase.MOVEMENT: ("Smugglers", "Ornithopter", "Hajr"),
}
GHOLA_FORCES = 3
WHEN: dict[str, Text] = {
    "Weather Control": T("diuna-when-storm"),
    "Thumper": T("diuna-when-spice-card"),
    "Harvester": T("diuna-when-collection"),
    "Black Market": T("diuna-when-cards"),
    "Tleilaxu Ghola": T("diuna-when-revival"),
    "Smugglers": T("diuna-when-before-ship"),
    "Ornithopter": T("diuna-when-movement"),
    "Hajr": T("diuna-when-movement"),
    "Truthtrance": T("diuna-when-before-plans"),
    "Karama": T("diuna-when-before-plans"),
    "Counter-attack": T("diuna-when-after-reveal"),
    "Family Atomics": T("diuna-when-after-reveal"),
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
        raise not_now(state, name, T("diuna-now-cards-only", cards=card_words(allowed))
                      if allowed else "")
    if state.order[state.turn] != seat:
        raise RuleError(T("diuna-own-turn", card=card_word(name), seat=state.order[state.turn]),
                        hint=T("diuna-own-turn-hint"))
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
    forms = [f"market {name} {arg}={SHAPES[arg]}" for arg in takes] or [f"market {name}"]
    return RuleError(T("diuna-takes-no", card=card_word(name), args="`, `".join(extra)),
                     hint=T("diuna-play-as-either", first=forms[0], second=forms[1])
                     if len(forms) == 2 else T("diuna-play-as", form=forms[0]))



def in_hand(state: DiunaState, player: Player, text: str) -> str:
    """The market card in the player's hand that `text` names (English or Polish);
    RuleError listing the hand."""
    try:
        return resolve_name(text, player.market_cards, "market card in your hand",
                            aliases=state.cards.polish())
    except UnknownName:
        raise RuleError(T("diuna-not-market-in-hand", typed=excerpt(text)),
                        hint=T("diuna-yours-list", items=card_words(
                            dict.fromkeys(player.market_cards)))
                        if player.market_cards else T("diuna-you-hold-none")) from None


def not_now(state: DiunaState, name: str, now: Say) -> RuleError:
    """The refusal of a card played out of its time: when it is played, and what is
    played now."""
    return RuleError(T("diuna-not-now", card=card_word(name),
                       when=WHEN[state.cards.market_effect(name)]), hint=now)


def _black_market(state: DiunaState, player: Player, name: str, command: c.Market,
                  log: EventLog) -> None:
    """Discard the worthless battle cards in hand and draw as many."""
    worthless = [n for n in player.battle_cards
                 if state.cards.battle_card(n).kind == "worthless"]
    if not worthless:
        raise RuleError(T("diuna-no-worthless", card=card_word("Black Market")))
    for card in worthless:
        player.battle_cards.remove(card)
        state.decks.battle_discard.append(card)
    drawn = [d for d in (draw_battle(state, log) for _ in worthless) if d is not None]
    player.battle_cards.extend(drawn)
    log.public("market_card", T("diuna-black-market", seat=player.seat,
                                card=card_word("Black Market"),
                                worthless=card_words(worthless), count=len(drawn)), card=name)
    if drawn:
        log.private(player.seat, "battle_cards", T("diuna-you-draw", cards=card_words(drawn)),
                    cards=drawn)


def _ghola(state: DiunaState, player: Player, name: str, command: c.Market,
           log: EventLog) -> None:
    """A leader from the tanks, or up to 3 forces, free."""
    if (command.leader is None) == (command.forces is None):
        raise RuleError(T("diuna-ghola-one-of", card=card_word("Tleilaxu Ghola")))
    if command.leader is not None:
        leader = tanked_leader(player, command.leader,
                               also=T("diuna-ghola-forces",
                                      command=f"market {quote(name)} forces=<1-3>"))
        player.dead.remove(leader)
        player.leaders.append(leader)
        what = leader_word(leader)
    else:
        assert command.forces is not None
        if command.forces > player.tanks:
            raise RuleError(T("diuna-revive-too-many", tanks=player.tanks,
                              count=command.forces))
        player.tanks -= command.forces
        player.reserve += command.forces
        what = forces(command.forces)
    log.public("market_card", T("diuna-ghola", seat=player.seat,
                                card=card_word("Tleilaxu Ghola"), what=what), card=name)


def _boost(state: DiunaState, player: Player, name: str, command: c.Market,
           log: EventLog) -> None:
    """Smugglers (before the shipment), Ornithopter, Hajr: kept for this turn's movement."""
    if name in state.boosts:
        raise RuleError(T("diuna-played-already", card=card_word(name)))
    if name == "Smugglers" and state.shipped:
        raise RuleError(T("diuna-smugglers-late", card=card_word("Smugglers")))
    state.boosts.append(name)
    log.public("market_card", T("diuna-plays", seat=player.seat, card=card_word(name)),
               card=name)

