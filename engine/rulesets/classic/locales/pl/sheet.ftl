# Za zasłoną frakcji: karta, którą czyta gracz (view/sheet.py).
classic-sheet-title = { $faction } ({ $seat }): za twoją zasłoną
classic-sheet-waiting = Czekamy na ciebie
classic-sheet-spice-and-tokens = Przyprawa i oddziały
classic-sheet-spice = Przyprawa: { $spice }
classic-sheet-reserves = Rezerwa: { $count ->
    [one] { $count } oddział
    [few] { $count } oddziały
   *[many] { $count } oddziałów
}{ $starred ->
    [0] {""}
   *[other] , w tym elitarne: { $starred }
}
classic-sheet-tanks = Kadzie: { $count ->
    [one] { $count } oddział
    [few] { $count } oddziały
   *[many] { $count } oddziałów
}{ $starred ->
    [0] {""}
   *[other] , w tym elitarne: { $starred }
}
classic-sheet-pledged-to-you = Obiecane ci przez: { $ally }: { $spice } przyprawy
classic-sheet-you-pledged = Obiecałeś: { $ally }: { $spice } przyprawy
classic-sheet-allied = Sojusz z: { $allies }
classic-sheet-cards = Karty ({ $count } z { $limit })
classic-sheet-card = { $card } ({ $kind })
classic-sheet-no-cards = brak kart
classic-kind-weapon = broń
classic-kind-defense = osłona
classic-kind-leader-substitute = bohater
classic-kind-special = specjalna
classic-kind-worthless = bezużyteczna
classic-sheet-traitors = Zdrajcy
classic-sheet-your-traitor = { $leader } (twój zdrajca)
classic-sheet-to-choose-from = Do wyboru: { $leaders }
classic-sheet-none = brak
classic-sheet-leaders = Przywódcy
classic-sheet-leader = { $leader } ({ $strength }): { $where }
classic-leader-in-tanks = w kadziach
classic-leader-held-by-harkonnen = w niewoli Harkonnenów
classic-leader-fought-in = walczył w tej rundzie: { $territory }
classic-leader-ready = gotowy
classic-leader-captured = pojmany, na jedną bitwę
classic-sheet-kwisatz = Kwisatz Haderach (+2): { $where }
classic-sheet-kwisatz-asleep = uśpiony, utracone w bitwach oddziały: { $lost } z { $needed }
classic-sheet-kwisatz-fought = walczył w tej rundzie
classic-sheet-standing-orders = Stałe rozkazy
classic-sheet-storm-dial = Tarcza burzy: { $dial }
classic-sheet-standing-pass = Stała oferta: pas do końca tej licytacji
classic-sheet-standing-round = Stała oferta: do { $bid } za każdą kartę tej licytacji
classic-sheet-standing-card = Stała oferta: do { $bid } za tę kartę
classic-sheet-order = `{ $order }`: { $words }
classic-order-auto-call = każde pytanie o zdrajcę dostaje od razu odpowiedź, tak, gdy przywódca jest na twoim żołdzie
classic-order-auto-advise-yes = duchowy doradca towarzyszy każdemu transportowi, w którym może
classic-order-auto-advise-no = żaden doradca nie towarzyszy transportom
classic-order-auto-move-now-later = odpowiadasz `move_now no` przed każdym ruchem
classic-sheet-plan = Plan bitwy: dysk { $dial }, przywódca { $leader }, broń { $weapon }, osłona { $defense }
classic-sheet-plan-in = Plan bitwy ({ $territory }): dysk { $dial }, przywódca { $leader }, broń { $weapon }, osłona { $defense }
classic-sheet-prediction = Przepowiednia
classic-sheet-predicted = { $faction } { $faction_gender ->
    [pl] wygrywają
   *[other] wygrywa
} w rundzie { $turn }
classic-sheet-foresight = Przewidywanie
classic-sheet-card-up = Karta na licytacji: { $card }
classic-sheet-next-spice = Następna karta przyprawy: { $card }
classic-sheet-next-storm = Następny znacznik burzy: { $count ->
    [one] { $count } sektor
    [few] { $count } sektory
   *[many] { $count } sektorów
}
