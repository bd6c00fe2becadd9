# IL DUELLO: l'immagine dell'arena (SVG e mappa testuale) mentre uno scontro è aperto.
classic-arena-title = Dune, turno { $turn }: l'arena
classic-arena-kanly = Duello Kanly: { $fighters }
classic-arena-war = Guerra degli Assassini: { $fighters }
classic-arena-step-leaders = I duellanti scelgono in segreto i propri leader
classic-arena-step-place = I leader vengono posti coperti nei settori esterni
classic-arena-step-backing = I duellanti mettono spezia a protezione dei propri leader
classic-arena-step-seconds = Gli altri giocatori scelgono la parte da sostenere
classic-arena-step-duel = Il duello
classic-arena-to-move = Muove { $faction }: { $moves ->
    [one] resta una mossa
   *[other] restano { $moves } mosse
}
classic-arena-attack = { $attacker } attacca { $target }, che può difendersi
classic-arena-fighter = { $faction } ({ $seat })
classic-arena-in-sector = nel settore { $sector }
classic-arena-not-placed = non ancora nell'arena
classic-arena-dead = leader ucciso
classic-arena-fled = fuggito dall'arena con onore
classic-arena-face-down = leader coperto
classic-arena-face-up = { $leader }, valore { $worth }
classic-arena-backing = protetto da { $spice } spezia
classic-arena-blocks = Gettoni di blocco nell'arena: { $count } su { $most }
classic-arena-block = Gettone di blocco tra { $first } e { $second }
classic-arena-sector = Settore { $sector }
classic-arena-centre = Il centro dell'arena
classic-arena-side-in = Dentro
classic-arena-side-out = Fuori
classic-arena-side-left = S
classic-arena-side-right = D
classic-arena-key-discs = A?: un leader Atreides coperto; A7: scoperto, valore 7
classic-arena-key-backing = $3: tre spezia a protezione del leader
classic-arena-key-blocks = barra scura: un gettone di blocco su un confine diritto
classic-arena-key-sides = Dentro, Fuori, S, D: i lati di un settore, guardando verso il centro
classic-arena-text-fighter = { $letter }={ $faction } ({ $seat }): { $line }
classic-arena-text-key = A? = leader coperto, A7 = scoperto e di valore 7, $3 = spezia di protezione, # = gettone di blocco
classic-arena-hidden = { $count ->
    [one] { $count } etichetta non è entrata: /board detail mostra un'arena più grande
   *[other] { $count } etichette non sono entrate: /board detail mostra un'arena più grande
}
