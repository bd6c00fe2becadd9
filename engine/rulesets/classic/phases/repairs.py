"""Moderator repairs of a position, so a game can be mended without replaying it: leaders,
the turn, alliances, traitors, the prediction, spice on the board, the Shield Wall, the
Kwisatz Haderach, the Fremen's storm marker, advisors and captured leaders.

Every repair is validated before anything changes and logged publicly like `set_spice`.
Traitors, the prediction and the storm marker are secrets: the table learns only that the
moderator changed them; the seat concerned and the moderators learn what they now are.
"""

from __future__ import annotations

from engine.core import EventLog, RuleError
from engine.core.repairs import log_secret

from ..board import advantages, forces
from ..data import LEADERS, SHIELDS, Faction, UnknownName, leaders_of, resolve_leader
from ..model.state import ClassicState, Phase, Prediction
from . import alliances, kwisatz
from .common import choose_sector, owed, territory
from .moderator import faction_in_game


def _leader(state: ClassicState, text: str) -> str:
    """A leader of a faction in this game."""
    names = [x.name for f in state.players for x in leaders_of(f)]
    try:
        return resolve_leader(text, among=names)
    except UnknownName as err:
        raise RuleError(str(err)) from None


def _in_current_plan(state: ClassicState, leader: str) -> bool:
    r = state.battles
    b = r.current if r else None
    return b is not None and any(p.leader == leader for p in b.plans.values())


def kill_leader(state: ClassicState, text: str, log: EventLog) -> None:
    leader = _leader(state, text)
    faction = LEADERS[leader].faction
    player = state.players[faction]
    if leader in player.leaders_in_tanks:
        raise RuleError(f"{leader} is already in the tanks.",
                        hint=f"`restore_leader {leader}` brings him back.")
    if _in_current_plan(state, leader):
        raise RuleError(f"{leader} is in a battle plan of the battle being fought.",
                        hint="Wait until the battle is resolved.")
    player.leaders_in_tanks.append(leader)
    log.public("mod_leader", f"Moderator sends {leader} ({faction.title}) to the tanks.",
               faction=faction, leader=leader)


def restore_leader(state: ClassicState, text: str, log: EventLog) -> None:
    leader = _leader(state, text)
    faction = LEADERS[leader].faction
    player = state.players[faction]
    if leader not in player.leaders_in_tanks:
        tanks = ", ".join(player.leaders_in_tanks) or "none"
        raise RuleError(f"{leader} is not in the tanks.",
                        hint=f"{faction.title}'s leaders in the tanks: {tanks}.")
    player.leaders_in_tanks.remove(leader)
    log.public("mod_leader", f"Moderator brings {leader} ({faction.title}) back from the "
               "tanks.", faction=faction, leader=leader)


def set_turn(state: ClassicState, turn: int, log: EventLog) -> None:
    last = state.options.max_turns
    if state.phase in (Phase.SETUP, Phase.ENDED):
        raise RuleError(f"The turn cannot be set during {state.phase.value.replace('_', ' ')}.",
                        hint="Set it once the game is under way and not over.")
    if not 1 <= turn <= last:
        raise RuleError(f"This game lasts {last} turns.", hint=f"Set a turn from 1 to {last}.")
    log.public("mod_turn", f"Moderator sets the turn from {state.turn} to {turn}.", turn=turn)
    state.turn = turn


def _combatants(state: ClassicState) -> set[Faction]:
    r = state.battles
    return set(r.current.sides) if r and r.current else set()


def form_alliance(state: ClassicState, first: str, second: str, log: EventLog) -> None:
    """XII.C: `second` joins `first` (and `first`'s alliance, if any), or `first` joins
    `second`'s. Requests made to or by the old memberships lapse, as at a nexus."""
    a, b = faction_in_game(state, first), faction_in_game(state, second)
    if a == b:
        raise RuleError("Name two different factions.")
    mine, theirs = alliances.alliance_of(state, a), alliances.alliance_of(state, b)
    if mine is not None and mine is theirs:
        raise RuleError(f"{a.title} and {b.title} are already allies.")
    if mine is not None and theirs is not None:
        raise RuleError(f"{a.title} and {b.title} are in two alliances.",
                        hint=f"Break one first: `break_alliance {b.value}`.")
    fighting = _combatants(state)
    if len(fighting) == 2 and fighting <= {a, b, *(mine or []), *(theirs or [])}:
        x, y = sorted(fighting, key=lambda f: f.title)
        raise RuleError(f"{x.title} and {y.title} are fighting each other now and would be "
                        "allies; allies never battle (XII.E.5).",
                        hint="Wait until the battle is resolved.")
    joiner, group = (a, theirs) if theirs is not None else (b, mine or [a])
    alliances.check_size(state, len(group) + 1)
    members = alliances.join(state, joiner, group)
    for member in members:  # at a nexus each member answers anew, as after `unally`
        alliances.unready(state, member)
    names = ", ".join(f.title for f in members)
    log.public("alliance", f"Moderator forms an alliance: {names}.",
               members=[f.value for f in members])


