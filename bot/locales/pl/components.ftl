# Przyciski, menu i formularze: ich etykiety i odpowiedzi na kliknięcie.

bot-components-unknown = Nie znam tego przycisku ani formularza (może pochodzi ze starszej wersji bota): użyj `/do` albo `/game status`, by zobaczyć, na co czeka gra.
bot-components-open-for-you = Otwarte teraz dla ciebie: { $prompts }
bot-components-waiting-for-others = Nic teraz na ciebie nie czeka; gra czeka na { $awaited }.
bot-components-not-yours = Gra { $game } nie czeka teraz na ciebie w tej sprawie. { $open }
bot-components-closed = Gra { $game }: ten przycisk dotyczył decyzji, która jest już zamknięta, więc teraz nic nie robi. { $open }
bot-components-pass = Pas
bot-components-no-raise = Gra { $game } nie czeka teraz na twoje podbicie.
bot-components-choose = Wybierz
bot-components-choose-one = Wybierz jedną z opcji.
bot-components-open-form = Otwórz formularz
bot-components-no-form = Gra { $game } nie czeka teraz na formularz od ciebie.
bot-components-form-too-big = Ten formularz ma więcej pól, niż Discord pokazuje: użyj `/do { $command } ...`.
