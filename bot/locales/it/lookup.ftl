# Which game and seat an interaction is about (bot/lookup.py).
bot-lookup-no-game-here = In questo canale non è in corso nessuna partita. Iniziane una con `/game create`.
bot-lookup-other-game = La partita di questo canale è la { $game }; usa la partita { $asked } nel suo canale o in privato.
bot-lookup-no-seat-in-live-game = Non hai un posto nella partita in corso { $game }.
bot-lookup-no-live-game = Non hai un posto in nessuna partita in corso.
bot-lookup-which-game = Giochi nelle partite { $games }: aggiungi `game:` per dire quale.
bot-lookup-no-seat = Non hai un posto nella partita { $game }.
