# POJEDYNEK: obraz areny (SVG i mapa tekstowa) w czasie walki.
classic-arena-title = Diuna, tura { $turn }: arena
classic-arena-kanly = Pojedynek Kanly: { $fighters }
classic-arena-war = Wojna Asasynów: { $fighters }
classic-arena-step-leaders = Walczący w tajemnicy wybierają przywódców
classic-arena-step-place = Przywódcy są kładzeni zakryci na zewnętrznych sektorach
classic-arena-step-backing = Walczący wykładają przyprawę jako wsparcie przywódców
classic-arena-step-seconds = Pozostali gracze wybierają stronę, którą wspierają
classic-arena-step-duel = Pojedynek
classic-arena-to-move = Ruch: { $faction }; { $moves ->
    [one] został { $moves } ruch
    [few] zostały { $moves } ruchy
   *[many] zostało { $moves } ruchów
}
classic-arena-attack = { $attacker } atakuje: { $target }; zaatakowany może się bronić
classic-arena-fighter = { $faction } ({ $seat })
classic-arena-in-sector = w sektorze { $sector }
classic-arena-not-placed = jeszcze poza areną
classic-arena-dead = przywódca zabity
classic-arena-fled = uciekł z areny z honorem
classic-arena-face-down = przywódca zakryty
classic-arena-face-up = { $leader }, wartość { $worth }
classic-arena-backing = wsparcie: { $spice } przyprawy
classic-arena-blocks = Żetony blokady na arenie: { $count } z { $most }
classic-arena-block = Żeton blokady między { $first } a { $second }
classic-arena-sector = Sektor { $sector }
classic-arena-centre = Środek areny
classic-arena-side-in = Wewn
classic-arena-side-out = Zewn
classic-arena-side-left = L
classic-arena-side-right = P
classic-arena-key-discs = A?: zakryty przywódca Atrydów; A7: odkryty, wartość 7
classic-arena-key-backing = $3: trzy przyprawy wsparcia przywódcy
classic-arena-key-blocks = ciemny pasek: żeton blokady na prostej granicy
classic-arena-key-sides = Wewn, Zewn, L, P: boki sektora, patrząc w stronę środka
classic-arena-text-fighter = { $letter }={ $faction } ({ $seat }): { $line }
classic-arena-text-key = A? = przywódca zakryty, A7 = odkryty, wartość 7, $3 = przyprawa wsparcia, # = żeton blokady
classic-arena-hidden = { $count ->
    [one] { $count } etykieta się nie zmieściła: /board detail pokazuje większą arenę
    [few] { $count } etykiety się nie zmieściły: /board detail pokazuje większą arenę
   *[many] { $count } etykiet się nie zmieściło: /board detail pokazuje większą arenę
}
