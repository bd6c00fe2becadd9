"""The command line: static data, simulation and the demo."""

import json
import os
import subprocess
import sys

from bot.cli import main


def test_data_classic_json(capsys):
    assert main(["data", "classic", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert len(data["board"]["territories"]) == 42
    assert len(data["treachery_deck"]) == 33 and len(data["leaders"]) == 30
    arrakeen = next(t for t in data["board"]["territories"] if t["name"] == "Arrakeen")
    assert arrakeen["kind"] == "stronghold" and arrakeen["shield_wall"]


def test_data_text_and_unknown_ruleset(capsys):
    assert main(["data", "classic"]) == 0
    assert "Feyd-Rautha" in capsys.readouterr().out
    assert main(["data", "monopoly"]) == 2


def test_simulate_and_demo(capsys):
    assert main(["simulate", "--games", "3", "--seed", "9", "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    assert "3 games (1 processes), 0 failed" in out and "winners:" in out
    assert main(["demo", "--seed", "2", "--steps", "3"]) == 0
    out = capsys.readouterr().out
    assert "Turn 1: storm round" in out and "[seat:" not in out


def test_a_reader_that_stops_early_ends_the_output_quietly():
    # `dune-moderator data classic | head -1`: no BrokenPipeError traceback, status 0; the
    # reading end is closed before the first write, so every write meets a broken pipe
    read, write = os.pipe()
    os.close(read)
    proc = subprocess.run([sys.executable, "-m", "bot.cli", "data", "classic"], stdout=write,
                          stderr=subprocess.PIPE, timeout=60, check=False)
    os.close(write)
    assert (proc.returncode, proc.stderr) == (0, b"")
