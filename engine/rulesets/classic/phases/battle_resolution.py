"""X.C-D: resolving a revealed battle: traitors, the lasgun/shield explosion, weapons and
defences, totals, losses, spice for killed leaders, and the winner's cards."""

from __future__ import annotations

from engine.core import EventLog, RuleError
from engine.core.words import T, Text, joined

from ..board import forces
from ..board.leaders import is_leader, leader_value
from ..board.order import in_game
from ..board.strength import (
    ORDINARY,
    Losses,
    basic_ways,
    losses_words,
    number,
    plan_halves,
    shown,
)
from ..data import TREACHERY_CARDS, CardKind, Faction
from ..data.main_leaders import EVERY_LEADER
from ..data.words import card_word, faction_word, leader_word, place_word
from ..model.state import Battle, BattlePlan, ClassicState
from . import battle, battle_spice, capture, elimination, kwisatz
from .moderator import starred_word

LASGUN, SHIELD, SNOOPER = "Lasgun", "Shield", "Snooper"


def resolve(state: ClassicState, log: EventLog) -> None:
    r = state.battles
    assert r is not None and r.current is not None
    b = r.current
    state.storm_dialers = list(b.sides)  # VI.B: the last two players to use the wheels
    callers = betrayed_sides(b)
    tanks = state.players[Faction.ATREIDES].tanks if Faction.ATREIDES in state.players else 0
    if len(callers) == 2:
        _both_traitors(state, b, log)
    elif callers:
        _traitor_win(state, b, callers[0], log)
    elif _explodes(b):
        _explosion(state, b, log)
    else:
        _fight(state, b, log)
    if in_game(state, Faction.ATREIDES):
        lost = state.players[Faction.ATREIDES].tanks - tanks
        kwisatz.after_battle(state, b, lost, not callers and _explodes(b), log)
    battle_spice.settle(state, b, callers[0] if len(callers) == 1 else None, log)
    for faction in b.sides:
        leader = b.plans[faction].leader
        if is_leader(leader) and leader not in state.players[owner(leader)].leaders_in_tanks:
            r.used_leaders[leader] = b.territory  # X.C.8
    capture.after_battle(state, b, log)
    if not (b.keep_pending or b.capture or b.loss_choices):
        battle.finish(state, log)


def owner(leader: str) -> Faction:
    """Whose leader it is: a leader the Harkonnen captured (XV) stays its owner's."""
    return EVERY_LEADER[leader].faction


def betrayed_sides(b: Battle) -> list[Faction]:
    """The sides for which a traitor was called (X.D), in battle order."""
    return [s for s in b.sides
            if any(v and b.traitor_for[c] == s for c, v in b.traitor_calls.items())]


def played(p: BattlePlan) -> list[str]:
    """The treachery cards in a plan: a Cheap Hero(ine) in the leader's place, and the rest."""
    hero = [p.leader] if p.leader in TREACHERY_CARDS else []
    return hero + [c for c in (p.weapon, p.defense) if c]


def _explodes(b: Battle) -> bool:
    """Player aid pad A.5: a lasgun and a shield in the same battle explode."""
    played = [c for p in b.plans.values() for c in (p.weapon, p.defense)]
    return LASGUN in played and SHIELD in played


def _kills(weapon: str | None, defense: str | None) -> bool:
    """X.C.3: a weapon kills unless met by its defence; a lasgun has none."""
    if weapon is None or TREACHERY_CARDS[weapon].kind != CardKind.WEAPON:
        return False
    kind = TREACHERY_CARDS[weapon].subtype
    if kind == "lasgun":
        return True
    return defense != (SHIELD if kind == "projectile" else SNOOPER)


def _foe(b: Battle, faction: Faction) -> Faction:
    return b.defender if faction == b.aggressor else b.aggressor


