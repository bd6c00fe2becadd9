"""The board of Arrakis printed in the 1979 Avalon Hill Dune, on which classic Dune, its
expansions and Diuna are played.

- `territories`: the territories, their kinds, sectors and spice blow symbols, the strongholds;
- `sections`: the sections (a territory inside one sector) and who borders whom;
- `storm`: the storm's track of 18 sectors;
- `names`: every printed name, the maps' abbreviations and the names in other languages;
- `paths`: the walk over sections, whatever a game blocks;
- `layout`, `placement`, `scene`, `drawing`: the board's picture, where each section, name
  and chip is drawn, from a scene each game builds in the board's terms (its own colours,
  labels and words), so no game draws with another's code.

Facts from shared/reference/classic-board.md (the published 1979/2019 board, cross-checked
between two independent implementations). Sectors run 1-18 in the storm's direction (n -> n+1,
18 -> 1); the Polar Sink's single section is sector 0.
"""
