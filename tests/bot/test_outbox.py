"""The outbox: messages owed to Discord are stored with the command, then delivered once."""

from __future__ import annotations

import json
import re

from bot.outbox import asked, messages_for, offer_message, waiting_line, waiting_message
from bot.service import GameService, _offers
from bot.storage import SqliteStore
from engine.core import Decision, Event, Origin, SeatSpec, Session
from engine.core.ruleset import Form, FormField, Offer, Raise
from tests.conformance.pebbles import PEBBLES

SEATS = [SeatSpec(name="alice", faction="atreides"), SeatSpec(name="bob", faction="harkonnen")]


def test_messages_for_routes_by_audience():
    events = [Event(kind="x", text="public one"),
              Event(kind="y", text="for alice", audience="seat:alice"),
              Event(kind="z", text="mod note", audience="moderator")]
    out = messages_for(events, 7)
    assert [(m.target, json.loads(m.payload)["text"]) for m in out] == [
        ("channel:7", "public one"), ("seat:alice", "for alice")]
    assert messages_for(events, None) == []


async def test_commands_owe_their_messages_in_the_same_transaction(tmp_path):
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        service = GameService(store)
        game_id, _ = await service.create(
            Origin(ruleset="classic", options={}, seats=SEATS, seed=1), channel_id=42)
        owed = await store.pending_messages(1000)
        assert {m.target for m in owed} == {"channel:42", "seat:alice", "seat:bob"}
        alice = " ".join(json.loads(m.payload)["text"] for m in owed if m.target == "seat:alice")
        _, session = await service.session(game_id)
        for card in session.state.players["atreides"].hand:
            assert f"You receive {card}." in alice
        channel = " ".join(json.loads(m.payload)["text"] for m in owed if m.target == "channel:42")
        assert "You receive" not in channel
        before = len(owed)
        await service.execute(game_id, "mod", session.parse("force"))
        assert len(await store.pending_messages(1000)) > before


async def test_table_games_owe_nothing(tmp_path):
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        await GameService(store).create(Origin(ruleset="classic", options={}, seats=SEATS,
                                               seed=1))
        assert await store.pending_messages() == []


async def test_the_channel_is_told_whom_the_game_waits_for(tmp_path):
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        service = GameService(store)
        game_id, _ = await service.create(
            Origin(ruleset="classic", options={}, seats=SEATS, seed=1), channel_id=42,
            users={"alice": 11, "bob": 12})
        texts = [json.loads(m.payload)["text"] for m in await store.pending_messages(1000)
                 if m.target == "channel:42"]
        assert texts[-1].startswith("Waiting for <@1")  # a mention, not a seat name
        _, session = await service.session(game_id)
        await service.execute(game_id, "mod", session.parse("force"))
        texts = [json.loads(m.payload)["text"] for m in await store.pending_messages(1000)
                 if m.target == "channel:42"]
        assert texts[-1].startswith("Waiting for <@1")


async def test_a_board_snapshot_is_owed_once_per_step_that_changed_the_board(tmp_path):
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        service = GameService(store)
        game_id, _ = await service.create(
            Origin(ruleset="classic", options={}, seats=SEATS, seed=1), channel_id=42,
            users={"alice": 11, "bob": 12})

        async def snapshots() -> list[dict]:
            return [p for m in await store.pending_messages(1000)
                    if "board" in (p := json.loads(m.payload))]

        (first,) = await snapshots()  # the opening board, as the shields place tokens
        assert first["board"] == "0:setup" and "A10" in first["text"]
        assert first["svg"].startswith("<svg")
        _, session = await service.session(game_id)
        await service.execute(game_id, "mod", session.parse("force"))  # the traitor choice
        assert len(await snapshots()) == 1  # set-up's end leaves the board as it was
        dialers = [session.state.players[f].seat for f in session.state.storm_dialers]
        await service.execute(game_id, dialers[0], session.parse("dial 2"))
        assert len(await snapshots()) == 1  # a dial ends no step
        await service.execute(game_id, dialers[1], session.parse("dial 3"))
        second = (await snapshots())[-1]
        assert second["board"].startswith("1:bidding") and len(await snapshots()) == 2
        bidder = session.ruleset.pending(session.state)[0].seat
        await service.execute(game_id, bidder, session.parse("bid 1"))
        assert len(await snapshots()) == 2  # bids never change the board
        await service.execute(game_id, "mod", session.parse("undo 2"))
        # no seat's secrets in the public picture
        for player in session.state.players.values():
            for card in player.hand:
                hidden = re.compile(rf"\b{re.escape(card)}\b(?! Wall)")  # not the Shield Wall
                assert not hidden.search(second["text"]) and not hidden.search(second["svg"])
        await service.execute(game_id, "mod", session.parse("undo"))
        assert (await snapshots())[-1]["board"].startswith("1:storm")  # the board went back
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        assert await store.board_key(game_id) == service.rulesets["classic"].board_mark(
            (await GameService(store).session(game_id))[1].state)[1]


