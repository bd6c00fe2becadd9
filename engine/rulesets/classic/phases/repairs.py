"""Moderator repairs of a position, so a game can be mended without replaying it: leaders,
the turn, alliances, traitors, the prediction, spice on the board, the Shield Wall, the
Kwisatz Haderach, the Fremen's storm marker, advisors and captured leaders.

Every repair is validated before anything changes and logged publicly like `set_spice`.
Traitors, the prediction and the storm marker are secrets: the table learns only that the
moderator changed them; the seat concerned and the moderators learn what they now are.
"""

from __future__ import annotations

from engine.core import EventLog, RuleError
from engine.core.words import T, Text, listing

from ..board import advantages, forces
from ..board.leaders import leaders_of_game
from ..data import LEADERS, SHIELDS, Faction, UnknownName, leaders_of
from ..data.main_leaders import EVERY_LEADER, main_aliases
from ..data.spellings import resolve_name
from ..data.words import faction_word, factions_word, leader_word, place_word
from ..model.state import ClassicState, Phase, Prediction
from . import alliances, elimination, kwisatz
from .common import choose_sector, owed, territory
from .moderator import faction_in_game


def _leader(state: ClassicState, text: str, mains: bool = False) -> str:
    """A leader of a faction in this game (`mains`: its main leader too, THE DUEL)."""
    names = [x.name for f in state.players
             for x in (leaders_of_game(state, f) if mains else leaders_of(f))]
    try:
        return resolve_name(text, names, "leader", aliases=main_aliases())
    except UnknownName as err:
        raise RuleError(str(err)) from None


def _in_current_plan(state: ClassicState, leader: str) -> bool:
    r = state.battles
    b = r.current if r else None
    return b is not None and any(p.leader == leader for p in b.plans.values())


def kill_leader(state: ClassicState, text: str, log: EventLog) -> None:
    leader = _leader(state, text, mains=True)
    faction = EVERY_LEADER[leader].faction
    player = state.players[faction]
    faction_in_game(state, faction.value)  # THE DUEL, VII: not one of a player out
    if leader in player.leaders_in_tanks:
        raise RuleError(T("classic-repair-already-in-tanks", leader=leader_word(leader)),
                        hint=T("classic-repair-restore-brings-back", name=leader))
    if _in_current_plan(state, leader):
        raise RuleError(T("classic-repair-leader-in-plan", leader=leader_word(leader)),
                        hint=T("classic-repair-wait-battle"))
    player.leaders_in_tanks.append(leader)
    log.public("mod_leader", T("classic-repair-sends-leader", leader=leader_word(leader),
                               faction=faction_word(faction)),
               faction=faction, leader=leader)
    elimination.leader_died(state, leader, log)


def restore_leader(state: ClassicState, text: str, log: EventLog) -> None:
    leader = _leader(state, text)
    faction = LEADERS[leader].faction
    player = state.players[faction]
    if leader not in player.leaders_in_tanks:
        raise RuleError(T("classic-repair-not-in-tanks", leader=leader_word(leader)),
                        hint=T("classic-repair-leaders-in-tanks", faction=faction_word(faction),
                               leaders=_leaders(player.leaders_in_tanks)))
    player.leaders_in_tanks.remove(leader)
    log.public("mod_leader", T("classic-repair-brings-leader", leader=leader_word(leader),
                               faction=faction_word(faction)), faction=faction, leader=leader)


def set_turn(state: ClassicState, turn: int, log: EventLog) -> None:
    last = state.options.max_turns
    if state.phase in (Phase.SETUP, Phase.ENDED):
        raise RuleError(T(f"classic-repair-turn-not-now-{state.phase.value}"),
                        hint=T("classic-repair-set-turn-when"))
    if not 1 <= turn <= last:
        raise RuleError(T("classic-repair-game-lasts", count=last),
                        hint=T("classic-repair-set-turn-from", last=last))
    log.public("mod_turn", T("classic-repair-sets-turn", before=state.turn, after=turn),
               turn=turn)
    state.turn = turn


