"""Lines as a player types them at the table or in `/do`: names of several words, in English
or Polish, are read whole, without quotes."""

from __future__ import annotations

import pytest

from engine.rulesets.diuna.ruleset import RULESET


def parse(line: str):
    return RULESET.registry.parse(line, RULESET.vocabulary)


@pytest.mark.parametrize(("line", "fields"), [
    ("market black market", {"card": "black market", "leader": None}),
    ("market Czarny rynek", {"card": "Czarny rynek", "leader": None}),
    ("market tleilaxu ghola leader=duke leto",
     {"card": "tleilaxu ghola", "leader": "duke leto", "territory": None}),
    ("market kontrola pogody sectors=3", {"card": "kontrola pogody", "sectors": 3}),
    ("plan 3 duke leto maula pistol shield",
     {"leader": "duke leto", "weapon": "maula pistol", "defence": "shield"}),
    ("plan 3 Duke Leto Płaszcz jubba tarcza",
     {"leader": "Duke Leto", "weapon": "Płaszcz jubba", "defence": "tarcza"}),
    ("move 3 niecka polarna arrakin", {"source": "niecka polarna", "target": "arrakin"}),
    ("move 3 Niecka Polarna Sicz Tabr", {"source": "Niecka Polarna", "target": "Sicz Tabr"}),
    ("battle arrakeen harkonnenowie", {"territory": "arrakeen", "opponent": "harkonnenowie"}),
])
def test_names_of_several_words_are_read_whole_in_english_and_polish(line, fields):
    command = parse(line)
    assert {name: getattr(command, name) for name in fields} == fields
