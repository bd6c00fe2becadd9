"""Costruzione: sealed orders revealed together, prices, rebuilds, the Fremen's pieces."""

from __future__ import annotations

from engine.rulesets.santini.commands import registry
from engine.rulesets.santini.construction import Build, fremen_pieces, waiting
from engine.rulesets.santini.data.counters import Kind
from engine.rulesets.santini.data.hexmap import MINOR
from engine.rulesets.santini.factions import Faction
from engine.rulesets.santini.hexes import neighbours
from engine.rulesets.santini.hooks import DECISIONS
from engine.rulesets.santini.state import HOME, Phase

from .helpers_phases_b import (
    A,
    E,
    F,
    H,
    game,
    hold,
    private_words,
    public_words,
    refused,
    send,
    unit,
)


def _others_build_nothing(state):
    seats = [s for s in (H, A, F, E) if state.players[s].build is None]
    return [send(state, seat, Build()) for seat in seats]


def _new_units(state, faction):
    return [u for u in state.units.values() if u.faction == faction]


# Costruzione: le fanterie costano 1, i corazzati e le artiglierie 2, la guardia 3, una spia 1,
# un comando 3, una unità aerea 2, una mietitrice 1.
def test_new_units_cost_as_the_table_says_and_arrive_full_and_regular_at_home():
    state, _ = game(Phase.CONSTRUCTION)
    state.players[H].spice = 20
    send(state, H, Build(infantry=2, armour=1, artillery=1, guard=1, spy=1, command=1,
                         wing=1, harvester=1))
    _others_build_nothing(state)
    assert state.players[H].spice == 20 - 16
    made = _new_units(state, Faction.HARKONNEN)
    assert sorted(u.kind.value for u in made) == sorted(
        ["infantry", "infantry", "armour", "artillery", "guard", "spy", "command", "wing",
         "harvester"])
    assert all(u.place == HOME and not u.veteran for u in made)
    assert all(u.steps == 2 for u in made if u.combat)


# Costruzione: spezia permettendo.
def test_an_order_beyond_ones_spice_is_refused_and_changes_nothing():
    state, _ = game(Phase.CONSTRUCTION)
    state.players[A].spice = 4
    error = refused(state, A, Build(command=1, spy=2))
    assert "5" in str(error)
    send(state, A, Build(command=1, spy=1))


# Costruzione: i giocatori contemporaneamente acquistano (sealed until all are in).
def test_orders_are_sealed_until_every_seat_has_ordered():
    state, _ = game(Phase.CONSTRUCTION)
    state.players[E].spice = 10
    log = send(state, E, Build(armour=3))
    assert public_words(log) == ""
    assert "3 armour" in private_words(log, E)
    assert _new_units(state, Faction.EMPEROR) == [] and state.players[E].spice == 10
    assert waiting(state) == [H, A, F]
    logs = _others_build_nothing(state)
    assert "3 armour" in public_words(logs[-1])
    assert len(_new_units(state, Faction.EMPEROR)) == 3 and state.players[E].spice == 4


# Costruzione: the deadline's default builds nothing, for every seat whatever it holds.
def test_every_seat_is_waited_for_and_the_default_builds_nothing():
    state, _ = game(Phase.CONSTRUCTION)
    assert waiting(state) == [H, A, F, E]
    spec = DECISIONS["construction"]
    assert spec.secret and spec.default(state, F) == Build()
    _others_build_nothing(state)
    assert state.units == {}


# Costruzione: 1 step Fanteria costa 1, Corazzato o Artiglieria 2, Guardia 3.
def test_rebuilding_a_step_costs_by_kind():
    state, _ = game(Phase.CONSTRUCTION)
    state.players[A].spice = 6
    reduced = [unit(state, Faction.ATREIDES, kind, steps=1).id
               for kind in (Kind.INFANTRY, Kind.ARTILLERY, Kind.GUARD)]
    send(state, A, Build(rebuild=",".join(reduced).lower()))
    _others_build_nothing(state)
    assert state.players[A].spice == 0
    assert all(state.units[uid].steps == 2 for uid in reduced)


# Costruzione: se uno step veterano viene ricostruito pagando spezia, torna regolare a
# piena forza.
def test_a_veteran_rebuilt_with_spice_comes_back_a_full_regular():
    state, _ = game(Phase.CONSTRUCTION)
    state.players[H].spice = 1
    vet = unit(state, Faction.HARKONNEN, Kind.INFANTRY, "1005", steps=1, veteran=True)
    send(state, H, Build(rebuild=vet.id))
    _others_build_nothing(state)
    assert vet.steps == 2 and not vet.veteran


