"""THE DUEL (1984): the commands of a fight in the arena (V.2-11, VI). They are given
only while a Kanly duel or a War of Assassins is open; the secret ones travel by DM."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from engine.core import Arg, Command

from .commands import FactionName, Leader, registry

ArenaSector = Annotated[str, Arg("arena_sector", "a sector of the arena (O1-O5, I1-I5)")]
DuelingCardName = Annotated[str, Arg("dueling_card", "a Dueling card")]


@registry.command()
class DuelLeader(Command):
    name = "duel_leader"
    summary = "Fighter: secretly choose the leader you send into the arena (V.2)."
    secret = True
    leader: Leader


@registry.command()
class DuelPlace(Command):
    name = "duel_place"
    summary = "Fighter: place your leader face down in a free outer sector of the arena (V.2)."
    sector: ArenaSector


@registry.command()
class DuelBack(Command):
    name = "duel_back"
    summary = "Kanly fighter: secretly set out spice backing your leader, 0 to 10 (V.2)."
    secret = True
    amount: Annotated[int, Field(ge=0, le=10, description="spice backing your leader")]


@registry.command()
class Second(Command):
    name = "second"
    summary = ("Kanly: secretly send one of your leaders as a supporter of a side "
               "(`second <side> <leader>`), or `second none` with only your main character "
               "left (V.3).")
    secret = True
    side: FactionName
    leader: Leader | None = None


@registry.command()
class DuelMove(Command):
    name = "duel_move"
    summary = ("Fighter: move your leader across a border to an adjacent free sector; a move "
               "in toward the centre draws a Dueling card (V.4).")
    sector: ArenaSector


@registry.command()
class DuelCard(Command):
    name = "duel_card"
    summary = ("Fighter: play a Dueling card as a move: an attack, the throwing knife "
               "(`duel_card knife <sector>`), a block (`duel_card place block O1 O2`), jump "
               "or pick up a block, Move or Attack Three, Flee Arena with Honor (V.5-11).")
    card: DuelingCardName
    target: ArenaSector | None = None
    other: ArenaSector | None = None


@registry.command()
class Defend(Command):
    name = "defend"
    summary = ("Attacked: secretly answer with a defence card from the side the attack came "
               "(`defend poison attacker from left`), or `defend none` (V.8).")
    secret = True
    card: DuelingCardName


@registry.command()
class DuelDone(Command):
    name = "duel_done"
    summary = "Fighter: end your turn in the arena (V.4)."