def _combatants(state: ClassicState) -> set[Faction]:
    r = state.battles
    return set(r.current.sides) if r and r.current else set()


def form_alliance(state: ClassicState, first: str, second: str, log: EventLog) -> None:
    """XII.C: `second` joins `first` (and `first`'s alliance, if any), or `first` joins
    `second`'s. Requests made to or by the old memberships lapse, as at a nexus."""
    a, b = faction_in_game(state, first), faction_in_game(state, second)
    if a == b:
        raise RuleError(T("classic-repair-two-factions"))
    mine, theirs = alliances.alliance_of(state, a), alliances.alliance_of(state, b)
    if mine is not None and mine is theirs:
        raise RuleError(T("classic-repair-already-allies", first=faction_word(a),
                          second=faction_word(b)))
    if mine is not None and theirs is not None:
        raise RuleError(T("classic-repair-two-alliances", first=faction_word(a),
                          second=faction_word(b)),
                        hint=T("classic-repair-break-one-first", command=b.value))
    fighting = _combatants(state)
    if len(fighting) == 2 and fighting <= {a, b, *(mine or []), *(theirs or [])}:
        x, y = sorted(fighting, key=lambda f: f.title)
        raise RuleError(T("classic-repair-fighting-each-other", first=faction_word(x),
                          second=faction_word(y)), hint=T("classic-repair-wait-battle"))
    joiner, group = (a, theirs) if theirs is not None else (b, mine or [a])
    alliances.check_size(state, len(group) + 1)
    members = alliances.join(state, joiner, group)
    for member in members:  # at a nexus each member answers anew, as after `unally`
        alliances.unready(state, member)
    log.public("alliance", T("classic-repair-forms-alliance", factions=factions_word(members)),
               members=[f.value for f in members])


def break_alliance(state: ClassicState, who: str, log: EventLog) -> None:
    """XII.D: the faction leaves its alliance as by `unally` (pledged support goes back to
    the givers, requests to the old membership lapse)."""
    faction = faction_in_game(state, who)
    mine = alliances.alliance_of(state, faction)
    if mine is None:
        raise RuleError(T("classic-repair-in-no-alliance", faction=faction_word(faction)))
    backed = [f for f in mine if owed(state, f) > state.players[f].spice]
    if backed:
        raise RuleError(T("classic-repair-bid-backed", faction=faction_word(backed[0])),
                        hint=T("classic-repair-wait-sold"))
    alliances.leave(state, faction)
    log.public("alliance_broken", T("classic-repair-breaks-alliance",
                                    faction=faction_word(faction)),
               faction=faction)


def set_traitors(state: ClassicState, who: str, names: str, log: EventLog) -> None:
    """III.E.2: opponents' leaders only, each in one player's pay at most, one traitor
    (the Harkonnen: any number). Settles a set-up choice still open."""
    faction = faction_in_game(state, who)
    player = state.players[faction]
    words = [w.strip() for w in names.split(",") if w.strip()]
    if not words:
        raise RuleError(T("classic-repair-name-traitors"))
    chosen = [] if [w.lower() for w in words] == ["none"] else [_leader(state, w)
                                                               for w in words]
    most = 4 if SHIELDS[faction].keeps_all_traitors else 1
    if len(set(chosen)) != len(chosen) or len(chosen) > most:
        raise RuleError(T("classic-repair-traitors-at-most", faction=faction_word(faction),
                          count=most), rule="III.E.2")
    for name in chosen:
        if LEADERS[name].faction == faction:
            raise RuleError(T("classic-repair-own-leader", leader=leader_word(name),
                              faction=faction_word(faction)), rule="III.E.2")
        holder = next((f for f, p in state.players.items()
                       if f != faction and name in p.traitors), None)
        if holder is not None:
            raise RuleError(T("classic-repair-already-in-pay", leader=leader_word(name),
                              faction=faction_word(holder)), rule="III.E.2",
                            hint=T("classic-repair-change-traitors-first",
                                   faction=faction_word(holder)))
    player.traitors = chosen
    player.traitor_draw = []
    text = _leaders(chosen)
    log.public("mod_traitors", T("classic-repair-changes-traitors",
                                 faction=faction_word(faction)), faction=faction)
    log.private(player.seat, "traitors", T("classic-repair-sets-your-traitors", leaders=text),
                leaders=chosen)
    log.moderator("mod_traitors", T("classic-repair-traitors-are", faction=faction_word(faction),
                                    leaders=text), leaders=chosen)


