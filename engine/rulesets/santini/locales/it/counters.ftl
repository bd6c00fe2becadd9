# Il DUNE di Santini: le pedine, il file delle pedine di un gruppo e il Piazzamento Iniziale.

## Tipi di pedina
santini-kind-infantry = fanteria
santini-kind-armour = corazzato
santini-kind-artillery = artiglieria
santini-kind-guard = guardia
santini-kind-command = comando
santini-kind-leader = leader
santini-kind-spy = spia
santini-kind-harvester = mietitrice
santini-kind-wing = ala trasporto
santini-kind-scout = scout
santini-kind-worm = verme

## Pianeti di origine
santini-home-emperor = Kaitain
santini-home-atreides = Caladan
santini-home-harkonnen = Giedi Prime
santini-home-fremen = Arrakis

## Problemi di un file delle pedine
santini-counters-unknown-kind = le pedine della fazione { $faction } nominano `{ $key }`, che non è un tipo di pedina
santini-counters-missing = la fazione { $faction } non ha la pedina { $kind }
santini-counters-no-mp = la pedina { $kind } della fazione { $faction } non ha punti movimento
santini-counters-steps = la pedina { $kind } della fazione { $faction } richiede una forza ridotta da 1 alla forza piena (due step)
santini-counters-wing = l'ala trasporto della fazione { $faction } non trasporta step
santini-counters-fremen-veteran = la fanteria veterana Fremen ha forza { $strength }, non da 2 a 4
santini-counters-leader-key = il leader sotto `{ $key }` si chiama { $name }: i due nomi devono coincidere
santini-counters-commander = { $name } è un comandante: un modificatore al dado da 1 a 3 (3 per un leader carismatico)
santini-counters-witch = { $name } è una strega: un modificatore al dado spia di almeno 1, e un leader carismatico è un comandante
santini-counters-famous = { $name } è un personaggio famoso: un'azione che nomina una carta del mazzo, e un leader carismatico è un comandante
santini-counters-charismatic = la fazione { $faction } ha { $count } leader carismatici, non uno
santini-counters-leader-missing = la carta { $card } del mazzo fa entrare { $name }, che non è tra i leader

## L'opzione
santini-option-counters-file = Il percorso di un file JSON con i valori delle pedine del vostro gioco stampato (la forma di CounterSet in engine/rulesets/santini/data/counters.py), letto una volta alla creazione della partita e conservato nella partita; nessuno: i valori ricostruiti.

## Piazzamento Iniziale
santini-setup-stack = Fazione { $faction }, piazzamento in { $place } ({ $hex }): { $units }.
santini-setup-stack-home = Fazione { $faction }, piazzamento su { $place }: { $units }.
santini-setup-units = { $count } × { $kind }
santini-setup-units-veteran = { $count } × { $kind } (veterana)
santini-setup-modules = { $count ->
    [one] { $count } modulo estraniante
   *[other] { $count } moduli estranianti
}
santini-setup-works = Fazione { $faction }: fortificazione e piattaforma complete in { $place } ({ $hex }).
santini-setup-leader = { $leader } (fazione { $faction }) attende su { $place }.
santini-setup-spice-home = La fazione { $faction } inizia con { $spice } spezia.
santini-setup-aside = { $seat } pesca { $card }: scartata (un evento o una carta di un'altra fazione).
santini-setup-hand-count = { $seat } ha in mano { $count ->
    [one] { $count } carta
   *[other] { $count } carte
}.
santini-setup-hand = La tua mano iniziale: { $cards }.
santini-setup-reshuffled = { $count ->
    [one] La carta scartata viene rimescolata nel mazzo.
   *[other] Le { $count } carte scartate vengono rimescolate nel mazzo.
}
santini-setup-storm = La tempesta { $number } viene piazzata in { $hex } (mappa { $sheet }), rivolta verso il centro della mappa.
santini-setup-spice = Una pedina di spezia da { $count } viene piazzata in { $hex } (mappa { $sheet }).
santini-counters-mix-key = il foglio pedine della fazione { $faction } nomina `{ $key }`, che non conta (infantry, armour, artillery, guard, command, spy, wing, harvester, infantry-split)
santini-counters-mix-count = il foglio pedine della fazione { $faction } ha { $count } pedine di `{ $key }`, meno delle { $placed } che il piazzamento iniziale schiera
santini-kind-infantry-split = fanteria a forza 1
