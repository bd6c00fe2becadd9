"""Attività: the Guild's transfers between the home planet and Arrakis (`transfer`), the
Fremen's entry from the map's edge (`enter`) and strategic movement (`strategic`)."""

from __future__ import annotations

from engine.rulesets.santini.data.counters import Kind
from engine.rulesets.santini.state import HOME, Work

from .helpers_movement import A, E, F, H, game, order, paint, put, refused


def test_a_transfer_costs_by_the_table_city_desert_or_platform():
    # Attività: Fanteria 1/2/1, Corazzato 2/3/1, Spia Comando Leader 1/1/0
    state = game()
    inf = put(state, H, Kind.INFANTRY, HOME)
    arm = put(state, H, Kind.ARMOUR, HOME)
    cmd = put(state, H, Kind.COMMAND, HOME)
    order(state, H, f"transfer {inf.id} 3010")
    order(state, H, f"transfer {arm.id} 0512")
    state.platforms["0812"] = Work(faction=H, done=True)
    order(state, H, f"transfer {cmd.id} 0812")
    assert state.players[state.seat_of(H)].spice == 20 - 1 - 3 - 0
    assert (inf.place, arm.place, cmd.place) == ("3010", "0512", "0812")


def test_no_transfer_to_or_from_rock_or_dark_desert():
    # Attività: non è possibile arrivare o partire da esagoni di montagna o deserto scuro
    state = game()
    paint(state, "dark", "0512")
    paint(state, "rock", "0514")
    inf = put(state, H, Kind.INFANTRY, HOME)
    for hex_ in ("0512", "0514"):
        assert refused(state, H, f"transfer {inf.id} {hex_}").message.id == \
            "santini-transfer-not-here"


def test_no_transfer_into_the_zoc_of_any_enemy_counter_but_spies_pay_the_bracket():
    # Attività: i trasferimenti solo da ed in esagoni non in zoc di unità (combattenti e
    # non) nemiche; le spie possono, al costo in parentesi
    state = game()
    put(state, A, Kind.HARVESTER, "0513")
    inf = put(state, H, Kind.INFANTRY, HOME)
    spy = put(state, H, Kind.SPY, HOME)
    assert refused(state, H, f"transfer {inf.id} 0512").message.id == "santini-transfer-zoc"
    order(state, H, f"transfer {spy.id} 0513")
    assert spy.place == "0513" and state.players[state.seat_of(H)].spice == 17


def test_a_unit_transferred_home_moves_no_more_and_one_that_moved_may_not_go():
    # Attività: le unità che eseguono un trasferimento non possono fare ulteriori movimenti
    state = game()
    a = put(state, H, Kind.INFANTRY, "0512")
    b = put(state, H, Kind.INFANTRY, "0812")
    order(state, H, f"transfer {a.id} home")
    assert a.place == HOME and a.locked
    assert refused(state, H, f"transfer {a.id} 0512").message.id == "santini-move-locked"
    order(state, H, f"move {b.id} 0813")
    assert refused(state, H, f"transfer {b.id} home").message.id == "santini-transfer-moved"


def test_the_fremen_do_not_transfer_and_no_one_does_in_tempeste_spaziali():
    # Attività: solamente il giocatore Fremen non paga la Gilda; Tempeste Spaziali
    state = game(active=F)
    f = put(state, F, Kind.INFANTRY, HOME)
    assert refused(state, F, f"transfer {f.id} 0512").message.id == "santini-transfer-fremen"
    state.active = state.initiative.index(state.seat_of(E))
    e = put(state, E, Kind.INFANTRY, HOME)
    state.space_storms = state.turn
    assert refused(state, E, f"transfer {e.id} 0512").message.id == "santini-transfer-storms"


