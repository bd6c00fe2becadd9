"""The classic bot in battle (X): positions from the rulebook where it must choose well.

Each position is played from the set-up with commands and the moderator's repairs; the bot
is then asked from what its seat was told (`engine.core.bots.seen`), as in a game."""

from __future__ import annotations

import random

from engine.core import Event
from engine.core.bots import bot_move, seen
from engine.rulesets.classic.bot import cards_known
from engine.rulesets.classic.data import Faction
from engine.rulesets.classic.protocol.arena_commands import DuelLeader
from engine.rulesets.classic.protocol.commands import (
    CallTraitor,
    Keep,
    Plan,
    Prescience,
    Voice,
)
from engine.rulesets.classic.protocol.ruleset import RULESET

from .arena_helpers import THREE, kanly, war
from .conftest import Game
from .helpers import answer_traitors, dial_storm, end_movement, to_movement_round, to_turn_storm

A, H = Faction.ATREIDES, Faction.HARKONNEN
YOUNG_ATREIDES = ["Thufir Hawat", "Lady Jessica", "Gurney Halleck", "Duncan Idaho"]


class Told(Game):
    """A game that keeps every event, so a seat's history can be handed to its bot."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.history: list[Event] = list(self.events)

    def do(self, line: str) -> list[Event]:
        events = super().do(line)
        self.history += events
        return events

    def bot(self, seat: str):
        return RULESET.bot(seen(RULESET, self.state, seat, self.history), random.Random(1))


def carthag(atreides: int = 5, *fixes: str, options: dict | None = None) -> Told:
    """Atreides (aggressor) against the Harkonnen's ten in Carthag, nobody's traitors, the
    fixes applied before the movement ends."""
    game = Told("a:atreides,h:harkonnen,e:emperor", seed=2, options=options)
    to_movement_round(game)
    for player in game.state.players.values():
        player.traitors = []
    game.do(f"mod: set_tokens atreides {atreides} carthag")
    for line in fixes:
        game.do(line)
    end_movement(game)
    return game


def test_it_defends_against_the_weapon_prescience_showed():
    # X.C.3: a projectile kills unless a Shield defends; pad Atreides 3: prescience shows it
    game = carthag(5, "mod: give_card atreides shield", "mod: give_card atreides snooper",
                   "mod: give_card harkonnen crysknife")
    game.do("a: prescience weapon")
    game.do("h: plan 3 umman kudu crysknife")
    plan = game.bot("a")
    assert isinstance(plan, Plan) and plan.defense == "Shield"


def test_it_never_plays_a_shield_against_a_known_lasgun():
    # Pad A.5: a lasgun and a shield in the same battle destroy everything there
    game = carthag(5, "mod: give_card atreides shield",
                   "mod: give_card harkonnen lasgun")
    game.do("a: prescience weapon")
    game.do("h: plan 3 umman kudu lasgun")
    plan = game.bot("a")
    assert isinstance(plan, Plan) and plan.defense != "Shield"


def test_it_never_plays_a_lasgun_with_its_own_shield():
    # Pad A.5: its own shield would explode with its own lasgun
    game = carthag(5, "mod: give_card harkonnen lasgun", "mod: give_card harkonnen shield")
    game.do("a: prescience none")
    game.do("a: plan 3 thufir hawat")
    plan = game.bot("h")
    assert isinstance(plan, Plan)
    assert (plan.weapon, plan.defense) != ("Lasgun", "Shield")


def test_it_calls_the_traitor_it_holds():
    # X.D: the leader is the caller's traitor: the caller wins and loses nothing
    game = carthag(5)
    game.state.players[H].traitors.append("Thufir Hawat")
    game.do("a: prescience none")
    game.do("a: plan 3 thufir hawat")
    game.do("h: plan 2 umman kudu")
    assert game.bot("h") == CallTraitor(call=True)


def test_it_dials_nothing_and_spends_neither_spice_nor_cards_on_a_lost_battle():
    # XXII.A: the spice supporting a plan is paid win or lose; X.C.5: the loser discards
    # the cards he played. Two tokens and Dr. Yueh cannot beat ten tokens.
    game = carthag(2, "mod: give_card atreides shield", "mod: give_card atreides crysknife",
                   options={"advanced_combat": True})
    game.state.players[A].leaders_in_tanks = list(YOUNG_ATREIDES)
    game.do("a: prescience none")
    plan = game.bot("a")
    assert isinstance(plan, Plan)
    assert plan.dial == 0 and not plan.spice
    assert plan.weapon not in ("Shield", "Crysknife") and plan.defense not in ("Shield",
                                                                                "Crysknife")


def test_it_dials_enough_to_win_and_no_more():
    # X.C.1: the higher total wins; X.C.6: the winner loses the tokens he dialed. One
    # Harkonnen token and its best leader make 7 at most; ten tokens need not all be dialed.
    game = carthag(10, "mod: set_tokens harkonnen 1 carthag")
    game.do("a: prescience none")
    plan = game.bot("a")
    assert isinstance(plan, Plan)
    strength = {"Thufir Hawat": 5, "Lady Jessica": 5, "Gurney Halleck": 4, "Duncan Idaho": 2}
    assert plan.dial + strength.get(plan.leader, 1) >= 7 and plan.dial < 10


def test_prescience_asks_for_the_weapon_when_it_holds_a_defence():
    # Pad Atreides 3: the weapon seen can be answered with the defence held
    game = carthag(5, "mod: give_card atreides snooper")
    assert game.bot("a") == Prescience(element="weapon")


def test_the_winner_keeps_its_weapon():
    # X.C.6: the winner may keep the cards he played
    game = carthag(5, "mod: give_card atreides crysknife")
    game.do("a: prescience none")
    game.do("a: plan 5 thufir hawat crysknife")
    game.do("h: plan 0 umman kudu")
    answer_traitors(game)
    assert game.bot("a") == Keep(what="all")


def test_it_sends_its_strongest_leader_into_the_arena_but_not_its_main_character():
    # THE DUEL V.7: "Your leader's value determines the strength of your attack" and what
    # a blow must take to kill it; VII: a main character killed puts its player out
    game = Told(THREE, seed=3, options={"duel": True})
    game.do("mod: force")
    game.history += kanly(game)
    assert game.bot("a") == DuelLeader(leader="Thufir Hawat")


def test_bots_fight_a_whole_war_of_assassins_with_moves_the_rules_accept():
    # THE DUEL VI: every fighter, supporter and defender answers with a legal command
    game = Told(THREE, seed=3, options={"duel": True})
    game.do("mod: force")
    game.history += war(game)
    rng = random.Random(4)
    for _ in range(300):
        if game.state.fight is None:
            break
        seat = RULESET.pending(game.state)[0].seat
        move = bot_move(RULESET, game.state, seat, game.history, rng)
        assert move is not None and not move.fallback
        game.history += game.session.apply(seat, move.command)
    assert game.state.fight is None


def test_the_atreides_know_the_card_they_saw_sold():
    # VIII, pad Atreides 2: the Atreides see each card up for bid, so they know its buyer
    # holds it; the buyer's other seats do not learn it
    game = Told("a:atreides,h:harkonnen,e:emperor", seed=2)
    to_turn_storm(game, 1)
    dial_storm(game, 0, 1)
    card = next(e.data["card"] for e in game.history if e.kind == "prescience_card")
    game.script("a: pass", "h: bid 1")
    while not any(e.kind == "card_sold" for e in game.history):
        game.do(f"{RULESET.pending(game.state)[0].seat}: pass")
    told = {seat: cards_known.read(seen(RULESET, game.state, seat, game.history))
            for seat in ("a", "e")}
    assert card in told["a"].of("harkonnen")
    assert told["e"].of("harkonnen") == ()


def test_the_voice_orders_the_weapon_its_defence_stops():
    # Pad, Bene Gesserit 2: the Voice commands the foe to play a kind of card; a projectile
    # weapon played into the Shield held is wasted (X.C.3)
    game = Told("b:bene_gesserit,h:harkonnen,e:emperor", seed=2)
    to_movement_round(game)
    for player in game.state.players.values():
        player.traitors = []
    for card in list(game.state.players[Faction.BENE_GESSERIT].hand):
        game.do(f"mod: take_card bene_gesserit {card}")
    game.do("mod: give_card bene_gesserit shield")
    game.do("mod: set_tokens bene_gesserit 5 carthag")
    end_movement(game)
    assert game.bot("b") == Voice(command="play", kind="projectile weapon")


def test_it_fights_with_all_it_has_where_the_foe_would_win():
    # XI: three strongholds win; the Harkonnen hold two and fight for Carthag, so a battle
    # the Atreides would throw elsewhere is fought with every token
    game = carthag(3, "mod: set_tokens harkonnen 2 sietch tabr",
                   "mod: set_tokens harkonnen 2 tuek's sietch")
    game.state.players[A].leaders_in_tanks = list(YOUNG_ATREIDES)
    game.do("a: prescience none")
    plan = game.bot("a")
    assert isinstance(plan, Plan) and plan.dial == 3


def test_a_weapon_the_winner_kept_is_known_in_his_hand():
    # X.C.6: the winner keeps the cards he played, seen by all at the reveal (X.B.4); the
    # loser's go to the discard pile
    game = carthag(5, "mod: give_card harkonnen crysknife", "mod: give_card atreides snooper")
    game.do("a: prescience none")
    game.do("a: plan 0 dr. yueh none snooper")
    game.do("h: plan 5 feyd-rautha crysknife")
    answer_traitors(game)
    game.do("h: keep all")
    hands = cards_known.read(seen(RULESET, game.state, "e", game.history))
    assert "Crysknife" in hands.of("harkonnen") and "Snooper" not in hands.of("atreides")
