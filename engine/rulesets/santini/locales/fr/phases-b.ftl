# DUNE de Santini, phases B : l'initiative, la Construction, le Contrôle des cartes.

## Initiative (Attività)
santini-turn-now = C'est le tour { $turn }, { $phase }.
santini-prompt-initiative = Initiative : payez la Guilde en secret (`pay <épice>`) ou, Fremen, modifiez votre d8 (`initiative <+k|-k|0>`). Ajoutez `landsraad=<factions dans l'ordre>` pour jouer un Landsraad.
santini-command-pay = Payer la Guilde en secret pour l'initiative (Attività), 0 permis.
santini-command-pay-amount = épice payée à la Guilde
santini-command-pay-landsraad = les factions dans l'ordre où elles joueront, comme `Fremen,Harkonnen,Atreides,Emperor`
santini-command-initiative = Fremen : modifier votre d8 secret d'initiative (Attività) d'au plus vos villes.
santini-command-initiative-modifier = la modification de votre d8, comme +2, -1 ou 0
santini-command-initiative-landsraad = les factions dans l'ordre où elles joueront, comme `Fremen,Harkonnen,Atreides,Emperor`
santini-initiative-die = Votre d8 d'initiative donne { $face } ; vous pouvez le modifier d'au plus { $reach } (`initiative <+k|-k|0>`).
santini-initiative-not-now = Votre réponse d'initiative n'est pas attendue maintenant.
santini-initiative-wrong-command = Ce n'est pas la réponse d'initiative de votre faction.
santini-initiative-use-modifier = Les Fremen répondent par `initiative <+k|-k|0>`, de -{ $reach } à +{ $reach }.
santini-initiative-use-guild = Répondez par `pay <épice>`, de 0 à { $spice }.
santini-landsraad-not-held = Vous n'avez pas de Landsraad.
santini-landsraad-leave-out = Envoyez `{ $command }` sans `landsraad=`.
santini-landsraad-bad-order = L'ordre d'un Landsraad nomme une fois chacune des { $count } factions.
santini-landsraad-order-like = Écrivez-le `landsraad={ $example }`.
santini-guild-too-much = Vous ne pouvez pas payer autant : vous avez { $spice } épice.
santini-guild-between = Payez de 0 à { $spice }.
santini-guild-sealed = Votre paiement de { $amount } à la Guilde reste secret jusqu'à ce que tous aient répondu.
santini-initiative-too-far = Votre d8 peut changer d'au plus { $reach }.
santini-initiative-within = Choisissez une modification de -{ $reach } à +{ $reach }.
santini-initiative-sealed = Votre initiative de { $total } reste secrète jusqu'à ce que tous aient répondu.
santini-initiative-fremen = { $seat } (Fremen) : d8 { $face }, modifié de { $modifier } : initiative { $total }.
santini-initiative-payer = { $seat } ({ $faction }) : { $harvested } récoltée + { $paid } payée à la Guilde : initiative { $total }.
santini-initiative-order = Ordre d'activité : { $order }.
santini-initiative-tie = Égalité : { $seat } lance { $face }.
santini-landsraad-played = { $seat } joue { $card } et fixe l'ordre d'activité.

