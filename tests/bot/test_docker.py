"""The container: what the Dockerfile and compose.yaml promise, read from the files, and the
image itself built and run where Docker is available (skipped cleanly elsewhere)."""

from __future__ import annotations

import re
import shutil
import subprocess
import tomllib
import uuid
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOCKERFILE = (ROOT / "Dockerfile").read_text()
COMPOSE = (ROOT / "compose.yaml").read_text()
DATA = "/data"


def instructions(name: str) -> list[str]:
    return re.findall(rf"^{name} (.+)$", DOCKERFILE, re.M)


def test_the_image_installs_every_package_with_pip_on_python_311_slim():
    assert instructions("FROM") == ["python:3.11-slim"]
    assert any(run.startswith("pip install . ") or run == "pip install ."
               for run in instructions("RUN"))
    packages = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"][
        "packages"]["find"]["include"]
    copied = {line.split()[0] for line in instructions("COPY")}
    assert {p.rstrip("*") for p in packages} <= copied


def test_the_image_runs_the_bot_as_an_unprivileged_user_with_games_in_a_volume():
    user = instructions("USER")
    assert user and user[-1] not in ("root", "0")
    assert DOCKERFILE.index("USER") > DOCKERFILE.index("pip install")
    assert instructions("VOLUME") == [f'["{DATA}"]']
    assert f"DUNE_DB={DATA}/dune.sqlite3" in instructions("ENV")
    assert instructions("CMD") == ['["dune-moderator", "bot"]']


def test_compose_keeps_the_database_in_a_named_volume_and_reads_env():
    assert re.search(rf"^      - dune-data:{DATA}$", COMPOSE, re.M)
    assert re.search(r"^  dune-data:$", COMPOSE, re.M)
    assert re.search(rf"^      DUNE_DB: {DATA}/dune\.sqlite3", COMPOSE, re.M)
    assert re.search(r"^    env_file: \.env$", COMPOSE, re.M)


def test_the_secrets_and_local_games_stay_out_of_the_build():
    ignored = (ROOT / ".dockerignore").read_text().splitlines()
    assert {".env", "data", "*.sqlite3", ".git", ".venv"} <= set(ignored)


def docker_available() -> bool:
    if shutil.which("docker") is None:
        return False
    try:
        return subprocess.run(["docker", "info"], capture_output=True,
                              timeout=30).returncode == 0
    except (OSError, subprocess.TimeoutExpired):
        return False


@pytest.fixture(scope="module")
def image():
    if not docker_available():
        pytest.skip("Docker is not available here")
    tag = f"dune-moderator-test:{uuid.uuid4().hex[:8]}"
    built = subprocess.run(["docker", "build", "-t", tag, str(ROOT)], capture_output=True,
                           text=True, timeout=900)
    assert built.returncode == 0, built.stderr[-3000:]
    yield tag
    subprocess.run(["docker", "image", "rm", "-f", tag], capture_output=True, timeout=120)


def docker_run(image: str, *args: str, env: dict[str, str] | None = None,
               ) -> subprocess.CompletedProcess[str]:
    flags = [f"--env={k}={v}" for k, v in (env or {}).items()]
    return subprocess.run(["docker", "run", "--rm", "--network=none", *flags, image, *args],
                          capture_output=True, text=True, timeout=300)


def test_the_built_image_runs_as_a_user_other_than_root(image):
    done = docker_run(image, "id", "-u")
    assert done.returncode == 0 and done.stdout.strip() not in ("", "0")


def test_the_built_image_has_the_command_line_and_the_rules_data(image):
    done = docker_run(image, "dune-moderator", "data", "classic")
    assert done.returncode == 0 and "Feyd-Rautha" in done.stdout


def test_the_built_image_starts_the_bot_and_stops_in_one_line_without_a_network(image):
    done = docker_run(image, env={"DISCORD_TOKEN": "a-token"})
    assert done.returncode == 1, done.stderr
    *logged, last = done.stderr.splitlines()
    assert last.startswith("dune-moderator: cannot reach Discord (Cannot connect to host")
    assert "Traceback" not in done.stderr and all(" INFO " in line for line in logged)


POSTGRES_COMPOSE = (ROOT / "compose.postgres.yaml").read_text()


def services(text: str) -> dict[str, str]:
    """Each service of a compose file: its name and its lines."""
    body = text.split("\nservices:\n", 1)[1].split("\nvolumes:\n", 1)[0]
    return dict(re.findall(r"^  ([\w-]+):\n((?:(?:    .*)?\n)+)", body + "\n", re.M))


def test_the_postgres_example_runs_two_bot_processes_one_shard_each_on_one_server():
    found = services(POSTGRES_COMPOSE)
    bots = {name: lines for name, lines in found.items() if "dune-moderator" in lines}
    assert len(bots) == 2
    shards = sorted(re.search(r"DUNE_SHARDS: (\d+)/2", lines).group(1) for lines in bots.values())
    assert shards == ["0", "1"]
    urls = {re.search(r"DUNE_DATABASE_URL: (\S+)", lines).group(1) for lines in bots.values()}
    assert len(urls) == 1 and urls.pop().startswith("postgresql://dune:")
    for lines in bots.values():
        assert re.search(r"^    build: \.$", lines, re.M) and "env_file: .env" in lines


def test_the_bots_wait_for_the_servers_healthcheck_and_the_games_are_in_a_volume():
    found = services(POSTGRES_COMPOSE)
    server = found["postgres"]
    assert re.search(r"^    image: postgres:\d+$", server, re.M)
    assert "pg_isready -U dune -d dune" in server
    assert re.search(r"^      - dune-postgres:/var/lib/postgresql/data$", server, re.M)
    assert re.search(r"^  dune-postgres:$", POSTGRES_COMPOSE, re.M)
    for name, lines in found.items():
        if name != "postgres":
            assert re.search(r"depends_on:\n      postgres:\n        condition: service_healthy",
                             lines), name
