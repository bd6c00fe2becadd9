"""Buttons, menus and forms, for any game: raise buttons under a waiting line (`ui="raise"`),
and by DM a button or a menu entry per legal answer a ruleset offers, or a button opening
the form it offers.

They are dynamic items matched by their custom id, which holds the game, what to play and
the token of the decision they were posted for (`Decision.token`), so buttons sent before
a restart keep working after it, and a press once that decision has closed (the lot of an
auction sold, say) is refused with what is open now, even where the same command would
be legal again. What a raise adds to, and what a form asks, is read from the game when
pressed, never when sent. Every callback answers, whatever its custom id holds: a forged or stale
one is refused in words, privately (`bot.answers.guarded`). Their words (a button's label, a
menu's placeholder, a form's title and labels) are in the reader's language: the seat's, for
what is sent to it, and the pressing user's, for a form opened and every answer.
"""

from __future__ import annotations

import re
from typing import Any, cast

import discord

from engine.core import Command, Decision, Session
from engine.core.ruleset import Form
from engine.core.words import DEFAULT, Say, T, Text, joined

from . import guide
from .answers import guarded, reply
from .lookup import UserError
from .play import Builder, Host, play
from .replay_board import show_moment
from .translator import reader_language
from .words import say

MAX_BUTTONS, MAX_OPTIONS, MAX_ID = 5, 25, 100
"""Discord's limits: buttons in a row, options in a menu, characters in a custom id."""
MAX_FIELDS, MAX_TITLE, MAX_LABEL = 5, 45, 45
"""Discord's limits on a form: text inputs, title and label characters."""
TOKEN = r"(?P<token>[0-9a-f]{8})"
NO_TOKEN = "0" * 8
"""The token of buttons owed before tokens existed: it matches no decision, so such a
press is refused with what is open now."""
UNKNOWN = T("bot-components-unknown")
"""The answer to a press or a form no item of ours claims."""


def _host(interaction: discord.Interaction) -> Host:
    return cast(Host, interaction.client)


async def unknown(interaction: discord.Interaction) -> None:
    """Answer a press or a form that none of our items claims."""
    await reply(interaction, say(UNKNOWN, await reader_language(interaction)), ephemeral=True)


def open_now(decisions: list[Decision], seat: str) -> Say:
    """What the game waits for now, as a refused press tells it."""
    mine = [d.prompt for d in decisions if d.seat == seat]
    if mine:
        return T("bot-components-open-for-you", prompts=joined(mine, " / "))
    if decisions:
        return T("bot-components-waiting-for-others", awaited=guide.awaited(decisions))
    return guide.NOBODY_WORDS


def posted_for(session: Session, seat: str, token: str, game: int) -> Decision:
    """The seat's open decision a button was posted for; refused, saying what is open
    now, once that decision has closed or when it is another seat's."""
    decisions = session.ruleset.pending(session.state)
    found = next((d for d in decisions if d.seat == seat and d.token() == token), None)
    if found is not None:
        return found
    if any(d.token() == token for d in decisions):
        raise UserError(T("bot-components-not-yours", game=str(game),
                          open=open_now(decisions, seat)))
    raise UserError(T("bot-components-closed", game=str(game), open=open_now(decisions, seat)))


