# Derrière l'écran d'une faction : la fiche qu'un joueur lit (view/sheet.py).
classic-sheet-title = { $faction } ({ $seat }) : derrière votre écran
classic-sheet-waiting = On vous attend
classic-sheet-spice-and-tokens = Épice et troupes
classic-sheet-spice = Épice : { $spice }
classic-sheet-reserves = Réserve : { $count ->
    [one] { $count } troupe
   *[other] { $count } troupes
}{ $starred ->
    [0] {""}
   *[other] , dont { $starred } d'élite
}
classic-sheet-tanks = Cuves : { $count ->
    [one] { $count } troupe
   *[other] { $count } troupes
}{ $starred ->
    [0] {""}
   *[other] , dont { $starred } d'élite
}
classic-sheet-pledged-to-you = Promis par { $ally } : { $spice } épice
classic-sheet-you-pledged = Promis à { $ally } : { $spice } épice
classic-sheet-allied = Allié avec { $allies }
classic-sheet-cards = Cartes ({ $count } sur { $limit })
classic-sheet-card = { $card } ({ $kind })
classic-sheet-no-cards = aucune carte
classic-kind-weapon = arme
classic-kind-defense = défense
classic-kind-leader-substitute = héros
classic-kind-special = spéciale
classic-kind-worthless = sans valeur
classic-sheet-traitors = Traîtres
classic-sheet-your-traitor = { $leader } (votre traître)
classic-sheet-to-choose-from = Au choix : { $leaders }
classic-sheet-none = aucun
classic-sheet-leaders = Leaders
classic-sheet-leader = { $leader } ({ $strength }) : { $where }
classic-leader-in-tanks = dans les cuves
classic-leader-held-by-harkonnen = prisonnier des Harkonnen
classic-leader-fought-in = a combattu à { $territory } ce tour-ci
classic-leader-ready = prêt
classic-leader-captured = capturé, pour un combat
classic-sheet-kwisatz = Kwisatz Haderach (+2) : { $where }
classic-sheet-kwisatz-asleep = endormi, { $lost } troupes perdues en combat sur { $needed }
classic-sheet-kwisatz-fought = a combattu ce tour-ci
classic-sheet-standing-orders = Ordres permanents
classic-sheet-storm-dial = Cadran de la tempête : { $dial }
classic-sheet-standing-pass = Enchère permanente : passe pour le reste de ce tour d'enchères
classic-sheet-standing-round = Enchère permanente : jusqu'à { $bid } sur chaque carte de ce tour d'enchères
classic-sheet-standing-card = Enchère permanente : jusqu'à { $bid } sur cette carte
classic-sheet-order = `{ $order }` : { $words }
classic-order-auto-call = chaque question de trahison reçoit aussitôt sa réponse, oui quand le leader est à votre solde
classic-order-auto-advise-yes = un conseiller spirituel accompagne chaque débarquement où il le peut
classic-order-auto-advise-no = aucun conseiller n'accompagne les débarquements
classic-order-auto-move-now-later = vous répondez `move_now no` avant chaque déplacement
classic-sheet-plan = Plan de bataille : cadran { $dial }, leader { $leader }, arme { $weapon }, défense { $defense }
classic-sheet-plan-in = Plan de bataille à { $territory } : cadran { $dial }, leader { $leader }, arme { $weapon }, défense { $defense }
classic-sheet-prediction = Prédiction
classic-sheet-predicted = { $faction } { $faction_gender ->
    [pl] gagnent
   *[other] gagne
} au tour { $turn }
classic-sheet-foresight = Prescience
classic-sheet-card-up = Carte aux enchères : { $card }
classic-sheet-next-spice = Prochaine carte Épice : { $card }
classic-sheet-next-storm = Prochain marqueur de tempête : { $count ->
    [one] { $count } secteur
   *[other] { $count } secteurs
}
