"""`dune-moderator data classic`: the ruleset's static data as JSON or text."""

from __future__ import annotations

from typing import Any

from ..data import (
    LEADERS,
    PLAYER_DOTS,
    SECTION_NEIGHBOURS,
    SHIELDS,
    SPICE_CARDS,
    SPICE_DECK,
    STORM_START_SECTOR,
    TERRITORIES,
    TREACHERY_CARDS,
    TREACHERY_DECK,
)


def static_data() -> dict[str, Any]:
    return {
        "board": {
            "sectors": 18,
            "storm_start": STORM_START_SECTOR,
            "player_dots": list(PLAYER_DOTS),
            "territories": [
                {
                    "name": t.name,
                    "kind": t.kind.value,
                    "sectors": list(t.sectors),
                    "spice_blow_sector": t.blow_sector,
                    "shield_wall": t.shield_wall,
                    "neighbours": list(t.neighbours),
                }
                for t in TERRITORIES.values()
            ],
            "sections": [
                {"territory": t, "sector": s,
                 "neighbours": [{"territory": nt, "sector": ns} for nt, ns in near]}
                for (t, s), near in SECTION_NEIGHBOURS.items()
            ],
        },
        "spice_deck": [
            {"card": name, "territory": SPICE_CARDS[name].territory,
             "sector": SPICE_CARDS[name].sector, "amount": SPICE_CARDS[name].amount}
            if name in SPICE_CARDS else {"card": name}
            for name in SPICE_DECK
        ],
        "treachery_deck": [
            {"card": name, "kind": TREACHERY_CARDS[name].kind.value,
             "subtype": TREACHERY_CARDS[name].subtype, "text": TREACHERY_CARDS[name].text}
            for name in TREACHERY_DECK
        ],
        "leaders": [
            {"name": x.name, "faction": x.faction.value, "strength": x.strength}
            for x in LEADERS.values()
        ],
        "shields": [
            {"faction": f.value, "title": f.title, "spice": s.spice,
             "placement": [{"territory": t, "sector": sec, "tokens": n}
                           for t, sec, n in s.placement],
             "placed_by_choice": s.fremen_choice, "reserves": s.reserves,
             "free_revivals": s.free_revivals, "hand_limit": s.hand_limit,
             "starting_cards": s.starting_cards, "keeps_all_traitors": s.keeps_all_traitors}
            for f, s in SHIELDS.items()
        ],
    }


def static_text() -> str:
    lines = ["Territories:"]
    for t in TERRITORIES.values():
        blow = f", spice blow in {t.blow_sector}" if t.blow_sector else ""
        lines.append(f"  {t.name:20} {t.kind.value:10} sectors {t.sectors}{blow}")
    lines.append("Leaders:")
    for x in LEADERS.values():
        lines.append(f"  {x.faction.title:14} {x.name:22} {x.strength}")
    lines.append("Shields:")
    for f, s in SHIELDS.items():
        lines.append(f"  {f.title:14} spice {s.spice:2}, reserves {s.reserves:2}, "
                     f"free revivals {s.free_revivals}, hand {s.hand_limit}")
    return "\n".join(lines)
