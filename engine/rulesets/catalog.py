"""Every ruleset the bot can run, by name."""

from engine.core import Ruleset
from engine.rulesets.classic.ruleset import RULESET as CLASSIC

RULESETS: dict[str, Ruleset] = {CLASSIC.name: CLASSIC}
