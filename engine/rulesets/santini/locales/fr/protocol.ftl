# DUNE de Santini : invites, fiches, état, résultat et réparations du modérateur.

## Invites et formulaires
santini-prompt-decide = Votre décision : `{ $kind }`.
santini-prompt-keep = Bene Gesserit : gardez une des cartes piochées (`keep <carte>`) ; les autres vont à la défausse.
santini-prompt-initiative-facts = Vous avez { $spice } d'épice ; vous en avez récolté { $harvested } au dernier tour.
santini-prompt-activity-units = Peuvent encore bouger : { $moving }. Peuvent encore attaquer : { $attacking }.
santini-listed = { $listed }
santini-listed-more = { $listed } et { $more } autres
santini-form-title = Votre réponse secrète
santini-form-send = Envoyer

## Fiches
santini-seat-faction = { $seat } ({ $faction })
santini-sheet-spectator = Spectateur : aucun secret.
santini-sheet-known = Connu de vous seul
santini-sheet-seen = Votre situation, telle que la table la voit
santini-sheet-units = Vos pions
santini-sheet-waiting = On vous attend
santini-sheet-hand = Main : { $cards }
santini-sheet-hex = { $hex } : { $units }
santini-sheet-home = Planète d'origine : { $units }
santini-sheet-dead = Éliminés : { $units }
santini-sheet-faction = Faction
santini-sheet-spice = Épice
santini-sheet-home-modules = Modules étrangeurs sur la planète d'origine
santini-sheet-harvested = Épice récoltée au dernier tour
santini-sheet-initiative = Initiative de ce tour
santini-sheet-charismatic-lost = Chef charismatique perdu
santini-sheet-kills = Chefs charismatiques ennemis tués
santini-sheet-strategic-used = Mouvements stratégiques utilisés
santini-sheet-cards = Cartes en main
santini-sheet-points = Points de victoire
santini-sheet-payment = Paiement secret à la Guilde
santini-sheet-die = Dé d'initiative
santini-sheet-build = Ordre secret de construction
santini-sheet-reactions = Réactions permanentes
santini-sheet-count-of = { $count } { $kind }
santini-sheet-turn-of = { $seat } (tour { $turn })
santini-sheet-plan = commandement { $command }, chef { $leader }, cartes { $cards }, espion { $spy }
santini-sheet-modifier = Modification secrète de votre d8
santini-sheet-landsraad = Ordre du Landsraad envoyé
santini-sheet-rebuild = Reconstruction secrète de pas
santini-sheet-recover = Recupero Informazioni préparé
santini-sheet-offered = Cartes Bene Gesserit dont garder une
santini-sheet-decoded = Codes ennemis décodés
santini-sheet-reroll = Esito Incerto préparé
santini-sheet-attack-plan = Votre plan d'attaque secret
santini-sheet-commands-minus = Modificateur des commandements perdu
santini-sheet-plotted = Complotto joué contre vous (tour)
santini-unit = { $counter } { $kind } { $strength } { $marks }
santini-unit-veteran = vétéran
santini-unit-reduced = réduit
santini-unit-split = scindé
santini-unit-locked = ne peut plus bouger
santini-unit-stormed = a survécu à la tempête
santini-unit-modules = { $count } modules étrangeurs

## État et résultat
santini-status-order = Initiative : { $order }
santini-status-active = Activité de { $seat } ({ $faction })
santini-status-player = { $seat } ({ $faction }) : { $points } points de villes ({ $final } au décompte du tour 30), { $cards } cartes, { $spice } épice
santini-result-fremen = le blocus des Fremen
santini-result-points = six points
santini-result-partial = la victoire partielle du tour 30
santini-result-open = partie arrêtée
santini-result-record = { $points } points ({ $how }) { $won }
santini-result-won = vainqueur

