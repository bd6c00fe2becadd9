"""THE DUEL VIII.4, the Residual Poison: a card face down before another player's shield
that demands a bribe of 1-4 spice every turn; refused, the card is shown. A real Residual
Poison kills a leader of the poisoner's choice, who collects its value from the bank; a
worthless card (a bluff) costs the bluffer three times the bribe, owed if he cannot pay.

When, by what default and who knows what (docs/rules-notes.md, "The 1984 treachery
cards"): the bribes fall due at the end of each turn, after the collection; the target's
answer is given in advance, in secret (`poisoned pay|refuse`), and by default he pays when
he can, so the game never waits for him and nothing tells what he expects the card to be.
Which card lies there and which leader it would kill are the poisoner's secrets.
"""

from __future__ import annotations

from engine.core import EventLog, RuleError
from engine.core.words import T, joined

from ..data import LEADERS, TREACHERY_CARDS, CardKind, Faction, UnknownName, leaders_of
from ..data.cards import resolve_card
from ..data.leaders import resolve_leader
from ..data.words import card_word, faction_word, leader_word
from ..model.poison import Debt, ResidualPoison
from ..model.state import ClassicState
from . import battle_plan, movement
from .cards_1984 import DUEL_VIII, check_main_game
from .common import free_spice
from .moderator import faction_in_game

POISON = "Residual Poison"
RULE = f"{DUEL_VIII}.4"
BLUFF_TIMES = 3


def may_lay(card: str) -> bool:
    """The cards that may lie face down as a Residual Poison: itself, or a worthless card
    for a bluff."""
    return card == POISON or TREACHERY_CARDS[card].kind == CardKind.WORTHLESS


def spare(state: ClassicState, faction: Faction) -> list[str]:
    """The hand but the cards of the battle plan sent in the battle being fought: they are
    spoken for until the battle is over (as for Karama)."""
    hand = list(state.players[faction].hand)
    b = battle_plan.fought(state)
    plan = b.plans.get(faction) if b is not None else None
    for card in (plan.leader, plan.weapon, plan.defense) if plan is not None else ():
        if card in hand:
            hand.remove(card)
    return hand


def laid(state: ClassicState, by: Faction, target: Faction) -> ResidualPoison | None:
    return next((p for p in state.poisons if p.by == by and p.target == target), None)


# -- the poisoner: play, retract ------------------------------------------------------------


def check_poison(state: ClassicState, faction: Faction) -> None:
    """A worthless card is in every deck, but is laid as a bluff only in THE DUEL."""
    if not state.options.duel:
        raise RuleError(T("classic-needs-option", command="poison", option="duel"))
    check_main_game(state, faction)


def poison(state: ClassicState, faction: Faction, whom: str, bribe: int, card: str | None,
           victim: str | None, log: EventLog) -> None:
    """VIII.4: play a card face down before `whom`'s shield, naming the bribe; the card and
    the leader chosen for death stay the poisoner's secret."""
    check_poison(state, faction)
    target = faction_in_game(state, whom)
    if target == faction:
        raise RuleError(T("classic-cards-poison-not-yourself"), rule=RULE)
    if laid(state, faction, target) is not None:
        raise RuleError(T("classic-cards-poison-already", target=faction_word(target)), rule=RULE,
                        hint=T("classic-cards-poison-retract-first", target=target.value))
    if not 1 <= bribe <= 4:
        raise RuleError(T("classic-cards-poison-bribe"), rule=RULE)
    chosen = _card(spare(state, faction), card)
    leader = _victim(state, target, victim) if victim is not None else None
    state.players[faction].hand.remove(chosen)
    state.poisons.append(ResidualPoison(by=faction, target=target, bribe=bribe, card=chosen,
                                        victim=leader))
    log.public("residual_poison", T("classic-cards-poison-played", faction=faction_word(faction),
                                    target=faction_word(target), count=bribe),
               faction=faction, target=target, bribe=bribe)
    log.private(state.players[faction].seat, "residual_poison_card",
                T("classic-cards-poison-played-card", card=card_word(chosen),
                  target=faction_word(target),
                  victim=leader_word(leader) if leader else T("classic-cards-poison-strongest")),
                card=chosen)


