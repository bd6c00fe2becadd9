# LE DUEL : l'image de l'arène (SVG et carte en texte) pendant un combat.
classic-picture-title = Dune, tour { $turn } : l'arène
classic-picture-kanly = Duel Kanly : { $fighters }
classic-picture-war = Guerre des Assassins : { $fighters }
classic-picture-step-leaders = Les duellistes choisissent leur leader en secret
classic-picture-step-place = Les leaders sont posés face cachée sur les secteurs extérieurs
classic-picture-step-backing = Les duellistes misent de l'épice pour soutenir leur leader
classic-picture-step-seconds = Les autres joueurs choisissent le camp qu'ils soutiennent
classic-picture-step-duel = Le duel
classic-picture-to-move = Au tour de { $faction } : { $moves ->
    [one] un coup restant
   *[other] { $moves } coups restants
}
classic-picture-attack = { $attacker } attaque { $target } ({ $card }), qui peut se défendre
classic-picture-fighter = { $faction } ({ $seat })
classic-picture-in-sector = dans le secteur { $sector }
classic-picture-not-placed = pas encore dans l'arène
classic-picture-dead = leader tué
classic-picture-fled = a fui l'arène avec honneur
classic-picture-face-down = leader face cachée
classic-picture-face-up = { $leader }, valeur { $worth }
classic-picture-backing = soutenu par { $spice }
classic-picture-supporters = secondé par { $factions }
classic-picture-blocks = Jetons de blocage dans l'arène : { $count } sur { $most }
classic-picture-block = Jeton de blocage entre { $first } et { $second }
classic-picture-sector = Secteur { $sector }
classic-picture-centre = Le centre de l'arène
classic-picture-side-in = Int
classic-picture-side-out = Ext
classic-picture-side-left = G
classic-picture-side-right = D
classic-picture-key-discs = A? : un leader Atréides face cachée ; A7 : face visible, valeur 7
classic-picture-key-backing = $3 : trois épices qui soutiennent le leader
classic-picture-key-blocks = barre sombre : un jeton de blocage sur une frontière droite
classic-picture-key-sides = Int, Ext, G, D : les côtés d'un secteur, face au centre
classic-picture-text-fighter = { $letter }={ $faction } ({ $seat }) : { $line }
classic-picture-text-key = A? = leader face cachée, A7 = face visible et de valeur 7, $3 = épice de soutien, # = jeton de blocage
classic-picture-hidden = { $count ->
    [one] { $count } étiquette n'a pas trouvé de place : /board detail montre une arène plus grande
   *[other] { $count } étiquettes n'ont pas trouvé de place : /board detail montre une arène plus grande
}
