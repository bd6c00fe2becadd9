# /game create, join, leave, cancel, start: odmowy zapisów i lista zapisanych.

bot-lobby-side-taken = Pozycja { $side } jest już zajęta. Wolne: { $free }; albo dołącz bez wyboru ({ $label }), by dostać losową.
bot-lobby-not-a-user = `{ $user }` nie jest użytkownikiem Discorda: oznacz każdego gracza przez @.
bot-lobby-listed-twice = { $player } występuje dwa razy: każdy gracz zajmuje jedno miejsce. Przykład: `{ $example }`.
bot-lobby-named-count = { $count ->
    [one] Podano { $count } gracza
   *[other] Podano { $count } graczy
}; gra { $title } wymaga od { $least } do { $most }.
bot-lobby-side-twice = { $side } wybrano dwa razy: każda pozycja ({ $label }) ma jedno miejsce.
bot-lobby-signed-count = { $count ->
    [one] Zapisał się { $count } gracz
    [few] Zapisało się { $count } graczy
   *[other] Zapisało się { $count } graczy
}; gra { $title } wymaga od { $least } do { $most }.
bot-lobby-nobody = Nikt się jeszcze nie zapisał.
bot-lobby-roster = Zapisani: { $players }.
bot-lobby-channel-busy = Na tym kanale jest już gra albo otwarte zapisy.
bot-lobby-none = Na tym kanale nie ma otwartych zapisów: `/game create` bez graczy je otwiera.
bot-lobby-full = Gra jest pełna ({ $most } graczy).
bot-lobby-started = Gra się rozpoczęła: moderator może oddać twoje miejsce zastępcy (`/admin replace`) albo zostawić je puste (`/admin kick`).
bot-lobby-not-joined = Nie jesteś zapisany na tę grę.
bot-lobby-cancel-started = Gra { $game } już się tu toczy, więc nie ma zapisów do anulowania: moderator kończy grę komendą `/admin end`.
bot-lobby-cancel-not-yours = Zapisy może anulować tylko osoba, która je otworzyła ({ $creator }), lub moderator.
