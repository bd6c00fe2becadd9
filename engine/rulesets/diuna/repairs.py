"""Moderator repairs of a Diuna game: mend a position the table got wrong without replaying
it (Zawartość: every force, leader and card stays somewhere, once).

Each repair checks everything before it changes anything and is logged publicly. What is
secret stays so: a card given (the table learns its kind, the seat and the moderators
which), the top of a deck, a faction's traitor cards. `engine.core.repairs` tries each on a
copy first, so no repair leaves the game unsound or stuck; `REPAIRED` says which repair
mends each part of the state, or why none does.
"""

from __future__ import annotations

from collections.abc import Mapping

from engine.core import Command, EventLog, RuleError
from engine.core.repairs import (
    FIXED,
    HISTORY,
    OPTIONS,
    PROGRESS,
    RESULT,
    RNG,
    STANDING,
    Reason,
    Repair,
    Repairs,
    log_secret,
    log_set,
    name_list,
    one_of,
)

from . import repair_commands as r
from .board import count, has_blow, put, sectors_of, take, typed_territory
from .cards import hand_limit
from .data import STRONGHOLDS, Faction
from .setup import keeps, resolve_faction
from .state import DiunaState, Phase, Player
from .words import (
    T,
    card_word,
    faction_word,
    joined,
    leader_word,
    leader_words,
    rule,
    territory_word,
)


def _under_way(state: DiunaState) -> None:
    """Repairs mend a game under way: the set-up's traitor picks are finished with `force`,
    an ended game taken back with `undo`."""
    if state.phase == Phase.SETUP:
        raise RuleError(T("diuna-repair-setup", rule=rule("przygotowanie")),
                        hint=T("diuna-repair-setup-hint"))
    if state.phase == Phase.ENDED:
        raise RuleError(T("diuna-repair-over"), hint=T("diuna-repair-over-hint"))


def _player(state: DiunaState, text: str) -> Player:
    """The seat named by its seat or by the faction whose forces it plays."""
    for seat, player in state.players.items():
        if seat.lower() == text.strip().lower():
            return player
    faction = resolve_faction(text)
    seat = state.seat_of(faction)
    if seat is None:
        raise RuleError(T("diuna-repair-not-playing", faction=faction_word(faction)),
                        hint=T("diuna-repair-playing", factions=joined(
                            [faction_word(f) for f in state.factions], ", ")))
    return state.players[seat]


def _fighting(state: DiunaState, seat: str) -> None:
    """What a side holds in the battle being fought is on its disk: repaired after it."""
    if state.fight is not None and seat in state.fight.sides:
        raise RuleError(T("diuna-repair-fighting", seat=seat,
                          territory=territory_word(state.fight.territory)),
                        hint=T("diuna-repair-after-battle"))


def set_spice(state: DiunaState, command: r.SetSpice, log: EventLog) -> None:
    _under_way(state)
    player = _player(state, command.faction)
    log_set(log, "mod_spice", f"{player.seat}'s spice ({player.faction})", player.spice,
            command.amount, seat=player.seat, amount=command.amount)
    player.spice = command.amount


def _sector(state: DiunaState, territory: str, faction: Faction, asked: int | None) -> int:
    """The sector a repair acts on: the one named, the territory's only one, or the only
    one where the faction has forces there."""
    sectors = sectors_of(territory)
    if asked is not None:
        if asked not in sectors:
            raise RuleError(T("diuna-not-in-sector", territory=territory_word(territory),
                              sectors=", ".join(map(str, sectors)), sector=asked))
        return asked
    held = list(state.forces.get(territory, {}).get(faction, {}))
    if len(sectors) == 1:
        return sectors[0]
    if len(held) == 1:
        return held[0]
    raise RuleError(T("diuna-repair-name-sector", territory=territory_word(territory),
                      sectors=", ".join(map(str, sectors))),
                    hint=T("diuna-repair-typed",
                           command=f"set_tokens {faction} <count> '{territory}' <sector>"))


