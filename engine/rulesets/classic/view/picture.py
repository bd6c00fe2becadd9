"""What the classic game's picture of the board says: the factions' colours, the tokens'
labels, the headline, the shields' fronts and the legend's lines, applied to a public scene
(scene.py) to give the board's own scene, which engine/boards/arrakis/drawing.py draws."""

from __future__ import annotations

from engine.boards.arrakis.scene import Block, BoardScene, Legend, Mark, Section, Tokens
from engine.core.words import T, Text, joined

from ..data import Faction
from ..data.words import faction_word, factions_word, leader_word, phase_word, place_word
from .scene import ClassicScene, FactionMark

FACTION_COLOURS: dict[Faction, str] = {
    Faction.ATREIDES: "#009988",
    Faction.BENE_GESSERIT: "#FFFFFF",
    Faction.EMPEROR: "#CC3311",
    Faction.FREMEN: "#EECC66",
    Faction.GUILD: "#004488",
    Faction.HARKONNEN: "#000000",
}
"""Colours from Paul Tol's colour-blind-safe schemes, chosen so that every two of them
differ by at least 25 CIEDE2000 units to normal, protanope and deuteranope eyes and 20 to
tritanope ones (tests/classic/test_board_colours.py); each token also shows its faction's
letter, so colour is never the only cue."""


def board_scene(scene: ClassicScene) -> BoardScene:
    """The board's scene of a classic one: what the drawing shows, in words and colours."""
    sections = tuple(
        Section(s.territory, s.sector,
                tokens=tuple(Tokens(f.value, s.label(scene.mark(f), n)) for f, n in s.forces),
                spice=s.spice)
        for s in scene.sections)
    marks = tuple(
        Mark(m.faction.value, m.letter, FACTION_COLOURS[m.faction],
             heading=T("classic-board-faction", faction=faction_word(m.faction), seat=m.seat,
                       tokens=m.tokens_on_board),
             front=shield_front(m), dot=m.dot)
        for m in scene.factions)
    return BoardScene(title=T("classic-board-title", turn=scene.turn,
                              phase=phase_word(scene.phase)), headline=headline(scene),
                      options=options_line(scene) if scene.options else "", storm=scene.storm,
                      strongholds=scene.strongholds, marks=marks, sections=sections,
                      legend=_legend(scene))


def options_line(scene: ClassicScene) -> Text:
    """The game's rule options, named in the header when they are not the defaults."""
    return T("classic-board-options", options=scene.options)


def headline(scene: ClassicScene) -> Text:
    if scene.winners:
        return T("classic-board-game-over", turn=scene.turn, turns=scene.max_turns,
                 winners=factions_word(scene.winners))
    phase = phase_word(scene.phase)
    if scene.shield_wall:
        return T("classic-board-headline", turn=scene.turn, turns=scene.max_turns,
                 phase=phase, sector=scene.storm)
    return T("classic-board-headline-no-wall", turn=scene.turn, turns=scene.max_turns,
             phase=phase, sector=scene.storm)


def alliance_lines(scene: ClassicScene) -> list[Text]:
    """Each alliance by its factions' names (alliances are made in the open, XII.B)."""
    return [T("classic-board-alliance", factions=joined([faction_word(f) for f in a], " + "))
            for a in scene.alliances]


def piles_lines(scene: ClassicScene) -> list[Text]:
    """XXI: the last territory of each spice discard pile, which a worm of that pile
    devours (the advanced blow only)."""
    return [T("classic-board-pile", pile=n, territory=place_word(where)) if where
            else T("classic-board-pile-empty", pile=n)
            for n, where in enumerate(scene.last_blows, start=1)]


def shield_front(mark: FactionMark) -> Text:
    """What the table sees of a faction: its reserves (starred ones counted, XV), the
    Tleilaxu Tanks (face up), its leaders, and its cards and spice only when they are open
    (XIII.B); with THE DUEL its main leader, or the turn the player went out (VII)."""
    if mark.out_turn is not None:
        return T("classic-leaders-front-out", turn=mark.out_turn)
    parts = [T("classic-front-reserves", count=mark.reserves, starred=mark.starred_reserves),
             T("classic-front-tanks", count=mark.tanks),
             T("classic-front-leaders", count=mark.leaders_alive)]
    if mark.main_leader is not None:
        parts.append(T("classic-leaders-front-main", leader=leader_word(mark.main_leader),
                       value=mark.main_value))
    if mark.cards is not None:
        parts.append(T("classic-front-cards", count=mark.cards))
    if mark.spice is not None:
        parts.append(T("classic-front-spice", count=mark.spice))
    return joined(parts, ", ")


def _legend(scene: ClassicScene) -> Legend:
    """The alliances, the spice piles, the Tleilaxu Tanks' leaders (face up, IX.B) and the
    key to the picture's marks, the starred (XV) and the advisors' (XV.B.4) when in play."""
    dead = tuple(T("classic-board-dead", letter=m.letter,
                   leaders=joined([leader_word(n) for n in m.leaders_in_tanks], ", "))
                 for m in scene.factions if m.leaders_in_tanks)
    keys = [T("classic-board-key-tokens"), T("classic-board-key-storm"),
            T("classic-board-key-strongholds")]
    if scene.has_starred:
        keys.append(T("classic-board-key-starred"))
    if scene.has_advisors:
        keys.append(T("classic-board-key-advisors"))
    return Legend(notes=(*alliance_lines(scene), *piles_lines(scene)),
                  blocks=(Block(T("classic-board-tanks"), dead),) if dead else (),
                  keys=tuple(keys))