def test_the_waiting_line_names_the_deadline_when_there_is_one():
    from engine.core import Decision

    decisions = [Decision(seat="alice", kind="bid", prompt="Bid or pass.")]
    assert waiting_line(decisions, {"alice": 11}, set()) == "Waiting for <@11> (bid)."
    line = waiting_line(decisions, {"alice": 11}, set(), due=1_800_000_000)
    assert line is not None and re.search(r"Deadline <t:\d+:R>, then the default applies", line)
    assert waiting_line(decisions, {"alice": 11}, {asked(decisions[0])}) is None  # unchanged


def pebbles_session() -> Session:
    seats = [SeatSpec(name="a"), SeatSpec(name="b")]
    session, _ = Session.new(PEBBLES, Origin(ruleset="pebbles", options={}, seats=seats,
                                             seed=1))
    return session


def test_every_decision_but_a_raise_is_sent_the_rulesets_offer_by_dm():
    session = pebbles_session()
    take = PEBBLES.pending(session.state)[0]
    (dm,) = _offers(session, [take], set())
    assert dm.target == f"seat:{take.seat}"
    assert json.loads(dm.payload) == {"text": take.prompt, "token": take.token(),
                                      "choices": ["take 1", "take 2", "take 3"],
                                      "language": "en"}
    assert _offers(session, [take], {asked(take)}) == []  # asked already
    again = take.model_copy(update={"key": "round 2"})  # the same seat's next occurrence
    assert len(_offers(session, [again], {asked(take)})) == 1
    assert _offers(session, [take.model_copy(update={"ui": "raise"})], set()) == []
    assert _offers(session, [take.model_copy(update={"ui": "text"})], set()) == []  # no offer


def test_a_raise_puts_its_steps_on_the_waiting_line_and_a_form_its_button_in_the_dm():
    spec = Raise(command="take", amount="count", base=0, pass_command="take 1", steps=(1, 2))
    raising = Decision(seat="a", kind="take", prompt="Raise.", ui="raise", raise_=spec)
    plain = Decision(seat="b", kind="take", prompt="Take.")
    assert json.loads(waiting_message(1, "Waiting", [plain, raising], {"a": 11})
                      .payload)["raise"] == {"steps": [1, 2], "token": raising.token()}
    assert "raise" not in json.loads(waiting_message(1, "Waiting", [plain], {}).payload)
    form = Form(command="take", title="Take", button="Fill in", fields=(
        FormField(name="count", label="Count", description="1 to 3"),))
    assert json.loads(offer_message(plain, Offer(text="Fill it in.", form=form))
                      .payload) == {"text": "Fill it in.", "form": {"button": "Fill in"},
                                    "token": plain.token(), "language": "en"}


def test_a_waiting_line_is_keyed_by_its_seats_whatever_they_are_asked():
    from bot.outbox import waiting_seats

    roll = [Decision(seat="b", kind="roll", prompt="Roll."), Decision(seat="a", kind="vote",
                                                                     prompt="Vote.")]
    keep = [Decision(seat="a", kind="keep", prompt="Keep."), Decision(seat="b", kind="keep",
                                                                     prompt="Keep.")]
    assert waiting_seats(roll) == waiting_seats(keep)
    assert waiting_seats(roll[:1]) != waiting_seats(roll)
    odd = [Decision(seat="a,b", kind="roll", prompt="Roll.")]  # a name cannot pose as two
    assert waiting_seats(odd) != waiting_seats(roll)
    line = json.loads(waiting_message(1, "Waiting", roll, {"a": 11, "b": 12}, ping=False)
                      .payload)
    assert line["mentions"] == [] and line["waiting"] == waiting_seats(roll)
