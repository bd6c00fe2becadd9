# Obraz planszy: nagłówek, panel boczny, legenda i klucz mapy tekstowej.
classic-board-title = Diuna, runda { $turn }: { $phase }
classic-board-faction = { $faction } ({ $seat }), na Diunie: { $tokens }
classic-board-options = Opcje: { $options }
classic-board-game-over = Runda { $turn }/{ $turns }, koniec gry: zwycięstwo – { $winners }
classic-board-headline = Runda { $turn }/{ $turns }, { $phase }; burza nad sektorem { $sector }
classic-board-headline-no-wall = Runda { $turn }/{ $turns }, { $phase }; burza nad sektorem { $sector }, Shield Wall zniszczony
classic-board-alliance = Sojusz: { $factions }
classic-board-pile = Stos odrzuconych kart przyprawy { $pile }: { $territory }
classic-board-pile-empty = Stos odrzuconych kart przyprawy { $pile }: jeszcze bez terytorium
classic-front-reserves = rezerwa { $count }{ $starred ->
    [0] {""}
   *[other] {" "}(elitarne: { $starred })
}
classic-front-tanks = kadzie { $count }
classic-front-leaders = przywódcy { $count }
classic-front-cards = karty { $count }
classic-front-spice = przyprawa { $count }
classic-board-dead = { $letter }: { $leaders }
classic-board-tanks = Przywódcy w kadziach Tleilaxan
classic-board-key-tokens = A5: pięć oddziałów Atrydów; $6: sześć jednostek przyprawy
classic-board-key-storm = ▲ i ciemny sektor: burza
classic-board-key-strongholds = pogrubione nazwy: warownie
classic-board-key-starred = E5*2: dwa z pięciu oddziałów Imperatora są elitarne (XV)
classic-board-key-advisors = b3: trzy doradczynie Bene Gesserit (współistnienie)
classic-board-letter = { $letter }={ $faction } ({ $seat })
classic-board-text-key = A5 = pięć oddziałów Atrydów, $6 = sześć jednostek przyprawy, ░ = burza, S = znacznik burzy
classic-board-text-advisors = b3 = trzy doradczynie Bene Gesserit, współistnienie (XV.B.4)
classic-board-text-starred = E5*2 = pięć oddziałów Imperatora, w tym dwa elitarne (Sardaukarzy, Fedajkini)
classic-board-hidden = { $count ->
    [one] { $count } etykieta się nie zmieściła: /board detail pokazuje wszystko
    [few] { $count } etykiety się nie zmieściły: /board detail pokazuje wszystko
   *[many] { $count } etykiet się nie zmieściło: /board detail pokazuje wszystko
}
classic-board-does-not-fit = (mapa się nie mieści: użyj /board detail)
classic-board-names = Nazwy:
classic-board-shields = Zasłony: { $fronts }
classic-board-shield = { $letter } { $front }, na Diunie { $tokens }
classic-board-section = { $territory } ({ $short }), sektor { $sector }
