"""The moderator's repairs of a Diuna game: each mends one part of the position, refuses a
wrong one with what would work and changes nothing, keeps every force, leader and card
counted once (Zawartość), and keeps hands, a deck's order and traitor cards secret."""

from __future__ import annotations

import pytest

from engine.core import MODERATOR, PUBLIC, EventLog, RuleError, to_seat
from engine.core.words import say
from engine.rulesets.diuna import repair_commands as r
from engine.rulesets.diuna.board import put
from engine.rulesets.diuna.cards import hand_limit
from engine.rulesets.diuna.data import STRONGHOLDS, Faction
from engine.rulesets.diuna.ruleset import RULESET
from engine.rulesets.diuna.state import DiunaState, Phase
from tests.repaired_games import check_secret_repair, refused_repair, repair

from .helpers import play, ready, settle
from .test_battle import table

FOUR = ("Atreides", "Harkonnen", "Fremen", "Imperium")


def mod(state: DiunaState, line: str) -> list:
    return repair(RULESET, state, line)


def refused(state: DiunaState, line: str, *words: str) -> RuleError:
    """The repair is refused, saying `words`, and nothing changes."""
    return refused_repair(RULESET, state, line, *words)


def public(events: list) -> list[str]:
    return [say(e.text) for e in events if e.audience == PUBLIC]


def seat(state: DiunaState, faction: Faction) -> str:
    found = state.seat_of(faction)
    assert found is not None
    return found


@pytest.fixture
def game() -> DiunaState:
    """Four factions past the set-up, settled to the first decision of round 1."""
    state = ready(*FOUR)
    RULESET.settle(state, EventLog())
    return state


def test_the_first_player_marker_moves_before_the_phases_played_in_turn():
    # 7. Wyłonienie pierwszego gracza; Fazy: the phases in turn go from the first player
    state = ready(*FOUR)
    assert state.phase == Phase.STORM
    second = state.order[1]
    order = state.order[1:] + state.order[:1]
    events = mod(state, f"set_first {second}")
    assert state.order == order
    assert public(events)[0].startswith(f"Moderator gives the first player marker to {second}")
    while state.phase in (Phase.STORM, Phase.SPICE_BLOW):
        mod(state, "force")
    refused(state, f"set_first {state.order[1]}", "storm or the spice blow phase")


def test_a_card_given_is_named_only_to_its_holder_and_the_moderators(game):
    # Karty bitwy: a hand is secret, its size public
    holder = seat(game, Faction.FREMEN)
    card = game.decks.battle[-1]
    check_secret_repair(RULESET, game, r.GiveCard(faction="fremen", card=card),
                        r.GiveCard(faction="fremen", card=game.decks.battle[0]), holder)
    events = mod(game, f"give_card fremen '{card}'")
    assert card in game.players[holder].battle_cards
    assert public(events) == [f"Moderator gives {holder} (Fremen) a battle card."]
    assert {e.audience for e in events if card in say(e.text)} == {to_seat(holder), MODERATOR}
    refused(game, f"give_card atreides '{card}'", f"{holder} holds it", "`take_card`")
    events = mod(game, f"take_card fremen '{card}'")
    assert game.decks.battle_discard[-1] == card  # the discards are face up
    assert public(events) == [f"Moderator discards {card} from {holder}'s hand."]
    refused(game, f"take_card fremen '{card}'", f"{holder} holds no")


def test_a_full_hand_of_market_cards_takes_no_more(game):
    # Faza pozyskiwania kart: a hand holds so many market cards (fewer with the small bazaar)
    for card in list(dict.fromkeys(game.decks.market))[:hand_limit(game) + 1]:
        player = game.players[seat(game, Faction.ATREIDES)]
        if len(player.market_cards) == hand_limit(game):
            refused(game, f"give_card atreides '{card}'", "a full hand", "`take_card`")
            return
        mod(game, f"give_card atreides '{card}'")
    raise AssertionError("the hand never filled")


def test_stacking_a_deck_tells_the_table_which_deck_and_the_moderators_which_card(game):
    card = game.decks.battle[-1]
    events = mod(game, f"stack battle '{card}'")
    assert game.decks.battle[0] == card  # the next card drawn
    assert public(events) == ["Moderator stacks the battle deck."]
    assert {e.audience for e in events if card in say(e.text)} == {MODERATOR}
    refused(game, "stack traitors 'No Such Leader'", "not a card of the traitor deck")


