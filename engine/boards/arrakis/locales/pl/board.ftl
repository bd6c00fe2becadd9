board-section = { $territory }, sektor { $sector }
board-storm = Burza nad sektorem { $sector }
board-storm-marker = Znacznik burzy, sektor { $sector }
board-abbreviation = { $short } { $territory }