def set_tokens(state: DiunaState, command: r.SetTokens, log: EventLog) -> None:
    """Forces in one sector (or in the tanks), from or to the reserve or the tanks."""
    _under_way(state)
    player = _player(state, command.faction)
    _fighting(state, player.seat)
    faction = player.faction
    if command.territory.strip().lower() == "tanks":
        if command.via == "tanks":
            raise RuleError(T("diuna-repair-tanks-via"),
                            hint=T("diuna-repair-typed", command="via=reserve"))
        delta = command.count - player.tanks
        if delta > player.reserve:
            raise RuleError(T("diuna-repair-only-reserve", seat=player.seat,
                              count=player.reserve),
                            hint=T("diuna-repair-most-tanks",
                                   most=player.tanks + player.reserve))
        log_set(log, "mod_tokens", f"{player.seat}'s forces in the tanks ({faction})",
                player.tanks, command.count, seat=player.seat, place="tanks",
                count=command.count)
        player.tanks += delta
        player.reserve -= delta
        return
    territory = typed_territory(command.territory, hint=T("diuna-repair-territory-or-tanks"))
    sector = _sector(state, territory, faction, command.sector)
    before = count(state, territory, faction, (sector,))
    delta = command.count - before
    pool = player.reserve if command.via == "reserve" else player.tanks
    if delta > pool:
        other = "tanks" if command.via == "reserve" else "reserve"
        raise RuleError(T("diuna-repair-only-pool-reserve", seat=player.seat, count=pool)
                        if command.via == "reserve" else
                        T("diuna-repair-only-pool-tanks", seat=player.seat, count=pool),
                        hint=T("diuna-repair-most-there", most=before + pool, other=other))
    log_set(log, "mod_tokens", f"{faction} forces in {territory} (sector {sector})", before,
            command.count, faction=faction.value, territory=territory, sector=sector,
            count=command.count)
    if delta > 0:
        put(state, territory, faction, sector, delta)
    elif delta < 0:
        take(state, territory, faction, sector, -delta)
    if command.via == "reserve":
        player.reserve -= delta
    else:
        player.tanks -= delta


def _card(state: DiunaState, text: str) -> tuple[str, str]:
    """A battle or market card of this game's set by its name or Polish name, and its kind."""
    polish = {" ".join(pl.lower().split()): name for pl, name in state.cards.polish().items()}
    wanted = polish.get(" ".join(text.lower().split()), text)
    battle = list(dict.fromkeys(c.name for c in state.cards.battle))
    market = list(dict.fromkeys(c.name for c in state.cards.market))
    name = one_of(wanted, battle + market, "a battle or market card")
    return name, "battle" if name in battle else "market"


def give_card(state: DiunaState, command: r.GiveCard, log: EventLog) -> None:
    _under_way(state)
    player = _player(state, command.faction)
    name, kind = _card(state, command.card)
    deck, discard = ((state.decks.battle, state.decks.battle_discard) if kind == "battle"
                     else (state.decks.market, state.decks.market_discard))
    pile = deck if name in deck else discard if name in discard else None
    if pile is None:
        holders = [p.seat for p in state.players.values()
                   if name in p.battle_cards + p.market_cards]
        where = (T("diuna-repair-held-by", seats=", ".join(holders)) if holders
                 else T("diuna-repair-in-play"))
        raise RuleError(joined([T(f"diuna-repair-not-in-{kind}-deck", card=card_word(name)),
                                where]),
                        hint=T("diuna-repair-take-first") if holders else "")
    hand = player.battle_cards if kind == "battle" else player.market_cards
    if kind == "market" and len(hand) >= hand_limit(state):
        raise RuleError(T("diuna-repair-full-hand", seat=player.seat, count=len(hand)),
                        hint=T("diuna-repair-take-one-first"))
    pile.remove(name)
    hand.append(name)
    log.public("mod_card", T(f"diuna-repair-gives-{kind}", seat=player.seat,
                             faction=faction_word(player.faction)),
               seat=player.seat, deck=kind)
    log.private(player.seat, "mod_card", T("diuna-repair-gives-you", card=card_word(name)),
                card=name)
    log.moderator("mod_card", T("diuna-repair-received", seat=player.seat,
                                card=card_word(name)), card=name)


