"""The board as it stood at an earlier moment, on the fake Discord: `/board version:` and
`turn:`, their refusals, the menu under `/game log`, after a moderator's undo, and the
secrecy of what a player is shown (issue 33, replay to any moment)."""

from __future__ import annotations

import random

from bot.png import SIGNATURE
from engine.core import Session

from .fake_discord import ALICE, BOB, click, slash, start_game
from .test_discord_answers import answers, text_of

CAROL = 503
EPHEMERAL = 64


async def board_at(fake, bot, uid: int, fmt: str = "svg", **moment: int) -> list[dict]:
    """`/board` at a moment; as SVG unless asked (drawing the PNG takes a while)."""
    options = [{"name": "format", "value": fmt}]
    options += [{"name": name, "value": value} for name, value in moment.items()]
    return await answers(fake, bot, slash("board", options, uid=uid, names=fake.names))


async def play(fake, bot, uid: int, command: str, *, manage: bool = False) -> None:
    name = "mod" if manage else "do"
    got = await answers(fake, bot, slash(name, [{"name": "command", "value": command}],
                                         uid=uid, manage=manage, names=fake.names))
    assert any("✓" in t for t in text_of(got)), text_of(got)


def replayed(bot, played: int) -> Session:
    """The game rebuilt from its first `played` commands in effect now."""
    _, session = bot.service._sessions[1]
    return Session.replay(session.ruleset, session.origin, session.log[:played])


def board_texts(session: Session) -> list[str]:
    return session.ruleset.board(session.state).messages


def pick(custom_id: str, value: str, *, uid: int, names: dict, dm: bool = False) -> dict:
    """The choice of `value` in a menu (as Discord sends a select's interaction)."""
    payload = click(custom_id, uid=uid, names=names, dm=dm)
    payload["data"] = {"custom_id": custom_id, "component_type": 3, "values": [value]}
    payload["message"]["components"] = [{"type": 1, "components": [
        {"type": 3, "custom_id": custom_id, "options": [{"label": value, "value": value}]}]}]
    return payload


async def test_a_version_shows_the_public_board_then_headed_with_when(world):
    fake, bot = world
    await start_game(fake, bot)
    await play(fake, bot, ALICE, "dial 2")
    got = await board_at(fake, bot, BOB, "png", version=0)
    title, *board = text_of(got)
    assert title.startswith(
        "The board of game 1 as it stood at version 0 of 2 (turn 0), played <t:")
    assert "not the board now" in title
    assert board == board_texts(replayed(bot, 0))
    assert board != board_texts(replayed(bot, 2))
    assert all(r["data"]["flags"] & EPHEMERAL for r in got if (r.get("data") or {}).get(
        "content"))
    png = next(data for _, name, data in fake.files if name == "board-1-v0.png")
    assert png.startswith(SIGNATURE)


async def test_a_turn_shows_the_board_at_its_start(world):
    fake, bot = world
    await start_game(fake, bot)
    await play(fake, bot, ALICE, "dial 2")
    title, *board = text_of(await board_at(fake, bot, BOB, turn=1))
    assert title.startswith("The board of game 1 as it stood at version 1 of 2 (turn 1)")
    assert board == board_texts(replayed(bot, 1))


async def test_a_moment_the_game_never_had_is_refused_with_what_may_be_asked(world):
    fake, bot = world
    await start_game(fake, bot)
    (refusal,) = text_of(await board_at(fake, bot, BOB, version=9))
    assert "no version 9: the versions whose board can be shown are 0–1." in refusal
    (refusal,) = text_of(await board_at(fake, bot, BOB, turn=4))
    assert "not been at turn 4: the turns it has reached are 0–1." in refusal
    (refusal,) = text_of(await board_at(fake, bot, BOB, version=1, turn=1))
    assert refusal.startswith("Give `version` or `turn`, not both")
    (refusal,) = text_of(await board_at(fake, bot, BOB, version=-1))
    assert "version" in refusal and "0" in refusal
    assert not any(name.startswith("board-1-v") for _, name, _ in fake.files)


