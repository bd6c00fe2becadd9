# Le DUNE de Santini : les pions, le fichier de pions d'un groupe et la mise en place (Piazzamento Iniziale).

## Types de pion
santini-kind-infantry = infanterie
santini-kind-armour = blindé
santini-kind-artillery = artillerie
santini-kind-guard = garde
santini-kind-command = commandement
santini-kind-leader = leader
santini-kind-spy = espion
santini-kind-harvester = moissonneuse
santini-kind-wing = aile de transport
santini-kind-scout = éclaireur
santini-kind-worm = ver

## Planètes d'origine
santini-home-emperor = Kaitain
santini-home-atreides = Caladan
santini-home-harkonnen = Giedi Prime
santini-home-fremen = Arrakis

## Problèmes d'un fichier de pions
santini-counters-unknown-kind = les pions de la faction { $faction } nomment `{ $key }`, qui n'est pas un type de pion
santini-counters-missing = la faction { $faction } n'a pas de pion { $kind }
santini-counters-no-mp = le pion { $kind } de la faction { $faction } n'a pas de points de mouvement
santini-counters-steps = le pion { $kind } de la faction { $faction } demande une force réduite de 1 à sa force pleine (deux pas)
santini-counters-wing = l'aile de transport de la faction { $faction } ne transporte aucun pas
santini-counters-fremen-veteran = l'infanterie vétérane Fremen a une force de { $strength }, et non de 2 à 4
santini-counters-leader-key = le leader sous `{ $key }` s'appelle { $name } : les deux noms doivent être identiques
santini-counters-commander = { $name } est un commandant : un modificateur de dé de 1 à 3 (3 pour un leader charismatique)
santini-counters-witch = { $name } est une sorcière : un modificateur au dé d'espion d'au moins 1, et un leader charismatique est un commandant
santini-counters-famous = { $name } est un personnage célèbre : une action qui nomme une carte du paquet, et un leader charismatique est un commandant
santini-counters-charismatic = la faction { $faction } a { $count } leaders charismatiques, et non un seul
santini-counters-leader-missing = la carte { $card } du paquet fait entrer { $name }, qui n'est pas parmi les leaders

## L'option
santini-option-counters-file = Le chemin d'un fichier JSON avec les valeurs des pions de votre jeu imprimé (la forme de CounterSet dans engine/rulesets/santini/data/counters.py), lu une fois à la création de la partie et conservé dans la partie ; aucun : les valeurs reconstituées.

## Mise en place
santini-setup-stack = Faction { $faction }, mise en place à { $place } ({ $hex }) : { $units }.
santini-setup-stack-home = Faction { $faction }, mise en place sur { $place } : { $units }.
santini-setup-units = { $count } × { $kind }
santini-setup-units-veteran = { $count } × { $kind } (vétéran)
santini-setup-modules = { $count ->
    [one] { $count } module d'étrangeté
   *[other] { $count } modules d'étrangeté
}
santini-setup-works = Faction { $faction } : fortification et plate-forme achevées à { $place } ({ $hex }).
santini-setup-leader = { $leader } (faction { $faction }) attend sur { $place }.
santini-setup-spice-home = La faction { $faction } commence avec { $spice } d'épice.
santini-setup-aside = { $seat } pioche { $card } : mise de côté (un événement ou la carte d'une autre faction).
santini-setup-hand-count = { $seat } a en main { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}.
santini-setup-hand = Votre main de départ : { $cards }.
santini-setup-reshuffled = { $count ->
    [one] La carte mise de côté est remélangée dans le paquet.
   *[other] Les { $count } cartes mises de côté sont remélangées dans le paquet.
}
santini-setup-storm = La tempête { $number } est placée en { $hex } (carte { $sheet }), tournée vers le centre de la carte.
santini-setup-spice = Un pion d'épice de { $count } est placé en { $hex } (carte { $sheet }).
santini-counters-mix-key = la planche de pions de la faction { $faction } nomme `{ $key }`, qu'elle ne compte pas (infantry, armour, artillery, guard, command, spy, wing, harvester, infantry-split)
santini-counters-mix-count = la planche de pions de la faction { $faction } a { $count } pions de `{ $key }`, moins que les { $placed } que la mise en place pose
santini-kind-infantry-split = infanterie de force 1