class RaiseButton(discord.ui.DynamicItem[discord.ui.Button],
                  template=rf"dune:raise:(?P<game>\d+):{TOKEN}:(?P<step>pass|\d{{1,6}})"):
    """Pass, or raise the amount standing when pressed by `step`, while the decision it
    was posted for (its token) is still open."""

    def __init__(self, game: int, token: str, step: str, language: str = DEFAULT) -> None:
        label = say(T("bot-components-pass"), language) if step == "pass" else f"+{step}"
        style = discord.ButtonStyle.secondary if step == "pass" else discord.ButtonStyle.primary
        super().__init__(discord.ui.Button(label=label, style=style,
                                           custom_id=f"dune:raise:{game}:{token}:{step}"))
        self.game, self.token, self.step = game, token, step

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str]) -> RaiseButton:
        return cls(int(match["game"]), match["token"], match["step"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, play(_host(interaction), interaction, None,
                                        command=self._command, game=self.game))

    def _command(self, session: Session, seat: str) -> Command:
        """The seat's raise decision now: its pass, or its base plus the step."""
        spec = posted_for(session, seat, self.token, self.game).raise_
        if spec is None:
            raise UserError(T("bot-components-no-raise", game=str(self.game)))
        if self.step == "pass":
            return session.parse(spec.pass_command)
        return session.ruleset.registry.build(spec.command,
                                              {spec.amount: str(spec.base + int(self.step))})


def chosen(game: int, token: str, text: str) -> Builder:
    """The typed command a button or a menu offers, played only while the decision it was
    posted for is open."""

    def command(session: Session, seat: str) -> Command:
        posted_for(session, seat, token, game)
        return session.parse(text)

    return command


class ChoiceButton(discord.ui.DynamicItem[discord.ui.Button],
                   template=rf"dune:do:(?P<game>\d+):{TOKEN}:(?P<command>.+)"):
    """One legal command, played as the clicking user (who must hold the seat)."""

    def __init__(self, game: int, token: str, command: str) -> None:
        super().__init__(discord.ui.Button(label=command[:80], style=discord.ButtonStyle.primary,
                                           custom_id=f"dune:do:{game}:{token}:{command}"))
        self.game, self.token, self.command = game, token, command

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str]) -> ChoiceButton:
        return cls(int(match["game"]), match["token"], match["command"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, play(_host(interaction), interaction, None, game=self.game,
                                        command=chosen(self.game, self.token, self.command)))


class ChoiceSelect(discord.ui.DynamicItem[discord.ui.Select],
                   template=rf"dune:pick:(?P<game>\d+):{TOKEN}"):
    """A menu of legal commands, for choices too many for a row of buttons."""

    def __init__(self, game: int, token: str, commands: list[str] | None = None,
                 language: str = DEFAULT) -> None:
        options = [discord.SelectOption(label=c[:100], value=c) for c in commands or ["-"]]
        super().__init__(discord.ui.Select(
            custom_id=f"dune:pick:{game}:{token}", options=options,
            placeholder=say(T("bot-components-choose"), language)[:150]))
        self.game, self.token = game, token

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Select,
                             match: re.Match[str]) -> ChoiceSelect:
        menu = cls(int(match["game"]), match["token"])
        menu.item = item
        return menu

    async def callback(self, interaction: discord.Interaction) -> None:
        values = (interaction.data or {}).get("values") or []  # type: ignore[union-attr]
        if not values:
            await guarded(interaction, _choose_one(interaction, self.game))
            return
        await guarded(interaction, play(_host(interaction), interaction, None, game=self.game,
                                        command=chosen(self.game, self.token, str(values[0]))))


class FormButton(discord.ui.DynamicItem[discord.ui.Button],
                 template=r"dune:form:(?P<game>\d+)"):
    """Opens the form the game offers the pressing seat now; made on each press, so the
    button outlives a restart and the form is always the current one."""

    def __init__(self, game: int, label: Say | None = None, language: str = DEFAULT) -> None:
        shown = say(T("bot-components-open-form") if label is None else label, language)
        super().__init__(discord.ui.Button(label=shown[:80], style=discord.ButtonStyle.primary,
                                           custom_id=f"dune:form:{game}"))
        self.game = game

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str]) -> FormButton:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, open_form(_host(interaction), interaction, self.game))


async def open_form(host: Host, interaction: discord.Interaction, game: int) -> None:
    """Show the form of the seat's first pending decision answered by one."""
    service = host.service
    record = await service.find(channel_id=interaction.channel_id, user_id=interaction.user.id,
                                in_dm=interaction.guild_id is None, game_id=game)
    seat = await service.seat_of_user(record.id, interaction.user.id)
    _, session = await service.session(record.id)
    ruleset, state = session.ruleset, session.state
    form = next((offer.form for d in ruleset.pending(state) if d.seat == seat and d.ui == "form"
                 and (offer := ruleset.offer(state, d)) is not None and offer.form), None)
    if form is None:
        raise UserError(T("bot-components-no-form", game=str(record.id)))
    modal = form_modal(record.id, form, await reader_language(interaction, record.id))
    await interaction.response.send_modal(modal)
    modal.stop()  # nothing waits on it: the submission is an interaction of its own


def form_modal(game: int, form: Form, language: str = DEFAULT) -> discord.ui.Modal:
    """A ruleset's form as a Discord form, in `language`: one labelled text input per
    field, each with the field's name as its custom id, so the submission is read without
    the form object."""
    if len(form.fields) > MAX_FIELDS:
        raise UserError(T("bot-components-form-too-big", command=form.command))
    modal = discord.ui.Modal(title=say(form.title, language)[:MAX_TITLE],
                             custom_id=f"dune:form:{game}:{form.command}")
    for field in form.fields:
        modal.add_item(discord.ui.Label(
            text=say(field.label, language)[:MAX_LABEL],
            description=say(field.description, language)[:100],
            component=discord.ui.TextInput(custom_id=field.name, required=field.required,
                                           max_length=field.max_length)))
    return modal


FORM = re.compile(r"dune:form:(\d+):([a-z0-9_]{1,32})")


def form_values(data: dict[str, Any]) -> dict[str, str]:
    """custom id -> text of every input in a submitted form, labelled or in action rows."""
    out = {}
    for row in data.get("components") or []:
        inner = [row["component"]] if row.get("component") else row.get("components") or []
        for item in inner:
            if isinstance(item, dict) and "custom_id" in item:
                out[str(item["custom_id"])] = str(item.get("value") or "").strip()
    return out