## Réparations du modérateur
santini-repair-not-under-way = Les réparations corrigent une partie en cours.
santini-repair-use-undo = Utilisez `undo` pour annuler la fin de la partie.
santini-repair-no-player = `{ $typed }` n'est ni une place ni une faction de cette partie.
santini-repair-players = Places : { $players }
santini-repair-no-unit = Il n'y a pas de pion `{ $unit }`.
santini-repair-units-are = Un pion se désigne par son code, comme `H12` ; les fiches et le plateau les listent.
santini-repair-no-hex = `{ $hex }` n'est pas un hexagone de la carte.
santini-repair-hexes-are = Un hexagone se désigne par sa colonne et sa rangée, comme `0512`.
santini-repair-spice-of = l'épice de { $seat }
santini-repair-place-of = la place de { $unit }
santini-repair-one-step = { $unit } n'a qu'un pas.
santini-repair-use-put = Utilisez `put` pour le retirer ou le rétablir.
santini-repair-steps-of = les pas de { $unit }
santini-repair-a-free-card = une carte de la pioche ou de la défausse
santini-repair-hand = main
santini-repair-a-card-held = une carte de cette main
santini-repair-taken = { $card } retirée vers la défausse
santini-repair-spice-values = les valeurs des pions d'épice
santini-repair-spice-values-bad = `{ $typed }` ne sont pas des valeurs de pions d'épice.
santini-repair-spice-values-hint = Tapez des valeurs de 1 à 3 séparées par des virgules, comme `2,3`, ou `none`.
santini-repair-spice-in = l'épice en { $hex }
santini-repair-storm = la tempête { $number }
santini-repair-turn = le tour

## Commandes
santini-command-set-spice = Modérateur : fixer l'épice d'une faction sur sa planète d'origine.
santini-command-set-spice-faction = une faction, ou sa place
santini-command-set-spice-amount = l'épice
santini-command-put = Modérateur : mettre un pion dans un hexagone, sur sa planète d'origine (`home`) ou parmi les éliminés (`dead`) : le déplacer, le retirer ou le rétablir.
santini-command-put-unit = le code d'un pion, comme `H12`
santini-command-put-place = un hexagone comme 0512, home ou dead
santini-command-set-steps = Modérateur : fixer les pas d'une unité de combat (2 complète, 1 réduite).
santini-command-set-steps-unit = le code d'un pion, comme `H12`
santini-command-set-steps-steps = ses pas
santini-command-give-card = Modérateur : donner à une faction une carte de la pioche ou de la défausse (la table apprend que sa main a changé, la faction quelle carte).
santini-command-give-card-faction = une faction, ou sa place
santini-command-give-card-card = le nom d'une carte
santini-command-take-card = Modérateur : retirer en secret une carte de la main d'une faction vers la défausse.
santini-command-take-card-faction = une faction, ou sa place
santini-command-take-card-card = le nom d'une carte
santini-command-set-map-spice = Modérateur : fixer les pions d'épice d'un hexagone, par leurs valeurs (`set_map_spice 0512 2,3`, ou `none`).
santini-command-set-map-spice-hex = un hexagone de la carte, comme `0512`
santini-command-set-map-spice-values = des valeurs 1-3 séparées par des virgules, ou none
santini-command-set-storm = Modérateur : mettre une tempête (1-6) dans un hexagone, ou hors de la carte (`off`) ; aucune perte.
santini-command-set-storm-number = le numéro de la tempête
santini-command-set-storm-place = un hexagone comme 0512, ou off
santini-command-set-turn = Modérateur : fixer le tour (1-30).
santini-command-set-turn-turn = le tour

## Les champs des formulaires scellés (une étiquette Discord : 45 caractères au plus)
santini-form-pay-amount = Épice payée à la Guilde
santini-form-pay-landsraad = Landsraad : l'ordre (si vous l'avez)
santini-form-initiative-modifier = Changement de votre d8 (+2, -1, 0)
santini-form-initiative-landsraad = Landsraad : l'ordre (si vous l'avez)
santini-form-build-infantry = Infanterie
santini-form-build-armour = Blindés
santini-form-build-artillery = Artillerie
santini-form-build-guard = Gardes
santini-form-build-spy = Espions
santini-form-build-command = Commandements
santini-form-build-wing = Ailes de transport
santini-form-build-harvester = Moissonneuses
santini-form-build-rebuild = Unités à reconstruire d'un pas (ids)
santini-form-defend-command = Votre commandement (id)
santini-form-defend-leader = Votre leader (id)
santini-form-defend-cards = Vos cartes de bataille
santini-sheet-counters-left = Pions restant sur votre planche