def _fight(state: ClassicState, b: Battle, log: EventLog) -> None:
    killed: list[tuple[Faction, str]] = []
    totals = {}
    for faction in b.sides:
        mine, theirs = b.plans[faction], b.plans[_foe(b, faction)]
        dead = mine.leader is not None and _kills(theirs.weapon, mine.defense)
        if dead and is_leader(mine.leader):
            killed.append((faction, mine.leader))
        strength = leader_value(state, mine.leader) if not dead else 0
        bonus = strength + kwisatz.bonus(mine, dead)
        totals[faction] = plan_halves(mine) + 2 * bonus  # XXII.B: in halves
    # X.C.2: ties go to the aggressor
    winner = b.aggressor if totals[b.aggressor] >= totals[b.defender] else b.defender
    loser = _foe(b, winner)
    b.winner = winner
    log.public("battle_result", T("classic-result-wins", faction=faction_word(winner),
                                  territory=place_word(b.territory),
                                  won=shown(totals[winner]), lost=shown(totals[loser])),
               winner=winner,
               totals={f.value: number(t) for f, t in totals.items()})
    for faction, leader in killed:
        _kill_leader(state, faction, leader, log)
    reward = sum(leader_value(state, n) for _, n in killed)
    if reward:
        _pay(state, winner, reward, log, T("classic-result-for-leaders-killed"))
    if winner in state.out:  # THE DUEL, VII: he takes no losses and keeps no cards
        _lose_all(state, b, loser, log)
        _discard(state, loser, played(b.plans[loser]), log)
        return
    ways = _loss_ways(state, b, winner)  # while both sides stand
    _lose_all(state, b, loser, log)  # X.C.5
    _discard(state, loser, played(b.plans[loser]), log)
    if _winner_losses(state, b, winner, ways, log):
        return  # X.C.6, XXII.C: the winner chooses his losses, then his cards
    winner_cards(state, b, winner, log)


def _loss_ways(state: ClassicState, b: Battle, winner: Faction) -> tuple[Losses, ...]:
    """The ways the winner may take his losses: fitting dial and spice in advanced combat
    (XXII.C); tokens worth the dial otherwise (X.C.6), of which there are several only when
    starred tokens are worth two (XV; docs/rules-notes.md, "XV")."""
    if state.options.advanced_combat:
        return battle_spice.loss_ways(state, b, winner)
    return basic_ways(battle.battle_stack(state, b, winner), b.plans[winner].dial)


def _winner_losses(state: ClassicState, b: Battle, winner: Faction,
                   ways: tuple[Losses, ...], log: EventLog) -> bool:
    """X.C.6, XXII.C: the winner loses tokens fitting his dial (and spice); with several
    ways he chooses (`lose N`), and this returns True."""
    if len(ways) == 1:
        _take(state, b, winner, ways[0], log)
        return False
    b.loss_choices = [dict(way) for way in ways]
    rule = "XXII.C" if state.options.advanced_combat else "X.C.6, XV"
    log.public("loss_choice", T("classic-result-chooses-losses", faction=faction_word(winner),
                                ways=ways_words(ways), rule=rule), faction=winner)
    return True


def _take(state: ClassicState, b: Battle, faction: Faction, losses: Losses,
          log: EventLog) -> None:
    """The losses go to the tanks, each kind from the battle's sectors in sector order."""
    for kind, n in losses:
        starred = kind != ORDINARY
        left = n
        for sector in _sections(state, b):
            elite = forces.starred_count(state, faction, b.territory, sector)
            here = elite if starred else forces.count(state, faction, b.territory, sector) - elite
            take = min(left, here)
            if take:
                forces.send_to_tanks(state, faction, b.territory, sector, take,
                                     take if starred else 0)
                left -= take
    _losses_event(state, b, faction, losses, log)