def _card(hand: list[str], text: str | None) -> str:
    fits = sorted({c for c in hand if may_lay(c)})
    hint = T("classic-cards-poison-cards", cards=joined([card_word(c) for c in fits], ", ")) \
        if fits else T("classic-cards-poison-no-card")
    if text is None:
        if POISON not in hand:
            raise RuleError(T("classic-cards-poison-not-held"), rule=RULE, hint=hint)
        return POISON
    try:
        card = resolve_card(text)
    except UnknownName as err:
        raise RuleError(str(err), hint=hint) from None
    if card not in hand:
        raise RuleError(T("classic-special-not-held", card=card_word(card)), hint=hint)
    if not may_lay(card):
        raise RuleError(T("classic-cards-poison-not-worthless", card=card_word(card)), rule=RULE,
                        hint=hint)
    return card


def alive(state: ClassicState, target: Faction) -> list[str]:
    """The target's leaders the poison may kill, strongest first: not in the tanks, not
    held by the Harkonnen (pad, Harkonnen 1), never a main leader (VIII.4)."""
    tanks = state.players[target].leaders_in_tanks
    out = [x.name for x in leaders_of(target)
           if x.name not in tanks and x.name not in state.captured]
    return sorted(out, key=lambda n: (-LEADERS[n].strength, n))


def _victim(state: ClassicState, target: Faction, text: str) -> str:
    names = [x.name for x in leaders_of(target)]
    try:
        return resolve_leader(text, among=names)
    except UnknownName as err:
        raise RuleError(str(err), rule=RULE, hint=T(
            "classic-cards-poison-leaders", target=faction_word(target),
            leaders=joined([leader_word(n) for n in names], ", "))) from None


def check_retract(state: ClassicState, faction: Faction) -> None:
    """VIII.4: "during any of your moves": during the poisoner's own move (IX)."""
    if not any(p.by == faction for p in state.poisons):
        raise RuleError(T("classic-cards-poison-none-laid"), rule=RULE)
    try:
        movement.my_turn(state, faction)
    except RuleError:
        raise RuleError(T("classic-cards-poison-retract-when"), rule=RULE) from None


def retract(state: ClassicState, faction: Faction, whom: str, log: EventLog) -> None:
    """VIII.4: "retract the residual poison or bluff card during any of your moves whereupon
    it is discarded unseen": here under the treachery deck, where no one sees it."""
    check_retract(state, faction)
    target = faction_in_game(state, whom)
    found = laid(state, faction, target)
    if found is None:
        raise RuleError(T("classic-cards-poison-not-before", target=faction_word(target)),
                        rule=RULE, hint=T("classic-cards-poison-before", targets=joined(
                            [faction_word(p.target) for p in state.poisons if p.by == faction],
                            ", ")))
    state.poisons.remove(found)
    state.players[found.target].spice += found.held  # what he set aside is his again
    state.treachery_deck.insert(0, found.card)
    log.public("residual_poison_retracted", T("classic-cards-poison-retracted",
                                              faction=faction_word(faction),
                                              target=faction_word(target)),
               faction=faction, target=target)


# -- the target: pay or refuse --------------------------------------------------------------


def check_answer(state: ClassicState, faction: Faction) -> None:
    if not any(p.target == faction for p in state.poisons):
        raise RuleError(T("classic-cards-poison-none-before-you"), rule=RULE)


def answer(state: ClassicState, faction: Faction, word: str, by: str | None,
           log: EventLog) -> None:
    """The target's secret answer to the next bribe of each poison before his shield (or of
    the one `by` laid)."""
    check_answer(state, faction)
    mine = [p for p in state.poisons if p.target == faction]
    if by is not None:
        poisoner = faction_in_game(state, by)
        mine = [p for p in mine if p.by == poisoner]
        if not mine:
            raise RuleError(T("classic-cards-poison-not-from", faction=faction_word(poisoner)),
                            rule=RULE)
    pay = word == "pay"
    owing = sum(p.bribe for p in mine if not p.held) if pay else 0
    if owing > free_spice(state, faction):  # in private: his spice is behind the shield
        raise RuleError(T("classic-cards-poison-cannot-set-aside", count=owing), rule=RULE)
    for p in mine:
        p.refuse = not pay
        set_aside = p.bribe if pay else 0
        state.players[faction].spice += p.held - set_aside
        p.held = set_aside
    log.private(state.players[faction].seat, "residual_poison_answer",
                T("classic-cards-poison-will-pay" if pay else "classic-cards-poison-will-refuse",
                  factions=joined([faction_word(p.by) for p in mine], ", ")))


