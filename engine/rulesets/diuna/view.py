"""What everyone sees of a Diuna game (the board, the round and phase, the storm, the first
player, each faction's public counts) and what only one seat sees (its hand, traitors, drawn
cards, its own plan); the board drawn by the board of Arrakis's drawing from a scene of public
facts only, and as text listing forces by territory."""

from __future__ import annotations

import hashlib
from typing import Any

from engine.boards.arrakis.drawing import board_svg
from engine.boards.arrakis.scene import Block, BoardScene, Legend, Mark, Section, Tokens
from engine.boards.arrakis.territories import TERRITORIES
from engine.core import BoardPicture

from .board import strongholds
from .collection import ending
from .data import Faction
from .state import DiunaState, Phase
from .words import (
    T,
    Text,
    faction_word,
    joined,
    leader_words,
    listing,
    phase_word,
    say,
    territory_word,
)

MAX_ROUNDS = 5
COLOURS = {Faction.ATREIDES: "#009988", Faction.FREMEN: "#EECC66",
           Faction.HARKONNEN: "#000000", Faction.IMPERIUM: "#CC3311"}
"""Each faction's colour on the board: those of the same houses in the 1979 game, chosen to
stay apart for colour-blind eyes; the Imperium takes the Emperor's."""
KEYS = (T("diuna-key-tokens"), T("diuna-key-storm"), T("diuna-key-strongholds"))
"""The key to the picture's marks."""
LETTERS = {Faction.ATREIDES: "A", Faction.FREMEN: "F", Faction.HARKONNEN: "H",
           Faction.IMPERIUM: "I"}


def revealed(state: DiunaState) -> bool:
    """The battle's plans are face up (Odkrycie planów): after both are made."""
    return state.fight is not None and state.fight.step in ("market", "call")


def public(state: DiunaState) -> dict[str, Any]:
    fight = state.fight
    return {
        "round": state.round, "phase": state.phase.value, "storm": state.storm,
        "order": state.order, "first": state.first, "blocked": state.blocked,
        "waiting": state.waiting, "turn": state.turn,
        "spice": dict(state.spice),
        "forces": {t: {f.value: dict(by_sector) for f, by_sector in by.items()}
                   for t, by in state.forces.items()},
        "players": {seat: _front(state, seat) for seat in state.order},
        "discards": {"spice": state.decks.spice_discard[-1:],
                     "battle": state.decks.battle_discard,
                     "market": state.decks.market_discard},
        "decks": {"spice": len(state.decks.spice), "battle": len(state.decks.battle),
                  "market": len(state.decks.market), "traitors": len(state.decks.traitors)},
        "fight": None if fight is None else {
            "territory": fight.territory, "sides": list(fight.sides), "step": fight.step,
            "voice": fight.voice, "foresee": fight.foresee,
            "planned": sorted(fight.plans),
            "plans": ({s: p.model_dump() for s, p in fight.plans.items()}
                      if revealed(state) else {}),
            "played": fight.played, "calls": fight.calls},
        "fought": state.fought, "harvesters": state.harvesters, "riding": state.riding,
        "winners": [f.value for f in state.winners],
    }


def _front(state: DiunaState, seat: str) -> dict[str, Any]:
    """A faction board as the table sees it: spice and hand sizes are counted in the open;
    which leaders an alliance drew stays secret until they fight or die."""
    player = state.players[seat]
    return {"faction": player.faction.value,
            "ally": player.ally.value if player.ally else None,
            "spice": player.spice, "reserve": player.reserve, "tanks": player.tanks,
            "leaders": len(player.leaders) if player.ally else sorted(player.leaders),
            "dead": sorted(player.dead),
            "battle_cards": len(player.battle_cards),
            "market_cards": len(player.market_cards),
            "traitors": len(player.traitors)}


def private(state: DiunaState, seat: str) -> dict[str, Any]:
    player = state.players[seat]
    out: dict[str, Any] = {"traitors": list(player.traitors),
                           "battle_cards": list(player.battle_cards),
                           "market_cards": list(player.market_cards)}
    if player.ally:
        out["leaders"] = list(player.leaders)
    if player.drawn:
        out["drawn"] = list(player.drawn)
    out["standing_orders"] = [f"auto {order}" for order in player.orders]  # none: said
    fight = state.fight
    if fight is not None and seat in fight.plans and not revealed(state):
        out["plan"] = fight.plans[seat].model_dump()
    return out


def view(state: DiunaState, seat: str | None) -> dict[str, Any]:
    out: dict[str, Any] = {"public": public(state)}
    if seat in state.players:
        out["private"] = private(state, seat)
    return out


def headline(state: DiunaState) -> Text:
    if state.phase == Phase.ENDED:
        return T("diuna-headline-over", round=state.round, rounds=MAX_ROUNDS,
                 ending=ending(state), winners=joined(
                     [faction_word(f) for f in state.winners], ", "))
    return T("diuna-headline", round=state.round, rounds=MAX_ROUNDS,
             phase=phase_word(state.phase), storm=state.storm)