def _losses_event(state: ClassicState, b: Battle, faction: Faction, losses: Losses,
                  log: EventLog) -> None:
    dial = b.plans[faction].dial
    if state.options.advanced_combat:
        if losses:
            log.public("battle_losses", T("classic-result-loses-fitting",
                                          faction=faction_word(faction),
                                          losses=losses_words(losses)), faction=faction,
                       n=sum(n for _, n in losses))
        return
    elite = sum(n for kind, n in losses if kind != ORDINARY)
    if dial:
        worth = battle.starred_worth(b, faction)
        words = (T("classic-result-loses-dialed-starred", faction=faction_word(faction),
                   count=dial, tokens=sum(n for _, n in losses), starred=elite,
                   kind=starred_word(faction), worth=worth) if elite
                 else T("classic-result-loses-dialed", faction=faction_word(faction), count=dial))
        log.public("battle_losses", words, faction=faction, n=dial)


def check_lose(state: ClassicState, faction: Faction) -> Battle:
    r = state.battles
    b = r.current if r else None
    if b is None or not b.loss_choices or b.winner != faction:
        raise RuleError(T("classic-result-no-losses-to-choose"), rule="XXII.C")
    return b


def lose(state: ClassicState, faction: Faction, choice: int, log: EventLog) -> None:
    """XXII.C: the winner takes the losses he names among those fitting dial and spice."""
    b = check_lose(state, faction)
    ways = [tuple(w.items()) for w in b.loss_choices]
    if choice > len(ways):
        raise RuleError(T("classic-result-ways-to-lose", count=len(ways)), rule="XXII.C",
                        hint=T("classic-result-sentence", words=ways_words(ways)))
    b.loss_choices = []
    _take(state, b, faction, ways[choice - 1], log)
    winner_cards(state, b, faction, log)
    if not b.keep_pending:
        battle.finish(state, log)


def _traitor_win(state: ClassicState, b: Battle, caller: Faction, log: EventLog) -> None:
    """X.D.1-2: the caller wins and loses nothing; the traitor's side loses everything."""
    traitor_side = _foe(b, caller)
    traitor = b.plans[traitor_side].leader
    assert traitor is not None
    b.winner = caller
    log.public("battle_result", T("classic-result-traitor-wins", faction=faction_word(caller),
                                  territory=place_word(b.territory),
                                  leader=leader_word(traitor)), winner=caller, traitor=traitor)
    _kill_leader(state, traitor_side, traitor, log)
    _lose_all(state, b, traitor_side, log)
    _discard(state, traitor_side, played(b.plans[traitor_side]), log)
    _pay(state, caller, leader_value(state, traitor), log,
         T("classic-result-for-traitor", leader=leader_word(traitor)))
    winner_cards(state, b, caller, log)


def _both_traitors(state: ClassicState, b: Battle, log: EventLog) -> None:
    """X.D.3: both leaders traitors: both sides lose tokens, cards and leaders; no spice."""
    log.public("battle_result", T("classic-result-both-traitors",
                                  territory=place_word(b.territory)))
    for faction in b.sides:
        leader = b.plans[faction].leader
        if is_leader(leader):
            _kill_leader(state, faction, leader, log)
        _lose_all(state, b, faction, log)
        _discard(state, faction, played(b.plans[faction]), log)


def _explosion(state: ClassicState, b: Battle, log: EventLog) -> None:
    """Pad A.5, Q&A A.3: every token and all spice in the territory, and both leaders
    played, are lost; no spice is paid; every card played is discarded."""
    log.public("explosion", T("classic-result-explosion", territory=place_word(b.territory)),
               territory=b.territory)
    for sector in list(state.forces.get(b.territory, {})):
        for faction in list(state.forces.get(b.territory, {}).get(sector, {})):
            n = forces.to_tanks(state, faction, b.territory, sector)
            log.public("explosion_losses", T("classic-result-explosion-loses",
                                             faction=faction_word(faction), count=n), n=n)
    for sector in list(state.spice.get(b.territory, {})):
        forces.clear_spice(state, b.territory, sector)
    for faction in b.sides:
        leader = b.plans[faction].leader
        if is_leader(leader):
            _kill_leader(state, faction, leader, log)
        _discard(state, faction, played(b.plans[faction]), log)