async def test_a_players_replay_board_holds_no_secret(world):
    """At version 1 each seat holds secrets (its traitors, its cards): the board Bob is
    shown is the same whatever they are, dealt anew by `disguise` for a spectator."""
    fake, bot = world
    await start_game(fake, bot)
    await play(fake, bot, ALICE, "dial 2")
    then = replayed(bot, 1)
    assert then.state.players["atreides"].traitors  # secrets were held then
    _, *board = text_of(await board_at(fake, bot, BOB, version=1))
    for seed in range(3):
        disguised = then.ruleset.disguise(then.state, None, random.Random(seed))
        assert board == then.ruleset.board(disguised).messages
    hidden = [str(t) for p in then.state.players.values() for t in [*p.traitors, *p.hand]]
    assert not any(name in " ".join(board) for name in hidden)


async def test_the_log_numbers_its_lines_and_its_menu_shows_their_boards(world):
    fake, bot = world
    await start_game(fake, bot)
    await play(fake, bot, ALICE, "dial 2")
    got = await answers(fake, bot, slash("game", [], uid=BOB, sub="log", names=fake.names))
    (log,) = text_of(got)
    assert log.startswith("Game 1, last") and "\n`v1` " in log and "\n`v2` " in log
    menu = next(c for r in got for row in (r.get("data") or {}).get("components", [])
                for c in row["components"])
    assert menu["custom_id"] == "dune:moment:1"
    assert [o["value"] for o in menu["options"]] == ["0", "1", "2"][-len(menu["options"]):]
    title, *board = text_of(await answers(fake, bot, pick("dune:moment:1", "1", uid=BOB,
                                                          names=fake.names)))
    assert title.startswith("The board of game 1 as it stood at version 1 of 2")
    assert board == board_texts(replayed(bot, 1))


async def test_a_stale_forged_or_foreign_menu_press_is_refused_with_what_works(world):
    fake, bot = world
    fake.names[CAROL] = "carol"
    await start_game(fake, bot)
    await play(fake, bot, ALICE, "dial 2")
    await play(fake, bot, ALICE, "undo", manage=True)
    (refusal,) = text_of(await answers(fake, bot, pick("dune:moment:1", "2", uid=BOB,
                                                       names=fake.names)))
    assert "Version 2 of game 1 was taken back" in refusal and "are 0–1, 3." in refusal
    (refusal,) = text_of(await answers(fake, bot, pick("dune:moment:1", "x", uid=BOB,
                                                       names=fake.names)))
    assert refusal == "Choose one of the options."
    (refusal,) = text_of(await answers(fake, bot, pick("dune:moment:7", "1", uid=BOB,
                                                       names=fake.names)))
    assert refusal == "This channel's game is 1; use game 7 in its own channel or by DM."
    (refusal,) = text_of(await answers(fake, bot, pick("dune:moment:1", "1", uid=CAROL,
                                                       names=fake.names, dm=True)))
    assert "game 1" in refusal.lower()  # no seat in it: its board is this channel's
    assert not any(name.startswith("board-1-v") for _, name, _ in fake.files)


async def test_after_an_undo_the_log_offers_no_board_it_took_back(world):
    fake, bot = world
    await start_game(fake, bot)
    await play(fake, bot, ALICE, "dial 2")
    await play(fake, bot, ALICE, "undo", manage=True)
    got = await answers(fake, bot, slash("game", [], uid=BOB, sub="log", names=fake.names))
    (log,) = text_of(got)
    assert "`v2` (taken back)" in log
    menu = next(c for r in got for row in (r.get("data") or {}).get("components", [])
                for c in row["components"])
    assert "2" not in [o["value"] for o in menu["options"]]
    title, *board = text_of(await board_at(fake, bot, BOB, version=3))
    assert title.startswith("The board of game 1 as it stood at version 3 of 3 (turn 1)")
    assert board == board_texts(replayed(bot, 1))