## Costruzione
santini-prompt-construction = Construction : votre ordre secret, comme `build infantry=2 spy=1 rebuild=H3` (`build` seul ne construit rien). Le formulaire a cinq champs ; tapez les autres sortes de la même façon (`wing=1`, `command=1`).
santini-command-build = Votre ordre secret de Construction : unités nouvelles par type, et unités à reconstituer.
santini-command-build-infantry = combien en construire
santini-command-build-armour = combien en construire
santini-command-build-artillery = combien en construire
santini-command-build-guard = combien en construire
santini-command-build-spy = combien en construire
santini-command-build-command = combien en construire
santini-command-build-wing = combien en construire
santini-command-build-harvester = combien en construire
santini-command-build-rebuild = unités qui ont perdu un pas, comme `H3,H4`
santini-build-not-now = Votre ordre de Construction n'est pas attendu maintenant.
santini-build-sealed = Votre ordre ({ $order }) reste secret jusqu'à ce que tous aient donné le leur.
santini-rebuild-twice = Une unité n'est reconstituée qu'une fois.
santini-build-too-dear = Cela coûte { $price } épice ; vous en avez { $spice }.
santini-build-costs = Infanterie, espion, moissonneuse 1 ; blindé, artillerie, aile de transport 2 ; commandement, garde 3. Un pas : infanterie 1, blindé et artillerie 2, garde 3.
santini-rebuild-unknown = { $unit } n'est pas une de vos unités en jeu.
santini-rebuild-which = Unités que vous pouvez reconstituer ({ $count }) : { $units }.
santini-rebuild-whole = { $unit } n'a pas de pas perdu à reconstituer.
santini-rebuild-zoc = { $unit } est dans une zone de contrôle ennemie ({ $hex }).
santini-build-fremen-kind = Les Fremen construisent infanteries, commandements et espions.
santini-build-fremen-kinds = Construisez jusqu'à { $pieces } pions : infanteries, commandements ou espions ; les gardes seulement après l'entrée de Paul Muad'Dib ou d'Alia.
santini-build-fremen-guards = Construisez jusqu'à { $pieces } pions : infanteries, commandements, espions ou gardes.
santini-build-fremen-three-guards = Les Fremen ont trois gardes : il en reste { $left } à construire.
santini-build-fremen-pieces = Vous pouvez construire { $pieces } pions ; { $built } construits et { $rebuilt } pas reconstitués, c'est trop.
santini-build-fremen-trade = Chaque pion non construit reconstitue deux pas.
santini-build-void = { $seat } ({ $faction }) ne peut plus exécuter son ordre : rien n'est construit.
santini-built = { $seat } ({ $faction }) construit : { $order } ; épice payée { $spice } ; unités nouvelles : { $units }.
santini-build-infantry = { $count ->
    [one] 1 infanterie
    *[other] { $count } infanteries
}
santini-build-armour = { $count ->
    [one] 1 blindé
    *[other] { $count } blindés
}
santini-build-artillery = { $count ->
    [one] 1 artillerie
    *[other] { $count } artilleries
}
santini-build-guard = { $count ->
    [one] 1 garde
    *[other] { $count } gardes
}
santini-build-spy = { $count ->
    [one] 1 espion
    *[other] { $count } espions
}
santini-build-command = { $count ->
    [one] 1 commandement
    *[other] { $count } commandements
}
santini-build-wing = { $count ->
    [one] 1 aile de transport
    *[other] { $count } ailes de transport
}
santini-build-harvester = { $count ->
    [one] 1 moissonneuse
    *[other] { $count } moissonneuses
}
santini-build-rebuild = reconstitués { $units }
santini-build-nothing = rien

## Controllo Carte
santini-prompt-discard = Contrôle des cartes : défaussez jusqu'à votre limite (`discard <cartes>` ; `discard` seul défausse les dernières cartes reçues).
santini-command-discard = Défausser des cartes face visible (Contrôle des cartes, ou pendant votre activité) ; seul, l'excédent, les dernières cartes reçues.
santini-command-discard-cards = cartes, comme `Karama, Movimento`
santini-command-recover = Ordre permanent pour Recupero Informazioni : reprendre cette carte (ou n'importe laquelle) quand un autre joueur la défausse ; off pour arrêter.
santini-command-recover-card = le nom d'une carte, `any` ou `off`
santini-discard-not-held = Vous n'avez pas { $card } en main.
santini-discard-hand = Votre main ({ $count }) : { $cards }.
santini-discard-not-now = On défausse pendant le Contrôle des cartes ou pendant sa propre activité.
santini-discard-nothing = Vous n'avez rien à défausser.
santini-discard-name = Nommez les cartes à défausser ; votre limite est { $limit }.
santini-discarded = { $seat } défausse { $cards }.
santini-recovery-played = { $seat } joue Recupero Informazioni pour { $card }.
santini-recovery-die = Un dé donne la carte à { $seat }, parmi { $among }.
santini-recovered = { $seat } reprend { $card }.
santini-recover-unknown = { $card } n'est pas une carte qu'une main peut tenir.
santini-recover-how = Écrivez `recover <carte>` (une des { $count } cartes qu'une main peut tenir), `recover any` ou `recover off`.
santini-recover-off = arrêté
santini-recover-any = n'importe quelle carte
santini-recover-set = Recupero Informazioni, ordre permanent : { $order }.

santini-build-mix = Vous avez demandé { $count } { $kind } ; il en reste { $left } pions sur votre planche, les autres sont en jeu.
santini-build-mix-left = Pions restant sur votre planche : { $left }.
santini-mix-left = { $kind } { $count }
