"""Every command of the classic game, in one registry (DESIGN.md, "The flow of one command").

Field order is argument order at the table; `Arg(kind)` tells the parser and the slash
commands which names a field takes. Secret commands travel by DM.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import ConfigDict, Field

from engine.core import Arg, Command
from engine.core.moderation import ModCommand, game_registry
from engine.core.words import T

registry = game_registry()
"""The core commands (undo, force, expire, deadline) and every command below."""

Territory = Annotated[str, Arg("territory", "a territory of Dune")]
Leader = Annotated[str, Arg("leader", "a leader's name")]
FactionName = Annotated[str, Arg("faction", "a faction")]
CardName = Annotated[str, Arg("card", "a treachery card")]
Count = Annotated[int, Field(ge=0, le=20)]
Starred = Annotated[int, Field(ge=0)]
"""XV: starred tokens among those named; the rule names the seat's own (check_starred)."""
Sector = Annotated[int, Field(ge=0, le=18)]


# -- set-up (III.E) ------------------------------------------------------------------------


@registry.command("pick")
class Traitor(Command):
    name = "traitor"
    summary = T("classic-command-traitor")
    secret = True
    leader: Leader


@registry.command()
class Predict(Command):
    name = "predict"
    summary = T("classic-command-predict")
    secret = True
    faction: FactionName
    turn: Annotated[int, Field(ge=1, le=15, description="the turn it wins on")]


@registry.command()
class Place(Command):
    name = "place"
    summary = T("classic-command-place")
    count: Annotated[int, Field(ge=1, description="tokens to place (the rule names how many "
                                "are left)")]
    territory: Territory
    sector: Sector | None = Field(None, description="the sector, where the territory spans several")
    starred: Starred | None = Field(None, description="XV: how many of them are Fedaykin; "
                                    "none if not said")


# -- storm (VI) ----------------------------------------------------------------------------


@registry.command()
class Dial(Command):
    name = "dial"
    summary = T("classic-command-dial")
    secret = True
    number: Annotated[int, Field(description="your storm dial")]


@registry.command()
class Storm(Command):
    name = "storm"
    summary = T("classic-command-storm")


# -- bidding (VIII) ------------------------------------------------------------------------


@registry.command()
class Bid(Command):
    name = "bid"
    summary = T("classic-command-bid")
    amount: Annotated[int, Field(ge=1, le=10_000, description="your bid in spice")]


@registry.command()
class Pass(Command):
    name = "pass"
    summary = T("classic-command-pass")


@registry.command("standing")
class Auto(Command):
    name = "auto"
    summary = T("classic-command-auto")
    secret = True
    instruction: Annotated[str, Arg("instruction", "call, call off, advise yes|no|off, "
                                    "move_now later|off; bids: a number (then round), pass or off")]


# -- revival and movement (IX) -------------------------------------------------------------


@registry.command()
class Revive(Command):
    name = "revive"
    summary = T("classic-command-revive")
    count: Annotated[int, Field(ge=0, description="tokens to revive for spice (the rule "
                                "names how many you may: IX.B.2)")]


@registry.command("land")
class Ship(Command):
    name = "ship"
    summary = T("classic-command-ship")
    count: Annotated[int, Field(ge=1, description="tokens to ship (the rule names your "
                                "reserves)")]
    territory: Territory
    sector: Sector | None = Field(None, description="the sector, where the territory spans several")
    source: Territory | None = Field(None, alias="from")
    source_sector: Sector | None = Field(None, alias="from_sector",
                                         description="the sector moved from, if several")
    starred: Starred | None = Field(None, description="XV: how many of the tokens are "
                                    "starred (Sardaukar, Fedaykin); ordinary ones first if "
                                    "not said")

    model_config = ConfigDict(populate_by_name=True, frozen=True, extra="forbid")


@registry.command("go")
class Move(Command):
    name = "move"
    summary = T("classic-command-move")
    count: Annotated[int, Field(ge=1, description="tokens to move (the rule names how many "
                                "you have there)")]
    source: Territory
    territory: Territory
    sector: Sector | None = Field(None, description="the sector, where the territory spans several")
    source_sector: Sector | None = Field(None, alias="from_sector",
                                         description="the sector moved from, if several")
    starred: Starred | None = Field(None, description="XV: how many of the tokens are "
                                    "starred (Sardaukar, Fedaykin); ordinary ones first if "
                                    "not said")

    model_config = ConfigDict(populate_by_name=True, frozen=True, extra="forbid")


@registry.command()
class ReviveLeader(Command):
    name = "revive_leader"
    summary = T("classic-command-revive-leader")
    leader: Leader


@registry.command()
class MoveNow(Command):
    name = "move_now"
    summary = T("classic-command-move-now")
    now: bool = Field(description="yes to move now, no to wait (said each time: a slip "
                      "would give the Guild's move away)")


@registry.command("end")
class Done(Command):
    name = "done"
    summary = T("classic-command-done")


@registry.command("advisor")
class Advise(Command):
    name = "advise"
    summary = T("classic-command-advise")
    send: bool = Field(True, description="true to send the advisor (false: send none)")


