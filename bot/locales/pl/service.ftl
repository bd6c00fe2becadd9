# The game service's refusals and notes (bot/service.py).
bot-service-db-busy = baza danych jest zajęta; nic się nie zmieniło, spróbuj ponownie.
bot-service-db-read-only = baza danych jest tylko do odczytu; nic się nie zmieniło. Poproś gospodarza bota, aby umożliwił zapis.
bot-service-db-disk = dysk odrzucił zapis; nic się nie zmieniło. Poproś gospodarza bota o zwolnienie miejsca.
bot-service-db-refused = baza danych odrzuciła zapis; nic się nie zmieniło. Poproś gospodarza bota o sprawdzenie dziennika.
bot-service-not-saved = { $what }: { $reason }
bot-service-move-not-saved = Twój ruch nie został zapisany
bot-service-game-not-created = Gra nie została utworzona
bot-service-unknown-game = Nie znam gry `{ $name }`.
bot-service-games = Gry: { $games }.
bot-service-paused = Moderator wstrzymał tę grę.
bot-service-wait-for-resume = Poczekaj na `resume`.
bot-service-ended = Ta gra się zakończyła.
bot-service-undo-the-end = Polecenie moderatora `/mod undo` cofa polecenie, które ją zakończyło.
bot-service-already-ended = Gra { $game } już się zakończyła.
bot-service-create-anew = `/game create` rozpoczyna nową grę na jej kanale.
bot-service-channel-taken = Na kanale tej gry toczy się teraz gra { $live }, więc gra { $game } pozostaje zakończona.
bot-service-no-such-seat = W grze { $game } nie ma miejsca `{ $seat }`.
bot-service-seats = Miejsca: { $seats }.
bot-service-holds-a-seat = Ten gracz zajmuje już miejsce `{ $seat }` w tej grze.
bot-service-cannot-load = { $ruleset } (nie można wczytać)
bot-service-taken-back = (cofnięte) { $text }
bot-service-undo-moderators = Tylko moderator może cofać ruchy.
bot-service-undoes = { $count ->
    [one] Moderator cofa ostatnie polecenie.
    [few] Moderator cofa ostatnie { $count } polecenia.
   *[many] Moderator cofa ostatnie { $count } poleceń.
}
bot-service-took-back = Cofnięto { $n }: { $actor }: `{ $command }`
bot-service-unknown-language = Nie znam języka `{ $language }`: wybierz spośród { $languages }.
