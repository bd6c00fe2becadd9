"""`simulate --options preset=expansions`: the simulator plays the 1984 expansions, each
game checked after every command and replayed from its log."""

from __future__ import annotations

from bot.cli import main


def test_the_simulator_plays_the_expansions_preset(capsys):
    assert main(["simulate", "--games", "3", "--seed", "4", "--jobs", "1", "--options",
                 "preset=expansions"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("options: preset=expansions\n")
    assert "3 games (1 processes), 0 failed" in out and "winners:" in out


def test_the_simulator_plays_main_leaders_worth_eight(capsys):
    # THE DUEL, III.1; the Italian edition's main leaders of 8
    assert main(["simulate", "--games", "2", "--seed", "7", "--jobs", "1", "--options",
                 "duel=yes main_leader=8"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("options: duel=yes, main_leader=8\n")
    assert "2 games (1 processes), 0 failed" in out