def set_prediction(state: ClassicState, who: str, turn: int, log: EventLog) -> None:
    """Bene Gesserit shield: the secret prediction, another faction and a turn."""
    bg = state.players.get(Faction.BENE_GESSERIT)
    if bg is None:
        raise RuleError(T("classic-repair-no-bene-gesserit"))
    target = faction_in_game(state, who)
    if target == Faction.BENE_GESSERIT:
        raise RuleError(T("classic-repair-predict-another"))
    last = state.options.max_turns
    if not 1 <= turn <= last:
        raise RuleError(T("classic-repair-game-lasts", count=last),
                        hint=T("classic-repair-choose-turn-from", last=last))
    state.prediction = Prediction(faction=target, turn=turn)
    log.public("mod_prediction", T("classic-repair-changes-prediction"))
    log.private(bg.seat, "prediction", T("classic-repair-sets-your-prediction",
                                         faction=faction_word(target), turn=turn),
                faction=target, turn=turn)
    log.moderator("mod_prediction", T("classic-repair-prediction-is",
                                      faction=faction_word(target), turn=turn),
                  faction=target, turn=turn)


def set_board_spice(state: ClassicState, amount: int, where: str, sector: int | None,
                    log: EventLog) -> None:
    """Spice in one section of the board, from or to the bank."""
    target = territory(where)
    sector = choose_sector(state, target, sector, allow_storm=True)
    before = state.spice.get(target, {}).get(sector, 0)
    if amount > before + state.bank:
        raise RuleError(T("classic-repair-bank-holds-only", count=state.bank))
    if amount > before:
        forces.add_spice(state, target, sector, amount - before)
    elif amount < before:
        state.bank += forces.take_spice(state, target, sector, before - amount)
    log.public("mod_board_spice", T("classic-repair-sets-board-spice",
                                    territory=place_word(target), sector=sector,
                                    before=before, after=amount),
               territory=target, sector=sector, amount=amount)


def set_shield_wall(state: ClassicState, standing: bool, log: EventLog) -> None:
    """Family Atomics: the Shield Wall destroyed opens Arrakeen, Carthag and the Imperial
    Basin to the storm."""
    if state.shield_wall == standing:
        raise RuleError(T("classic-repair-shield-wall-stands" if standing
                          else "classic-repair-shield-wall-destroyed"))
    state.shield_wall = standing
    log.public("mod_shield_wall", T("classic-repair-raises-shield-wall" if standing
                                    else "classic-repair-destroys-shield-wall"),
               standing=standing)


def set_kwisatz(state: ClassicState, losses: int, dead: bool, log: EventLog) -> None:
    """Pad, Atreides 1: the Kwisatz Haderach wakes once the Atreides have lost 7 tokens in
    battles; killed, it waits in the tanks for its revival."""
    if not advantages.has(state, Faction.ATREIDES):
        raise RuleError(T("classic-repair-kwisatz-needs-advantages"),
                        hint=T("classic-repair-kwisatz-option"))
    if dead and losses < kwisatz.LOSSES_NEEDED:
        raise RuleError(T("classic-repair-kwisatz-dies-awake", count=kwisatz.LOSSES_NEEDED),
                        hint=T("classic-repair-kwisatz-set-losses", count=kwisatz.LOSSES_NEEDED))
    if Faction.ATREIDES in _combatants(state):
        raise RuleError(T("classic-repair-atreides-fighting"),
                        hint=T("classic-repair-wait-battle"))
    if (state.kwisatz_losses, state.kwisatz_dead) == (losses, dead):
        raise RuleError(T("classic-repair-kwisatz-already"))
    state.kwisatz_losses, state.kwisatz_dead = losses, dead
    log.public("mod_kwisatz", T("classic-repair-sets-kwisatz-dead" if dead
                                else "classic-repair-sets-kwisatz-alive", count=losses),
               losses=losses, dead=dead)


