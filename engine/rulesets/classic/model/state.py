"""The classic game's state: plain data, JSON-serialisable, rules live elsewhere.

Forces are kept per section: forces[territory][sector][faction] = tokens. The Polar Sink's
single section is sector 0. Counts are never zero: an emptied entry is removed, so two
equal positions always serialise to the same bytes.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any, Literal

from pydantic import BaseModel, Field, model_validator

from ..data import Faction
from .duel import DuelCards, Fight
from .harvest import Harvest
from .kanly import Threat
from .options import ClassicOptions
from .placement import Placement
from .poison import Debt, ResidualPoison
from .upgrade import RULES_VERSION, upgrade

SPICE_SUPPLY = 10_000
"""Spice in the whole game (bank + shields + board). The rules treat the bank as endless;
a fixed total lets the tests prove spice is never created or destroyed."""


class Phase(StrEnum):
    SETUP = "setup"
    HARVEST = "harvest"
    """THE SPICE HARVEST, V.1-3: the five harvests, after the set-up, before turn 1."""
    PLACEMENT = "placement"
    """THE SPICE HARVEST, V.4-7: trades, commitments and the strongholds settled."""
    STORM = "storm"
    SPICE_BLOW = "spice_blow"
    BIDDING = "bidding"
    REVIVAL = "revival"
    MOVEMENT = "movement"
    BATTLE = "battle"
    COLLECTION = "collection"
    ENDED = "ended"


class Player(BaseModel):
    """One seat and the faction it plays, with everything behind that faction's shield."""

    seat: str
    faction: Faction
    dot: int
    spice: int = 0
    reserves: int = 0
    tanks: int = 0
    hand: list[str] = Field(default_factory=list)
    traitors: list[str] = Field(default_factory=list)
    traitor_draw: list[str] = Field(default_factory=list)
    leaders_in_tanks: list[str] = Field(default_factory=list)
    revival_cycle: list[str] | None = None
    """IX.D: leaders revived since all leaders were last in the tanks; None: no cycle open."""
    starred_reserves: int = 0
    """XV: starred tokens (Sardaukar, Fedaykin) among the reserves."""
    starred_tanks: int = 0
    """XV: starred tokens among the tokens in the tanks."""
    starred_revived: int = 0
    """XV: the last turn a starred token was revived (one a turn)."""


class Prediction(BaseModel):
    faction: Faction
    turn: int


class Bidding(BaseModel):
    """VIII: the cards up for bid this round and the auction of the current one."""

    cards: list[str]
    index: int = 0
    opener: Faction | None = None
    turn: Faction | None = None
    high_bid: int = 0
    high_bidder: Faction | None = None
    passes: int = 0
    standing: dict[Faction, int] = Field(default_factory=dict)
    """Secret standing instructions: bid up to N on this card (-1: pass the rest of the round)."""
    round_limits: dict[Faction, int] = Field(default_factory=dict)
    """Secret standing bids for every card of this round (`auto 3 round`): each card up for
    bid starts with these as its standing bids."""
    no_peek: bool = False
    """Karama: the Atreides see no more cards this round (Q&A A.4)."""
    no_bonus: bool = False
    """Karama: the Harkonnen's next bonus card is refused."""
    karama_buyer: Faction | None = None
    """Karama: this bidder's bids on the current card are unlimited and cost nothing."""


class Orders(BaseModel):
    """A seat's secret standing orders for asynchronous play (phases/orders.py): answers
    given once, in advance, to a question the game asks again and again."""

    call: bool = False
    """`auto call`: answer every traitor question (X.D.1) at once, yes when the leader
    facing the seat (or its ally, XII.E.6) is in its pay, else no."""
    advise: bool | None = None
    """Bene Gesserit, `auto advise yes|no`: the answer to every advisor question (None:
    asked each time)."""
    move_later: bool = False
    """Guild with the additional advantages, `auto move_now later`: `move_now no` before
    every move (XV, pad Guild 1)."""
    harvester: int | None = None
    """THE SPICE HARVEST, VII.3, `auto harvester [N]`: play the Harvester on the next spice
    blow of N spice or more (None: no such order)."""


