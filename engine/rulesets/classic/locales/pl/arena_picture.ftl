# POJEDYNEK: obraz areny (SVG i mapa tekstowa) w czasie walki.
classic-picture-title = Diuna, tura { $turn }: arena
classic-picture-kanly = Pojedynek Kanly: { $fighters }
classic-picture-war = Wojna Asasynów: { $fighters }
classic-picture-step-leaders = Walczący w tajemnicy wybierają przywódców
classic-picture-step-place = Przywódcy są kładzeni zakryci na zewnętrznych sektorach
classic-picture-step-backing = Walczący wykładają przyprawę jako wsparcie przywódców
classic-picture-step-seconds = Pozostali gracze wybierają stronę, którą wspierają
classic-picture-step-duel = Pojedynek
classic-picture-to-move = Ruch: { $faction }; { $moves ->
    [one] został { $moves } ruch
    [few] zostały { $moves } ruchy
   *[many] zostało { $moves } ruchów
}
classic-picture-attack = { $attacker } atakuje: { $target } ({ $card }); zaatakowany może się bronić
classic-picture-fighter = { $faction } ({ $seat })
classic-picture-in-sector = w sektorze { $sector }
classic-picture-not-placed = jeszcze poza areną
classic-picture-dead = przywódca zabity
classic-picture-fled = uciekł z areny z honorem
classic-picture-face-down = przywódca zakryty
classic-picture-face-up = { $leader }, wartość { $worth }
classic-picture-backing = wsparcie: { $spice }
classic-picture-supporters = sekundanci: { $factions }
classic-picture-blocks = Żetony blokady na arenie: { $count } z { $most }
classic-picture-block = Żeton blokady między { $first } a { $second }
classic-picture-sector = Sektor { $sector }
classic-picture-centre = Środek areny
classic-picture-side-in = Wewn
classic-picture-side-out = Zewn
classic-picture-side-left = L
classic-picture-side-right = P
classic-picture-key-discs = A?: zakryty przywódca Atrydów; A7: odkryty, wartość 7
classic-picture-key-backing = $3: trzy przyprawy wsparcia przywódcy
classic-picture-key-blocks = ciemny pasek: żeton blokady na prostej granicy
classic-picture-key-sides = Wewn, Zewn, L, P: boki sektora, patrząc w stronę środka
classic-picture-text-fighter = { $letter }={ $faction } ({ $seat }): { $line }
classic-picture-text-key = A? = przywódca zakryty, A7 = odkryty, wartość 7, $3 = przyprawa wsparcia, # = żeton blokady
classic-picture-hidden = { $count ->
    [one] { $count } etykieta się nie zmieściła: /board detail pokazuje większą arenę
    [few] { $count } etykiety się nie zmieściły: /board detail pokazuje większą arenę
   *[many] { $count } etykiet się nie zmieściło: /board detail pokazuje większą arenę
}
