"""The leaders of Santini's DUNE (Nota sui Leaders): commanders, Bene Gesserit "witches" and
famous characters, one charismatic leader a faction.

Origin: the rulebook names only the three charismatic leaders the set-up puts on the home
planets (Emperor Shaddam IV, Duke Leto, Baron Vladimir) and Paul Muad'Dib and Alia; the
other counters' names and backs did not survive. They are reconstructed from the novel's
people, within the ranges the text gives: commanders +1/+2/+3 and 3 MP (4 for the
Fremen), witches +1 card and +1/+2/+4 on an enemy spy's die, famous characters a card's
action once a turn, some "Comandi -1" (docs/rules-notes.md, "Santini: the counters").
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from engine.core.data_file import CardName, ShortName

from ..factions import Faction

PAUL = "Paul Muad'Dib"
ALIA = "Alia"


class LeaderValues(BaseModel):
    """A leader counter (Nota sui Leaders): a commander's die modifier, a witch's extra card
    and spy-die modifier, a famous character's action (a card's name), the movement, and
    whether his loss costs every command of the faction 1 ("Comandi -1")."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: ShortName
    faction: Faction
    role: Literal["commander", "witch", "famous"]
    modifier: int = Field(0, ge=0, le=3)
    cards: int = Field(0, ge=0, le=3)
    spy: int = Field(0, ge=0, le=6)
    action: CardName | Literal[""] = ""
    mp: int = Field(3, ge=1, le=20)
    commands_minus: bool = False
    charismatic: bool = False
    """One per faction, +3 in battle: his loss and his killing count for victory points."""


def _commander(name: str, faction: Faction, modifier: int, *, minus: bool = False,
               charismatic: bool = False) -> LeaderValues:
    return LeaderValues(name=name, faction=faction, role="commander", modifier=modifier,
                        mp=_mp(faction), commands_minus=minus, charismatic=charismatic)


def _witch(name: str, faction: Faction, spy: int) -> LeaderValues:
    return LeaderValues(name=name, faction=faction, role="witch", cards=1, spy=spy,
                        mp=_mp(faction))


def _famous(name: str, faction: Faction, action: str, *, minus: bool = False) -> LeaderValues:
    return LeaderValues(name=name, faction=faction, role="famous", action=action,
                        mp=_mp(faction), commands_minus=minus)


def _mp(faction: Faction) -> int:
    """Nota sui Leaders: 3, or 4 for the Fremen."""
    return 4 if faction == Faction.FREMEN else 3


E, A, H, F = Faction.EMPEROR, Faction.ATREIDES, Faction.HARKONNEN, Faction.FREMEN

RULEBOOK_LEADERS: tuple[LeaderValues, ...] = (
    _commander("Shaddam IV", E, 3, charismatic=True),
    _commander("Bashar Zum Garon", E, 2, minus=True),
    _witch("Gaius Helen Mohiam", E, 4),
    _witch("Irulan", E, 1),
    _famous("Hasimir Fenring", E, "Ricatto"),
    _commander("Duke Leto", A, 3, charismatic=True),
    _commander("Gurney Halleck", A, 2),
    _commander("Duncan Idaho", A, 2),
    _witch("Jessica", A, 2),
    _famous("Thufir Hawat", A, "Contro Spionaggio", minus=True),
    _commander("Baron Vladimir", H, 3, charismatic=True),
    _commander("Feyd-Rautha", H, 2),
    _commander("Glossu Rabban", H, 1),
    _commander("Iakin Nefud", H, 1),
    _famous("Piter De Vries", H, "Doppio Gioco", minus=True),
    _commander(PAUL, F, 3, charismatic=True),
    _witch(ALIA, F, 2),
    _commander("Stilgar", F, 2, minus=True),
    _famous("Liet-Kynes", F, "Scout"),
)
"""Each faction's leaders. The Fremen's charismatic leader is Paul Muad'Dib: the one
Fremen leader the rulebook names and gives powers of his own (Nota Muad'Dib ed Alia,
Vermi), the Fremen's leader in the novel; he enters with Alia by their event card."""

AT_HOME = (E, A, H)
"""Piazzamento Iniziale: these factions' charismatic leaders begin on their home planet."""
