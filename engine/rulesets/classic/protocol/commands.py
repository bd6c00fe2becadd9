"""Every command of the classic game, in one registry (DESIGN.md, "The flow of one command").

Field order is argument order at the table; `Arg(kind)` tells the parser and the slash
commands which names a field takes. Secret commands travel by DM.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import ConfigDict, Field

from engine.core import Arg, Command
from engine.core.moderation import ModCommand, game_registry

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
    summary = "Choose the traitor you keep from your four drawn leaders (III.E.2)."
    secret = True
    leader: Leader


@registry.command()
class Predict(Command):
    name = "predict"
    summary = "Bene Gesserit: secretly predict the winning faction and turn."
    secret = True
    faction: FactionName
    turn: Annotated[int, Field(ge=1, le=15, description="the turn it wins on")]


@registry.command()
class Place(Command):
    name = "place"
    summary = ("Set-up: the Fremen place tokens in Sietch Tabr, False Wall South or False Wall "
               "West; with coexistence (XV.B.1) the Bene Gesserit place one token anywhere.")
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
    summary = "Dial the storm: 0-20 on the first turn, 1-3 afterwards (VI.A-B)."
    secret = True
    number: Annotated[int, Field(description="your storm dial")]


@registry.command()
class Storm(Command):
    name = "storm"
    summary = "Fremen, with the weather rule: move the storm by the revealed marker (XVI.C)."


# -- bidding (VIII) ------------------------------------------------------------------------


@registry.command()
class Bid(Command):
    name = "bid"
    summary = "Bid spice for the card up for bid (VIII.B)."
    amount: Annotated[int, Field(ge=1, le=10_000, description="your bid in spice")]


@registry.command()
class Pass(Command):
    name = "pass"
    summary = "Pass on the card up for bid (VIII.B)."


@registry.command("standing")
class Auto(Command):
    name = "auto"
    summary = ("Secret standing orders, answered at once for you: `auto call` answers every "
               "traitor question (yes only when the leader is in your pay; `auto call off`); "
               "Bene Gesserit `auto advise yes|no|off`; Guild, with the advantages, "
               "`auto move_now later|off`. Bids: `auto 5` bids up to 5 on this card, "
               "`auto 5 round` on every card of this round, `auto pass`, `auto off`.")
    secret = True
    instruction: Annotated[str, Arg("instruction", "call, call off, advise yes|no|off, "
                                    "move_now later|off; bids: a number (then round), pass or off")]


# -- revival and movement (IX) -------------------------------------------------------------


@registry.command()
class Revive(Command):
    name = "revive"
    summary = "Pay 2 spice per token to revive tokens beyond your free revivals (IX.B)."
    count: Annotated[int, Field(ge=0, description="tokens to revive for spice (the rule "
                                "names how many you may: IX.B.2)")]


@registry.command("land")
class Ship(Command):
    name = "ship"
    summary = (
        "Ship tokens from reserves (IX.C.1). Guild: `from=<territory>` to cross-ship, "
        "`ship 4 reserves from=<territory>` to go home. Fremen: free arrival near the Great Flat."
    )
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
    summary = "Move one group of tokens from one territory to another (IX.C.2)."
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
    summary = "At the end of your move, pay a leader's strength to revive it (IX.D)."
    leader: Leader


@registry.command()
class MoveNow(Command):
    name = "move_now"
    summary = ("Guild, with the additional advantages (XV): `move_now yes` takes your move "
               "before the player whose move is next; `move_now no` lets that player move "
               "first.")
    now: bool = Field(description="yes to move now, no to wait (said each time: a slip "
                      "would give the Guild's move away)")


@registry.command("end")
class Done(Command):
    name = "done"
    summary = "End your move for this turn."


@registry.command("advisor")
class Advise(Command):
    name = "advise"
    summary = ("Bene Gesserit: send one token free to the Polar Sink after another's "
               "shipment (with coexistence, to the shipment's territory, XV.B.3).")
    send: bool = Field(True, description="true to send the advisor (false: send none)")


@registry.command()
class Coexist(Command):
    name = "coexist"
    summary = ("Bene Gesserit: coexist (yes: advisors) or not (no: fighters) where asked; "
               "before the moves, `coexist no <territory>` for each, then `coexist yes` "
               "(XV.B.5).")
    yes: bool = Field(description="true to coexist (advisors), false for fighters")
    territory: Territory | None = None


@registry.command()
class Ride(Command):
    name = "ride"
    summary = "Fremen: move your tokens from the worm's territory (or `ride` alone to stay)."
    territory: Territory | None = None
    sector: Sector | None = Field(None, description="the sector, where the territory spans several")


@registry.command()
class PlaceWorm(Command):
    name = "place_worm"
    summary = ("Fremen, with the additional advantages (XV): put a further worm of this spice "
               "blow in any territory; it devours only in the desert.")
    territory: Territory


# -- battles (X) ---------------------------------------------------------------------------

PlanLeader = Annotated[str, Arg("plan_leader", "a leader, a Cheap Hero(ine), or none")]
PlanCard = Annotated[str, Arg("plan_card", "a treachery card, or none")]


@registry.command("fight")
class Battle(Command):
    name = "battle"
    summary = "Aggressor: choose the next battle (territory, and opponent if several) (X.A.3)."
    territory: Territory
    opponent: FactionName | None = None


@registry.command()
class Plan(Command):
    name = "plan"
    summary = ("Secret battle plan: tokens dialed, leader (or none), weapon, defense (X.B); "
               "in advanced combat, halves and spice=N (XXII).")
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
    summary = ("Battle winner: take the losses numbered N among the ways offered (XXII.C; "
               "X.C.6 with starred tokens, XV).")
    choice: Annotated[int, Field(ge=1, le=50, description="the number of the way")]


@registry.command()
class Voice(Command):
    name = "voice"
    summary = "Bene Gesserit in battle: command the opponent to play or not play a card kind."
    command: Annotated[Literal["play", "not", "none"], Field(
        description="play or not play the card kind, or none")]
    kind: Annotated[str, Arg("voice_kind", "projectile weapon, poison defense, ...")] | None = (
        None)


@registry.command()
class Prescience(Command):
    name = "prescience"
    summary = "Atreides in battle: see one element of the opponent's plan (or none)."
    element: Annotated[Literal["leader", "dial", "weapon", "defense", "none"], Field(
        description="the part of the plan to see")]


@registry.command()
class NoLeaders(Command):
    name = "no_leaders"
    summary = "Offer (or agree) to fight this battle without leaders (Q&A 7)."


@registry.command("treachery")
class CallTraitor(Command):
    name = "call_traitor"
    summary = "Reveal the opposing leader as your traitor, or not (X.D, Q&A 7)."
    secret = True
    call: bool = Field(True, description="true to call the traitor, false not to")


@registry.command()
class Keep(Command):
    name = "keep"
    summary = "Battle winner: keep `all`, `none`, or one named card you played (X.C.6)."
    what: Annotated[str, Arg("plan_card", "all, none, or a card")] = "all"


@registry.command()
class Capture(Command):
    name = "capture"
    summary = ("Harkonnen, with the additional advantages (XV): `capture kill` sends the leader "
               "just captured to its owner's tanks for 2 spice; `capture keep` holds it for "
               "one battle; `capture free` lets it go home.")
    what: Annotated[Literal["kill", "keep", "free"], Field(description="kill, keep or free")]


# -- alliances (XII) ----------------------------------------------------------------------


@registry.command()
class Ally(Command):
    name = "ally"
    summary = ("At a nexus: ask to ally, or to join; it forms once both sides, every member, "
               "ask (XII.C).")
    faction: FactionName


@registry.command("break")
class Unally(Command):
    name = "unally"
    summary = "At a nexus: break from your alliance (XII.D)."


@registry.command()
class Ready(Command):
    name = "ready"
    summary = "At a nexus: you are done making and breaking alliances (XII.C.5)."


# -- alliance powers printed on the shields (XII.E.6) ----------------------------------------


@registry.command()
class Grant(Command):
    name = "grant"
    summary = "Emperor: give spice to an ally, at any time, for any use (XII.E.6)."
    ally: FactionName
    amount: Annotated[int, Field(ge=1, le=1000, description="spice to give")]


@registry.command("shelter")
class Protect(Command):
    name = "protect"
    summary = "Fremen: save (yes) or not (no) your allies' tokens from the worm (XII.E.6)."
    yes: bool = Field(True, description="true to protect them, false not to")


@registry.command()
class FreeRevival(Command):
    name = "free_revival"
    summary = "Fremen: let an ally revive three tokens free this turn, or not (XII.E.6)."
    ally: FactionName
    yes: bool = Field(True, description="true to allow it, false not to")


# -- treachery cards played outside battle (player aid pad B) -------------------------------


@registry.command()
class Truthtrance(Command):
    name = "truthtrance"
    summary = "Play Truthtrance: ask a player one yes/no question, answered truthfully."
    target: FactionName
    question: Annotated[str, Arg("text", "a yes/no question")]


@registry.command()
class Answer(Command):
    name = "answer"
    summary = "Answer the Truthtrance question put to you: `answer yes` or `answer no`."
    yes: bool = Field(description="your truthful answer")


@registry.command("weather")
class WeatherControl(Command):
    name = "weather_control"
    summary = "Play Weather Control at the start of a storm round: move the storm 0-10."
    steps: Annotated[int, Field(description="sectors the storm moves (0-10)")]


@registry.command("atomics")
class FamilyAtomics(Command):
    name = "family_atomics"
    summary = "Play Family Atomics before the storm moves: destroy the Shield Wall."


@registry.command()
class Hajr(Command):
    name = "hajr"
    summary = "Play Hajr during your move: one extra group move."


@registry.command()
class Ghola(Command):
    name = "ghola"
    summary = "Play the Tleilaxu Ghola: `ghola <leader>` or `ghola <1-5>` tokens, free."
    what: Annotated[str, Arg("leader", "a leader in your tanks, or 1-5 tokens")]


@registry.command()
class Karama(Command):
    name = "karama"
    summary = ("Play Karama: cancel a faction's advantage once, buy a card free, or ship at "
               "the Guild's rate. `karama atreides|harkonnen|bene_gesserit|fremen`, "
               "`karama buy`, `karama ship`; against the additional advantages (XV): "
               "`karama kwisatz|capture|fedaykin|sardaukar|guild`; special powers (XVII): "
               "`karama take|see|stop|worm|revive <target>`.")
    use: Annotated[Literal["atreides", "harkonnen", "bene_gesserit", "fremen", "buy", "ship",
                           "kwisatz", "capture", "fedaykin", "sardaukar", "guild",
                           "take", "see", "stop", "worm", "revive"],
                   Field(description="the advantage to cancel, buy, ship, or a special power")]
    target: Annotated[str, Arg("text", "whom or what a special power takes")] | None = None


@registry.command()
class Support(Command):
    name = "support"
    summary = "Pledge spice to an ally's card bids and shipments this turn (XII.E.3-4)."
    secret = True
    ally: FactionName
    amount: Annotated[int, Field(ge=0, le=1000, description="spice pledged")]


# -- bribery (XIII) ---------------------------------------------------------------------------


@registry.command("pay", "give")
class Bribe(Command):
    name = "bribe"
    summary = "Pay spice to another player, openly, with the deal's terms (XIII)."
    to: FactionName
    amount: Annotated[int, Field(ge=1, le=1000, description="spice to pay")]
    note: Annotated[str, Arg("text", "the terms of the deal")] | None = None


@registry.command()
class Reveal(Command):
    name = "reveal"
    summary = ("Show everyone your spice, cards or traitors (XIII.A). `reveal spice`, "
               "`reveal cards` (how many you hold), `reveal hand` (which), `reveal traitors`.")
    what: Annotated[Literal["spice", "cards", "hand", "traitors"],
                    Field(description="spice, cards, hand or traitors")]


# -- moderator (fixing a game, setting up scenarios) ---------------------------------------


@registry.command()
class SetSpice(ModCommand):
    name = "set_spice"
    summary = "Moderator: set a faction's spice (to or from the bank)."
    faction: FactionName
    amount: Annotated[int, Field(ge=0, le=1000)]


@registry.command()
class SetTokens(ModCommand):
    name = "set_tokens"
    summary = "Moderator: set a faction's tokens in one section, taking/returning via reserves."
    faction: FactionName
    count: Count
    territory: Territory
    sector: Sector | None = None
    via: Literal["reserves", "tanks"] = "reserves"


@registry.command()
class GiveCard(ModCommand):
    name = "give_card"
    summary = "Moderator: give a faction a treachery card from the deck or discard pile."
    faction: FactionName
    card: CardName


@registry.command()
class TakeCard(ModCommand):
    name = "take_card"
    summary = "Moderator: take a treachery card from a faction's hand to the discard pile."
    faction: FactionName
    card: CardName


@registry.command()
class SetStorm(ModCommand):
    name = "set_storm"
    summary = "Moderator: put the storm in a sector (no sweep)."
    sector: Annotated[int, Field(ge=1, le=18)]


@registry.command()
class Stack(ModCommand):
    name = "stack"
    summary = "Moderator: put a named card on top of the spice or treachery deck."
    deck: Literal["spice", "treachery"]
    card: Annotated[str, Arg("deck_card", "a spice or treachery card")]


@registry.command()
class KillLeader(ModCommand):
    name = "kill_leader"
    summary = "Moderator: send a leader to the tanks."
    leader: Leader


@registry.command()
class RestoreLeader(ModCommand):
    name = "restore_leader"
    summary = "Moderator: bring a leader back from the tanks, free."
    leader: Leader


@registry.command()
class SetTurn(ModCommand):
    name = "set_turn"
    summary = "Moderator: set the turn number."
    turn: Annotated[int, Field(ge=1, le=15)]


@registry.command()
class FormAlliance(ModCommand):
    name = "form_alliance"
    summary = "Moderator: ally two factions (the second joins the first's alliance)."
    faction: FactionName
    other: FactionName


@registry.command()
class BreakAlliance(ModCommand):
    name = "break_alliance"
    summary = "Moderator: take a faction out of its alliance."
    faction: FactionName


@registry.command()
class SetTraitors(ModCommand):
    name = "set_traitors"
    summary = "Moderator: set a faction's traitors, secretly (`set_traitors h feyd, piter`)."
    faction: FactionName
    leaders: Annotated[str, Arg("text", "leaders separated by commas, or none")]


@registry.command()
class SetPrediction(ModCommand):
    name = "set_prediction"
    summary = "Moderator: set the Bene Gesserit's secret prediction (faction and turn)."
    faction: FactionName
    turn: Annotated[int, Field(ge=1, le=15)]


@registry.command()
class SetBoardSpice(ModCommand):
    name = "set_board_spice"
    summary = "Moderator: set the spice in one section of the board (to or from the bank)."
    amount: Annotated[int, Field(ge=0, le=1000)]
    territory: Territory
    sector: Sector | None = None


@registry.command()
class SetShieldWall(ModCommand):
    name = "set_shield_wall"
    summary = ("Moderator: set whether the Shield Wall stands (`set_shield_wall no`: destroyed, "
               "as by Family Atomics).")
    standing: bool


@registry.command()
class SetKwisatz(ModCommand):
    name = "set_kwisatz"
    summary = ("Moderator: set the Atreides' tokens lost in battles (the Kwisatz Haderach "
               "wakes at 7) and whether the Kwisatz Haderach is in the tanks.")
    losses: Annotated[int, Field(ge=0, le=100)]
    dead: bool = False


@registry.command()
class SetWeather(ModCommand):
    name = "set_weather"
    summary = "Moderator: set the Fremen's secret storm marker drawn for next turn (1-6)."
    sectors: Annotated[int, Field(ge=1, le=6)]


@registry.command()
class SetAdvisors(ModCommand):
    name = "set_advisors"
    summary = ("Moderator: set whether the Bene Gesserit's tokens in a territory are advisors "
               "(`yes`, coexisting) or fighters (`no`).")
    territory: Territory
    advising: bool


@registry.command()
class SetCaptured(ModCommand):
    name = "set_captured"
    summary = ("Moderator: set whether the Harkonnen hold another faction's leader captured "
               "(`set_captured duncan yes`), or let it go home (`no`).")
    leader: Leader
    held: bool
