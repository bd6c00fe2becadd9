# /game: jego odpowiedzi i to, co publikuje na kanale.

bot-game-signup-open = Zapisy na grę { $title } są otwarte: `/game join [{ $label }]`, by zająć miejsce, `/game leave`, by je zwolnić; { $creator } lub moderator rozpoczyna grę komendą `/game start` (od { $least } do { $most } graczy).
bot-game-created = Gra { $game } utworzona.
bot-game-joins = { $player } dołącza. { $roster }
bot-game-leaves = { $player } rezygnuje. { $roster }
bot-game-cancelled = { $player } anulował(a) zapisy na grę { $title }; żadna gra nie została rozpoczęta. { $roster } Ten kanał jest wolny: `/game create` otwiera nową grę lub zapisy.
bot-game-start-not-yours = Grę może rozpocząć tylko osoba, która otworzyła zapisy ({ $creator }), lub moderator.
bot-game-log = Gra { $game }, { $count ->
    [one] ostatnie publiczne zdarzenie:
    [few] ostatnie { $count } publiczne zdarzenia:
   *[many] ostatnich { $count } publicznych zdarzeń:
}
bot-game-status = Gra { $game } ({ $title }): { $status }
bot-game-status-awaited = { $seat }: { $prompt }
bot-game-status-waiting = Czekamy na: { $awaited }
bot-game-status-waiting-nobody = Czekamy na: nikogo
bot-game-options-of = Opcje `{ $ruleset }`:
bot-game-options = Opcje gry { $game }:
bot-game-help-title = { $title }:
bot-game-help-play = Graj komendą `/do <komenda>`.
bot-game-help-moderators = Moderatorzy (`/mod <komenda>`):
bot-game-help-moderators-own = Moderatorzy mają własne komendy (`/mod`, `/admin`).
bot-game-help-no-seat = Nie masz miejsca w grze { $game }; jej komendy:
bot-game-help-now = Gra { $game }: czego możesz teraz użyć ({ $seat }, { $side }) przez `/do`:
bot-game-help-nothing = Gra { $game }: nie masz teraz nic do zrobienia ({ $seat }, { $side }). { $waiting }
bot-game-help-every = Wszystkie komendy gry: `/game help ruleset:{ $ruleset }`.
bot-game-language-chosen = Od teraz piszę do ciebie po polsku: twoje DM, twoja karta i moje odpowiedzi.
bot-game-language-auto = Od teraz piszę do ciebie w języku twojej aplikacji Discord (teraz: { $language }).

bot-game-bots-need-players = Boty zajmują miejsca w grze tworzonej z wymienionymi graczami (`players:`) albo w zapisach przy rozpoczęciu gry (`/game start bots:`); w grze już rozpoczętej moderator oddaje miejsce botowi przez `/admin bot`.
