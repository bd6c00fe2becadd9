# LE DUEL : l'image de l'arène (SVG et carte en texte) pendant un combat.
classic-arena-title = Dune, tour { $turn } : l'arène
classic-arena-kanly = Duel Kanly : { $fighters }
classic-arena-war = Guerre des Assassins : { $fighters }
classic-arena-step-leaders = Les duellistes choisissent leur leader en secret
classic-arena-step-place = Les leaders sont posés face cachée sur les secteurs extérieurs
classic-arena-step-backing = Les duellistes misent de l'épice pour soutenir leur leader
classic-arena-step-seconds = Les autres joueurs choisissent le camp qu'ils soutiennent
classic-arena-step-duel = Le duel
classic-arena-to-move = Au tour de { $faction } : { $moves ->
    [one] un coup restant
   *[other] { $moves } coups restants
}
classic-arena-attack = { $attacker } attaque { $target }, qui peut se défendre
classic-arena-fighter = { $faction } ({ $seat })
classic-arena-in-sector = dans le secteur { $sector }
classic-arena-not-placed = pas encore dans l'arène
classic-arena-dead = leader tué
classic-arena-fled = a fui l'arène avec honneur
classic-arena-face-down = leader face cachée
classic-arena-face-up = { $leader }, valeur { $worth }
classic-arena-backing = soutenu par { $spice } épice
classic-arena-blocks = Jetons de blocage dans l'arène : { $count } sur { $most }
classic-arena-block = Jeton de blocage entre { $first } et { $second }
classic-arena-sector = Secteur { $sector }
classic-arena-centre = Le centre de l'arène
classic-arena-side-in = Int
classic-arena-side-out = Ext
classic-arena-side-left = G
classic-arena-side-right = D
classic-arena-key-discs = A? : un leader Atréides face cachée ; A7 : face visible, valeur 7
classic-arena-key-backing = $3 : trois épice qui soutiennent le leader
classic-arena-key-blocks = barre sombre : un jeton de blocage sur une frontière droite
classic-arena-key-sides = Int, Ext, G, D : les côtés d'un secteur, face au centre
classic-arena-text-fighter = { $letter }={ $faction } ({ $seat }) : { $line }
classic-arena-text-key = A? = leader face cachée, A7 = face visible et de valeur 7, $3 = épice de soutien, # = jeton de blocage
classic-arena-hidden = { $count ->
    [one] { $count } étiquette n'a pas trouvé de place : /board detail montre une arène plus grande
   *[other] { $count } étiquettes n'ont pas trouvé de place : /board detail montre une arène plus grande
}
