"""Settings from the environment: the database's durability level."""

import pytest

from bot.config import Config


def test_db_synchronous_defaults_to_normal_and_accepts_full(monkeypatch):
    monkeypatch.setenv("DISCORD_TOKEN", "t")
    monkeypatch.delenv("DUNE_DB_SYNCHRONOUS", raising=False)
    assert Config.from_env().db_synchronous == "NORMAL"
    monkeypatch.setenv("DUNE_DB_SYNCHRONOUS", " full ")
    assert Config.from_env().db_synchronous == "FULL"


def test_an_unknown_db_synchronous_stops_the_start_with_the_choices(monkeypatch):
    monkeypatch.setenv("DISCORD_TOKEN", "t")
    monkeypatch.setenv("DUNE_DB_SYNCHRONOUS", "OFF")
    with pytest.raises(SystemExit, match="DUNE_DB_SYNCHRONOUS must be NORMAL or FULL, not 'OFF'"):
        Config.from_env()