def take_card(state: DiunaState, command: r.TakeCard, log: EventLog) -> None:
    """A card from a hand to its face-up discards (which every player sees)."""
    _under_way(state)
    player = _player(state, command.faction)
    held = player.battle_cards + player.market_cards
    if not held:
        raise RuleError(T("diuna-repair-no-cards", seat=player.seat))
    name, kind = _card(state, command.card)
    if name not in held:
        raise RuleError(T("diuna-repair-holds-no", seat=player.seat, card=card_word(name)),
                        hint=T("diuna-repair-view-hand"))
    fight = state.fight
    plan = fight.plans.get(player.seat) if fight is not None else None
    if plan is not None and name in (plan.weapon, plan.defence):
        raise RuleError(T("diuna-repair-card-in-battle", seat=player.seat,
                          card=card_word(name)), hint=T("diuna-repair-card-after-battle"))
    if kind == "battle":
        player.battle_cards.remove(name)
        state.decks.battle_discard.append(name)
    else:
        player.market_cards.remove(name)
        state.decks.market_discard.append(name)
    log.public("mod_card", T("diuna-repair-discards", card=card_word(name), seat=player.seat),
               seat=player.seat, card=name)


def stack(state: DiunaState, command: r.Stack, log: EventLog) -> None:
    """A named card on top of a deck, from that deck or its discards; which card stays
    between the moderators (a deck's order is secret)."""
    _under_way(state)
    decks = state.decks
    if command.deck == "spice":
        names = list(dict.fromkeys(c.name for c in state.cards.spice))
        name = one_of(command.card, names, "a spice card")
        spice_piles = (decks.spice, decks.spice_discard)
        index = next((i for pile in spice_piles for i in pile
                      if state.cards.spice[i].name == name), None)
        if index is None:
            raise RuleError(T("diuna-repair-every-in-play", card=name))
        for pile in spice_piles:
            if index in pile:
                pile.remove(index)
        decks.spice.insert(0, index)
    else:
        deck, discard = {"battle": (decks.battle, decks.battle_discard),
                         "market": (decks.market, decks.market_discard),
                         "traitors": (decks.traitors, [])}[command.deck]
        if command.deck == "traitors":
            name = one_of(command.card, list(dict.fromkeys(deck)), "a card of the traitor deck")
        else:
            name, kind = _card(state, command.card)
            if kind != command.deck or name not in deck + discard:
                raise RuleError(T(f"diuna-repair-not-in-{command.deck}-deck",
                                  card=card_word(name)), hint=T("diuna-repair-take-first"))
        (deck if name in deck else discard).remove(name)
        deck.insert(0, name)
    log.public("mod_stack", T(f"diuna-repair-stacks-{command.deck}"), deck=command.deck)
    log.moderator("mod_stack", T(f"diuna-repair-on-top-{command.deck}",
                                 card=leader_word(name) if command.deck == "traitors"
                                 else card_word(name) if command.deck != "spice" else name),
                  card=name)


def set_storm(state: DiunaState, command: r.SetStorm, log: EventLog) -> None:
    _under_way(state)
    log_set(log, "mod_storm", "the storm", f"sector {state.storm}",
            f"sector {command.sector}", sector=command.sector)
    state.storm = command.sector


def set_turn(state: DiunaState, command: r.SetTurn, log: EventLog) -> None:
    _under_way(state)
    log_set(log, "mod_turn", "the round", state.round, command.turn, turn=command.turn)
    state.round = command.turn


def _leader(state: DiunaState, text: str) -> tuple[Player, str]:
    """A leader some seat plays with, and that seat."""
    names = [n for p in state.players.values() for n in p.roster]
    name = one_of(text, names, "a leader in this game")
    return next(p for p in state.players.values() if name in p.roster), name


