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
from .words import counted


def _under_way(state: DiunaState) -> None:
    """Repairs mend a game under way: the set-up's traitor picks are finished with `force`,
    an ended game taken back with `undo`."""
    if state.phase == Phase.SETUP:
        raise RuleError("The traitor cards are being chosen (Przygotowanie do gry); repairs "
                        "begin with the first round.", hint="`force` finishes the set-up.")
    if state.phase == Phase.ENDED:
        raise RuleError("The game is over.", hint="`undo` takes back the end first.")


def _player(state: DiunaState, text: str) -> Player:
    """The seat named by its seat or by the faction whose forces it plays."""
    for seat, player in state.players.items():
        if seat.lower() == text.strip().lower():
            return player
    faction = resolve_faction(text)
    seat = state.seat_of(faction)
    if seat is None:
        raise RuleError(f"The {faction} are not in this game.",
                        hint="Playing: " + ", ".join(state.factions) + ".")
    return state.players[seat]


def _fighting(state: DiunaState, seat: str) -> None:
    """What a side holds in the battle being fought is on its disk: repaired after it."""
    if state.fight is not None and seat in state.fight.sides:
        raise RuleError(f"{seat} fights the battle in {state.fight.territory} now.",
                        hint="Repair it once the battle is resolved.")


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
            raise RuleError(f"{territory} lies in sectors {', '.join(map(str, sectors))}, "
                            f"not {asked}.")
        return asked
    held = list(state.forces.get(territory, {}).get(faction, {}))
    if len(sectors) == 1:
        return sectors[0]
    if len(held) == 1:
        return held[0]
    raise RuleError(f"{territory} lies in sectors {', '.join(map(str, sectors))}: name one.",
                    hint=f"`set_tokens {faction} <count> '{territory}' <sector>`.")


def set_tokens(state: DiunaState, command: r.SetTokens, log: EventLog) -> None:
    """Forces in one sector (or in the tanks), from or to the reserve or the tanks."""
    _under_way(state)
    player = _player(state, command.faction)
    _fighting(state, player.seat)
    faction = player.faction
    if command.territory.strip().lower() == "tanks":
        if command.via == "tanks":
            raise RuleError("Forces come to the tanks from the reserve.",
                            hint="`via=reserve`.")
        delta = command.count - player.tanks
        if delta > player.reserve:
            raise RuleError(f"{player.seat} has only {player.reserve} forces in reserve.",
                            hint=f"Set at most {player.tanks + player.reserve} in the tanks.")
        log_set(log, "mod_tokens", f"{player.seat}'s forces in the tanks ({faction})",
                player.tanks, command.count, seat=player.seat, place="tanks",
                count=command.count)
        player.tanks += delta
        player.reserve -= delta
        return
    territory = typed_territory(command.territory, hint="A territory, or `tanks`.")
    sector = _sector(state, territory, faction, command.sector)
    before = count(state, territory, faction, (sector,))
    delta = command.count - before
    pool = player.reserve if command.via == "reserve" else player.tanks
    if delta > pool:
        other = "tanks" if command.via == "reserve" else "reserve"
        raise RuleError(f"{player.seat} has only {pool} forces in the {command.via}.",
                        hint=f"Set at most {before + pool} there, or use via={other}.")
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
        where = f" {', '.join(holders)} holds it." if holders else " It is in play."
        raise RuleError(f"No {name} is in the {kind} deck or its discards.{where}",
                        hint="Take it from a hand first with `take_card`." if holders
                        else "")
    hand = player.battle_cards if kind == "battle" else player.market_cards
    if kind == "market" and len(hand) >= hand_limit(state):
        raise RuleError(f"{player.seat} holds {counted(len(hand), 'market card')}, a full "
                        "hand.", hint="Take one first with `take_card`.")
    pile.remove(name)
    hand.append(name)
    log.public("mod_card", f"Moderator gives {player.seat} ({player.faction}) a {kind} card.",
               seat=player.seat, deck=kind)
    log.private(player.seat, "mod_card", f"The moderator gives you {name}.", card=name)
    log.moderator("mod_card", f"{player.seat} received {name}.", card=name)