# -- the end of the turn --------------------------------------------------------------------


def end_turn(state: ClassicState, log: EventLog) -> None:
    """Debts are paid from the spice the debtors now hold; then every poison's bribe falls
    due, in the order they were played."""
    settle_debts(state, log)
    for p in list(state.poisons):
        target = state.players[p.target]
        if not p.refuse and p.held >= p.bribe:  # set aside by `poisoned pay` this turn
            target.spice += p.held - p.bribe
            p.held, p.refuse = 0, True  # the next turn's bribe wants a new answer
            state.players[p.by].spice += p.bribe
            log.public("residual_poison_bribe", T(
                "classic-cards-poison-paid", target=faction_word(p.target),
                faction=faction_word(p.by), count=p.bribe),
                faction=p.target, to=p.by, amount=p.bribe)
            continue
        state.poisons.remove(p)
        reveal(state, p, log)


def reveal(state: ClassicState, p: ResidualPoison, log: EventLog) -> None:
    """VIII.4: the bribe not paid, the card is shown and discarded; the poison kills, or
    the bluff costs three times the bribe."""
    state.treachery_discard.append(p.card)
    state.players[p.target].spice += p.held
    p.held = 0
    log.public("residual_poison_revealed", T(
        "classic-cards-poison-refused",
        target=faction_word(p.target), faction=faction_word(p.by), card=card_word(p.card)),
        faction=p.by, target=p.target, card=p.card)
    if p.card == POISON:
        _kill(state, p, log)
    else:
        _bluff(state, p, log)


def _kill(state: ClassicState, p: ResidualPoison, log: EventLog) -> None:
    living = alive(state, p.target)
    if not living:
        log.public("residual_poison_kills", T("classic-cards-poison-no-leader",
                                              target=faction_word(p.target)))
        return
    leader = p.victim if p.victim in living else living[0]
    value = LEADERS[leader].strength
    state.players[p.target].leaders_in_tanks.append(leader)
    state.bank -= value
    state.players[p.by].spice += value
    log.public("residual_poison_kills", T("classic-cards-poison-kills", leader=leader_word(leader),
                                          target=faction_word(p.target),
                                          faction=faction_word(p.by), count=value),
               faction=p.target, leader=leader, to=p.by, amount=value)


def _bluff(state: ClassicState, p: ResidualPoison, log: EventLog) -> None:
    """VIII.4: the bluffer owes three times the bribe, paid at once from what he holds and
    the rest as he gets it; how much he pays, and when, stays between the two players, as
    it would tell what is behind his shield."""
    owed = BLUFF_TIMES * p.bribe
    log.public("residual_poison_bluff", T("classic-cards-poison-bluff", faction=faction_word(p.by),
                                          target=faction_word(p.target), count=owed),
               faction=p.by, to=p.target, amount=owed)
    _owe(state, p.by, p.target, owed)
    settle_debts(state, log)


def _pay(state: ClassicState, payer: Faction, payee: Faction, amount: int) -> None:
    state.players[payer].spice -= amount
    state.players[payee].spice += amount


def _owe(state: ClassicState, debtor: Faction, creditor: Faction, amount: int) -> None:
    for debt in state.debts:
        if debt.debtor == debtor and debt.creditor == creditor:
            debt.amount += amount
            return
    state.debts.append(Debt(debtor=debtor, creditor=creditor, amount=amount))


def settle_debts(state: ClassicState, log: EventLog) -> None:
    """VIII.4: "you owe that amount and must pay it when you get it": what the debtor holds
    goes to his creditors, in the order the debts were made."""
    for debt in list(state.debts):
        paid = min(debt.amount, state.players[debt.debtor].spice)
        if not paid:
            continue
        _pay(state, debt.debtor, debt.creditor, paid)
        debt.amount -= paid
        if not debt.amount:
            state.debts.remove(debt)
        words = T("classic-cards-poison-debt-paid", faction=faction_word(debt.debtor),
                  creditor=faction_word(debt.creditor), count=paid, owed=debt.amount)
        for side in (debt.debtor, debt.creditor):  # behind the shields (XIII.B)
            log.private(state.players[side].seat, "debt_paid", words, faction=debt.debtor,
                        to=debt.creditor, amount=paid)
