"""`help` at the table shows what each seat may use now (from the ruleset's `legal`), the
moderator's commands apart, and the whole list only when asked; a command that tells
nobody anything is still acknowledged, with what the game waits for now."""

from __future__ import annotations

from bot.table import parse_seats
from engine.core import Command, Origin, Session
from engine.core.moderation import game_registry
from engine.rulesets.classic.protocol.ruleset import RULESET
from tests.conformance.pebbles import Pebbles, Take

from .table_answers import SEATS, answers


def line_of(reply: str, start: str) -> str:
    return next(x for x in reply.splitlines() if x.strip().startswith(start))


async def test_help_names_only_what_each_seat_may_use_now_and_the_moderators_apart(tmp_path):
    [reply] = await answers(tmp_path, "help")
    assert line_of(reply, "alice").endswith("may now use: `traitor`")
    assert line_of(reply, "bob").endswith("may now use: nothing now")
    assert line_of(reply, "carol").endswith("may now use: `traitor`, `place`")
    moderator = line_of(reply, "mod (moderator)")
    assert "force" in moderator and "undo" in moderator
    seat_lines = [line_of(reply, s) for s in ("alice", "bob", "carol")]
    assert not any(word in x for x in seat_lines for word in ("force", "bid", "ship"))


async def test_help_for_a_seat_gives_the_usage_and_moves_of_its_commands_now(tmp_path):
    [reply] = await answers(tmp_path, "help alice")
    (line,) = reply.splitlines()
    assert line.startswith("  `traitor <leader>` ")
    legal = [RULESET.registry.usage_of(c) for c in _legal_of_alice()]
    assert all(f"`{move}`" in line for move in legal[:3])


def _legal_of_alice() -> list[Command]:
    session, _ = Session.new(RULESET, Origin(ruleset="classic", options={},
                                             seats=parse_seats(SEATS), seed=3))
    return RULESET.legal(session.state, "alice")


async def test_help_for_a_seat_with_nothing_to_do_says_whom_the_game_waits_for(tmp_path):
    [reply] = await answers(tmp_path, "help bob")
    assert reply == ("  bob may use no command now. The game waits for alice (`traitor`), "
                     "carol (`traitor`), carol (`place`).\n")


async def test_help_all_lists_every_command_with_the_moderators_apart(tmp_path):
    [reply] = await answers(tmp_path, "help all")
    lines = reply.splitlines()
    apart = lines.index("  moderator:")
    players, moderators = " ".join(lines[:apart]), " ".join(lines[apart:])
    assert "bid <amount>" in players and "ship " in players and "force" not in players
    assert "force [seat]" in moderators and "bid <amount>" not in moderators


async def test_help_mod_gives_the_moderators_commands_and_help_of_a_stranger_is_refused(
        tmp_path):
    moderator, stranger = await answers(tmp_path, "help mod", "help zed")
    assert "force [seat]" in moderator and "traitor <leader>" not in moderator
    assert stranger == "! No seat `zed`; seats: alice, bob, carol and mod.\n"


quiet = game_registry()
quiet.register(Take)


@quiet.command()
class Ready(Command):
    name = "ready"
    summary = "Say you are ready; nothing is announced."


class ReadyPebbles(Pebbles):
    """Pebbles with a command that tells nobody anything, as a nexus's `ready` does."""

    name = "readypebbles"
    registry = quiet

    def play(self, state, seat, command, log) -> None:
        if not isinstance(command, Ready):
            super().play(state, seat, command, log)


async def test_a_command_that_announces_nothing_is_still_acknowledged(tmp_path):
    game = ReadyPebbles()
    ready, take = await answers(tmp_path, "bob: ready", "alice: take 1",
                                rulesets={game.name: game}, ruleset=game.name,
                                seats="alice:amber,bob:jade")
    assert ready == ("> bob: ready\n"
                     "  (Accepted; nothing is announced. The game waits for alice (`take`).)\n")
    assert "Accepted" not in take  # its own public event says it
