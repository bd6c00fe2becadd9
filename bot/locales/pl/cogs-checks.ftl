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