@registry.command()
class Coexist(Command):
    name = "coexist"
    summary = T("classic-command-coexist")
    yes: bool = Field(description="true to coexist (advisors), false for fighters")
    territory: Territory | None = None


@registry.command()
class Ride(Command):
    name = "ride"
    summary = T("classic-command-ride")
    territory: Territory | None = None
    sector: Sector | None = Field(None, description="the sector, where the territory spans several")


@registry.command()
class PlaceWorm(Command):
    name = "place_worm"
    summary = T("classic-command-place-worm")
    territory: Territory


# -- battles (X) ---------------------------------------------------------------------------

PlanLeader = Annotated[str, Arg("plan_leader", "a leader, a Cheap Hero(ine), or none")]
PlanCard = Annotated[str, Arg("plan_card", "a treachery card, or none")]


@registry.command("fight")
class Battle(Command):
    name = "battle"
    summary = T("classic-command-battle")
    territory: Territory
    opponent: FactionName | None = None


@registry.command()
class Plan(Command):
    name = "plan"
    summary = T("classic-command-plan")
    secret = True
    dial: Annotated[int | float, Field(
        ge=0, le=25, description="tokens dialed (0 up to yours there; a starred token counts "
        "2, XV; halves like 3.5 in advanced combat, XXII.B)")]
    leader: PlanLeader
    weapon: PlanCard | None = None
    defense: PlanCard | None = None
    spice: Annotated[int, Field(ge=0, description="spice supporting your tokens, "
                                "one each (advanced combat, XXII.A)")] | None = None
    kwisatz: bool = Field(False, description="XV: Atreides, the Kwisatz Haderach joins the "
                          "leader (+2)")


@registry.command()
class Lose(Command):
    name = "lose"
    summary = T("classic-command-lose")
    choice: Annotated[int, Field(ge=1, le=50, description="the number of the way")]


@registry.command()
class Voice(Command):
    name = "voice"
    summary = T("classic-command-voice")
    command: Annotated[Literal["play", "not", "none"], Field(
        description="play or not play the card kind, or none")]
    kind: Annotated[str, Arg("voice_kind", "projectile weapon, poison defense, ...")] | None = (
        None)


@registry.command()
class Prescience(Command):
    name = "prescience"
    summary = T("classic-command-prescience")
    element: Annotated[Literal["leader", "dial", "weapon", "defense", "none"], Field(
        description="the part of the plan to see")]


@registry.command()
class NoLeaders(Command):
    name = "no_leaders"
    summary = T("classic-command-no-leaders")


@registry.command("treachery")
class CallTraitor(Command):
    name = "call_traitor"
    summary = T("classic-command-call-traitor")
    secret = True
    call: bool = Field(True, description="true to call the traitor, false not to")


@registry.command()
class Keep(Command):
    name = "keep"
    summary = T("classic-command-keep")
    what: Annotated[str, Arg("plan_card", "all, none, or a card")] = "all"


@registry.command()
class Capture(Command):
    name = "capture"
    summary = T("classic-command-capture")
    what: Annotated[Literal["kill", "keep", "free"], Field(description="kill, keep or free")]


# -- alliances (XII) ----------------------------------------------------------------------


@registry.command()
class Ally(Command):
    name = "ally"
    summary = T("classic-command-ally")
    faction: FactionName


@registry.command("break")
class Unally(Command):
    name = "unally"
    summary = T("classic-command-unally")


@registry.command()
class Ready(Command):
    name = "ready"
    summary = T("classic-command-ready")


# -- alliance powers printed on the shields (XII.E.6) ----------------------------------------


@registry.command()
class Grant(Command):
    name = "grant"
    summary = T("classic-command-grant")
    ally: FactionName
    amount: Annotated[int, Field(ge=1, le=1000, description="spice to give")]


@registry.command("shelter")
class Protect(Command):
    name = "protect"
    summary = T("classic-command-protect")
    yes: bool = Field(True, description="true to protect them, false not to")


@registry.command()
class FreeRevival(Command):
    name = "free_revival"
    summary = T("classic-command-free-revival")
    ally: FactionName
    yes: bool = Field(True, description="true to allow it, false not to")


# -- treachery cards played outside battle (player aid pad B) -------------------------------


@registry.command()
class Truthtrance(Command):
    name = "truthtrance"
    summary = T("classic-command-truthtrance")
    target: FactionName
    question: Annotated[str, Arg("text", "a yes/no question")]


@registry.command()
class Answer(Command):
    name = "answer"
    summary = T("classic-command-answer")
    yes: bool = Field(description="your truthful answer")


@registry.command("weather")
class WeatherControl(Command):
    name = "weather_control"
    summary = T("classic-command-weather-control")
    steps: Annotated[int, Field(description="sectors the storm moves (0-10)")]


@registry.command("atomics")
class FamilyAtomics(Command):
    name = "family_atomics"
    summary = T("classic-command-family-atomics")


@registry.command()
class Hajr(Command):
    name = "hajr"
    summary = T("classic-command-hajr")


