# Santini's DUNE, phases B: the initiative, Costruzione, Controllo Carte.

## Initiative (Attività)
santini-turn-now = It is turn { $turn }, { $phase }.
santini-prompt-initiative = Initiative: pay the Guild in secret (`pay <spice>`), or, Fremen, change your d8 (`initiative <+k|-k|0>`). Add `landsraad=<factions in order>` to play a Landsraad.
santini-command-pay = Pay the Guild in secret for the initiative (Attività), 0 allowed.
santini-command-pay-amount = spice paid to the Guild
santini-command-pay-landsraad = the factions in the order they will move, as `Fremen,Harkonnen,Atreides,Emperor`
santini-command-initiative = Fremen: modify your secret d8 for the initiative (Attività) by up to your cities.
santini-command-initiative-modifier = the change to your d8, as +2, -1 or 0
santini-command-initiative-landsraad = the factions in the order they will move, as `Fremen,Harkonnen,Atreides,Emperor`
santini-initiative-die = Your initiative d8 shows { $face }; you may change it by up to { $reach } (`initiative <+k|-k|0>`).
santini-initiative-not-now = Your initiative answer is not awaited now.
santini-initiative-wrong-command = That is not your faction's initiative answer.
santini-initiative-use-modifier = The Fremen answer with `initiative <+k|-k|0>`, from -{ $reach } to +{ $reach }.
santini-initiative-use-guild = Answer with `pay <spice>`, from 0 to { $spice }.
santini-landsraad-not-held = You hold no Landsraad.
santini-landsraad-leave-out = Send `{ $command }` without `landsraad=`.
santini-landsraad-bad-order = A Landsraad's order names each of the { $count } factions once.
santini-landsraad-order-like = Write it as `landsraad={ $example }`.
santini-guild-too-much = You cannot pay that: you have { $spice } spice.
santini-guild-between = Pay from 0 to { $spice }.
santini-guild-sealed = Your payment of { $amount } to the Guild is sealed until all have answered.
santini-initiative-too-far = Your d8 may change by { $reach } at most.
santini-initiative-within = Choose a change from -{ $reach } to +{ $reach }.
santini-initiative-sealed = Your initiative of { $total } is sealed until all have answered.
santini-initiative-fremen = { $seat } (Fremen): d8 { $face }, changed by { $modifier }: initiative { $total }.
santini-initiative-payer = { $seat } ({ $faction }): { $harvested } harvested + { $paid } paid to the Guild: initiative { $total }.
santini-initiative-order = Order of activity: { $order }.
santini-initiative-tie = Tie: { $seat } throws { $face }.
santini-landsraad-played = { $seat } plays { $card } and sets the order of activity.

## Costruzione
santini-prompt-construction = Costruzione: your sealed order, as `build infantry=2 spy=1 rebuild=H3` (`build` alone builds nothing). The form has five fields; type the other kinds the same way (`wing=1`, `command=1`).
santini-command-build = Your sealed order for Costruzione: new units by kind, and units to rebuild.
santini-command-build-infantry = how many to build
santini-command-build-armour = how many to build
santini-command-build-artillery = how many to build
santini-command-build-guard = how many to build
santini-command-build-spy = how many to build
santini-command-build-command = how many to build
santini-command-build-wing = how many to build
santini-command-build-harvester = how many to build
santini-command-build-rebuild = units that lost a step, as `H3,H4`
santini-build-not-now = Your Costruzione order is not awaited now.
santini-build-sealed = Your order ({ $order }) is sealed until all have ordered.
santini-rebuild-twice = A unit is rebuilt once.
santini-build-too-dear = That costs { $price } spice; you have { $spice }.
santini-build-costs = Infantry, spy, harvester 1; armour, artillery, air wing 2; command, guard 3. A step: infantry 1, armour and artillery 2, guard 3.
santini-rebuild-unknown = { $unit } is none of your units in play.
santini-rebuild-which = Units you may rebuild ({ $count }): { $units }.
santini-rebuild-whole = { $unit } has no lost step to rebuild.
santini-rebuild-zoc = { $unit } is in an enemy zoc ({ $hex }).
santini-build-fremen-kind = The Fremen build infantry, commands and spies.
santini-build-fremen-kinds = Build up to { $pieces } infantry, commands or spies; guards only once Paul Muad'Dib or Alia has entered.
santini-build-fremen-guards = Build up to { $pieces } infantry, commands, spies or guards.
santini-build-fremen-three-guards = The Fremen have three guards: { $left } left to build.
santini-build-fremen-pieces = You may build { $pieces } pieces; { $built } built and { $rebuilt } steps rebuilt is too many.
santini-build-fremen-trade = Each piece not built rebuilds two steps.
santini-build-void = { $seat } ({ $faction }) can no longer carry out the order: nothing is built.
santini-built = { $seat } ({ $faction }) builds: { $order }; { $spice } spice paid; new units: { $units }.
santini-build-infantry = { $count ->
    [one] 1 infantry
    *[other] { $count } infantry
}
santini-build-armour = { $count ->
    [one] 1 armour
    *[other] { $count } armour
}
santini-build-artillery = { $count ->
    [one] 1 artillery
    *[other] { $count } artillery
}
santini-build-guard = { $count ->
    [one] 1 guard
    *[other] { $count } guards
}
santini-build-spy = { $count ->
    [one] 1 spy
    *[other] { $count } spies
}
santini-build-command = { $count ->
    [one] 1 command
    *[other] { $count } commands
}
santini-build-wing = { $count ->
    [one] 1 air wing
    *[other] { $count } air wings
}
santini-build-harvester = { $count ->
    [one] 1 harvester
    *[other] { $count } harvesters
}
santini-build-rebuild = rebuilt { $units }
santini-build-nothing = nothing

## Controllo Carte
santini-prompt-discard = Controllo Carte: discard down to your limit (`discard <cards>`; `discard` alone drops the cards received last).
santini-command-discard = Discard cards face up (Controllo Carte, or in your activity); alone, the excess over your limit, the cards received last.
santini-command-discard-cards = cards, as `Karama, Movimento`
santini-command-recover = Standing order for Recupero Informazioni: take back this card (or any) when another player discards it; off to stop.
santini-command-recover-card = a card's name, `any`, or `off`
santini-discard-not-held = You hold no { $card }.
santini-discard-hand = Your hand ({ $count }): { $cards }.
santini-discard-not-now = Cards are discarded in Controllo Carte or in your activity.
santini-discard-nothing = You have nothing to discard.
santini-discard-name = Name the cards to discard; your limit is { $limit }.
santini-discarded = { $seat } discards { $cards }.
santini-recovery-played = { $seat } plays Recupero Informazioni for { $card }.
santini-recovery-die = A die gives the card to { $seat }, among { $among }.
santini-recovered = { $seat } takes back { $card }.
santini-recover-unknown = { $card } is no card a hand can hold.
santini-recover-how = Write `recover <card>` (one of the { $count } cards a hand may hold), `recover any` or `recover off`.
santini-recover-off = off
santini-recover-any = any card
santini-recover-set = Recupero Informazioni, standing order: { $order }.
santini-build-mix = You asked for { $count } { $kind }; your sheet has { $left } of those counters left, and the rest are in play.
santini-build-mix-left = Counters left on your sheet: { $left }.
santini-mix-left = { $kind } { $count }
