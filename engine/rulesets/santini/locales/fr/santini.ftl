# DUNE de Santini : ce que dit le jeu (événements, refus, demandes, état, fiches).
santini-none = aucun
santini-side-label = faction
santini-side-label-plural = Factions
santini-seated = { $seat } joue { $faction }.
santini-not-now = `{ $command }` ne se joue pas maintenant ({ $phase }).
santini-turn-begins = Le tour { $turn } sur { $turns } commence.
santini-activity-of = Activité : { $seat } ({ $faction }) déplace et attaque.
santini-not-your-activity = Ce n'est pas votre activité maintenant.
santini-status-turn = Tour { $turn } sur { $turns }, { $phase }
santini-status-over = La partie est finie (tour { $turn }).
santini-prompt-activity = Votre activité : déplacez, attaquez, puis `done`.
santini-end-fremen = Les Fremen gagnent : en trois tours, tous les joueurs ensemble ont récolté 12 épices au plus.
santini-end-points = Victoire à 6 points : { $winners }.
santini-end-partial = Le 30e tour est fini : victoire partielle pour { $winners }.

## Factions
santini-faction-harkonnen = Harkonnen
santini-faction-atreides = Atréides
santini-faction-fremen = Fremen
santini-faction-emperor = Empereur

## Phases
santini-phase-setup = mise en place
santini-phase-cards = cartes
santini-phase-storms = tempêtes
santini-phase-spice = épice
santini-phase-initiative = initiative
santini-phase-activity = activité
santini-phase-construction = construction
santini-phase-harvest = récolte de l'épice
santini-phase-hand = contrôle des cartes
santini-phase-worms = vers
santini-phase-victory = conditions de victoire
santini-phase-ended = partie finie

## Fichiers de données
santini-map-file = fichier de carte
santini-map-file-noun = une carte
santini-map-file-shape = Donnez un fichier JSON de la forme de MapData dans engine/rulesets/santini/data/hexmap.py : le terrain de chaque hexagone, les villes et les douze hexagones de naissance de l'épice de chaque feuille.
santini-counters-file = fichier des pions
santini-counters-file-noun = un jeu de pions
santini-counters-file-shape = Donnez un fichier JSON de la forme de CounterSet dans engine/rulesets/santini/data/counters.py : les valeurs des pions de chaque faction et les leaders.

## La pioche
santini-draws = { $seat } pioche une carte.
santini-drawn = Vous piochez { $card }.
santini-event = { $seat } pioche l'événement { $card }.
santini-event-again = { $seat } pioche encore { $card } ce tour-ci : ignoré.

## Options
santini-option-map-file = Le chemin d'un fichier JSON avec la carte de votre jeu imprimé (de la forme de MapData dans engine/rulesets/santini/data/hexmap.py), lu une fois à la création de la partie et gardé dans la partie ; aucun : la carte reconstituée.