def break_alliance(state: ClassicState, who: str, log: EventLog) -> None:
    """XII.D: the faction leaves its alliance as by `unally` (pledged support goes back to
    the givers, requests to the old membership lapse)."""
    faction = faction_in_game(state, who)
    mine = alliances.alliance_of(state, faction)
    if mine is None:
        raise RuleError(f"{faction.title} is in no alliance.")
    backed = [f for f in mine if owed(state, f) > state.players[f].spice]
    if backed:
        raise RuleError(f"{backed[0].title}'s top bid on the card up for bid is paid with "
                        "their allies' support (XII.E.3).", hint="Wait until it is sold.")
    alliances.leave(state, faction)
    log.public("alliance_broken", f"Moderator breaks {faction.title} from its alliance.",
               faction=faction)


def set_traitors(state: ClassicState, who: str, names: str, log: EventLog) -> None:
    """III.E.2: opponents' leaders only, each in one player's pay at most, one traitor
    (the Harkonnen: any number). Settles a set-up choice still open."""
    faction = faction_in_game(state, who)
    player = state.players[faction]
    words = [w.strip() for w in names.split(",") if w.strip()]
    if not words:
        raise RuleError("Name the traitors, separated by commas, or `none`.")
    chosen = [] if [w.lower() for w in words] == ["none"] else [_leader(state, w)
                                                               for w in words]
    most = 4 if SHIELDS[faction].keeps_all_traitors else 1
    if len(set(chosen)) != len(chosen) or len(chosen) > most:
        raise RuleError(f"{faction.title} may hold at most {most} traitor(s), each once.",
                        rule="III.E.2")
    for name in chosen:
        if LEADERS[name].faction == faction:
            raise RuleError(f"{name} is {faction.title}'s own leader.", rule="III.E.2")
        holder = next((f for f, p in state.players.items()
                       if f != faction and name in p.traitors), None)
        if holder is not None:
            raise RuleError(f"{name} is already in {holder.title}'s pay.", rule="III.E.2",
                            hint=f"Change {holder.title}'s traitors first.")
    player.traitors = chosen
    player.traitor_draw = []
    text = ", ".join(chosen) or "none"
    log.public("mod_traitors", f"Moderator changes {faction.title}'s traitors.",
               faction=faction)
    log.private(player.seat, "traitors", f"The moderator sets your traitors: {text}.",
                leaders=chosen)
    log.moderator("mod_traitors", f"{faction.title}'s traitors: {text}.", leaders=chosen)


def set_prediction(state: ClassicState, who: str, turn: int, log: EventLog) -> None:
    """Bene Gesserit shield: the secret prediction, another faction and a turn."""
    bg = state.players.get(Faction.BENE_GESSERIT)
    if bg is None:
        raise RuleError("The Bene Gesserit are not in this game.")
    target = faction_in_game(state, who)
    if target == Faction.BENE_GESSERIT:
        raise RuleError("The Bene Gesserit predict another faction's win.")
    last = state.options.max_turns
    if not 1 <= turn <= last:
        raise RuleError(f"This game lasts {last} turns.", hint=f"Choose a turn from 1 to {last}.")
    state.prediction = Prediction(faction=target, turn=turn)
    log.public("mod_prediction", "Moderator changes the Bene Gesserit's prediction.")
    text = f"{target.title} wins on turn {turn}."
    log.private(bg.seat, "prediction", f"The moderator sets your prediction: {text}",
                faction=target, turn=turn)
    log.moderator("mod_prediction", f"Bene Gesserit prediction: {text}",
                  faction=target, turn=turn)


def set_board_spice(state: ClassicState, amount: int, where: str, sector: int | None,
                    log: EventLog) -> None:
    """Spice in one section of the board, from or to the bank."""
    target = territory(where)
    sector = choose_sector(state, target, sector, allow_storm=True)
    before = state.spice.get(target, {}).get(sector, 0)
    if amount > before + state.bank:
        raise RuleError(f"The bank holds only {state.bank} spice.")
    if amount > before:
        forces.add_spice(state, target, sector, amount - before)
    elif amount < before:
        state.bank += forces.take_spice(state, target, sector, before - amount)
    log.public("mod_board_spice", f"Moderator sets the spice in {target} (sector {sector}) "
               f"from {before} to {amount}.", territory=target, sector=sector, amount=amount)


def set_shield_wall(state: ClassicState, standing: bool, log: EventLog) -> None:
    """Family Atomics: the Shield Wall destroyed opens Arrakeen, Carthag and the Imperial
    Basin to the storm."""
    if state.shield_wall == standing:
        raise RuleError("The Shield Wall " + ("stands" if standing else "is destroyed")
                        + " already.")
    state.shield_wall = standing
    log.public("mod_shield_wall", "Moderator " + ("raises the Shield Wall again." if standing
                                                  else "destroys the Shield Wall."),
               standing=standing)


