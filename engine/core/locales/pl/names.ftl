core-name-could-be = „{ $typed }” może oznaczać: { $names }. Wskaż, o który chodzi ({ $what }).
core-name-unknown-near = Nie ma takiej nazwy ({ $what }): „{ $typed }”. Czy chodziło o: { $names }?
core-name-unknown = Nie ma takiej nazwy ({ $what }): „{ $typed }”.
core-what-territory = terytorium
    .gender = n
