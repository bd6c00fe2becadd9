# Which game and seat an interaction is about (bot/lookup.py).
bot-lookup-no-game-here = Na tym kanale nie toczy się żadna gra. Rozpocznij ją poleceniem `/game create`.
bot-lookup-other-game = Grą tego kanału jest gra { $game }; z gry { $asked } korzystaj na jej własnym kanale albo w wiadomości prywatnej.
bot-lookup-no-seat-in-live-game = Nie masz miejsca w toczącej się grze { $game }.
bot-lookup-no-live-game = Nie masz miejsca w żadnej toczącej się grze.
bot-lookup-which-game = Grasz w grach { $games }: dodaj `game:`, aby wskazać którą.
bot-lookup-no-seat = Nie masz miejsca w grze { $game }.
