"""Each reader in their own language, through the real client on the fake Discord: a
French user's private answers are in French (their Discord app's locale), `/game language`
changes them (and `auto` gives them back to the app's locale), what is posted for everyone
speaks the game's language, and a new game speaks its server's language unless its options
name one. The slash commands are synced with their descriptions in every language."""

from __future__ import annotations

from typing import Any

from bot.translator import CatalogueTranslator

from .fake_discord import ALICE, BOB, answer, settled, slash, start_game, texts, until

EPHEMERAL = 64


def french(payload: dict[str, Any]) -> dict[str, Any]:
    return {**payload, "locale": "fr"}


async def test_a_french_users_private_answers_are_in_french_until_they_choose(world):
    fake, bot = world
    await start_game(fake, bot)
    help_ = await answer(fake, bot, french(slash("game", [], uid=BOB, sub="help",
                                                 names=fake.names)))
    assert help_.startswith("Partie 1 : ce que vous (bob, ")
    assert "Les modérateurs ont leurs propres commandes" in help_
    refused = await answer(fake, bot, french(slash("admin", [], uid=BOB, sub="pause")))
    assert refused.startswith("Seuls les modérateurs")

    chosen = await answer(fake, bot, french(slash(
        "game", [{"name": "language", "value": "pl"}], uid=BOB, sub="language")))
    assert chosen.startswith("Od teraz piszę do ciebie po polsku")
    help_ = await answer(fake, bot, french(slash("game", [], uid=BOB, sub="help",
                                                 names=fake.names)))
    assert help_.startswith("Gra 1: czego możesz teraz użyć (bob, ")

    back = await answer(fake, bot, french(slash(
        "game", [{"name": "language", "value": "auto"}], uid=BOB, sub="language")))
    assert back.startswith("Désormais je vous écris dans la langue de votre application")
    assert "Français" in back
    help_ = await answer(fake, bot, french(slash("game", [], uid=BOB, sub="help",
                                                 names=fake.names)))
    assert help_.startswith("Partie 1 : ")


async def test_an_english_user_keeps_english_and_the_channel_hears_the_games_language(world):
    fake, bot = world
    await start_game(fake, bot)
    help_ = await answer(fake, bot, slash("game", [], uid=ALICE, sub="help", names=fake.names))
    assert help_.startswith("Game 1: what you (alice, ")
    status = await answer(fake, bot, french(slash("game", [], uid=BOB, sub="status")))
    assert status.startswith("Game 1 (")  # public, in the game's language (English)
    assert "Waiting for:" in status


async def test_a_new_game_speaks_its_servers_language_unless_its_options_say(world):
    fake, bot = world
    payload = slash("game", [{"name": "players", "value": f"<@{ALICE}>, <@{BOB}>"},
                             {"name": "seed", "value": 3}], uid=ALICE, sub="create",
                    names=fake.names)
    payload["guild_locale"] = "it"
    assert await answer(fake, bot, payload) == "Game 1 created."  # alice reads English
    _, session = await bot.service.session(1)
    assert session.state.options.language == "it"
    status = await answer(fake, bot, french(slash("game", [], uid=BOB, sub="status")))
    assert status.startswith("Partita 1 (")  # posted for everyone: the game's language


async def test_the_options_line_names_the_games_language(world):
    fake, bot = world
    payload = slash("game", [{"name": "players", "value": f"<@{ALICE}>, <@{BOB}>"},
                             {"name": "options", "value": "language=pl"}], uid=ALICE,
                    sub="create", names=fake.names)
    payload["guild_locale"] = "it"
    payload["locale"] = "fr"
    assert await answer(fake, bot, payload) == "Partie 1 créée."
    _, session = await bot.service.session(1)
    assert session.state.options.language == "pl"


async def test_the_commands_are_synced_with_their_words_in_every_language(world):
    fake, bot = world
    assert isinstance(bot.tree.translator, CatalogueTranslator)
    dos = [c for body in fake.synced for c in body if c["name"] == "do"]
    assert len(dos) == 2  # to the server, and globally for DMs: both in every language
    assert all(c["description_localizations"]["fr"].startswith("Jouez") for c in dos)
    synced = {c["name"]: c for body in fake.synced for c in body}
    assert synced["do"]["description_localizations"]["fr"].startswith("Jouez un coup")
    assert synced["do"]["description_localizations"]["pl"].startswith("Wykonaj ruch")
    assert synced["do"]["description_localizations"]["it"].startswith("Gioca una mossa")
    assert "name_localizations" not in synced["do"] or not synced["do"]["name_localizations"]


async def test_a_french_users_sheet_history_refusals_and_moves_are_in_french(world):
    fake, bot = world
    await start_game(fake, bot)
    before = len(fake.responses)
    bot._connection.parse_interaction_create(french(slash("game", [], uid=BOB, sub="view")))
    await until(lambda: any(r.get("type") == "followup" and (r.get("data") or {}).get("embeds")
                            for r in fake.responses[before:]))
    embed = next(r["data"]["embeds"][0] for r in fake.responses[before:]
                 if (r.get("data") or {}).get("embeds"))
    assert embed["title"].startswith("Partie 1 : ")
    history = await answer(fake, bot, french(slash("game", [], uid=BOB, sub="history")))
    assert history.startswith("Partie 1, historique de la place bob, page 1 sur 1")
    refused = await answer(fake, bot, french(slash("game", [], uid=BOB, sub="join")))
    assert refused.startswith("Aucune inscription n'est ouverte dans ce salon")
    moved = await answer(fake, bot, french(slash(
        "do", [{"name": "command", "value": "dial 2"}], uid=BOB, names=fake.names)))
    assert moved.startswith("✓ `dial 2`")


