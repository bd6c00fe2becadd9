# The drawing of the board (drawing.py): the titles a reader sees on hovering a shape, and the
# legend's list of the map's abbreviations.
board-section = { $territory }, sector { $sector }
board-storm = The storm, over sector { $sector }
board-storm-marker = The storm marker, sector { $sector }
board-abbreviation = { $short } { $territory }