@registry.command()
class Ghola(Command):
    name = "ghola"
    summary = T("classic-command-ghola")
    what: Annotated[str, Arg("leader", "a leader in your tanks, or 1-5 tokens")]


@registry.command()
class Karama(Command):
    name = "karama"
    summary = T("classic-command-karama")
    use: Annotated[Literal["atreides", "harkonnen", "bene_gesserit", "fremen", "buy", "ship",
                           "kwisatz", "capture", "fedaykin", "sardaukar", "guild",
                           "take", "see", "stop", "worm", "revive"],
                   Field(description="the advantage to cancel, buy, ship, or a special power")]
    target: Annotated[str, Arg("text", "whom or what a special power takes")] | None = None


@registry.command()
class Support(Command):
    name = "support"
    summary = T("classic-command-support")
    secret = True
    ally: FactionName
    amount: Annotated[int, Field(ge=0, le=1000, description="spice pledged")]


# -- bribery (XIII) ---------------------------------------------------------------------------


@registry.command("pay", "give")
class Bribe(Command):
    name = "bribe"
    summary = T("classic-command-bribe")
    to: FactionName
    amount: Annotated[int, Field(ge=1, le=1000, description="spice to pay")]
    note: Annotated[str, Arg("text", "the terms of the deal")] | None = None


@registry.command()
class Reveal(Command):
    name = "reveal"
    summary = T("classic-command-reveal")
    what: Annotated[Literal["spice", "cards", "hand", "traitors"],
                    Field(description="spice, cards, hand or traitors")]


# -- moderator (fixing a game, setting up scenarios) ---------------------------------------


@registry.command()
class SetSpice(ModCommand):
    name = "set_spice"
    summary = T("classic-command-set-spice")
    faction: FactionName
    amount: Annotated[int, Field(ge=0, le=1000)]


@registry.command()
class SetTokens(ModCommand):
    name = "set_tokens"
    summary = T("classic-command-set-tokens")
    faction: FactionName
    count: Count
    territory: Territory
    sector: Sector | None = None
    via: Literal["reserves", "tanks"] = "reserves"


@registry.command()
class GiveCard(ModCommand):
    name = "give_card"
    summary = T("classic-command-give-card")
    faction: FactionName
    card: CardName


@registry.command()
class TakeCard(ModCommand):
    name = "take_card"
    summary = T("classic-command-take-card")
    faction: FactionName
    card: CardName


@registry.command()
class SetStorm(ModCommand):
    name = "set_storm"
    summary = T("classic-command-set-storm")
    sector: Annotated[int, Field(ge=1, le=18)]


@registry.command()
class Stack(ModCommand):
    name = "stack"
    summary = T("classic-command-stack")
    deck: Literal["spice", "treachery"]
    card: Annotated[str, Arg("deck_card", "a spice or treachery card")]


@registry.command()
class KillLeader(ModCommand):
    name = "kill_leader"
    summary = T("classic-command-kill-leader")
    leader: Leader


@registry.command()
class RestoreLeader(ModCommand):
    name = "restore_leader"
    summary = T("classic-command-restore-leader")
    leader: Leader


@registry.command()
class SetTurn(ModCommand):
    name = "set_turn"
    summary = T("classic-command-set-turn")
    turn: Annotated[int, Field(ge=1, le=15)]


@registry.command()
class FormAlliance(ModCommand):
    name = "form_alliance"
    summary = T("classic-command-form-alliance")
    faction: FactionName
    other: FactionName


@registry.command()
class BreakAlliance(ModCommand):
    name = "break_alliance"
    summary = T("classic-command-break-alliance")
    faction: FactionName


@registry.command()
class SetTraitors(ModCommand):
    name = "set_traitors"
    summary = T("classic-command-set-traitors")
    faction: FactionName
    leaders: Annotated[str, Arg("text", "leaders separated by commas, or none")]


@registry.command()
class SetPrediction(ModCommand):
    name = "set_prediction"
    summary = T("classic-command-set-prediction")
    faction: FactionName
    turn: Annotated[int, Field(ge=1, le=15)]


@registry.command()
class SetBoardSpice(ModCommand):
    name = "set_board_spice"
    summary = T("classic-command-set-board-spice")
    amount: Annotated[int, Field(ge=0, le=1000)]
    territory: Territory
    sector: Sector | None = None


@registry.command()
class SetShieldWall(ModCommand):
    name = "set_shield_wall"
    summary = T("classic-command-set-shield-wall")
    standing: bool


@registry.command()
class SetKwisatz(ModCommand):
    name = "set_kwisatz"
    summary = T("classic-command-set-kwisatz")
    losses: Annotated[int, Field(ge=0, le=100)]
    dead: bool = False


@registry.command()
class SetWeather(ModCommand):
    name = "set_weather"
    summary = T("classic-command-set-weather")
    sectors: Annotated[int, Field(ge=1, le=6)]


@registry.command()
class SetAdvisors(ModCommand):
    name = "set_advisors"
    summary = T("classic-command-set-advisors")
    territory: Territory
    advising: bool


@registry.command()
class SetCaptured(ModCommand):
    name = "set_captured"
    summary = T("classic-command-set-captured")
    leader: Leader
    held: bool
