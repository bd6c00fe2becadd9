"""XIII.A-B: what lies behind the shield, the `open_spice` option, and `reveal`.

XIII.B: "All reserves and spice should be kept in the pocket of the shield. The number of
treachery cards held must be kept open during the bidding round but can be kept secret at
all other times." Secrecy is tested by non-interference: changing what is behind one shield
changes nothing the table sees.
"""

import pytest

from engine.core import Origin, SeatSpec, Session
from engine.core.words import say
from engine.rulesets.classic.data import Faction
from engine.rulesets.classic.model.state import Phase
from engine.rulesets.classic.protocol.ruleset import RULESET
from engine.rulesets.classic.protocol.simulate import play, random_origin
from engine.rulesets.classic.view.picture import shield_front
from engine.rulesets.classic.view.scene import scene

from .conftest import Game
from .helpers import dial_storm, to_movement_round, to_turn_storm

A, H, E = Faction.ATREIDES, Faction.HARKONNEN, Faction.EMPEROR
TRIO = "a:atreides,h:harkonnen,e:emperor"


def open_spice_game(seats: str = TRIO, seed: int = 2) -> Game:
    game = Game(seats, seed)
    specs = [SeatSpec(name=p.seat, faction=f.value) for f, p in game.state.players.items()]
    game.session, game.events = Session.new(
        RULESET, Origin(ruleset="classic", options={"open_spice": True}, seats=specs,
                        seed=seed))
    return game


def table_sees(game) -> tuple:
    """Everything public: the view, the waiting line and both board pictures."""
    state = game.state
    compact, detail = RULESET.board(state), RULESET.board(state, detail=True)
    return (RULESET.view(state, None)["public"],
            [(d.seat, d.kind, say(d.prompt)) for d in RULESET.pending(state)],
            compact.svg, compact.messages, detail.messages, RULESET.board_mark(state))


def test_a_seats_spice_changes_nothing_the_table_sees(make_game):
    # XIII.B: "All reserves and spice should be kept in the pocket of the shield."
    game = make_game(TRIO, seed=2)
    to_movement_round(game)
    before = table_sees(game)
    game.state.players[H].spice += 37
    assert table_sees(game) == before
    assert RULESET.view(game.state, "h")["private"]["spice"] == game.state.players[H].spice


def test_the_board_legend_shows_reserves_but_no_spice(make_game):
    # XIII.B: spice behind the shield; reserves follow from the tokens on Dune and in the
    # tanks, both on the table, so the legend keeps them
    game = make_game(TRIO, seed=2)
    to_movement_round(game)
    shields = next(line for m in RULESET.board(game.state, detail=True).messages
                   for line in m.splitlines() if line.startswith("Shields:"))
    assert "spice" not in shields and "reserves 10" in shields


def test_the_number_of_cards_is_open_only_in_the_bidding_round(make_game):
    # XIII.B: "The number of treachery cards held must be kept open during the bidding round
    # but can be kept secret at all other times."
    game = make_game(TRIO, seed=2)
    to_turn_storm(game, 1)
    dial_storm(game, 0, 1)
    assert game.state.phase == Phase.BIDDING
    players = RULESET.view(game.state, None)["public"]["players"]
    assert {f: p["cards"] for f, p in players.items()} == {
        f.value: len(p.hand) for f, p in game.state.players.items()}
    while game.state.phase != Phase.MOVEMENT:
        game.do("mod: force")
    before = table_sees(game)
    game.state.players[E].hand.append("Baliset")  # the decks are public: no draw
    assert table_sees(game) == before


@pytest.mark.parametrize("spice", [0, 1, 9])
def test_who_is_asked_to_pay_for_revival_does_not_depend_on_spice(make_game, spice):
    # XIII.B and IX.B.2: asking only the seats that can pay 2 spice would show who cannot
    seen = []
    for amount in (spice, 20):
        game = make_game(TRIO, seed=2)
        to_turn_storm(game, 1)
        dial_storm(game, 0, 1)
        h = game.state.players[H]
        h.reserves, h.tanks = h.reserves - 4, h.tanks + 4
        h.spice = amount
        while game.state.phase == Phase.BIDDING:
            game.do("mod: force")
        assert game.state.phase == Phase.REVIVAL
        seen.append((game.public_texts(), table_sees(game)[:2]))
    assert seen[0] == seen[1]
    assert ("h", "revive") in [(seat, kind) for seat, kind, _ in seen[0][1][1]]


def test_a_moderators_spice_correction_tells_the_amount_only_to_the_seat(make_game):
    # XIII.B: the moderator's fix is seen, the amount stays behind the shield
    game = make_game(TRIO, seed=2)
    events = game.do("mod: set_spice harkonnen 23")
    assert game.public_texts(events) == ["Moderator corrects Harkonnen's spice."]
    private = [say(e.text) for e in events if e.visible_to("h") and not e.is_public]
    assert private == ["Moderator sets Harkonnen's spice from 10 to 23."]
    assert not any("23" in say(e.text) for e in events if e.visible_to("a"))


