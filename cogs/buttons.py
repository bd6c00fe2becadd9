"""Buttons for small choices: bidding (pass, +1, +2, +5) in the channel, and a player's own
small decisions (traitor pick, prescience, a traitor call, cards to keep, alliances) by DM.
They are dynamic items matched by their custom id, which holds the game and the command, so
buttons sent before a restart keep working after it; a stale one is refused like any late
move. Every callback answers, whatever its custom id holds: a forged or stale one is
refused in words, privately."""

from __future__ import annotations

import re
from typing import Any

import discord
from discord.ext import commands

from bot.answers import guarded, reply
from bot.discord_bot import DuneBot
from bot.lookup import UserError
from engine.core import Command, Session
from engine.rulesets.classic.commands import Bid, Pass, Plan

from .play import play

RAISES = (1, 2, 5)


class BidButton(discord.ui.DynamicItem[discord.ui.Button],
                template=r"dune:bid:(?P<game>\d+):(?P<action>pass|\d+)"):
    def __init__(self, game: int, action: str) -> None:
        label = "Pass" if action == "pass" else f"+{action}"
        style = discord.ButtonStyle.secondary if action == "pass" else discord.ButtonStyle.primary
        super().__init__(discord.ui.Button(label=label, style=style,
                                           custom_id=f"dune:bid:{game}:{action}"))
        self.game, self.action = game, action

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str]) -> BidButton:
        return cls(int(match["game"]), match["action"])

    async def callback(self, interaction: discord.Interaction) -> None:
        bot = interaction.client
        assert isinstance(bot, DuneBot)
        await guarded(interaction, play(bot, interaction, None, command=self._command,
                                        game=self.game))

    def _command(self, session: Session) -> Command:
        """A raise is on the high bid when the button is pressed, not when it was sent."""
        bidding = getattr(session.state, "bidding", None)
        if bidding is None or bidding.turn is None:
            raise UserError("No card is up for bid now.")
        if self.action == "pass":
            return Pass()
        return Bid(amount=bidding.high_bid + int(self.action))


class ChoiceButton(discord.ui.DynamicItem[discord.ui.Button],
                   template=r"dune:do:(?P<game>\d+):(?P<command>.+)"):
    """One legal command, played as the clicking user (who must hold the seat)."""

    def __init__(self, game: int, command: str) -> None:
        super().__init__(discord.ui.Button(label=command[:80], style=discord.ButtonStyle.primary,
                                           custom_id=f"dune:do:{game}:{command}"))
        self.game, self.command = game, command

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str]) -> ChoiceButton:
        return cls(int(match["game"]), match["command"])

    async def callback(self, interaction: discord.Interaction) -> None:
        bot = interaction.client
        assert isinstance(bot, DuneBot)
        await guarded(interaction, play(bot, interaction, self.command, game=self.game))


class ChoiceSelect(discord.ui.DynamicItem[discord.ui.Select],
                   template=r"dune:pick:(?P<game>\d+)"):
    """A menu of legal commands, for choices too many for a row of buttons."""

    def __init__(self, game: int, commands: list[str] | None = None) -> None:
        options = [discord.SelectOption(label=c[:100], value=c) for c in commands or ["-"]]
        super().__init__(discord.ui.Select(custom_id=f"dune:pick:{game}", options=options,
                                           placeholder="Choose"))
        self.game = game

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Select,
                             match: re.Match[str]) -> ChoiceSelect:
        chosen = cls(int(match["game"]))
        chosen.item = item
        return chosen

    async def callback(self, interaction: discord.Interaction) -> None:
        bot = interaction.client
        assert isinstance(bot, DuneBot)
        values = (interaction.data or {}).get("values") or []  # type: ignore[union-attr]
        if not values:
            await reply(interaction, "Choose one of the options.", ephemeral=True)
            return
        await guarded(interaction, play(bot, interaction, str(values[0]), game=self.game))


class PlanButton(discord.ui.DynamicItem[discord.ui.Button],
                 template=r"dune:plan:(?P<game>\d+)"):
    """Opens the battle plan form; the form is made on each press, so the button outlives
    a restart."""

    def __init__(self, game: int) -> None:
        super().__init__(discord.ui.Button(label="Build battle plan",
                                           style=discord.ButtonStyle.primary,
                                           custom_id=f"dune:plan:{game}"))
        self.game = game

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str]) -> PlanButton:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, open_form(interaction, self.game))


def _text(name: str, label: str, description: str, *, required: bool,
          max_length: int) -> discord.ui.Label:
    """One field of a form: a text input under its label (Discord's labelled component),
    with a fixed custom id so the submission can be read without the form object."""
    return discord.ui.Label(text=label, description=description, component=discord.ui.TextInput(
        custom_id=name, required=required, max_length=max_length))


