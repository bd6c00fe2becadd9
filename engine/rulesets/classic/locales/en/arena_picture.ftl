# THE DUEL: the arena's picture (SVG and text map) while a fight is open.
classic-picture-title = Dune, turn { $turn }: the arena
classic-picture-kanly = Kanly duel: { $fighters }
classic-picture-war = War of Assassins: { $fighters }
classic-picture-step-leaders = The fighters choose their leaders in secret
classic-picture-step-place = The leaders are placed face down on the outer sectors
classic-picture-step-backing = The fighters set out spice to back their leaders
classic-picture-step-seconds = The other players choose a side to support
classic-picture-step-duel = The duel
classic-picture-to-move = { $faction } to move: { $moves ->
    [one] one move left
   *[other] { $moves } moves left
}
classic-picture-attack = { $attacker } attacks { $target } ({ $card }), who may defend
classic-picture-fighter = { $faction } ({ $seat })
classic-picture-in-sector = in sector { $sector }
classic-picture-not-placed = not yet in the arena
classic-picture-dead = leader killed
classic-picture-fled = fled the arena with honor
classic-picture-face-down = leader face down
classic-picture-face-up = { $leader }, worth { $worth }
classic-picture-backing = backed by { $spice }
classic-picture-supporters = supported by { $factions }
classic-picture-blocks = Blocks in the arena: { $count } of { $most }
classic-picture-block = Block between { $first } and { $second }
classic-picture-sector = Sector { $sector }
classic-picture-centre = The centre of the arena
classic-picture-side-in = In
classic-picture-side-out = Out
classic-picture-side-left = L
classic-picture-side-right = R
classic-picture-key-discs = A?: an Atreides leader face down; A7: face up, worth 7
classic-picture-key-backing = $3: three spice backing the leader
classic-picture-key-blocks = dark bar: a block on a straight border
classic-picture-key-sides = In, Out, L, R: a sector's sides, seen facing the centre
classic-picture-text-fighter = { $letter }={ $faction } ({ $seat }): { $line }
classic-picture-text-key = A? = leader face down, A7 = face up and worth 7, $3 = backing spice, # = block
classic-picture-hidden = { $count } label(s) did not fit: /board detail shows a larger arena
