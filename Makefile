# The README's commands. Each target makes its own virtualenv, so a fresh machine
# with Python 3.11 and access to PyPI needs nothing else.
PYTHON ?= python3.11
VENV   ?= .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: run run-postgres test soak bench lint golden mutate clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV) || python3 -m venv $(VENV)

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[dev]"
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/dune-moderator run

# The same on a local PostgreSQL server in data/postgres (started, or reused; it keeps running:
# `$(BIN)/dune-moderator postgres --stop` ends it). Needs PostgreSQL's binaries installed.
run-postgres: $(STAMP)
	$(BIN)/dune-moderator postgres

test: $(STAMP)
	$(BIN)/ruff check engine bot cogs tests bench mutation
	$(BIN)/python -m pytest

# The long reliability runs: the same checks as the fast suite at a larger scale.
soak: $(STAMP)
	DUNE_SOAK=1 $(BIN)/python -m pytest -m soak

bench: $(STAMP)
	$(BIN)/python -m bench

golden: $(STAMP)
	$(BIN)/python -m tests.golden

# Sampled, time-boxed mutation testing of the rules code; not part of `make test`.
# Options go in MUTATE_ARGS, e.g. MUTATE_ARGS="--module bidding --all --budget 600".
mutate: $(STAMP)
	$(BIN)/python -m mutation $(MUTATE_ARGS)

lint: $(STAMP)
	$(BIN)/ruff check engine bot cogs tests bench mutation
	$(BIN)/ruff format --check engine bot cogs tests bench mutation

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache .mutation
