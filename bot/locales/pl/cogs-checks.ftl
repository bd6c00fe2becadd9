# Czego komenda z ukośnikiem odmawia, zanim zadziała: miejsce, kto może jej użyć, liczby.

bot-checks-server-only = `/{ $command }` działa tylko na kanale serwera, na którym toczy się gra; w DM używaj `/do`, `/board` i `/game view`.
bot-checks-moderators-only = Tylko moderatorzy (Zarządzanie serwerem lub rola `{ $role }`) mogą to zrobić.
bot-checks-between = `{ $name }` musi być liczbą całkowitą od { $low } do { $high }; `{ $value }` nią nie jest.
bot-checks-game-choice = Gra { $game }: { $where }

# Rama każdej odmowy i przeprosiny za błąd po naszej stronie.
bot-answers-apology = Coś poszło nie tak po mojej stronie; gra nie została zmieniona.
bot-answers-stale = Ta komenda zmieniła się, odkąd twoja aplikacja Discord ją wczytała: przeładuj Discorda (Ctrl+R albo otwórz aplikację ponownie) i spróbuj jeszcze raz.
bot-answers-not-valid = `{ $value }` nie jest tu poprawną wartością ({ $kind }).
bot-answers-not-here = Nie możesz użyć tej komendy tutaj.
bot-answers-bad-value = Błędna wartość { $where }: { $problem }.

# Której gry i którego miejsca dotyczy interakcja.
bot-lookup-no-game-here = Na tym kanale nie toczy się żadna gra. Rozpocznij ją komendą `/game create`.
bot-lookup-other-game = Grą tego kanału jest { $here }; używaj gry { $game } na jej własnym kanale albo w DM.
bot-lookup-no-seat-in-live = Nie masz miejsca w toczącej się grze { $game }.
bot-lookup-no-live-game = Nie masz miejsca w żadnej toczącej się grze.
bot-lookup-which-game = Grasz w grach { $games }: dodaj `game:`, by wskazać którą.
bot-lookup-no-seat = Nie masz miejsca w grze { $game }.