async def test_a_sign_up_speaks_its_servers_language(world):
    fake, bot = world
    payload = slash("game", [], uid=ALICE, sub="create", names=fake.names)
    payload["guild_locale"] = "pl"
    opened = await answer(fake, bot, payload)
    assert opened.startswith("Zapisy na grę ")
    joined = await answer(fake, bot, slash("game", [], uid=BOB, sub="join", names=fake.names))
    assert f"<@{BOB}> dołącza. Zapisani: <@{BOB}>" in joined


async def test_every_interaction_keeps_the_users_locale(world, monkeypatch):
    fake, bot = world
    kept: list[tuple[int, str]] = []
    keep = type(bot.service).remember_locale

    async def spy(self, user_id: int, locale: str) -> None:
        kept.append((user_id, locale))
        await keep(self, user_id, locale)

    monkeypatch.setattr(type(bot.service), "remember_locale", spy)
    await answer(fake, bot, french(slash("game", [], uid=BOB, sub="status")))
    assert (BOB, "fr") in kept


async def test_buttons_menus_and_forms_are_worded_in_the_readers_language():
    from bot.components import form_modal, raise_view, view_for
    from engine.core.ruleset import Form, FormField
    from engine.core.words import T

    assert [b.item.label for b in raise_view(1, "0" * 8, [1], "it").children] == ["Passo", "+1"]
    assert [b.item.label for b in raise_view(1, "0" * 8, [1]).children] == ["Pass", "+1"]
    menu = view_for(1, {"choices": [f"take {n}" for n in range(9)]}, "pl")
    assert menu is not None and menu.children[0].item.placeholder == "Wybierz"  # type: ignore
    form = Form(command="take", title=T("bot-components-open-form"), button="-",
                fields=(FormField(name="count", label=T("bot-components-choose"),
                                  description="1-3"),))
    modal = form_modal(1, form, "fr")
    assert modal.title == "Ouvrir le formulaire"
    assert modal.children[0].text == "Choisir"  # type: ignore[attr-defined]


async def test_the_raise_buttons_posted_in_the_channel_speak_the_games_language(world):
    fake, bot = world
    await answer(fake, bot, slash(
        "game", [{"name": "players", "value": f"<@{ALICE}> atreides, <@{BOB}> harkonnen"},
                 {"name": "seed", "value": 3}, {"name": "options", "value": "language=it"}],
        uid=ALICE, sub="create", names=fake.names))
    await answer(fake, bot, slash("mod", [{"name": "command", "value": "force"}], uid=ALICE,
                                  manage=True, names=fake.names))
    await settled(bot)
    for uid, n in ((ALICE, 0), (BOB, 1)):
        await answer(fake, bot, slash("do", [{"name": "command", "value": f"dial {n}"}],
                                      uid=uid, names=fake.names))
    await until(lambda: bool(fake.components))
    labels = [c.get("label") for _, body in fake.created for row in body.get("components", [])
              for c in row.get("components", []) if str(c.get("custom_id", "")).count(":")]
    assert "Passo" in labels and "Pass" not in labels


async def test_one_game_speaks_polish_in_its_channel_and_french_to_a_french_player(world):
    """A Polish game: its channel posts are Polish; alice, whose Discord app is French,
    reads her DMs (her traitor draw) and her private answers in French (bob's DMs are
    closed in this world: the channel's notice of it is Polish too)."""
    fake, bot = world
    before = len(fake.responses)
    await answer(fake, bot, french(slash("game", [], uid=ALICE, sub="help")))  # her locale
    # the help comes in parts: its last (the moderators' commands) before the next question
    await until(lambda: any("/admin" in t for t in texts(fake)[before:]))
    created = await answer(fake, bot, french(slash(
        "game", [{"name": "players", "value": f"<@{ALICE}> atreides, <@{BOB}> harkonnen"},
                 {"name": "options", "value": "language=pl"}, {"name": "seed", "value": 3}],
        uid=ALICE, sub="create", names=fake.names)))
    assert created == "Partie 1 créée."  # alice's own answer: French
    await settled(bot)
    await until(lambda: any(uid == ALICE for uid, _ in fake.dms))
    channel = " ".join(m for _, m in fake.channel_messages)
    assert "Zaczyna się partia" in channel, channel[:300]
    alice = " ".join(m for uid, m in fake.dms if uid == ALICE)
    assert "traître" in alice.lower() and "zdrajc" not in alice.lower(), alice[:300]
    help_ = await answer(fake, bot, french(slash("game", [], uid=ALICE, sub="help",
                                                 names=fake.names)))
    assert help_.startswith("Partie 1 : ")
