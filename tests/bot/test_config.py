"""Settings from the environment: each one checked, and each one documented."""

import os
from pathlib import Path

import pytest

from bot.config import Config
from bot.png import LIMIT


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


def test_an_unknown_log_level_stops_the_start_with_the_choices(monkeypatch):
    monkeypatch.setenv("DISCORD_TOKEN", "t")
    monkeypatch.setenv("DUNE_LOG_LEVEL", "verbose")
    with pytest.raises(SystemExit, match="DUNE_LOG_LEVEL must be DEBUG, INFO, WARNING, ERROR, "
                                         "not 'VERBOSE'"):
        Config.from_env()


class Reading(dict):
    """An environment that notes every name read from it."""

    def __init__(self, values: dict[str, str]) -> None:
        super().__init__(values)
        self.read: list[str] = []

    def get(self, name, default=None):
        self.read.append(name)
        return super().get(name, default)


def test_env_example_lists_every_setting_the_bot_reads_each_with_a_comment(monkeypatch):
    environ = Reading({"DISCORD_TOKEN": "t"})
    monkeypatch.setattr(os, "environ", environ)
    Config.from_env()
    lines = (Path(__file__).parents[2] / ".env.example").read_text().splitlines()
    listed = {line.partition("=")[0]: n for n, line in enumerate(lines)
              if line and not line.startswith("#")}
    assert set(environ.read) == set(listed)
    for name, n in listed.items():
        assert lines[n - 1].startswith("# "), f"{name} has no comment above it"


def test_the_data_folder_is_optional_and_must_exist_when_set(monkeypatch, tmp_path):
    monkeypatch.setenv("DISCORD_TOKEN", "t")
    monkeypatch.delenv("DUNE_DATA_DIR", raising=False)
    assert Config.from_env().data_dir is None
    monkeypatch.setenv("DUNE_DATA_DIR", f" {tmp_path} ")
    assert Config.from_env().data_dir == str(tmp_path)
    monkeypatch.setenv("DUNE_DATA_DIR", str(tmp_path / "absent"))
    with pytest.raises(SystemExit, match="DUNE_DATA_DIR must be a folder that exists"):
        Config.from_env()


def test_the_png_limit_defaults_to_the_painters_and_must_be_positive_seconds(monkeypatch):
    monkeypatch.setenv("DISCORD_TOKEN", "t")
    monkeypatch.delenv("DUNE_PNG_LIMIT", raising=False)
    assert Config.from_env().png_limit == LIMIT
    monkeypatch.setenv("DUNE_PNG_LIMIT", " 2.5 ")
    assert Config.from_env().png_limit == 2.5
    for wrong in ("0", "-1", "soon", "inf", "nan"):
        monkeypatch.setenv("DUNE_PNG_LIMIT", wrong)
        with pytest.raises(SystemExit, match=f"DUNE_PNG_LIMIT must be a positive number of "
                                             f"seconds, not '{wrong}'"):
            Config.from_env()
