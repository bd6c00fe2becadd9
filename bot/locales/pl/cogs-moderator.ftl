# /mod i /admin: ich odpowiedzi i to, co publikują na kanale.

bot-mod-done = ✓ `{ $command }`
bot-mod-not-a-seat = `{ $seat }` nie jest miejscem w grze { $game }: samo `view` pokazuje wszystkie, albo podaj jedno z: { $seats }.
bot-admin-server-only = `/admin` działa tylko na kanale serwera, na którym toczy się gra.
bot-admin-replaced = Miejsce { $seat } w grze { $game } zajmuje teraz { $player }.
bot-admin-kicked = Miejsce { $seat } w grze { $game } jest puste: jego decyzje czekają na wybór domyślny po terminie lub na moderatora, dopóki `/admin replace` nie posadzi zastępcy.
bot-admin-deadline = Gra { $game }: termin ustawiony na { $minutes ->
    [one] { NUMBER($minutes, useGrouping: 0) } minutę.
    [few] { NUMBER($minutes, useGrouping: 0) } minuty.
   *[many] { NUMBER($minutes, useGrouping: 0) } minut.
}
bot-admin-no-deadline = Gra { $game }: bez terminu.
bot-admin-paused = Gra { $game } jest wstrzymana.
bot-admin-resumed = Gra { $game } toczy się dalej.
bot-admin-ended = Gra { $game } została zakończona przez moderatora; zaraz wynik, a ten kanał jest wolny dla nowej gry.
bot-admin-bot = Na miejscu { $seat } w grze { $game } gra teraz bot, który zachowuje sekrety miejsca (moderator oddaje je osobie przez `/admin replace`).
bot-admin-replaced-bot = Na miejscu { $seat } w grze { $game } nie gra już bot: od teraz gra { $player }.