class PlanForm(discord.ui.Modal, title="Secret battle plan"):
    """X.B: the plan's four parts; the engine checks them as it checks `/plan`. The form is
    only shown: `Submissions` reads what comes back, so a form opened before a restart, or a
    forged one, is answered too."""

    dial = _text("dial", "Tokens dialed", "0 up to your tokens in the territory",
                 required=True, max_length=2)
    leader = _text("leader", "Leader", "one of your leaders, a Cheap Hero(ine), or none",
                   required=True, max_length=40)
    weapon = _text("weapon", "Weapon", "a weapon card you hold (empty: none)",
                   required=False, max_length=40)
    defense = _text("defense", "Defense", "a defense card you hold (empty: none)",
                    required=False, max_length=40)

    def __init__(self, game: int) -> None:
        super().__init__(custom_id=f"dune:planform:{game}")


async def open_form(interaction: discord.Interaction, game: int) -> None:
    form = PlanForm(game)
    await interaction.response.send_modal(form)
    form.stop()  # nothing waits on it: the submission is an interaction of its own


FORM = re.compile(r"dune:planform:(\d+)")


def form_values(data: dict[str, Any]) -> dict[str, str]:
    """custom id -> text of every input in a submitted form, labelled or in action rows."""
    out = {}
    for row in data.get("components") or []:
        inner = [row["component"]] if row.get("component") else row.get("components") or []
        for item in inner:
            if isinstance(item, dict) and "custom_id" in item:
                out[str(item["custom_id"])] = str(item.get("value") or "").strip()
    return out


def plan_from(values: dict[str, str]) -> Plan:
    dial = values.get("dial", "")
    if not dial.isdigit():
        raise UserError(f"The dial is a whole number of tokens, from 0 to those you have in "
                        f"the territory; `{dial[:10]}` is not.")
    return Plan(dial=int(dial), leader=values.get("leader", ""),
                weapon=values.get("weapon") or None, defense=values.get("defense") or None)


UNKNOWN = "This button or form is not one I know (it may be from an older version of the " \
    "bot): use `/do`, or `/game status` to see what the game waits for."


class Submissions(commands.Cog):
    """Reads every battle plan form sent back, whatever its custom id holds, and answers
    a click or a form that no item of ours claims, so nothing goes unanswered."""

    def __init__(self, bot: DuneBot) -> None:
        self.bot = bot

    @commands.Cog.listener()
    async def on_interaction(self, interaction: discord.Interaction) -> None:
        data: dict[str, Any] = dict(interaction.data or {})  # type: ignore[arg-type]
        custom_id = str(data.get("custom_id", ""))
        if interaction.type is discord.InteractionType.modal_submit:
            match = FORM.fullmatch(custom_id)
            await guarded(interaction, self._submit(interaction, int(match[1]), data)
                          if match else reply(interaction, UNKNOWN, ephemeral=True))
        elif interaction.type is discord.InteractionType.component and not any(
                item.__discord_ui_compiled_template__.fullmatch(custom_id) for item in ITEMS):
            await guarded(interaction, reply(interaction, UNKNOWN, ephemeral=True))

    async def _submit(self, interaction: discord.Interaction, game: int,
                      data: dict[str, Any]) -> None:
        command = plan_from(form_values(data))
        await play(self.bot, interaction, None, command=command, game=game)


def plan_view(game_id: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(PlanButton(game_id))
    return view


MAX_BUTTONS, MAX_OPTIONS, MAX_ID = 5, 25, 100


def choice_view(game_id: int, commands: list[str]) -> discord.ui.View | None:
    """Buttons for up to five choices, a menu for up to 25; None when there are more, or a
    command too long for Discord's 100-character ids (the slash commands remain)."""
    view = discord.ui.View(timeout=None)
    if len(commands) <= MAX_BUTTONS and all(
            len(f"dune:do:{game_id}:{c}") <= MAX_ID for c in commands):
        for command in commands:
            view.add_item(ChoiceButton(game_id, command))
        return view
    if len(commands) <= MAX_OPTIONS and all(len(c) <= MAX_ID for c in commands):
        view.add_item(ChoiceSelect(game_id, commands))
        return view
    return None


def bid_view(game_id: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(BidButton(game_id, "pass"))
    for n in RAISES:
        view.add_item(BidButton(game_id, str(n)))
    return view


ITEMS = (BidButton, ChoiceButton, ChoiceSelect, PlanButton)


async def setup(bot: DuneBot) -> None:
    bot.add_dynamic_items(*ITEMS)
    await bot.add_cog(Submissions(bot))
