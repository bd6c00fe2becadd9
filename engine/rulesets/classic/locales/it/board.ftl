# L'immagine della mappa: titolo, pannello laterale, legenda e chiave della mappa testuale.
classic-board-title = Dune, turno { $turn }: { $phase }
classic-board-faction = { $faction } ({ $seat }), { $tokens } su Dune
classic-board-options = Opzioni: { $options }
classic-board-game-over = Turno { $turn }/{ $turns }, partita finita: vittoria di { $winners }
classic-board-headline = Turno { $turn }/{ $turns }, fase: { $phase }; la tempesta è sul settore { $sector }
classic-board-headline-no-wall = Turno { $turn }/{ $turns }, fase: { $phase }; la tempesta è sul settore { $sector }, Muro Scudo distrutto
classic-board-alliance = Alleanza: { $factions }
classic-board-pile = Mazzo degli scarti Spezia { $pile }: { $territory }
classic-board-pile-empty = Mazzo degli scarti Spezia { $pile }: ancora nessun territorio
classic-front-reserves = riserve { $count }{ $starred ->
    [0] {""}
   *[other] {" "}({ $starred } con la stella)
}
classic-front-tanks = vasche { $count }
classic-front-leaders = leader { $count }
classic-front-cards = carte { $count }
classic-front-spice = spezia { $count }
classic-board-dead = { $letter }: { $leaders }
classic-board-tanks = Leader nelle Vasche Tleilaxu
classic-board-key-tokens = A5: cinque armate Atreides; $6: sei spezia
classic-board-key-storm = ▲ e settore scuro: la tempesta
classic-board-key-strongholds = nomi in grassetto: fortezze
classic-board-key-starred = E5*2: due delle cinque armate dell'Imperatore con la stella (XV)
classic-board-key-advisors = b3: tre consigliere Bene Gesserit (in coesistenza)
classic-board-letter = { $letter }={ $faction } ({ $seat })
classic-board-text-key = A5 = cinque armate Atreides, $6 = sei spezia, ░ = tempesta, S = segnale della tempesta
classic-board-text-advisors = b3 = tre consigliere Bene Gesserit, in coesistenza (XV.B.4)
classic-board-text-starred = E5*2 = cinque armate dell'Imperatore, due con la stella (Sardaukar, Fedaykin)
classic-board-hidden = { $count ->
    [one] { $count } etichetta non è entrata: /board detail elenca tutto
   *[other] { $count } etichette non sono entrate: /board detail elenca tutto
}
classic-board-does-not-fit = (la mappa non entra: usa /board detail)
classic-board-names = Nomi:
classic-board-shields = Schermi: { $fronts }
classic-board-shield = { $letter } { $front }, su Dune { $tokens }
classic-board-section = { $territory } ({ $short }), settore { $sector }
