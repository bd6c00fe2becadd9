"""What a seat sees: the public table and its own secrets (`view`), the sheet behind its
shield (`sheet`), the public scene the board pictures are drawn from (`scene`), the board
as SVG and as text (`board_svg`, `board_text`), THE DUEL's arena while a fight is open
(`arena_scene`, `arena_layout`, `arena_picture`, `arena_text`) and the printed data as
JSON or text (`static`). Nothing here decides a rule."""