def test_the_harkonnens_traitors_wait_while_they_return_a_drawn_card():
    # HARKONNENOWIE, Zdrajcy: the Harkonnen drew a traitor card and must return one; their
    # traitors are set once they have (the card returned is theirs to choose)
    state = table(Faction.FREMEN, Faction.HARKONNEN)
    state.decks.traitors = ["Stilgar", "Chani"]
    harkonnen = seat(state, Faction.HARKONNEN)
    state.players[harkonnen].traitors = ["Duke Leto"]
    put(state, "Carthag", Faction.HARKONNEN, 10, 3)
    put(state, "Carthag", Faction.FREMEN, 10, 3)
    settle(state)
    play(state, harkonnen, "draw_traitor")
    refused(state, "set_traitors harkonnen 'Chani'", "returns one now",
            "Wait until they return it")

def test_traitor_cards_are_set_secretly_each_in_one_hand(game):
    # Przygotowanie do gry, 1. Zdrajcy: one card (the Harkonnen: as their board says)
    atreides, fremen = seat(game, Faction.ATREIDES), seat(game, Faction.FREMEN)
    theirs = game.players[fremen].traitors[0]
    refused(game, f"set_traitors atreides '{theirs}'", f"in {fremen}'s hand",
            f"Change {fremen}'s traitors first")
    free = game.decks.traitors[0]
    other = game.decks.traitors[1]
    refused(game, f"set_traitors atreides '{free}, {other}'", "at most 1 traitor card")
    old = game.players[atreides].traitors
    check_secret_repair(RULESET, game, r.SetTraitors(faction="atreides", leaders=free),
                        r.SetTraitors(faction="atreides", leaders=other), atreides)
    events = mod(game, f"set_traitors atreides '{free}'")
    assert game.players[atreides].traitors == [free]
    assert all(name in game.decks.traitors for name in old)
    assert public(events) == [f"Moderator changes {atreides}'s traitors."]
    assert {e.audience for e in events if free in say(e.text)} == {to_seat(atreides), MODERATOR}


def test_leaders_go_to_the_tanks_and_come_back(game):
    # Kadzie Tleilaxan: dead leaders wait in the tanks
    player = game.players[seat(game, Faction.IMPERIUM)]
    leader = player.leaders[0]
    mod(game, f"kill_leader '{leader}'")
    assert leader in player.dead and leader not in player.leaders
    refused(game, f"kill_leader '{leader}'", "in the tanks already", "`restore_leader")
    mod(game, f"restore_leader '{leader}'")
    assert leader in player.leaders
    refused(game, f"restore_leader '{leader}'", "not in the tanks")


def test_forces_are_set_by_sector_from_the_reserve_or_the_tanks(game):
    player = game.players[seat(game, Faction.HARKONNEN)]
    reserve = player.reserve
    refused(game, "set_tokens harkonnen 2 'Cielago South'", "sectors 1, 2: name one")
    mod(game, "set_tokens harkonnen 2 'Cielago South' 2")
    assert game.forces["Cielago South"][Faction.HARKONNEN] == {2: 2}
    assert player.reserve == reserve - 2
    refused(game, "set_tokens harkonnen 2 'Cielago South' 8", "lies in sectors 1, 2, not 8")
    mod(game, "set_tokens harkonnen 3 tanks")
    assert (player.tanks, player.reserve) == (3, reserve - 5)
    mod(game, "set_tokens harkonnen 0 'Cielago South' via=tanks")  # the one sector held
    assert player.tanks == 5 and "Cielago South" not in game.forces
    refused(game, "set_tokens harkonnen 1 tanks via=tanks", "from the reserve")


def test_spice_lies_only_where_it_blows(game):
    # Faza wybuchu przyprawy: spice is put on a territory's blow sector
    mod(game, "set_board_spice 6 'Cielago North'")
    assert game.spice["Cielago North"] == 6
    refused(game, "set_board_spice 6 Arrakeen", "No spice blows in Arrakeen")
    mod(game, "set_board_spice 0 'Cielago North'")
    assert "Cielago North" not in game.spice


def test_the_covered_stronghold_is_a_two_player_table(game):
    # Rozgrywka 2-osobowa, 4 warownie
    refused(game, "set_blocked carthag", "2-player game")
    duel = ready("Atreides", "Harkonnen", seed=3)
    old = duel.blocked
    free = next(s for s in STRONGHOLDS if s != old and s not in duel.forces)
    events = mod(duel, f"set_blocked '{free}'")
    assert duel.blocked == free
    assert public(events)[0] == f"Moderator sets the covered stronghold from {old} to {free}."
    other = next(s for s in STRONGHOLDS if s not in (free, old))
    mod(duel, f"set_tokens atreides 1 '{other}'")
    refused(duel, f"set_blocked '{other}'", "Forces are in", "`set_tokens`")


def test_spice_storm_and_round_are_public(game):
    player = game.players[seat(game, Faction.FREMEN)]
    events = mod(game, f"set_spice fremen {player.spice + 3}")
    assert public(events)[0].startswith(f"Moderator sets {player.seat}'s spice (Fremen)")
    refused(game, f"set_storm {game.storm}", "already")
    mod(game, "set_turn 3")
    assert game.round == 3
