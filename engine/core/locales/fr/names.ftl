# `$what_gender`: the gender of the game's word in `$what` (f: carte, m: territoire).
core-name-could-be = { $what_gender ->
    [f] « { $typed } » peut désigner { $names } : précisez laquelle ({ $what }).
   *[other] « { $typed } » peut désigner { $names } : précisez lequel ({ $what }).
}
core-name-unknown-near = { $what_gender ->
    [f] Aucune { $what } ne s'appelle « { $typed } ». Vouliez-vous dire : { $names } ?
   *[other] Aucun { $what } ne s'appelle « { $typed } ». Vouliez-vous dire : { $names } ?
}
core-name-unknown = { $what_gender ->
    [f] Aucune { $what } ne s'appelle « { $typed } ».
   *[other] Aucun { $what } ne s'appelle « { $typed } ».
}
core-what-territory = territoire
    .gender = m