def markers(state: DiunaState) -> Text:
    """The markers the classic board has no place for: the first player and the covered
    stronghold (4 warownie)."""
    line = (T("diuna-first-by-die") if state.phase == Phase.SETUP
            else T("diuna-first-player", seat=state.first,
                   faction=faction_word(state.players[state.first].faction)))
    return (T("diuna-markers-covered", markers=line, stronghold=territory_word(state.blocked))
            if state.blocked else line)


def lines(state: DiunaState) -> list[Text]:
    """The headline, each faction's public counts, then one line per territory holding
    forces or spice."""
    out = [headline(state), markers(state)]
    for seat in state.order:
        front = _front(state, seat)
        leaders = front["leaders"]
        player = state.players[seat]
        sides = (T("diuna-allied", faction=faction_word(player.faction),
                   ally=faction_word(player.ally)) if player.ally
                 else faction_word(player.faction))
        out.append(T("diuna-status-faction", letter=LETTERS[player.faction], seat=seat,
                     sides=sides, spice=front["spice"], reserve=front["reserve"],
                     tanks=front["tanks"],
                     leaders=leaders if isinstance(leaders, int) else len(leaders),
                     battle=front["battle_cards"], market=front["market_cards"]))
    for name in sorted(set(state.forces) | {t for t, n in state.spice.items() if n}):
        here = " ".join(f"{LETTERS[f]}{sum(by.values())}"
                        for f, by in state.forces.get(name, {}).items())
        spice = state.spice.get(name, 0)
        out.append(T("diuna-status-territory-spice", territory=territory_word(name),
                     forces=here, spice=spice) if spice else
                   T("diuna-status-territory", territory=territory_word(name), forces=here))
    return out


def scene(state: DiunaState, language: str = "en") -> BoardScene:
    """The board's scene, from public facts only: Diuna's sections, factions and strongholds
    in use, the round of 5, the markers on the header's second line, the dead leaders;
    worded in `language`."""
    keys = sorted({(t, s) for t, by in state.forces.items() for f in by for s in by[f]}
                  | {(t, TERRITORIES[t].blow_sector or 0) for t, n in state.spice.items() if n})
    sections = tuple(
        Section(territory=t, sector=s,
                tokens=tuple(Tokens(f.value, f"{LETTERS[f]}{by[s]}")
                             for f, by in state.forces.get(t, {}).items() if s in by),
                spice=state.spice.get(t, 0) if TERRITORIES[t].blow_sector == s else 0)
        for t, s in keys)
    marks = tuple(_mark(state, seat, language) for seat in state.order)
    dead = tuple(f"{LETTERS[p.faction]}: {say(leader_words(p.dead), language)}"
                 for p in (state.players[seat] for seat in state.order) if p.dead)
    return BoardScene(title=say(T("diuna-board-title", round=state.round,
                                  phase=phase_word(state.phase)), language),
                      headline=say(_headline(state), language),
                      options=say(T("diuna-board-markers", markers=markers(state)), language),
                      storm=state.storm, strongholds=strongholds(state), marks=marks,
                      sections=sections,
                      legend=Legend(blocks=(Block(say(T("diuna-board-dead"), language), dead),)
                                    if dead else (),
                                    keys=tuple(say(k, language) for k in KEYS)),
                      player_dots=False)


def _headline(state: DiunaState) -> Text:
    """The picture's header: the round and phase and the storm's sector, or the winners."""
    if state.winners:
        return T("diuna-board-headline-over", round=state.round, rounds=MAX_ROUNDS,
                 winners=listing([faction_word(f) for f in state.winners]))
    return T("diuna-board-headline", round=state.round, rounds=MAX_ROUNDS,
             phase=phase_word(state.phase), storm=state.storm)


def _mark(state: DiunaState, seat: str, language: str) -> Mark:
    """A faction as the board shows it: its colour and letter, its tokens on the board and
    its faction board's open counts."""
    player = state.players[seat]
    on_board = sum(sum(by.get(player.faction, {}).values()) for by in state.forces.values())
    cards = len(player.battle_cards) + len(player.market_cards)
    return Mark(player.faction.value, LETTERS[player.faction], COLOURS[player.faction],
                heading=say(T("diuna-board-heading", faction=faction_word(player.faction),
                              seat=seat, count=on_board), language),
                front=say(T("diuna-board-front", reserve=player.reserve, tanks=player.tanks,
                            leaders=len(player.leaders), cards=cards, spice=player.spice),
                          language))


def board(state: DiunaState, language: str = "en") -> BoardPicture:
    text = say(joined(lines(state), "\n"), language)
    if len(text) > 1990:
        text = text[:1986] + "\n..."
    return BoardPicture(svg=board_svg(scene(state, language), language=language),
                        messages=["```\n" + text + "\n```"], key=key(state))


def key(state: DiunaState) -> str:
    """Changes exactly when the board's picture does."""
    return hashlib.sha1(say(joined(lines(state), "\n")).encode()).hexdigest()[:16]
