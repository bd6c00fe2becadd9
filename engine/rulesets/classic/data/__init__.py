"""Static facts of the classic game: the board of Arrakis it is played on
(engine/boards/arrakis), its decks, leaders and shields, and the names players may type."""

from engine.boards.arrakis.sections import SECTION_NEIGHBOURS, SectionId, check_board, sections_of
from engine.boards.arrakis.storm import (
    SECTOR_COUNT,
    STORM_START_SECTOR,
    advance,
    sectors_ahead,
    swept_sectors,
)
from engine.boards.arrakis.territories import (
    PLAYER_DOTS,
    POLAR_SINK,
    STRONGHOLDS,
    TERRITORIES,
    Territory,
    TerritoryKind,
)
from engine.core.names import UnknownName

from .cards import (
    DUEL_TREACHERY,
    HARVEST_TREACHERY,
    SHAI_HULUD,
    SPICE_CARDS,
    SPICE_DECK,
    TREACHERY_CARDS,
    TREACHERY_DECK,
    CardKind,
    SpiceCard,
    TreacheryCard,
    resolve_card,
    spice_card,
    treachery_card,
)
from .factions import (
    FACTION_ORDER,
    FREMEN_HOME,
    GREAT_FLAT,
    SHIELDS,
    TOKENS_PER_FACTION,
    Faction,
    Shield,
    resolve_faction,
)
from .leaders import LEADERS, Leader, leaders_of, resolve_leader
from .spellings import resolve_territory

__all__ = [
    "DUEL_TREACHERY",
    "FACTION_ORDER",
    "FREMEN_HOME",
    "GREAT_FLAT",
    "HARVEST_TREACHERY",
    "LEADERS",
    "PLAYER_DOTS",
    "POLAR_SINK",
    "SECTION_NEIGHBOURS",
    "SECTOR_COUNT",
    "SHAI_HULUD",
    "SHIELDS",
    "SPICE_CARDS",
    "SPICE_DECK",
    "STORM_START_SECTOR",
    "STRONGHOLDS",
    "TERRITORIES",
    "TOKENS_PER_FACTION",
    "TREACHERY_CARDS",
    "TREACHERY_DECK",
    "CardKind",
    "Faction",
    "Leader",
    "SectionId",
    "Shield",
    "SpiceCard",
    "Territory",
    "TerritoryKind",
    "TreacheryCard",
    "UnknownName",
    "advance",
    "check_board",
    "leaders_of",
    "resolve_card",
    "resolve_faction",
    "resolve_leader",
    "resolve_territory",
    "sections_of",
    "sectors_ahead",
    "spice_card",
    "swept_sectors",
    "treachery_card",
]
