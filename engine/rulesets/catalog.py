"""Every ruleset the bot can run, by name; the first is the default of `/game create`."""

from engine.core import Ruleset
from engine.rulesets.classic.protocol.ruleset import RULESET as CLASSIC
from engine.rulesets.dice.ruleset import RULESET as DICE
from engine.rulesets.diuna.ruleset import RULESET as DIUNA
from engine.rulesets.santini.ruleset import RULESET as SANTINI

RULESETS: dict[str, Ruleset] = {game.name: game for game in (CLASSIC, DICE, DIUNA, SANTINI)}
DEFAULT = CLASSIC.name


def get(name: str) -> Ruleset:
    """The ruleset of that name; KeyError names the known ones."""
    try:
        return RULESETS[name]
    except KeyError:
        raise KeyError(f"Unknown ruleset {name!r}; known: {', '.join(RULESETS)}") from None