def kill_leader(state: DiunaState, command: r.KillLeader, log: EventLog) -> None:
    _under_way(state)
    player, name = _leader(state, command.leader)
    if name in player.dead:
        raise RuleError(T("diuna-repair-in-tanks-already", leader=leader_word(name)),
                        hint=T("diuna-repair-restore-hint", command=f"restore_leader {name}"))
    fight = state.fight
    if fight is not None and any(p.leader == name for p in fight.plans.values()):
        raise RuleError(T("diuna-repair-leader-in-plan", leader=leader_word(name)),
                        hint=T("diuna-repair-wait-battle"))
    player.leaders.remove(name)
    player.dead.append(name)
    log.public("mod_leader", T("diuna-repair-kills", leader=leader_word(name),
                               faction=faction_word(player.faction)),
               seat=player.seat, leader=name)


def restore_leader(state: DiunaState, command: r.RestoreLeader, log: EventLog) -> None:
    _under_way(state)
    player, name = _leader(state, command.leader)
    if name not in player.dead:
        raise RuleError(T("diuna-repair-not-in-tanks", leader=leader_word(name)),
                        hint=T("diuna-repair-leaders-in-tanks", seat=player.seat,
                               leaders=leader_words(player.dead)))
    player.dead.remove(name)
    player.leaders.append(name)
    log.public("mod_leader", T("diuna-repair-restores", leader=leader_word(name),
                               faction=faction_word(player.faction)),
               seat=player.seat, leader=name)


def set_traitors(state: DiunaState, command: r.SetTraitors, log: EventLog) -> None:
    """Zdrajcy: any leader's card, each in one hand at most; one card, the Harkonnen as many
    as their board says. The cards given up, and any drawn, go under the traitor deck."""
    _under_way(state)
    player = _player(state, command.faction)
    if state.swap == "returning" and player.has(Faction.HARKONNEN):
        raise RuleError(T("diuna-repair-harkonnen-returning", seat=player.seat),
                        hint=T("diuna-repair-wait-return"))
    cards = [n for p in state.players.values() for n in p.roster]
    chosen = [one_of(w, cards, "a leader's traitor card")
              for w in name_list(command.leaders, "traitor cards")]
    most = keeps(state) if player.has(Faction.HARKONNEN) else 1
    if len(set(chosen)) != len(chosen) or len(chosen) > most:
        raise RuleError(T("diuna-repair-traitors-most", seat=player.seat, most=most,
                          rule=rule("zdrajcy")))
    for name in chosen:
        holder = next((p.seat for p in state.players.values() if p is not player
                       and name in p.traitors + p.drawn), None)
        if holder is not None:
            raise RuleError(T("diuna-repair-traitor-held", leader=leader_word(name),
                              seat=holder), hint=T("diuna-repair-change-first", seat=holder))
    returned = [n for n in player.traitors + player.drawn if n not in chosen]
    state.decks.traitors = [n for n in state.decks.traitors if n not in chosen] + returned
    player.traitors = chosen
    player.drawn = []
    log_secret(log, "mod_traitors", player.seat, player.seat, "traitors",
               ", ".join(chosen) or "none", leaders=chosen)


def set_board_spice(state: DiunaState, command: r.SetBoardSpice, log: EventLog) -> None:
    _under_way(state)
    territory = typed_territory(command.territory)
    if not has_blow(territory):
        raise RuleError(T("diuna-repair-no-blow", territory=territory_word(territory)),
                        hint=T("diuna-repair-no-blow-hint"))
    log_set(log, "mod_board_spice", f"the spice in {territory}", state.spice.get(territory, 0),
            command.amount, territory=territory, amount=command.amount)
    if command.amount:
        state.spice[territory] = command.amount
    else:
        del state.spice[territory]


