# `$what_gender`: the gender of the game's word in `$what` (f: carta, m: territorio).
core-name-could-be = { $what_gender ->
    [f] «{ $typed }» può indicare { $names }: specifica quale ({ $what }).
   *[other] «{ $typed }» può indicare { $names }: specifica quale ({ $what }).
}
core-name-unknown-near = { $what_gender ->
    [f] Nessuna { $what } si chiama «{ $typed }». Forse intendevi: { $names }?
   *[other] Nessun { $what } si chiama «{ $typed }». Forse intendevi: { $names }?
}
core-name-unknown = { $what_gender ->
    [f] Nessuna { $what } si chiama «{ $typed }».
   *[other] Nessun { $what } si chiama «{ $typed }».
}
core-what-territory = territorio
    .gender = m