def test_a_transfer_beyond_ones_spice_is_refused_and_gilda_spaziale_makes_it_cheaper():
    # Descrizione Carte, Gilda Spaziale: più economici i trasporti
    state = game()
    player = state.players[state.seat_of(H)]
    player.spice = 2
    arm = put(state, H, Kind.ARMOUR, HOME)
    assert refused(state, H, f"transfer {arm.id} 0512").message.id == "santini-transfer-spice"
    state.guild_rebate[player.seat] = state.turn
    order(state, H, f"transfer {arm.id} 0512")
    assert player.spice == 0


def test_the_fremen_enter_on_an_edge_hex_free_of_every_enemy_zoc_and_move_no_more():
    # Attività: posizionandole in qualsiasi esagono del perimetro libero da zoc di unità
    # nemiche combattenti e non; le unità appena entrate non possono muovere
    state = game(active=F)
    units = [put(state, F, Kind.INFANTRY, HOME) for _ in range(4)]
    put(state, H, Kind.HARVESTER, "0102")
    assert refused(state, F, f"enter {units[0].id} 0101").message.id == "santini-enter-zoc"
    assert refused(state, F, f"enter {units[0].id} 0505").message.id == "santini-enter-not-edge"
    ids = ",".join(u.id for u in units)
    assert refused(state, F, f"enter {ids} 0801").message.id == "santini-move-stack-full"
    order(state, F, f"enter {units[0].id},{units[1].id} 0801")
    assert units[0].place == "0801" and units[0].entered == state.turn
    assert refused(state, F, f"move {units[0].id} 0802").message.id == "santini-move-locked"
    assert refused(state, H, "done").message.id == "santini-not-your-activity"


def test_strategic_movements_are_as_many_as_the_fremen_cities_and_twice_in_grandi_manovre():
    # Attività: tanti stacks quante sono le città da lui controllate (Carthag ed Arrakeen
    # valgono due): the Harkonnen hold Carthag and Arrakeen, the Fremen Mesa Sietch alone
    state = game(active=F)
    put(state, H, Kind.INFANTRY, "3010")
    put(state, H, Kind.INFANTRY, "3012")
    stacks = [put(state, F, Kind.INFANTRY, f"05{row:02d}") for row in (2, 6)]
    order(state, F, f"strategic {stacks[0].id} 0503 0504 0505")
    err = refused(state, F, f"strategic {stacks[1].id} 0507")
    assert err.message.id == "santini-strategic-none-left"
    state.great_manoeuvres = state.turn
    order(state, F, f"strategic {stacks[1].id} 0507")
    assert stacks[1].locked


def test_a_strategic_move_goes_up_to_sixteen_points_on_hexes_free_of_enemy_zoc():
    # Attività: fino a 16 punti movimento, percorso attraverso esagoni liberi da zoc nemiche
    state = game(active=F)
    paint(state, "dark", *(f"05{r:02d}" for r in range(3, 12)))
    f = put(state, F, Kind.INFANTRY, "0502")
    path = " ".join(f"05{r:02d}" for r in range(3, 12))
    assert refused(state, F, f"strategic {f.id} {path}").message.id == \
        "santini-strategic-too-far"
    put(state, H, Kind.HARVESTER, "0608")
    path = " ".join(f"05{r:02d}" for r in range(3, 9))
    assert refused(state, F, f"strategic {f.id} {path}").message.id == "santini-strategic-zoc"
    order(state, F, f"strategic {f.id} 0503 0504 0505 0506 0507")
    assert f.place == "0507" and f.locked


def test_units_entered_this_turn_or_moved_may_not_move_strategically():
    # Attività: le unità devono essere in mappa da almeno un turno e non avere mosso
    state = game(active=F)
    new = put(state, F, Kind.INFANTRY, "0502", entered=state.turn)
    moved = put(state, F, Kind.INFANTRY, "0802")
    order(state, F, f"move {moved.id} 0803")
    for unit, to in ((new, "0503"), (moved, "0804")):
        assert refused(state, F, f"strategic {unit.id} {to}").message.id == \
            "santini-strategic-not-fresh"