def set_first(state: DiunaState, command: r.SetFirst, log: EventLog) -> None:
    """The order of play turns round from the faction's seat. The phases played in turn
    and the battles follow it from the first player, so the marker is moved before them,
    in the storm or the spice blow phase (Fazy)."""
    _under_way(state)
    player = _player(state, command.faction)
    if state.phase not in (Phase.STORM, Phase.SPICE_BLOW):
        raise RuleError(T("diuna-repair-first-when"), hint=T("diuna-repair-first-when-hint"))
    if state.first == player.seat:
        raise RuleError(T("diuna-repair-first-already", seat=player.seat))
    start = state.order.index(player.seat)
    state.order = state.order[start:] + state.order[:start]
    log.public("mod_first", T("diuna-repair-first", seat=player.seat,
                              order=", ".join(state.order)), seat=player.seat,
               order=list(state.order))


def set_blocked(state: DiunaState, command: r.SetBlocked, log: EventLog) -> None:
    """4 warownie: in a 2-player game one stronghold is covered, sand from then on."""
    _under_way(state)
    if len(state.order) != 2:
        raise RuleError(T("diuna-repair-blocked-two", rule=rule("warownie")))
    wanted = command.territory.strip().lower()
    new = None if wanted == "none" else one_of(command.territory, list(STRONGHOLDS),
                                               "a stronghold")
    if new is not None and new in state.forces:
        raise RuleError(T("diuna-repair-blocked-forces", territory=territory_word(new)),
                        hint=T("diuna-repair-blocked-forces-hint"))

    log_set(log, "mod_blocked", "the covered stronghold", state.blocked or "none",
            new or "none", territory=new)
    state.blocked = new


REPAIRS: Mapping[type[Command], Repair] = {
    r.SetSpice: set_spice, r.SetTokens: set_tokens, r.GiveCard: give_card,
    r.TakeCard: take_card, r.Stack: stack, r.SetStorm: set_storm, r.SetTurn: set_turn,
    r.KillLeader: kill_leader, r.RestoreLeader: restore_leader,
    r.SetTraitors: set_traitors, r.SetBoardSpice: set_board_spice, r.SetFirst: set_first,
    r.SetBlocked: set_blocked,
}

REPAIRED: Repairs = {
    "options": OPTIONS,
    "cards": FIXED,
    "rng": RNG,
    "order": "set_first",
    "players.*.orders": STANDING,
    "players.*.seat": FIXED,
    "players.*.faction": FIXED,
    "players.*.ally": FIXED,
    "players.*.roster": FIXED,
    "players.*.army": Reason("every force of the faction, counted at set-up: `set_tokens` "
                             "moves them between the board, the reserve and the tanks"),
    "players.*.spice": "set_spice",
    "players.*.reserve": "set_tokens",
    "players.*.tanks": "set_tokens",
    "players.*.leaders": "kill_leader",
    "players.*.dead": "restore_leader",
    "players.*.drawn": "set_traitors",
    "players.*.traitors": "set_traitors",
    "players.*.battle_cards": "give_card",
    "players.*.market_cards": "give_card",
    "phase": PROGRESS,
    "round": "set_turn",
    "storm": "set_storm",
    "blocked": "set_blocked",
    "forces": "set_tokens",
    "spice": "set_board_spice",
    "decks": "stack",
    "waiting": PROGRESS,
    "turn": PROGRESS,
    "shipped": PROGRESS,
    "moves": PROGRESS,
    "landed": PROGRESS,
    "boosts": HISTORY,
    "advantage": Reason("the battle advantage passes in order of play from the first "
                        "player: `set_first` moves it"),
    "fight": PROGRESS,
    "swap": PROGRESS,
    "fought": HISTORY,
    "windows": HISTORY,
    "window": PROGRESS,
    "weather": HISTORY,
    "thumper": HISTORY,
    "harvesters": HISTORY,
    "riders": PROGRESS,
    "winners": RESULT,
}
"""Each part of a Diuna game's state: the repair that mends it, or why none does."""