def set_kwisatz(state: ClassicState, losses: int, dead: bool, log: EventLog) -> None:
    """Pad, Atreides 1: the Kwisatz Haderach wakes once the Atreides have lost 7 tokens in
    battles; killed, it waits in the tanks for its revival."""
    if not advantages.has(state, Faction.ATREIDES):
        raise RuleError("The Kwisatz Haderach plays only with the Atreides' advantages.",
                        hint="The game option `advantages` and the Atreides in play.")
    if dead and losses < kwisatz.LOSSES_NEEDED:
        raise RuleError(f"The Kwisatz Haderach dies only once awake, after "
                        f"{kwisatz.LOSSES_NEEDED} losses.",
                        hint=f"Set at least {kwisatz.LOSSES_NEEDED} losses, or `dead=no`.")
    if Faction.ATREIDES in _combatants(state):
        raise RuleError("The Atreides are fighting the battle being resolved.",
                        hint="Wait until the battle is resolved.")
    if (state.kwisatz_losses, state.kwisatz_dead) == (losses, dead):
        raise RuleError("The Kwisatz Haderach stands so already.")
    state.kwisatz_losses, state.kwisatz_dead = losses, dead
    log.public("mod_kwisatz", f"Moderator sets the Atreides' battle losses to {losses}; the "
               f"Kwisatz Haderach is {'in the tanks' if dead else 'not in the tanks'}.",
               losses=losses, dead=dead)


def set_weather(state: ClassicState, sectors: int, log: EventLog) -> None:
    """XVI.B: the storm marker the Fremen drew, face down: only they and the moderators
    learn the new number."""
    fremen = state.players.get(Faction.FREMEN)
    if state.weather_marker is None or fremen is None:
        raise RuleError("The Fremen hold no storm marker now (XVI.B).",
                        hint="They draw one after each storm movement of a weather game.")
    if state.weather_marker == sectors:
        raise RuleError(f"The Fremen's storm marker is {sectors} already.")
    state.weather_marker = sectors
    log_secret(log, "mod_weather", fremen.seat, "the Fremen", "storm marker",
               f"{sectors} sector(s)", number=sectors)


def set_advisors(state: ClassicState, where: str, advising: bool, log: EventLog) -> None:
    """XV.B.4: the Bene Gesserit's tokens in a territory coexist as advisors or fight."""
    bg = Faction.BENE_GESSERIT
    if bg not in state.players or not state.options.advantages:
        raise RuleError("Advisors play only with the Bene Gesserit and the game option "
                        "`advantages` (XV.B).")
    target = territory(where)
    if not forces.total_in(state, bg, target):
        raise RuleError(f"No Bene Gesserit tokens are in {target}.",
                        hint="Advisors: " + (", ".join(state.advisors) or "none") + ".")
    if (target in state.advisors) == advising:
        raise RuleError(f"The Bene Gesserit in {target} are "
                        f"{'advisors' if advising else 'fighters'} already.")
    r = state.battles
    if r is not None and r.current is not None and r.current.territory == target:
        raise RuleError(f"A battle is being fought in {target}.",
                        hint="Wait until the battle is resolved.")
    state.advisors = sorted({*state.advisors, target} if advising
                            else set(state.advisors) - {target})
    log.public("mod_advisors", f"Moderator makes the Bene Gesserit in {target} "
               f"{'advisors' if advising else 'fighters'}.", territory=target,
               advising=advising)


def set_captured(state: ClassicState, text: str, held: bool, log: EventLog) -> None:
    """Pad, Harkonnen 1 (XV): a leader of another faction, alive, held by the Harkonnen."""
    if not advantages.has(state, Faction.HARKONNEN):
        raise RuleError("Leaders are captured only with the Harkonnen's advantages (XV).")
    leader = _leader(state, text)
    owner = LEADERS[leader].faction
    if held == (leader in state.captured):
        raise RuleError(f"{leader} is {'held' if held else 'not held'} by the Harkonnen "
                        "already.", hint="Captured: " + (", ".join(state.captured) or "none")
                        + ".")
    if owner == Faction.HARKONNEN:
        raise RuleError(f"{leader} is the Harkonnen's own leader.")
    if leader in state.players[owner].leaders_in_tanks:
        raise RuleError(f"{leader} is in the tanks.",
                        hint=f"`restore_leader {leader}` first.")
    if _in_current_plan(state, leader):
        raise RuleError(f"{leader} is in a battle plan of the battle being fought.",
                        hint="Wait until the battle is resolved.")
    if held:
        state.captured.append(leader)
    else:
        state.captured.remove(leader)
    log.public("mod_captured", f"Moderator {'gives' if held else 'takes'} {leader} "
               f"({owner.title}) {'to' if held else 'from'} the Harkonnen as a captured "
               "leader.", leader=leader, held=held)
