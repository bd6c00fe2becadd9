# L'image du plateau : titre, panneau latéral, légende et clé de la carte en texte.
classic-board-title = Dune, tour { $turn } : { $phase }
classic-board-faction = { $faction } ({ $seat }), { $tokens } sur Dune
classic-board-options = Options : { $options }
classic-board-game-over = Tour { $turn }/{ $turns }, partie terminée : victoire de { $winners }
classic-board-headline = Tour { $turn }/{ $turns }, phase : { $phase } ; la tempête est sur le secteur { $sector }
classic-board-headline-no-wall = Tour { $turn }/{ $turns }, phase : { $phase } ; la tempête est sur le secteur { $sector }, Shield Wall détruit
classic-board-alliance = Alliance : { $factions }
classic-board-pile = Défausse Épice { $pile } : { $territory }
classic-board-pile-empty = Défausse Épice { $pile } : pas encore de territoire
classic-front-reserves = réserve { $count }{ $starred ->
    [0] {""}
   *[other] {" "}(dont { $starred } d'élite)
}
classic-front-tanks = cuves { $count }
classic-front-leaders = leaders { $count }
classic-front-cards = cartes { $count }
classic-front-spice = épice { $count }
classic-board-dead = { $letter } : { $leaders }
classic-board-tanks = Leaders dans les cuves Tleilaxu
classic-board-key-tokens = A5 : cinq troupes Atréides ; $6 : six épices
classic-board-key-storm = ▲ et secteur sombre : la tempête
classic-board-key-strongholds = noms en gras : forteresses
classic-board-key-starred = E5*2 : deux des cinq troupes de l'Empereur sont d'élite (XV)
classic-board-key-advisors = b3 : trois conseillères Bene Gesserit (en coexistence)
classic-board-letter = { $letter }={ $faction } ({ $seat })
classic-board-text-key = A5 = cinq troupes Atréides, $6 = six épices, ░ = tempête, S = marqueur de tempête
classic-board-text-advisors = b3 = trois conseillères Bene Gesserit, en coexistence (XV.B.4)
classic-board-text-starred = E5*2 = cinq troupes de l'Empereur, dont deux d'élite (Sardaukar, Fedaykin)
classic-board-hidden = { $count ->
    [one] { $count } étiquette n'a pas trouvé de place : /board detail liste tout
   *[other] { $count } étiquettes n'ont pas trouvé de place : /board detail liste tout
}
classic-board-does-not-fit = (la carte ne tient pas : utilisez /board detail)
classic-board-names = Noms :
classic-board-shields = Écrans : { $fronts }
classic-board-shield = { $letter } { $front }, sur Dune { $tokens }
classic-board-section = { $territory } ({ $short }), secteur { $sector }
