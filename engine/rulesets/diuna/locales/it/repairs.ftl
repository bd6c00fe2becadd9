# Le riparazioni di Diuna: ciò che dicono i comandi del moderatore (repairs.py).
diuna-repair-setup = Si stanno scegliendo le carte tradimento ({ $rule }); le riparazioni cominciano dal primo round.
diuna-repair-setup-hint = `force` conclude la preparazione.
diuna-repair-over = La partita è finita.
diuna-repair-over-hint = `undo` annulla prima la fine.
diuna-repair-not-playing = { $faction } non sono in questa partita.
diuna-repair-playing = In gioco: { $factions }.
diuna-repair-fighting = { $seat } combatte ora la battaglia in { $territory }.
diuna-repair-after-battle = Riparalo quando la battaglia è risolta.
diuna-repair-name-sector = { $territory } si trova nei settori { $sectors }: indicane uno.
diuna-repair-typed = `{ $command }`.
diuna-repair-tanks-via = Le truppe arrivano nelle Vasche dalla riserva.
diuna-repair-only-reserve = { $seat } ha solo { $count } truppe in riserva.
diuna-repair-most-tanks = Mettine al massimo { $most } nelle Vasche.
diuna-repair-territory-or-tanks = Un territorio, o `tanks`.
diuna-repair-only-pool-reserve = { $seat } ha solo { $count } truppe in riserva.
diuna-repair-only-pool-tanks = { $seat } ha solo { $count } truppe nelle Vasche.
diuna-repair-most-there = Mettine al massimo { $most } lì, o usa via={ $other }.
diuna-repair-held-by = Ce l'ha { $seats }.
diuna-repair-in-play = È in gioco.
diuna-repair-not-in-battle-deck = Nessun { $card } nel mazzo delle carte battaglia o tra i suoi scarti.
diuna-repair-not-in-market-deck = Nessun { $card } nel mazzo delle carte bazar o tra i suoi scarti.
diuna-repair-take-first = Prima toglila da una mano con `take_card`.
diuna-repair-full-hand = { $seat } ha { $count ->
    [one] { $count } carta bazar
   *[other] { $count } carte bazar
}, una mano piena.
diuna-repair-take-one-first = Prima togline una con `take_card`.
diuna-repair-gives-battle = Il moderatore dà a { $seat } ({ $faction }) una carta battaglia.
diuna-repair-gives-market = Il moderatore dà a { $seat } ({ $faction }) una carta bazar.
diuna-repair-gives-you = Il moderatore ti dà { $card }.
diuna-repair-received = { $seat } ha ricevuto { $card }.
diuna-repair-no-cards = { $seat } non ha carte.
diuna-repair-holds-no = { $seat } non ha { $card }.
diuna-repair-view-hand = `/mod view` mostra la mano del posto.
diuna-repair-card-in-battle = { $seat } ha giocato { $card } nella battaglia in corso.
diuna-repair-card-after-battle = Togli la carta dopo la battaglia.
diuna-repair-discards = Il moderatore scarta { $card } dalla mano di { $seat }.
diuna-repair-every-in-play = Ogni carta { $card } è in gioco.
diuna-repair-stacks-spice = Il moderatore sistema il mazzo della spezia.
diuna-repair-stacks-battle = Il moderatore sistema il mazzo delle carte battaglia.
diuna-repair-stacks-market = Il moderatore sistema il mazzo delle carte bazar.
diuna-repair-stacks-traitors = Il moderatore sistema il mazzo delle carte tradimento.
diuna-repair-on-top-spice = { $card } è ora in cima al mazzo della spezia.
diuna-repair-on-top-battle = { $card } è ora in cima al mazzo delle carte battaglia.
diuna-repair-on-top-market = { $card } è ora in cima al mazzo delle carte bazar.
diuna-repair-on-top-traitors = { $card } è ora in cima al mazzo delle carte tradimento.
diuna-repair-in-tanks-already = { $leader } è già nelle Vasche.
diuna-repair-restore-hint = `{ $command }` lo riporta indietro.
diuna-repair-leader-in-plan = { $leader } è in un piano della battaglia in corso.
diuna-repair-wait-battle = Attendi che la battaglia sia risolta.
diuna-repair-kills = Il moderatore manda { $leader } ({ $faction }) nelle Vasche.
diuna-repair-not-in-tanks = { $leader } non è nelle Vasche.
diuna-repair-leaders-in-tanks = I leader di { $seat } nelle Vasche: { $leaders }.
diuna-repair-restores = Il moderatore riporta { $leader } ({ $faction }) dalle Vasche.
diuna-repair-harkonnen-returning = { $seat } (Harkonnen) ha pescato una carta tradimento e ora ne rimette una.
diuna-repair-wait-return = Attendi che la rimetta.
diuna-repair-traitors-most = { $seat } può tenere al massimo { $most ->
    [one] { $most } carta tradimento
   *[other] { $most } carte tradimento
}, ciascuna una volta ({ $rule }).
diuna-repair-traitor-held = La carta di { $leader } è nella mano di { $seat }.
diuna-repair-change-first = Prima cambia i traditori di { $seat }.
diuna-repair-no-blow = Nessuna esplosione di spezia in { $territory }.
diuna-repair-no-blow-hint = La spezia sta nei territori con un'esplosione di spezia.
diuna-repair-first-when = Il segnalino del primo giocatore si sposta durante la fase della tempesta o dell'esplosione di spezia, prima delle fasi giocate a turno.
diuna-repair-first-when-hint = Impostalo nella fase della tempesta del prossimo round, o torna indietro con `undo`.
diuna-repair-first-already = { $seat } ha già il segnalino del primo giocatore.
diuna-repair-first = Il moderatore dà il segnalino del primo giocatore a { $seat }; l'ordine di gioco: { $order }.
diuna-repair-blocked-two = Una fortezza si copre solo in una partita a 2 ({ $rule }).
diuna-repair-blocked-forces = Ci sono truppe in { $territory }: una fortezza coperta non ne ospita.
diuna-repair-blocked-forces-hint = Prima spostale fuori con `set_tokens`.