def set_weather(state: ClassicState, sectors: int, log: EventLog) -> None:
    """XVI.B: the storm marker the Fremen drew, face down: only they and the moderators
    learn the new number."""
    fremen = state.players.get(Faction.FREMEN)
    if state.weather_marker is None or fremen is None:
        raise RuleError(T("classic-repair-no-storm-marker"),
                        hint=T("classic-repair-storm-marker-drawn"))
    if state.weather_marker == sectors:
        raise RuleError(T("classic-repair-storm-marker-already", count=sectors))
    state.weather_marker = sectors
    log.public("mod_weather", T("classic-repair-changes-storm-marker"))
    log.private(fremen.seat, "mod_weather", T("classic-repair-sets-your-storm-marker",
                                              count=sectors), number=sectors)
    log.moderator("mod_weather", T("classic-repair-storm-marker-is", count=sectors),
                  number=sectors)


def set_advisors(state: ClassicState, where: str, advising: bool, log: EventLog) -> None:
    """XV.B.4: the Bene Gesserit's tokens in a territory coexist as advisors or fight."""
    bg = Faction.BENE_GESSERIT
    if bg not in state.players or not state.options.advantages:
        raise RuleError(T("classic-repair-advisors-need-option"))
    target = territory(where)
    if not forces.total_in(state, bg, target):
        raise RuleError(T("classic-repair-no-bg-tokens-in", territory=place_word(target)),
                        hint=T("classic-repair-advisors-are", territories=_places(state.advisors)))
    if (target in state.advisors) == advising:
        raise RuleError(T("classic-repair-already-advisors" if advising
                          else "classic-repair-already-fighters", territory=place_word(target)))
    r = state.battles
    if r is not None and r.current is not None and r.current.territory == target:
        raise RuleError(T("classic-repair-battle-in", territory=place_word(target)),
                        hint=T("classic-repair-wait-battle"))
    state.advisors = sorted({*state.advisors, target} if advising
                            else set(state.advisors) - {target})
    log.public("mod_advisors", T("classic-repair-makes-advisors" if advising
                                 else "classic-repair-makes-fighters",
                                 territory=place_word(target)), territory=target,
               advising=advising)


def set_captured(state: ClassicState, text: str, held: bool, log: EventLog) -> None:
    """Pad, Harkonnen 1 (XV): a leader of another faction, alive, held by the Harkonnen."""
    if not advantages.has(state, Faction.HARKONNEN):
        raise RuleError(T("classic-repair-capture-needs-advantages"))
    leader = _leader(state, text)
    owner = LEADERS[leader].faction
    if held == (leader in state.captured):
        raise RuleError(T("classic-repair-already-held" if held
                          else "classic-repair-already-not-held", leader=leader_word(leader)),
                        hint=T("classic-repair-captured-are", leaders=_leaders(state.captured)))
    if owner == Faction.HARKONNEN:
        raise RuleError(T("classic-repair-harkonnen-own", leader=leader_word(leader)))
    if leader in state.players[owner].leaders_in_tanks:
        raise RuleError(T("classic-repair-in-tanks", leader=leader_word(leader)),
                        hint=T("classic-repair-restore-first", name=leader))
    if _in_current_plan(state, leader):
        raise RuleError(T("classic-repair-leader-in-plan", leader=leader_word(leader)),
                        hint=T("classic-repair-wait-battle"))
    if held:
        state.captured.append(leader)
    else:
        state.captured.remove(leader)
    log.public("mod_captured", T("classic-repair-gives-captured" if held
                                 else "classic-repair-takes-captured",
                                 leader=leader_word(leader), faction=faction_word(owner)),
               leader=leader, held=held)


def _leaders(names: list[str]) -> Text:
    """Leaders listed, or the word none."""
    return listing([leader_word(n) for n in names]) if names else T("classic-repair-none")


def _places(names: list[str]) -> Text:
    return listing([place_word(n) for n in names]) if names else T("classic-repair-none")