class Movement(BaseModel):
    """IX: whose move it is and what they have done of it."""

    order: list[Faction]
    current: int = 0
    shipped: bool = False
    moved: bool = False
    extra_moves: int = 0
    karama_ship: bool = False
    """Karama: this turn's shipment at the Guild's rate, paid to the bank."""
    """Hajr: further group moves this turn."""
    leader_revived: bool = False
    ornithopters: bool = False
    advisor_for: Faction | None = None
    """Set while the Bene Gesserit decide whether to send an advisor after this shipment."""
    advisor_territory: str | None = None
    advisor_sector: int | None = None
    """XV.B.3: where the shipment being accompanied landed (spiritual advisors follow it)."""
    announce: bool = False
    """XV.B.5: the Bene Gesserit are announcing, before any move, where they stop coexisting."""
    stopped: list[Faction] = Field(default_factory=list)
    """XVII, the Guild's Karama power: factions whose off-planet shipment is stopped this turn."""
    guild_waits: bool = False
    """XV, pad Guild 1: the Guild has not taken its move; it may step in before any move."""
    guild_asked: bool = False
    """XV, pad Guild 1: the Guild decide whether to move before the player whose move is
    next; that move waits for the answer."""


class Truthtrance(BaseModel):
    """A yes/no question that must be answered truthfully (player aid pad B.1)."""

    asker: Faction
    target: Faction
    question: str


class WormRide(BaseModel):
    """Fremen tokens left in a territory a worm just devoured, waiting for their free move."""

    territory: str


class BattlePlan(BaseModel):
    """X.B: a secret battle plan. `leader` is a leader's name, a Cheap Hero(ine) card, or
    None when the player has no leader to play (X.C.10)."""

    dial: int
    leader: str | None = None
    weapon: str | None = None
    defense: str | None = None
    half: bool = False
    """XXII.B: the wheel shows half a token more than `dial` (advanced combat)."""
    spice: int = 0
    """XXII.A.2: spice committed to support tokens (advanced combat)."""
    kwisatz: bool = False
    """XV, pad Atreides 1: the Kwisatz Haderach joins the leader."""


class Battle(BaseModel):
    """One battle between the aggressor and one opponent in one territory."""

    territory: str
    aggressor: Faction
    defender: Faction
    plans: dict[Faction, BattlePlan] = Field(default_factory=dict)
    traitor_calls: dict[Faction, bool | None] = Field(default_factory=dict)
    """X.D, the traitor window: every faction asked after the reveal (each side facing a
    leader, and the Harkonnen allied to it), None while it decides, then its answer."""
    traitor_for: dict[Faction, Faction] = Field(default_factory=dict)
    """Faction asked -> the side its call serves: itself, or its ally (Harkonnen shield,
    XII.E.6)."""
    voice_pending: bool = False
    voice: str | None = None
    """Bene Gesserit shield: "play <kind>" or "not <kind>", binding the opponent's plan."""
    voice_for: Faction | None = None
    """The side the Voice serves: the Bene Gesserit, or their ally (XII.E.6)."""
    prescience_pending: bool = False
    prescience: str | None = None
    """Atreides shield: the element of the opponent's plan they asked to see."""
    prescience_for: Faction | None = None
    """The side prescience serves: the Atreides, or their ally, who is shown (XII.E.6)."""
    no_leaders: list[Faction] = Field(default_factory=list)
    """Q&A 7: sides agreeing to fight without leaders; both must agree."""
    seen: list[Faction] = Field(default_factory=list)
    """XVII, the Atreides' Karama power: sides whose whole plan they saw (fixed until the
    reveal)."""
    revealed: bool = False
    winner: Faction | None = None
    keep_pending: bool = False
    """X.C.6: the winner still decides which played cards to keep."""
    capture: str | None = None
    """Pad, Harkonnen 1 (XV): the leader just captured, while the Harkonnen decide whether
    to kill it for 2 spice or keep it for one battle."""
    spice_aside: dict[Faction, int] = Field(default_factory=dict)
    """XXII.A.2: spice set aside with the plans, until the battle sends it to the bank."""
    barred: list[str] = Field(default_factory=list)
    """XVII.B, pad B.6.A.4-6: the additional advantages a Karama card stopped in this battle
    (`kwisatz`, `capture`, `fedaykin`, `sardaukar`)."""
    loss_choices: list[dict[str, int]] = Field(default_factory=list)
    """X.C.6, XXII.C: the ways the winner may take his losses (token kind -> count), while
    he chooses one."""

    @property
    def sides(self) -> tuple[Faction, Faction]:
        return self.aggressor, self.defender


