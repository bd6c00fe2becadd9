board-section = { $territory }, secteur { $sector }
board-storm = La Tempête de sable, sur le secteur { $sector }
board-storm-marker = Le marqueur Tempête de sable, secteur { $sector }
board-abbreviation = { $short } { $territory }
