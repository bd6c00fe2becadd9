# IL DUELLO: l'immagine dell'arena (SVG e mappa testuale) mentre uno scontro è aperto.
classic-picture-title = Dune, turno { $turn }: l'arena
classic-picture-kanly = Duello Kanly: { $fighters }
classic-picture-war = Guerra degli Assassini: { $fighters }
classic-picture-step-leaders = I duellanti scelgono in segreto i propri leader
classic-picture-step-place = I leader vengono posti coperti nei settori esterni
classic-picture-step-backing = I duellanti mettono spezia a protezione dei propri leader
classic-picture-step-seconds = Gli altri giocatori scelgono la parte da sostenere
classic-picture-step-duel = Il duello
classic-picture-to-move = Muove { $faction }: { $moves ->
    [one] resta una mossa
   *[other] restano { $moves } mosse
}
classic-picture-attack = { $attacker } attacca { $target } ({ $card }), che può difendersi
classic-picture-fighter = { $faction } ({ $seat })
classic-picture-in-sector = nel settore { $sector }
classic-picture-not-placed = non ancora nell'arena
classic-picture-dead = leader ucciso
classic-picture-fled = fuggito dall'arena con onore
classic-picture-face-down = leader coperto
classic-picture-face-up = { $leader }, valore { $worth }
classic-picture-backing = protetto da { $spice }
classic-picture-supporters = sostenuto da { $factions }
classic-picture-blocks = Gettoni di blocco nell'arena: { $count } su { $most }
classic-picture-block = Gettone di blocco tra { $first } e { $second }
classic-picture-sector = Settore { $sector }
classic-picture-centre = Il centro dell'arena
classic-picture-side-in = Dentro
classic-picture-side-out = Fuori
classic-picture-side-left = S
classic-picture-side-right = D
classic-picture-key-discs = A?: un leader Atreides coperto; A7: scoperto, valore 7
classic-picture-key-backing = $3: tre spezia a protezione del leader
classic-picture-key-blocks = barra scura: un gettone di blocco su un confine diritto
classic-picture-key-sides = Dentro, Fuori, S, D: i lati di un settore, guardando verso il centro
classic-picture-text-fighter = { $letter }={ $faction } ({ $seat }): { $line }
classic-picture-text-key = A? = leader coperto, A7 = scoperto e di valore 7, $3 = spezia di protezione, # = gettone di blocco
classic-picture-hidden = { $count ->
    [one] { $count } etichetta non è entrata: /board detail mostra un'arena più grande
   *[other] { $count } etichette non sono entrate: /board detail mostra un'arena più grande
}
