"""The deck of Santini's DUNE (Descrizione Carte): each card's name, how many the deck
holds, and its kind: `E` an event (played the moment it is drawn, never cancelled), `C`
common, or a faction's own (`H`, `A`, `F`, `I` for the Impero), playable by that faction
alone.

Origin: the rulebook's card list, names as printed (Italian), counts and kinds as printed.
The `Leaders` line (32 event cards) brings the leaders of the counters (data.leaders), and
`Iniziativa "nome"` (4) names a faction: `CARDS` is the deck as the game holds it, those two
lines dealt out into named cards (docs/rules-notes.md, "Santini: the counters").
"""

from __future__ import annotations

from ..factions import Faction

DECK: tuple[tuple[str, int, str], ...] = (
    ("Abbondanza Spezia", 14, "E"),
    ("Addestramento Speciale", 4, "C"),
    ("Aiuti Militari", 3, "I"),
    ("Annulla Azione Spia", 8, "C"),
    ("Attività Fremen", 6, "E"),
    ("Battaglia Attacco", 3, "C"),
    ("Battaglia Difesa", 3, "C"),
    ("Battaglia Forza", 2, "C"),
    ("Bene Gesserit", 4, "C"),
    ("Cariche Atomiche", 4, "C"),
    ("Complotto", 1, "C"),
    ("Contro Spionaggio", 14, "C"),
    ("Controllo Verme", 8, "F"),
    ("Copertura", 2, "C"),
    ("Corruzione", 2, "H"),
    ("Corruzione Spie", 2, "H"),
    ("Creazione Spia", 4, "C"),
    ("Decodifica Codici Nemici", 2, "C"),
    ("Doppio Gioco", 4, "C"),
    ("Eliminazione Spie Nemiche", 4, "A"),
    ("Esito Incerto", 4, "C"),
    ("Favoreggiamento", 8, "C"),
    ("Forte Attività di Spionaggio", 2, "E"),
    ("Gholas", 2, "C"),
    ("Gilda Spaziale", 4, "C"),
    ("Grandi Manovre Fremen", 2, "E"),
    ("Infiltrazione Spia", 4, "C"),
    ("Iniziativa", 4, "E"),
    ("Karama", 6, "C"),
    ("Landsraad", 1, "C"),
    ("Leaders", 32, "E"),
    ("Mentat Computers Umani", 3, "C"),
    ("Modulo Estraniante", 2, "C"),
    ("Movimento", 8, "C"),
    ("Recupero Informazioni", 8, "C"),
    ("Ricatto", 2, "C"),
    ("Ricostruzione Barriere Naturali", 1, "C"),
    ("Riorganizzazione Militare", 4, "C"),
    ("Scout", 8, "C"),
    ("Scudo Potenziato", 2, "C"),
    ("Sicurezza Interna", 1, "E"),
    ("Sovvenzione", 4, "C"),
    ("Spia Agente Speciale", 10, "C"),
    ("Spia Assassino", 6, "C"),
    ("Spia Avvelenatore", 6, "C"),
    ("Spia Commando", 4, "C"),
    ("Spia Danneggiatore", 6, "C"),
    ("Spia Diversivo", 6, "C"),
    ("Spia Guastatore", 6, "C"),
    ("Spia Incursore", 6, "C"),
    ("Spia Infiltrato", 6, "C"),
    ("Spia Ladro", 6, "C"),
    ("Spia Sabotatore", 12, "C"),
    ("Spia Traditore", 6, "C"),
    ("Super Spia", 2, "H"),
    ("Tempeste Bassa Quota", 2, "E"),
    ("Tempeste Spaziali", 2, "E"),
    ("Tempeste Violente", 2, "E"),
    ("Verme", 4, "E"),
    ("Visioni", 2, "C"),
    ("Voce", 2, "C"),
)


LEADERS_PAIR = "Leaders Muad'Dib e Alia"
"""Nota Muad'Dib ed Alia: four of the 32 Leaders cards bring Paul Muad'Dib and Alia (on
Arrakis); after the first drawn, the others are ignored."""

LEADER_CARDS: dict[str, tuple[str, ...]] = {
    LEADERS_PAIR: ("Paul Muad'Dib", "Alia"),
    **{f"Leaders {name}": (name,) for name in (
        "Bashar Zum Garon", "Gaius Helen Mohiam", "Irulan", "Hasimir Fenring",
        "Gurney Halleck", "Duncan Idaho", "Jessica", "Thufir Hawat",
        "Feyd-Rautha", "Glossu Rabban", "Iakin Nefud", "Piter De Vries",
        "Stilgar", "Liet-Kynes")},
}
"""Each Leaders card -> the leaders it brings into play. The pair's card is printed four
times, every other leader's twice (4 + 14 x 2 = 32): like the pair's, a card whose leaders
are already in play or dead is ignored (only Gholas brings a leader back)."""

LEADER_COPIES = {LEADERS_PAIR: 4}
"""How many of each Leaders card the deck holds: 4 for the pair, else 2."""

INITIATIVE_CARDS: dict[str, Faction] = {
    "Iniziativa Harkonnen": Faction.HARKONNEN,
    "Iniziativa Atreides": Faction.ATREIDES,
    "Iniziativa Fremen": Faction.FREMEN,
    "Iniziativa Impero": Faction.EMPEROR,
}
"""Iniziativa "nome" (4E): one card a faction; that faction turns 2 units veteran, places
a spy and draws two cards, whoever drew it."""

OWNER = {"H": Faction.HARKONNEN, "A": Faction.ATREIDES, "F": Faction.FREMEN,
         "I": Faction.EMPEROR}
"""A faction card's letter (Carte: 'con il nome della fazione scritto in alto')."""


def _named() -> tuple[tuple[str, int, str], ...]:
    """DECK with its Leaders and Iniziativa lines dealt into named cards."""
    cards: list[tuple[str, int, str]] = []
    for name, count, kind in DECK:
        if name == "Leaders":
            cards += [(c, LEADER_COPIES.get(c, 2), kind) for c in LEADER_CARDS]
        elif name == "Iniziativa":
            cards += [(c, 1, kind) for c in INITIATIVE_CARDS]
        else:
            cards.append((name, count, kind))
    return tuple(cards)


CARDS = _named()
"""Every card the game knows: (name, copies, kind), 302 cards in all."""

KINDS = {name: kind for name, _, kind in CARDS}
"""Card name -> `E`, `C`, or the letter of the faction that alone may play it."""

BASE_NAMES = frozenset(name for name, _, _ in DECK)
"""The printed lines' names (a famous leader's action names one of these)."""


def deck_list() -> list[str]:
    """The whole deck, unshuffled: each card as many times as printed."""
    return [name for name, count, _ in CARDS for _ in range(count)]


def faction_of(name: str) -> Faction | None:
    """The faction a faction card belongs to; None for a common card or an event."""
    return OWNER.get(KINDS.get(name, ""))


def playable_by(name: str, faction: Faction) -> bool:
    """Carte: a common card, or one of the faction's own (events are never held)."""
    kind = KINDS.get(name)
    return kind == "C" or (kind is not None and OWNER.get(kind) == faction)
