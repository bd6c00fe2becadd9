# The picture of the board (view/picture.py, view/board_text.py): the headline, the side
# panel, the legend and the text map's key.
classic-board-title = Dune, turn { $turn }: { $phase }
classic-board-faction = { $faction } ({ $seat }), { $tokens } on Dune
classic-board-options = Options: { $options }
classic-board-game-over = Turn { $turn }/{ $turns }, game over: { $winners } won
classic-board-headline = Turn { $turn }/{ $turns }, { $phase } phase; the storm is over sector { $sector }
classic-board-headline-no-wall = Turn { $turn }/{ $turns }, { $phase } phase; the storm is over sector { $sector }, Shield Wall destroyed
classic-board-alliance = Alliance: { $factions }
classic-board-pile = Spice pile { $pile }: { $territory }
classic-board-pile-empty = Spice pile { $pile }: no territory yet
classic-front-reserves = reserves { $count }{ $starred ->
    [0] {""}
   *[other] {" "}({ $starred } starred)
}
classic-front-tanks = tanks { $count }
classic-front-leaders = leaders { $count }
classic-front-cards = cards { $count }
classic-front-spice = spice { $count }
classic-board-dead = { $letter }: { $leaders }
classic-board-tanks = Leaders in the Tleilaxu Tanks
classic-board-key-tokens = A5: five Atreides tokens; $6: six spice
classic-board-key-storm = ▲ and dark sector: the storm
classic-board-key-strongholds = bold names: strongholds
classic-board-key-starred = E5*2: two of the five Emperor tokens starred (XV)
classic-board-key-advisors = b3: three Bene Gesserit advisors (coexisting)
classic-board-letter = { $letter }={ $faction } ({ $seat })
classic-board-text-key = A5 = five Atreides tokens, $6 = six spice, ░ = storm, S = storm marker
classic-board-text-advisors = b3 = three Bene Gesserit advisors, coexisting (XV.B.4)
classic-board-text-starred = E5*2 = five Emperor tokens, two of them starred (Sardaukar, Fedaykin)
classic-board-hidden = { $count } label(s) did not fit: /board detail lists everything
classic-board-does-not-fit = (the map does not fit: use /board detail)
classic-board-names = Names:
classic-board-shields = Shields: { $fronts }
classic-board-shield = { $letter } { $front }, on Dune { $tokens }
classic-board-section = { $territory } ({ $short }), sector { $sector }