def take_card(state: DiunaState, command: r.TakeCard, log: EventLog) -> None:
    """A card from a hand to its face-up discards (which every player sees)."""
    _under_way(state)
    player = _player(state, command.faction)
    held = player.battle_cards + player.market_cards
    if not held:
        raise RuleError(f"{player.seat} holds no cards.")
    name, kind = _card(state, command.card)
    if name not in held:
        raise RuleError(f"{player.seat} holds no {name}.",
                        hint="`/mod view` shows the seat's hand.")
    fight = state.fight
    plan = fight.plans.get(player.seat) if fight is not None else None
    if plan is not None and name in (plan.weapon, plan.defence):
        raise RuleError(f"{player.seat} has played {name} in the battle being fought.",
                        hint="Take the card after the battle.")
    if kind == "battle":
        player.battle_cards.remove(name)
        state.decks.battle_discard.append(name)
    else:
        player.market_cards.remove(name)
        state.decks.market_discard.append(name)
    log.public("mod_card", f"Moderator discards {name} from {player.seat}'s hand.",
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
            raise RuleError(f"Every {name} card is in play.")
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
                raise RuleError(f"No {name} is in the {command.deck} deck or its discards.",
                                hint="Take it from a hand first with `take_card`.")
        (deck if name in deck else discard).remove(name)
        deck.insert(0, name)
    log.public("mod_stack", f"Moderator stacks the {command.deck} deck.", deck=command.deck)
    log.moderator("mod_stack", f"{name} is now on top of the {command.deck} deck.", card=name)


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
        raise RuleError(f"{name} is in the tanks already.",
                        hint=f"`restore_leader {name}` brings them back.")
    fight = state.fight
    if fight is not None and any(p.leader == name for p in fight.plans.values()):
        raise RuleError(f"{name} is in a battle plan of the battle being fought.",
                        hint="Wait until the battle is resolved.")
    player.leaders.remove(name)
    player.dead.append(name)
    log.public("mod_leader", f"Moderator sends {name} ({player.faction}) to the tanks.",
               seat=player.seat, leader=name)


def restore_leader(state: DiunaState, command: r.RestoreLeader, log: EventLog) -> None:
    _under_way(state)
    player, name = _leader(state, command.leader)
    if name not in player.dead:
        raise RuleError(f"{name} is not in the tanks.",
                        hint=f"{player.seat}'s leaders in the tanks: "
                        f"{', '.join(player.dead) or 'none'}.")
    player.dead.remove(name)
    player.leaders.append(name)
    log.public("mod_leader", f"Moderator brings {name} ({player.faction}) back from the "
               "tanks.", seat=player.seat, leader=name)


def set_traitors(state: DiunaState, command: r.SetTraitors, log: EventLog) -> None:
    """Zdrajcy: any leader's card, each in one hand at most; one card, the Harkonnen as many
    as their board says. The cards given up, and any drawn, go under the traitor deck."""
    _under_way(state)
    player = _player(state, command.faction)
    if state.swap == "returning" and player.has(Faction.HARKONNEN):
        raise RuleError(f"{player.seat} (Harkonnen) has drawn a traitor card and returns one "
                        "now.", hint="Wait until they return it.")
    cards = [n for p in state.players.values() for n in p.roster]
    chosen = [one_of(w, cards, "a leader's traitor card")
              for w in name_list(command.leaders, "traitor cards")]
    most = keeps(state) if player.has(Faction.HARKONNEN) else 1
    if len(set(chosen)) != len(chosen) or len(chosen) > most:
        raise RuleError(f"{player.seat} may hold at most {counted(most, 'traitor card')}, "
                        "each once (Zdrajcy).")
    for name in chosen:
        holder = next((p.seat for p in state.players.values() if p is not player
                       and name in p.traitors + p.drawn), None)
        if holder is not None:
            raise RuleError(f"{name}'s card is in {holder}'s hand.",
                            hint=f"Change {holder}'s traitors first.")
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
        raise RuleError(f"No spice blows in {territory}.",
                        hint="Spice lies in the territories with a spice blow.")
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
        raise RuleError("The first player marker is moved during the storm or the spice "
                        "blow phase, before the phases played in turn.",
                        hint="Set it in the next round's storm phase, or `undo` back.")
    if state.first == player.seat:
        raise RuleError(f"{player.seat} holds the first player marker already.")
    start = state.order.index(player.seat)
    state.order = state.order[start:] + state.order[:start]
    log.public("mod_first", f"Moderator gives the first player marker to {player.seat}; the "
               f"order of play: {', '.join(state.order)}.", seat=player.seat,
               order=list(state.order))


def set_blocked(state: DiunaState, command: r.SetBlocked, log: EventLog) -> None:
    """4 warownie: in a 2-player game one stronghold is covered, sand from then on."""
    _under_way(state)
    if len(state.order) != 2:
        raise RuleError("A stronghold is covered only in a 2-player game (4 warownie).")
    wanted = command.territory.strip().lower()
    new = None if wanted == "none" else one_of(command.territory, list(STRONGHOLDS),
                                               "a stronghold")
    if new is not None and new in state.forces:
        raise RuleError(f"Forces are in {new}: a covered stronghold holds none.",
                        hint="Move them out first with `set_tokens`.")
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
