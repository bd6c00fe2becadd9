# Open sign-up before a game starts (bot/lobby.py). $label: what the game calls a side
# (faction, house); $side: a side's name as typed.
bot-lobby-side-taken = { $side } – już zajęte. Wolne: { $free }; możesz też dołączyć bez wyboru ({ $label }), a przydział będzie losowy.
bot-lobby-not-a-user = `{ $user }` nie jest użytkownikiem Discorda: oznacz @wzmianką każdego gracza.
bot-lobby-listed-twice = { $user } występuje dwa razy: każdy gracz zajmuje jedno miejsce. Przykład: `{ $example }`.
bot-lobby-players-named = { $count ->
    [one] Wskazano { $count } gracza; gra { $title } wymaga od { $least } do { $most }.
   *[other] Wskazano { $count } graczy; gra { $title } wymaga od { $least } do { $most }.
}
bot-lobby-side-twice = { $side } wybrano dwa razy: każda strona ({ $label }) ma jedno miejsce.
bot-lobby-signed-up-count = { $count ->
    [one] Zapisał się { $count } gracz; gra { $title } wymaga od { $least } do { $most }.
    [few] Zapisało się { $count } graczy; gra { $title } wymaga od { $least } do { $most }.
   *[many] Zapisało się { $count } graczy; gra { $title } wymaga od { $least } do { $most }.
}
bot-lobby-nobody = Nikt jeszcze się nie zapisał.
bot-lobby-signed-up = Zapisani: { $players }.
bot-lobby-channel-busy = Na tym kanale jest już gra albo otwarte zapisy.
bot-lobby-no-sign-up = Na tym kanale nie ma otwartych zapisów: `/game create` bez graczy je otwiera.
bot-lobby-full = Gra jest pełna ({ $most } graczy).
bot-lobby-started = Gra już się zaczęła: moderator może przekazać twoje miejsce zastępcy (`/admin replace`) albo zostawić je puste (`/admin kick`).
bot-lobby-not-joined = Nie zapisałeś się na tę grę.
bot-lobby-nothing-to-cancel = Tutaj zaczęła się już gra { $game }, więc nie ma zapisów do anulowania: moderator kończy grę poleceniem `/admin end`.
bot-lobby-only-creator = Zapisy może anulować tylko { $creator }, który je otworzył, albo moderator.