def test_the_open_spice_option_shows_every_seats_spice():
    # XIII.A: players may show their spice; a table may agree to play with it open
    game = open_spice_game()
    to_movement_round(game)
    players = RULESET.view(game.state, None)["public"]["players"]
    assert {f: p["spice"] for f, p in players.items()} == {
        f.value: p.spice for f, p in game.state.players.items()}
    detail = "\n".join(RULESET.board(game.state, detail=True).messages)
    front = say(shield_front(scene(game.state).mark(A)))
    assert front.endswith(f", spice {game.state.players[A].spice}")
    assert f"A {front}, on Dune" in detail
    assert front in RULESET.board(game.state).svg
    events = game.do("mod: set_spice harkonnen 23")
    assert game.public_texts(events) == ["Moderator sets Harkonnen's spice from 10 to 23."]


def test_the_open_spice_option_is_off_by_default(make_game):
    # XIII.B: the rulebook's default is the shield's pocket
    game = make_game(TRIO, seed=2)
    assert game.state.options.open_spice is False
    players = RULESET.view(game.state, None)["public"]["players"]
    assert not any("spice" in p for p in players.values())


def test_reveal_shows_spice_card_count_hand_or_traitors_to_the_table(make_game):
    # XIII.A: "Players are never required to keep secret the strength of their reserves,
    # cards, or spice held, or traitors selected although they are never obligated to
    # reveal this information."
    game = make_game(TRIO, seed=2)
    h = game.state.players[H]
    before = game.state.model_dump_json()
    events = game.do("h: reveal spice")
    assert game.public_texts(events) == [f"Harkonnen shows their spice: {h.spice}."]
    assert game.state.model_dump_json() == before
    events = game.do("h: reveal cards")
    assert game.public_texts(events) == [
        f"Harkonnen shows that they hold {len(h.hand)} treachery cards."]
    events = game.do("h: reveal hand")
    assert game.public_texts(events) == [f"Harkonnen shows their hand: {', '.join(h.hand)}."]
    game.state.players[H].traitors = ["Duncan Idaho"]
    events = game.do("h: reveal traitors")
    assert game.public_texts(events) == [
        "Harkonnen shows the traitors in their pay: Duncan Idaho."]
    game.rejects("h: reveal dial", "spice", "cards", "hand", "traitors")
    game.state.players[H].hand, game.state.players[H].traitors = [], []
    assert game.public_texts(game.do("h: reveal hand")) == [
        "Harkonnen shows their hand: no cards."]
    assert game.public_texts(game.do("h: reveal traitors")) == [
        "Harkonnen shows the traitors in their pay: no traitor."]


def test_the_spice_bank_is_not_public(make_game):
    # XIII.B: with a counted bank, the table could subtract it to find the players' spice
    game = make_game("a:atreides,h:harkonnen", seed=2)
    assert "bank" not in RULESET.view(game.state, None)["public"]


def shift_shields(state):
    """A copy with more spice behind every shield and, outside bidding, one more card; not
    while a Voice commands a worthless card, which would bind the plan to the extra one
    (the Voice is public, and so is what it makes of a plan)."""
    other = state.model_copy(deep=True)
    fight = other.battles.current if other.battles else None
    voiced = "worthless" in ((fight.voice or "") if fight else "")
    for player in other.players.values():
        player.spice += 7
        if other.phase != Phase.BIDDING and not voiced:
            player.hand.append("Baliset")
    return other


def public(events: list) -> list:
    return [(e.kind, say(e.text), e.data) for e in events if e.is_public]


def waiting_line(state) -> list:
    """The public pending prompts: every decision the table is shown (not the DMs)."""
    return [(d.seat, d.kind, say(d.prompt)) for d in RULESET.pending(state) if not d.secret]


@pytest.mark.parametrize("seed", range(6))
def test_random_games_never_show_what_is_behind_a_shield(seed):
    # XIII.B, non-interference over random games: after every command, more spice behind
    # every shield (and more cards, outside bidding) changes no public view, board, public
    # pending prompt, nor the public events of the next command
    before: list = []

    def check(session: Session, events: list) -> None:
        state = session.state
        other = shift_shields(state)
        assert RULESET.view(other, None) == RULESET.view(state, None)
        assert scene(other) == scene(state)
        assert waiting_line(other) == waiting_line(state)
        # entering the bidding the card counts are announced (XIII.B, VIII.F): a shifted
        # hand shows there by right, so that one command is compared by the view alone
        if before and not (state.phase == Phase.BIDDING != before[0].phase):
            entry = session.log[-1]
            shifted = shift_shields(before[0])
            again = RULESET.apply(shifted, entry.actor, RULESET.registry.load(entry.command))
            assert public(again) == public(events), entry
        before[:] = [state.model_copy(deep=True)]

    origin = random_origin(seed)  # any rule options, but spice behind the shield
    origin = origin.model_copy(update={"options": {**origin.options, "open_spice": False}})
    outcome = play(origin, seed=seed, check=check, until=lambda s: s.turn > 3)
    assert outcome.commands > 20