def _kill_leader(state: ClassicState, faction: Faction, leader: str, log: EventLog) -> None:
    """The leader goes to its owner's tanks: a captured one's too (pad, Harkonnen 1); a
    main leader's death puts its player out (THE DUEL, VII)."""
    home = owner(leader)
    state.players[home].leaders_in_tanks.append(leader)
    log.public("leader_killed", T("classic-result-leader-killed", leader=leader_word(leader),
                                  faction=faction_word(home)),
               faction=home, leader=leader)
    elimination.leader_died(state, leader, log)


def _pay(state: ClassicState, faction: Faction, amount: int, log: EventLog, why: Text) -> None:
    if faction in state.out:
        return  # THE DUEL, VII: a player out of the game is paid nothing
    state.bank -= amount
    state.players[faction].spice += amount
    log.public("battle_spice", T("classic-result-receives-spice", faction=faction_word(faction),
                                 count=amount, why=why),
               faction=faction, n=amount)


def _sections(state: ClassicState, b: Battle) -> list[int]:
    return battle.battle_sectors(state, b.territory, *b.sides) or list(
        state.forces.get(b.territory, {}))


def _lose_all(state: ClassicState, b: Battle, faction: Faction, log: EventLog) -> None:
    lost = sum(forces.to_tanks(state, faction, b.territory, s) for s in _sections(state, b))
    if lost:
        log.public("battle_losses", T("classic-result-loses-all", faction=faction_word(faction),
                                      count=lost, territory=place_word(b.territory)),
                   faction=faction, n=lost)




def _discard(state: ClassicState, faction: Faction, cards: list[str], log: EventLog) -> None:
    player = state.players[faction]
    if faction in state.out:
        return  # THE DUEL, VII: his whole hand is already in the discard pile
    for card in cards:
        player.hand.remove(card)
        state.treachery_discard.append(card)
    if cards:
        log.public("discard", T("classic-result-discards", faction=faction_word(faction),
                                cards=joined([card_word(c) for c in cards], ", ")),
                   cards=cards)


def ways_words(ways: tuple[Losses, ...] | list[Losses]) -> Text:
    """The ways to take losses, each with the command that chooses it."""
    return joined([T("classic-result-way", number=i, losses=losses_words(tuple(w)))
                   for i, w in enumerate(ways, 1)], "; ")


def winner_cards(state: ClassicState, b: Battle, winner: Faction, log: EventLog) -> None:
    """Cheap heroes and worthless cards go; weapons and defences are the winner's choice."""
    p = b.plans[winner]
    spent = [c for c in played(p) if TREACHERY_CARDS[c].kind in
             (CardKind.LEADER_SUBSTITUTE, CardKind.WORTHLESS)]
    _discard(state, winner, spent, log)
    if keepable(p):
        b.keep_pending = True
        log.public("keep_cards", T("classic-result-decides-keep", faction=faction_word(winner)))


def keepable(p: BattlePlan) -> list[str]:
    return [c for c in (p.weapon, p.defense)
            if c and TREACHERY_CARDS[c].kind in (CardKind.WEAPON, CardKind.DEFENSE)]


def check_keep(state: ClassicState, faction: Faction) -> Battle:
    r = state.battles
    b = r.current if r else None
    if b is None or not b.keep_pending or b.winner != faction:
        raise RuleError(T("classic-result-nothing-to-keep"), rule="X.C.6")
    return b


def keep(state: ClassicState, faction: Faction, what: str, log: EventLog) -> None:
    """X.C.6: the winner may keep or discard any of the cards he played."""
    b = check_keep(state, faction)
    cards = keepable(b.plans[faction])
    word = what.strip().lower()
    if word == "all":
        kept = cards
    elif word == "none":
        kept = []
    else:
        kept = [c for c in cards if c.lower() == word]
        if not kept:
            raise RuleError(T("classic-result-you-played",
                              cards=joined([card_word(c) for c in cards], ", ")),
                            hint=T("classic-result-keep-usage"))
    gone = [c for c in cards if c not in kept]
    _discard(state, faction, gone, log)
    b.keep_pending = False
    if b.capture is None:
        battle.finish(state, log)