class BattleRound(BaseModel):
    """X.A.3: aggressors in turn order, the battle being fought, leaders already used."""

    order: list[Faction]
    current: Battle | None = None
    used_leaders: dict[str, str] = Field(default_factory=dict)
    """X.C.8: leader -> the territory where it fought this round."""


class ClassicState(BaseModel):
    ruleset: str = "classic"
    rules: int = RULES_VERSION
    """The rules version that wrote this state: an earlier one is upgraded when loaded."""
    options: ClassicOptions
    rng: int
    turn: int = 0
    phase: Phase = Phase.SETUP
    storm: int = 18
    shield_wall: bool = True
    players: dict[Faction, Player]
    forces: dict[str, dict[int, dict[Faction, int]]] = Field(default_factory=dict)
    spice: dict[str, dict[int, int]] = Field(default_factory=dict)
    bank: int = SPICE_SUPPLY
    spice_deck: list[str] = Field(default_factory=list)
    spice_discard: list[str] = Field(default_factory=list)
    last_blow: str | None = None
    spice_discard_2: list[str] = Field(default_factory=list)
    """XXI.A.1: the advanced blow's discard pile 2 (`spice_discard` is pile 1)."""
    last_blow_2: str | None = None
    """XXI.A.4: the territory last turned up on pile 2, which a pile-2 worm devours."""
    blow_pile: Literal[1, 2] = 1
    """XXI.A.2: the discard pile the cards now turned go to (always 1 in the basic game)."""
    treachery_deck: list[str] = Field(default_factory=list)
    treachery_discard: list[str] = Field(default_factory=list)
    removed_cards: list[str] = Field(default_factory=list)
    """Cards out of the game, like Family Atomics once the Shield Wall is gone."""
    truthtrance: Truthtrance | None = None
    prediction: Prediction | None = None
    fremen_to_place: int = 0
    storm_dialers: list[Faction] = Field(default_factory=list)
    storm_dials: dict[Faction, int] = Field(default_factory=dict)
    weather_marker: int | None = None
    """XVI.B: the storm marker the Fremen drew, face down: the Fremen's secret."""
    weather_shown: int | None = None
    """XVI.C: the marker revealed this storm round, until the storm has moved."""
    bidding: Bidding | None = None
    revival: dict[Faction, int] = Field(default_factory=dict)
    """IX.B: paid revivals each faction may still choose this turn (it has not answered yet);
    spice limits them when the faction answers."""
    revival_gift: list[Faction] = Field(default_factory=list)
    """Fremen shield (XII.E.6): allies waiting for the Fremen to say whether their free
    revival is three tokens this turn."""
    movement: Movement | None = None
    worm_ride: WormRide | None = None
    battles: BattleRound | None = None
    nexus: bool = False
    """VII.C: a worm has appeared in this blow (later worms are ignored)."""
    nexus_ready: list[Faction] | None = None
    """XII.B: while a nexus is open, the players who are done with it."""
    invitations: dict[Faction, list[Faction]] = Field(default_factory=dict)
    devour_pending: bool = False
    shelter: Literal["ask", "yes", "no"] | None = None
    """Fremen shield (XII.E.6): whether the Fremen protect their allies' tokens from the worm
    about to devour; "ask" while the Fremen decide."""
    blow_done: bool = True
    alliances: list[list[Faction]] = Field(default_factory=list)
    support: dict[Faction, dict[Faction, int]] = Field(default_factory=dict)
    """XII.E.3-4: support[ally][giver]: spice pledged to an ally's cards and shipments."""
    winners: list[Faction] = Field(default_factory=list)
    advisors: list[str] = Field(default_factory=list)
    """XV.B.4: territories where the Bene Gesserit's tokens coexist (advisors, public); their
    tokens elsewhere are fighters."""
    coexist_ask: str | None = None
    """XV.B.5: a territory where the Bene Gesserit must announce now whether they coexist."""
    advisor_to_place: int = 0
    """XV.B.1: the Bene Gesserit's starting token, placed anywhere after the Fremen."""
    worthless_barred: bool = False
    """XVII, Q&A A.7: a Karama card stops the Bene Gesserit's next worthless card played as
    Karama (both cards are discarded)."""
    starred: dict[str, dict[int, dict[Faction, int]]] = Field(default_factory=dict)
    """XV: starred tokens among `forces`, kept the same way (never a zero entry)."""
    captured: list[str] = Field(default_factory=list)
    """Pad, Harkonnen 1 (XV): other factions' leaders the Harkonnen hold, in capture order."""
    kwisatz_losses: int = 0
    """Pad, Atreides 1 (XV): Atreides tokens lost in battles so far."""
    kwisatz_dead: bool = False
    kwisatz_turn: int = 0
    """The turn the Kwisatz Haderach last fought (once a turn)."""
    worm_to_place: bool = False
    """Pad, Fremen 2 (XV): a further worm of this blow waits for the Fremen to place it."""
    orders: dict[Faction, Orders] = Field(default_factory=dict)
    """Secret standing orders, in play order; a faction that gave none (or cancelled all)
    has no entry, so equal positions serialise to the same bytes."""
    harvest: Harvest | None = None
    """THE SPICE HARVEST: the five harvests, while they last."""
    placement: Placement | None = None
    """THE SPICE HARVEST: the trades and the placement after them, while they last."""
    out: dict[Faction, int] = Field(default_factory=dict)
    """THE DUEL, VII: players whose main character leader died, out of the game, and the
    turn each went out (phases/elimination.py)."""
    dueling: DuelCards | None = None
    """THE DUEL: the Dueling cards (None in a game without THE DUEL)."""
    fight: Fight | None = None
    """THE DUEL: a Kanly duel or War of Assassins in progress (play is suspended)."""
    threats: list[Threat] = Field(default_factory=list)
    """THE DUEL, V.1: Kanly threatened this turn, in the order made."""
    nexus_allied: bool = False
    """THE DUEL, VI: an alliance was formed at the nexus now open (else a War of Assassins
    follows it)."""
    silenced: list[Faction] = Field(default_factory=list)
    """THE DUEL, VIII.3: players under a Cone of Silence until the end of the turn."""
    poisons: list[ResidualPoison] = Field(default_factory=list)
    """THE DUEL, VIII.4: Residual Poison (or a bluff) before players' shields."""
    debts: list[Debt] = Field(default_factory=list)
    """THE DUEL, VIII.4: what bluffers caught owe and could not pay yet."""
    thumper: bool = False
    """THE SPICE HARVEST, VII.4: a Thumper was played; the next spice card is not turned,
    a worm comes instead."""

    @model_validator(mode="before")
    @classmethod
    def _upgrade(cls, data: Any) -> Any:
        """A state stored by an earlier rules version loads in the current shape."""
        return upgrade(data) if isinstance(data, dict) else data

    def player(self, faction: Faction) -> Player:
        return self.players[faction]

    @property
    def factions(self) -> list[Faction]:
        return list(self.players)
