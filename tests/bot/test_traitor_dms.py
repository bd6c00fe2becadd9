"""Who holds a traitor must not show in what the bot sends (X.D, Q&A 7): at the reveal every
seat asked whether to call a traitor gets the same DMs, holder or not, so neither the public
events, the waiting line, nor which seats are sent DMs (and so which seats the channel says
it cannot DM) depend on it."""

from __future__ import annotations

import itertools
import json
from collections import Counter

from bot.service import GameService
from bot.storage import SeatRecord, SqliteStore
from engine.rulesets.classic.data import Faction
from tests.classic.conftest import Game
from tests.classic.helpers import before_the_reveal

A, H, E = Faction.ATREIDES, Faction.HARKONNEN, Faction.EMPEROR
USERS = {"a": 11, "h": 12, "e": 13}
CHANNEL = 42


async def owed_by_the_reveal(store: SqliteStore, game: Game,
                             channel: int = CHANNEL) -> tuple[list, Counter]:
    """The stored game's messages owed by the command that reveals the plans: the
    channel's payloads, and how many DMs each seat is sent."""
    origin = game.session.origin
    game_id = await store.create_game(
        ruleset="classic", options=json.dumps({"options": origin.options, "seats": [
            s.model_dump() for s in origin.seats]}), seed=origin.seed, events=[],
        seats=[SeatRecord(p.seat, str(p.faction), USERS[p.seat])
               for p in game.state.players.values()],
        state=game.state.model_dump_json(), channel_id=channel)
    service = GameService(store)
    _, session = await service.session(game_id)
    outcome = await service.execute(game_id, "h", session.parse("plan 4 umman kudu"))
    assert outcome is not None and any(e.kind == "battle_reveal" for e in outcome.events)
    owed = [m for m in await store.pending_messages(1000) if m.game_id == game_id]
    public = [json.loads(m.payload) for m in owed if m.target == f"channel:{channel}"]
    return public, Counter(m.target for m in owed if m.target.startswith("seat:"))


async def test_the_reveal_owes_the_same_public_messages_and_dms_whoever_holds_a_traitor(
        tmp_path):
    # X.D.1, Q&A 7: every scramble of who holds the two revealed leaders
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        seen = [await owed_by_the_reveal(store, before_the_reveal(thufir, kudu), CHANNEL + n)
                for n, (thufir, kudu) in enumerate(itertools.product((None, H, E),
                                                                     (None, A, E)))]
    public, dms = seen[0]
    assert any("Traitors?" in p["text"] for p in public)
    assert any(p["text"].startswith("Waiting for <@11> (call_traitor), <@12> (call_traitor)")
               for p in public)
    assert dms == Counter({"seat:a": 2, "seat:h": 2})  # a word and the buttons, each
    assert all(other == seen[0] for other in seen)


async def test_a_seat_with_only_one_legal_answer_is_sent_its_button(tmp_path):
    # X.D.1: nobody holds a traitor, yet each side is sent the prompt with `call_traitor no`
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        await owed_by_the_reveal(store, before_the_reveal(None, None))
        choices = {m.target: json.loads(m.payload) for m in await store.pending_messages(1000)
                   if "choices" in json.loads(m.payload)}
    assert {seat: p["choices"] for seat, p in choices.items()} == {
        "seat:a": ["call_traitor no"],
        "seat:h": ["call_traitor no"]}
    assert choices["seat:a"]["text"] == choices["seat:h"]["text"]  # the same prompt