async def submitted(host: Host, interaction: discord.Interaction) -> None:
    """Read a submitted form back through the game's registry, as a typed command is
    read, so a bad field is refused in the table's words; an unknown form is answered."""
    data: dict[str, Any] = dict(interaction.data or {})  # type: ignore[arg-type]
    match = FORM.fullmatch(str(data.get("custom_id", "")))
    if match is None:
        await unknown(interaction)
        return
    name, values = match[2], form_values(data)

    def command(session: Session, seat: str) -> Command:
        return session.ruleset.registry.build(name, values)

    await play(host, interaction, None, command=command, game=int(match[1]))


class MomentSelect(discord.ui.DynamicItem[discord.ui.Select],
                   template=r"dune:moment:(?P<game>\d+)"):
    """A menu under a `/game log` page, of the versions its lines were told at: the board
    as it stood at the one chosen, privately, to whoever may see the game's board now. A
    version an undo has taken back since the page was sent is refused with those that may
    be shown."""

    def __init__(self, game: int, versions: list[tuple[int, str]] | None = None,
                 language: str = DEFAULT) -> None:
        options = [discord.SelectOption(
            label=say(T("bot-replay-menu-option", version=str(v)), language)[:100],
            value=str(v), description=line[:100] or None) for v, line in versions or [(0, "")]]
        super().__init__(discord.ui.Select(
            custom_id=f"dune:moment:{game}", options=options,
            placeholder=say(T("bot-replay-menu-placeholder"), language)[:150]))
        self.game = game

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Select,
                             match: re.Match[str]) -> MomentSelect:
        menu = cls(int(match["game"]))
        menu.item = item
        return menu

    async def callback(self, interaction: discord.Interaction) -> None:
        values = (interaction.data or {}).get("values") or []  # type: ignore[union-attr]
        chosen = str(values[0]) if values else ""
        if not chosen.isdigit() or len(chosen) > 15:
            await guarded(interaction, _choose_one(interaction, self.game))
            return
        await guarded(interaction, show_moment(_host(interaction).service, interaction,
                                               self.game, int(chosen)))


def moment_view(game_id: int, versions: list[tuple[int, str]],
                language: str = DEFAULT) -> discord.ui.View | None:
    """The menu of a log page's versions (each with its first line), the latest 25 when
    there are more; None for a page with none whose board can be shown."""
    if not versions:
        return None
    view = discord.ui.View(timeout=None)
    view.add_item(MomentSelect(game_id, versions[-MAX_OPTIONS:], language))
    return view


ITEMS = (RaiseButton, ChoiceButton, ChoiceSelect, FormButton, MomentSelect)


def known(custom_id: str) -> bool:
    """Whether one of our items claims this custom id."""
    return any(item.__discord_ui_compiled_template__.fullmatch(custom_id) for item in ITEMS)


def raise_view(game_id: int, token: str, steps: list[int],
               language: str = DEFAULT) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(RaiseButton(game_id, token, "pass", language))
    for n in steps[:MAX_BUTTONS - 1]:
        view.add_item(RaiseButton(game_id, token, str(n)))
    return view


def choice_view(game_id: int, token: str, commands: list[str],
                language: str = DEFAULT) -> discord.ui.View | None:
    """Buttons for up to five choices, a menu for up to 25; None when there are more, or a
    command too long for Discord's 100-character ids (`/do` remains)."""
    view = discord.ui.View(timeout=None)
    if len(commands) <= MAX_BUTTONS and all(
            len(f"dune:do:{game_id}:{token}:{c}") <= MAX_ID for c in commands):
        for command in commands:
            view.add_item(ChoiceButton(game_id, token, command))
        return view
    if len(commands) <= MAX_OPTIONS and all(len(c) <= MAX_ID for c in commands):
        view.add_item(ChoiceSelect(game_id, token, commands, language))
        return view
    return None


def view_for(game_id: int, payload: dict[str, Any],
             language: str = DEFAULT) -> discord.ui.View | None:
    """The buttons an outbox message asks for (`bot.outbox`), or None, worded in the
    language of whoever it is sent to."""
    if "raise" in payload:
        spec = payload["raise"]
        return raise_view(game_id, str(spec.get("token", NO_TOKEN)),
                          [int(n) for n in spec["steps"]], language)
    if "form" in payload:
        view = discord.ui.View(timeout=None)
        button = payload["form"]["button"]
        label = Text.model_validate(button) if isinstance(button, dict) else str(button)
        view.add_item(FormButton(game_id, label, language))
        return view
    if payload.get("choices"):
        return choice_view(game_id, str(payload.get("token", NO_TOKEN)),
                           [str(c) for c in payload["choices"]], language)
    return None


async def _choose_one(interaction: discord.Interaction, game: int) -> None:
    """A menu pressed with no usable choice: asked to choose one of its options."""
    language = await reader_language(interaction, game)
    await reply(interaction, say(T("bot-components-choose-one"), language), ephemeral=True)
