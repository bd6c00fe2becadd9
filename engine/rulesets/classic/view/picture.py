"""What the classic game's picture of the board says: the factions' colours, the tokens'
labels, the headline, the shields' fronts and the legend's lines, applied to a public scene
(scene.py) to give the board's own scene, which engine/boards/arrakis/drawing.py draws."""

from __future__ import annotations

from engine.boards.arrakis.scene import Block, BoardScene, Legend, Mark, Section, Tokens

from ..data import Faction
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
             heading=f"{m.title} ({m.seat}), {m.tokens_on_board} on Dune",
             front=shield_front(m), dot=m.dot)
        for m in scene.factions)
    return BoardScene(title=f"Dune, turn {scene.turn}: {scene.phase}", headline=headline(scene),
                      options=options_line(scene) if scene.options else "", storm=scene.storm,
                      strongholds=scene.strongholds, marks=marks, sections=sections,
                      legend=_legend(scene))


def options_line(scene: ClassicScene) -> str:
    """The game's rule options, named in the header when they are not the defaults."""
    return f"Options: {scene.options}"


def headline(scene: ClassicScene) -> str:
    if scene.winners:
        won = " and ".join(scene.mark(f).title for f in scene.winners)
        return f"Turn {scene.turn}/{scene.max_turns}, game over: {won} won"
    wall = "" if scene.shield_wall else ", Shield Wall destroyed"
    phase = scene.phase.replace("_", " ")
    return (f"Turn {scene.turn}/{scene.max_turns}, {phase} phase; the storm is over "
            f"sector {scene.storm}{wall}")


def alliance_lines(scene: ClassicScene) -> list[str]:
    """Each alliance by its factions' names (alliances are made in the open, XII.B)."""
    return ["Alliance: " + " + ".join(scene.mark(f).title for f in a) for a in scene.alliances]


def piles_lines(scene: ClassicScene) -> list[str]:
    """XXI: the last territory of each spice discard pile, which a worm of that pile
    devours (the advanced blow only)."""
    return [f"Spice pile {n}: {where or 'no territory yet'}"
            for n, where in enumerate(scene.last_blows, start=1)]


def shield_front(mark: FactionMark) -> str:
    """What the table sees of a faction: its reserves (starred ones counted, XV), the
    Tleilaxu Tanks (face up), its leaders, and its cards and spice only when they are open
    (XIII.B)."""
    reserves = f"reserves {mark.reserves}" + (
        f" ({mark.starred_reserves} starred)" if mark.starred_reserves else "")
    parts = [reserves, f"tanks {mark.tanks}", f"leaders {mark.leaders_alive}"]
    if mark.cards is not None:
        parts.append(f"cards {mark.cards}")
    if mark.spice is not None:
        parts.append(f"spice {mark.spice}")
    return ", ".join(parts)


def _legend(scene: ClassicScene) -> Legend:
    """The alliances, the spice piles, the Tleilaxu Tanks' leaders (face up, IX.B) and the
    key to the picture's marks, the starred (XV) and the advisors' (XV.B.4) when in play."""
    dead = tuple(f"{m.letter}: {', '.join(m.leaders_in_tanks)}" for m in scene.factions
                 if m.leaders_in_tanks)
    keys = ["A5: five Atreides tokens; $6: six spice", "▲ and dark sector: the storm",
            "bold names: strongholds"]
    if scene.has_starred:
        keys.append("E5*2: two of the five Emperor tokens starred (XV)")
    if scene.has_advisors:
        keys.append("b3: three Bene Gesserit advisors (coexisting)")
    return Legend(notes=(*alliance_lines(scene), *piles_lines(scene)),
                  blocks=(Block("Leaders in the Tleilaxu Tanks", dead),) if dead else (),
                  keys=tuple(keys))
