# Czego komenda z ukośnikiem odmawia, zanim zadziała: miejsce, kto może jej użyć, liczby.

bot-checks-server-only = `/{ $command }` działa tylko na kanale serwera, na którym toczy się gra; w DM używaj `/do`, `/board` i `/game view`.
bot-checks-moderators-only = Tylko moderatorzy (Zarządzanie serwerem lub rola `{ $role }`) mogą to zrobić.
bot-checks-between = `{ $name }` musi być liczbą całkowitą od { $low } do { $high }; `{ $value }` nią nie jest.
bot-checks-game-choice = Gra { $game }: { $where }

