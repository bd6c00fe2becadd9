# THE DUEL: the arena's picture (SVG and text map) while a fight is open.
classic-arena-title = Dune, turn { $turn }: the arena
classic-arena-kanly = Kanly duel: { $fighters }
classic-arena-war = War of Assassins: { $fighters }
classic-arena-step-leaders = The fighters choose their leaders in secret
classic-arena-step-place = The leaders are placed face down on the outer sectors
classic-arena-step-backing = The fighters set out spice to back their leaders
classic-arena-step-seconds = The other players choose a side to support
classic-arena-step-duel = The duel
classic-arena-to-move = { $faction } to move: { $moves ->
    [one] one move left
   *[other] { $moves } moves left
}
classic-arena-attack = { $attacker } attacks { $target }, who may defend
classic-arena-fighter = { $faction } ({ $seat })
classic-arena-in-sector = in sector { $sector }
classic-arena-not-placed = not yet in the arena
classic-arena-dead = leader killed
classic-arena-fled = fled the arena with honor
classic-arena-face-down = leader face down
classic-arena-face-up = { $leader }, worth { $worth }
classic-arena-backing = backed by { $spice } spice
classic-arena-blocks = Blocks in the arena: { $count } of { $most }
classic-arena-block = Block between { $first } and { $second }
classic-arena-sector = Sector { $sector }
classic-arena-centre = The centre of the arena
classic-arena-side-in = In
classic-arena-side-out = Out
classic-arena-side-left = L
classic-arena-side-right = R
classic-arena-key-discs = A?: an Atreides leader face down; A7: face up, worth 7
classic-arena-key-backing = $3: three spice backing the leader
classic-arena-key-blocks = dark bar: a block on a straight border
classic-arena-key-sides = In, Out, L, R: a sector's sides, seen facing the centre
classic-arena-text-fighter = { $letter }={ $faction } ({ $seat }): { $line }
classic-arena-text-key = A? = leader face down, A7 = face up and worth 7, $3 = backing spice, # = block
classic-arena-hidden = { $count } label(s) did not fit: /board detail shows a larger arena