# Costruzione: ricostruire unità che hanno perso uno step se non si trovano in zoc nemica.
def test_no_rebuild_in_an_enemy_zoc_nor_of_a_whole_unit():
    state, _ = game(Phase.CONSTRUCTION)
    state.players[H].spice = 9
    hurt = unit(state, Faction.HARKONNEN, Kind.INFANTRY, "1005", steps=1)
    whole = unit(state, Faction.HARKONNEN, Kind.INFANTRY, HOME)
    enemy = unit(state, Faction.ATREIDES, Kind.INFANTRY, neighbours("1005")[0])
    refused(state, H, Build(rebuild=hurt.id))
    refused(state, H, Build(rebuild=whole.id))
    refused(state, H, Build(rebuild=f"{hurt.id},{hurt.id}"))
    refused(state, H, Build(rebuild=enemy.id))
    enemy.place = "dead"
    send(state, H, Build(rebuild=hurt.id))


# Costruzione: 3 + 1/2 # città minori + # città maggiori (controllate), per difetto.
def test_the_fremen_pieces_count_half_their_minor_cities_and_their_major_ones():
    state, _ = game(Phase.CONSTRUCTION)
    assert fremen_pieces(state) == 3 + 7 // 2 + 2
    hold(state, Faction.EMPEROR, "Carthag", *MINOR[:4])
    assert fremen_pieces(state) == 3 + 3 // 2 + 1


# Costruzione: il Fremen costruisce fanterie, comandi e spie, and pays nothing.
def test_the_fremen_build_infantry_commands_and_spies_free():
    state, _ = game(Phase.CONSTRUCTION)
    hold(state, Faction.HARKONNEN, "Carthag", "Arrakeen", *MINOR)
    assert fremen_pieces(state) == 3
    refused(state, F, Build(armour=1))
    refused(state, F, Build(guard=1))
    refused(state, F, Build(infantry=4))
    send(state, F, Build(infantry=1, command=1, spy=1))
    _others_build_nothing(state)
    made = _new_units(state, Faction.FREMEN)
    assert sorted(u.kind.value for u in made) == ["command", "infantry", "spy"]
    assert all(u.place == HOME for u in made)


# Nota su Muad'Dib ed Alia: da questo momento possono essere costruite le tre Guardie Fremen.
def test_the_fremen_build_their_three_guards_once_muaddib_or_alia_entered():
    state, _ = game(Phase.CONSTRUCTION)
    state.fremen_guards = True
    unit(state, Faction.FREMEN, Kind.GUARD, HOME)
    refused(state, F, Build(guard=3))
    send(state, F, Build(guard=2, infantry=1))


# Costruzione: per ogni pedina che non costruisce, il Fremen può reintegrare due steps;
# una veterana ricostruita torna di due steps, regolare.
def test_the_fremen_rebuild_two_steps_for_each_piece_not_built():
    state, _ = game(Phase.CONSTRUCTION)
    hold(state, Faction.ATREIDES, "Carthag", "Arrakeen", *MINOR)
    hurt = [unit(state, Faction.FREMEN, Kind.INFANTRY, HOME, steps=1, veteran=True).id
            for _ in range(5)]
    refused(state, F, Build(infantry=1, rebuild=",".join(hurt)))
    send(state, F, Build(infantry=1, rebuild=",".join(hurt[:4])))
    _others_build_nothing(state)
    assert all(state.units[u].steps == 2 and not state.units[u].veteran for u in hurt[:4])
    assert state.units[hurt[4]].steps == 1


# Costruzione (ruling): an order the spice no longer pays at the reveal builds nothing.
def test_an_order_no_longer_affordable_at_the_reveal_builds_nothing():
    state, _ = game(Phase.CONSTRUCTION)
    state.players[H].spice = 3
    send(state, H, Build(command=1))
    state.players[H].spice = 2
    logs = _others_build_nothing(state)
    assert _new_units(state, Faction.HARKONNEN) == [] and state.players[H].spice == 2
    assert "no longer" in public_words(logs[-1])


# Costruzione: once the orders are revealed, the phase waits for no one.
def test_after_the_reveal_no_seat_is_waited_for_and_no_second_order_is_taken():
    state, _ = game(Phase.CONSTRUCTION)
    _others_build_nothing(state)
    assert waiting(state) == []
    refused(state, H, Build())


# Costruzione: the sealed order is typed as one line (a DM form sends the same).
def test_a_build_order_reads_as_typed():
    order = registry.parse("build infantry=2 spy=1 rebuild=H3,H4")
    assert order.counts() == {"infantry": 2, "spy": 1}
    assert order.rebuilt() == ["H3", "H4"]
