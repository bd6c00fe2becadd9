"""The database and shard settings: a PostgreSQL URL or the SQLite file, which shards a
process runs, and the one-line refusals of anything else."""

from __future__ import annotations

import pytest

from bot.config import Config, Shards


@pytest.fixture(autouse=True)
def token(monkeypatch):
    monkeypatch.setenv("DISCORD_TOKEN", "t")
    for name in ("DUNE_DATABASE_URL", "DUNE_SHARDS", "DUNE_DB"):
        monkeypatch.delenv(name, raising=False)


def refusal(monkeypatch, **settings: str) -> str:
    for name, value in settings.items():
        monkeypatch.setenv(name, value)
    with pytest.raises(SystemExit) as stopped:
        Config.from_env()
    line = str(stopped.value)
    assert "\n" not in line
    return line


def test_without_a_database_url_the_games_live_in_the_sqlite_file(monkeypatch):
    monkeypatch.setenv("DUNE_DB", "games/here.sqlite3")
    config = Config.from_env()
    assert config.database_url is None and config.database == "games/here.sqlite3"


@pytest.mark.parametrize("url", ["postgresql://dune:pw@db:5432/dune", "postgres://db/dune"])
def test_a_postgresql_url_names_the_database_instead_of_the_file(monkeypatch, url):
    monkeypatch.setenv("DUNE_DATABASE_URL", f" {url} ")
    assert Config.from_env().database == url


def test_another_url_is_refused_naming_only_its_scheme_never_its_password(monkeypatch):
    line = refusal(monkeypatch, DUNE_DATABASE_URL="mysql://dune:secret@db/dune")
    assert line.startswith("DUNE_DATABASE_URL must be a PostgreSQL server's URL, beginning "
                           "with postgresql:// or postgres://")
    assert line.endswith("begins with 'mysql://'.") and "secret" not in line
    line = refusal(monkeypatch, DUNE_DATABASE_URL="dune:secret@db/dune")
    assert line.endswith("has no scheme.") and "secret" not in line


def test_without_shards_one_process_runs_them_all(monkeypatch):
    assert Config.from_env().shards is None


def test_shards_name_the_ids_this_process_runs_of_a_count(monkeypatch):
    monkeypatch.setenv("DUNE_DATABASE_URL", "postgresql://db/dune")
    monkeypatch.setenv("DUNE_SHARDS", " 3, 1 /4")
    assert Config.from_env().shards == Shards(ids=(1, 3), count=4)


def test_every_shard_in_one_process_may_keep_the_sqlite_file(monkeypatch):
    monkeypatch.setenv("DUNE_SHARDS", "1,0/2")
    assert Config.from_env().shards == Shards(ids=(0, 1), count=2)


def test_leaving_shards_to_other_processes_needs_a_server_not_a_sqlite_file(monkeypatch):
    line = refusal(monkeypatch, DUNE_SHARDS="0/2")
    assert line == ("DUNE_SHARDS '0/2' leaves shards to other processes, which must share a "
                    "PostgreSQL server: set DUNE_DATABASE_URL, or run every shard here "
                    "(0,1/2); a SQLite file is one process's.")


@pytest.mark.parametrize("text", ["1", "0/", "/2", "a/2", "0/0", "0;1/2", "-1/2", "0,/2"])
def test_shards_not_written_as_ids_over_a_count_are_refused_with_the_form(monkeypatch, text):
    line = refusal(monkeypatch, DUNE_DATABASE_URL="postgresql://db/dune", DUNE_SHARDS=text)
    assert line == (f"DUNE_SHARDS must name the shards this process runs and how many there "
                    f"are, as 0/2 or 0,1/4, not {text!r}.")


def test_a_shard_past_the_count_is_refused_with_the_ids_there_are(monkeypatch):
    line = refusal(monkeypatch, DUNE_DATABASE_URL="postgresql://db/dune", DUNE_SHARDS="0,2/2")
    assert line == "DUNE_SHARDS names shard 2, but shards are numbered 0 to 1: '0,2/2'."


def test_a_shard_named_twice_is_refused(monkeypatch):
    line = refusal(monkeypatch, DUNE_DATABASE_URL="postgresql://db/dune", DUNE_SHARDS="1,1/3")
    assert line == "DUNE_SHARDS names shard 1 twice: '1,1/3'."


def test_a_server_is_served_by_discords_shard_of_its_id_and_dms_by_shard_0():
    shards = Shards(ids=(1,), count=3)
    assert [shards.of(n << 22) for n in range(5)] == [0, 1, 2, 0, 1]
    assert shards.of((4 << 22) + 12345) == 1  # the low 22 bits (worker, sequence) do not count
    assert shards.holds(7 << 22) and not shards.holds(6 << 22)
    assert shards.of(None) == 0 and not shards.holds(None)
