"""A fake Discord HTTP API on 127.0.0.1, for driving the real discord.py client offline.

discord.py's `Route.BASE` is pointed at this server; interactions are injected as gateway
payloads (`parse_interaction_create`), so commands, responses, follow-ups, channel posts,
DMs (and the "cannot send messages to this user" error) and command sync all go through
discord.py's own code.
"""

from __future__ import annotations

import asyncio
import itertools
import json
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

APP_ID = 1000
BOT_ID = 1001
GUILD_ID = 2000
CHANNEL_ID = 3000
ALICE, BOB = 501, 502
_ids = itertools.count(10_000)


def _json(data: Any, status: int = 200) -> web.Response:
    """discord.py reads a body as JSON only under exactly `application/json`."""
    return web.Response(body=json.dumps(data).encode(), status=status,
                        headers={"Content-Type": "application/json"})


def user(uid: int, name: str | None = None) -> dict[str, Any]:
    return {"id": str(uid), "username": name or f"user{uid}", "discriminator": "0",
            "global_name": name, "avatar": None}


@dataclass
class FakeDiscord:
    closed_dms: set[int] = field(default_factory=set)
    requests: list[tuple[str, str, Any]] = field(default_factory=list)
    channel_messages: list[tuple[int, str]] = field(default_factory=list)
    components: list[list[str]] = field(default_factory=list)
    dms: list[tuple[int, str]] = field(default_factory=list)
    responses: list[dict[str, Any]] = field(default_factory=list)
    synced: list[Any] = field(default_factory=list)
    names: dict[int, str] = field(default_factory=dict)
    files: list[tuple[int, str, bytes]] = field(default_factory=list)
    """(channel, filename, content) of every attachment posted or edited in."""
    edits: list[tuple[int, int, str]] = field(default_factory=list)
    """(channel, message id, new content) of every message edit."""
    dm_components: list[tuple[int, list[str]]] = field(default_factory=list)
    """(user, custom ids) of every DM sent with buttons or a menu."""
    answered: asyncio.Event = field(default_factory=asyncio.Event)
    """Set whenever an interaction is answered (benchmarks wait on it instead of polling)."""
    latency: float = 0.0
    """Seconds every request waits before it is served, as a far-away Discord would."""

    def app(self) -> web.Application:
        app = web.Application(middlewares=[self._slow])
        r = app.router
        base = "/api/v10"
        r.add_get(f"{base}/users/@me", self.me)
        r.add_get(f"{base}/oauth2/applications/@me", self.application)
        r.add_put(f"{base}/applications/{{app}}/commands", self.sync)
        r.add_put(f"{base}/applications/{{app}}/guilds/{{guild}}/commands", self.sync)
        r.add_post(f"{base}/interactions/{{iid}}/{{token}}/callback", self.callback)
        r.add_post(f"{base}/webhooks/{{app}}/{{token}}", self.followup)
        r.add_get(f"{base}/channels/{{cid}}", self.channel)
        r.add_post(f"{base}/channels/{{cid}}/messages", self.message)
        r.add_patch(f"{base}/channels/{{cid}}/messages/{{mid}}", self.edit)
        r.add_post(f"{base}/users/@me/channels", self.open_dm)
        r.add_get(f"{base}/users/{{uid}}", self.get_user)
        return app

    @web.middleware
    async def _slow(self, request: web.Request, handler) -> web.StreamResponse:
        if self.latency:
            await asyncio.sleep(self.latency)
        return await handler(request)

    async def me(self, request: web.Request) -> web.Response:
        return _json({**user(BOT_ID, "dune-moderator"), "bot": True})

    async def application(self, request: web.Request) -> web.Response:
        return _json({
            "id": str(APP_ID), "name": "Dune Moderator", "description": "", "icon": None,
            "bot_public": True, "bot_require_code_grant": False, "owner": user(1),
            "verify_key": "x", "flags": 0, "summary": ""})

    async def sync(self, request: web.Request) -> web.Response:
        body = await request.json()
        self.synced.append(body)
        return _json([{**c, "id": str(next(_ids)), "application_id": str(APP_ID),
                                   "version": "1", "default_member_permissions": None}
                                  for c in body])

    async def callback(self, request: web.Request) -> web.Response:
        body = await self._body(request, CHANNEL_ID)
        self.responses.append(body)
        self.answered.set()
        data = body.get("data") or {}
        ephemeral = bool(data.get("flags", 0) & 64)
        message = self._message(CHANNEL_ID, data.get("content", ""))
        return _json({"interaction": {"id": request.match_info["iid"], "type": 2,
                                      "response_message_id": message["id"],
                                      "response_message_loading": False,
                                      "response_message_ephemeral": ephemeral},
                      "resource": {"type": body.get("type", 4), "message": message}})

    async def followup(self, request: web.Request) -> web.Response:
        body = await self._body(request, CHANNEL_ID)
        self.responses.append({"type": "followup", "data": body})
        return _json(self._message(CHANNEL_ID, body.get("content", "")))

    async def channel(self, request: web.Request) -> web.Response:
        cid = int(request.match_info["cid"])
        return _json({"id": str(cid), "type": 0, "guild_id": str(GUILD_ID),
                                  "name": "dune", "position": 0, "permission_overwrites": []})

    async def _body(self, request: web.Request, cid: int) -> dict[str, Any]:
        """A JSON body, or discord.py's multipart form (payload_json + files[n])."""
        if not request.content_type.startswith("multipart/"):
            return await request.json()
        form = await request.post()
        body = json.loads(str(form["payload_json"]))
        for key, value in form.items():
            if key.startswith("files[") and isinstance(value, web.FileField):
                self.files.append((cid, value.filename, value.file.read()))
        return body

    async def edit(self, request: web.Request) -> web.Response:
        cid, mid = int(request.match_info["cid"]), int(request.match_info["mid"])
        body = await self._body(request, cid)
        self.edits.append((cid, mid, body.get("content", "")))
        return _json({**self._message(cid, body.get("content", "")), "id": str(mid)})

    async def message(self, request: web.Request) -> web.Response:
        cid = int(request.match_info["cid"])
        body = await self._body(request, cid)
        if cid >= 9_000_000:  # a DM channel: 9_000_000 + user id
            uid = cid - 9_000_000
            if uid in self.closed_dms:
                return _json(
                    {"code": 50007, "message": "Cannot send messages to this user"}, status=403)
            self.dms.append((uid, body.get("content", "")))
            ids = [c["custom_id"] for row in body.get("components", [])
                   for c in row.get("components", [])]
            if ids:
                self.dm_components.append((uid, ids))
        else:
            self.channel_messages.append((cid, body.get("content", "")))
            ids = [c["custom_id"] for row in body.get("components", [])
                   for c in row.get("components", [])]
            if ids:
                self.components.append(ids)
        return _json(self._message(cid, body.get("content", "")))

    async def open_dm(self, request: web.Request) -> web.Response:
        uid = int((await request.json())["recipient_id"])
        return _json({"id": str(9_000_000 + uid), "type": 1,
                                  "recipients": [user(uid, self.names.get(uid))]})

    async def get_user(self, request: web.Request) -> web.Response:
        uid = int(request.match_info["uid"])
        return _json(user(uid, self.names.get(uid)))

    def _message(self, cid: int, content: str) -> dict[str, Any]:
        return {"id": str(next(_ids)), "channel_id": str(cid), "content": content,
                "author": user(BOT_ID, "dune-moderator"), "attachments": [], "embeds": [],
                "mentions": [], "mention_roles": [], "pinned": False, "mention_everyone": False,
                "tts": False, "timestamp": "2026-11-22T00:00:00+00:00", "edited_timestamp": None,
                "flags": 0, "components": [], "type": 0}


def slash(name: str, options: list[dict[str, Any]], *, uid: int, manage: bool = False,
          sub: str | None = None, names: dict[int, str] | None = None) -> dict[str, Any]:
    """An INTERACTION_CREATE payload for a slash command used in the game channel."""
    opts = [{"type": 3 if isinstance(o["value"], str) else 4, **o} for o in options]
    data: dict[str, Any] = {"id": str(next(_ids)), "name": name, "type": 1}
    data["options"] = [{"type": 1, "name": sub, "options": opts}] if sub else opts
    perms = str(1 << 5) if manage else "0"
    return {
        "id": str(next(_ids)), "application_id": str(APP_ID), "type": 2, "data": data,
        "guild_id": str(GUILD_ID), "channel_id": str(CHANNEL_ID),
        "channel": {"id": str(CHANNEL_ID), "type": 0, "guild_id": str(GUILD_ID),
                    "name": "dune", "position": 0, "permission_overwrites": []},
        "member": {"user": user(uid, (names or {}).get(uid)), "roles": [],
                   "permissions": perms, "joined_at": "2026-01-01T00:00:00+00:00",
                   "deaf": False, "mute": False, "flags": 0},
        "token": f"tok{next(_ids)}", "version": 1, "app_permissions": "0",
        "locale": "en-US", "guild_locale": "en-US", "entitlements": [],
        "authorizing_integration_owners": {}, "context": 0,
        "attachment_size_limit": 8 * 1024 * 1024,
    }


def click(custom_id: str, *, uid: int, names: dict[int, str] | None = None,
          dm: bool = False) -> dict[str, Any]:
    """An INTERACTION_CREATE payload for a button press in the game channel (or, with
    `dm`, in the player's DM with the bot)."""
    payload = slash("button", [], uid=uid, names=names)
    payload["type"] = 3
    payload["data"] = {"custom_id": custom_id, "component_type": 2}
    button = {"type": 2, "custom_id": custom_id, "style": 1, "label": "button"}
    channel = 9_000_000 + uid if dm else CHANNEL_ID
    payload["message"] = {**FakeDiscord()._message(channel, "buttons"),
                          "components": [{"type": 1, "components": [button]}]}
    if dm:
        del payload["guild_id"], payload["member"]
        payload["user"] = user(uid, (names or {}).get(uid))
        payload["channel_id"] = str(channel)
        payload["channel"] = {"id": str(channel), "type": 1}
        payload["context"] = 1
    return payload


async def until(predicate, timeout: float = 5.0) -> None:
    """Wait for the bot's background work (command tasks, delivery loop)."""
    deadline = asyncio.get_running_loop().time() + timeout
    while not predicate():
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError("timed out waiting for the bot")
        await asyncio.sleep(0.02)


def texts(fake: FakeDiscord) -> list[str]:
    out = []
    for r in fake.responses:
        data = r.get("data") or {}
        out.append(data.get("content", ""))
    return out


async def start_game(fake, bot) -> None:
    bot._connection.parse_interaction_create(slash(
        "game", [{"name": "players", "value": f"<@{ALICE}> atreides, <@{BOB}> harkonnen"},
                 {"name": "seed", "value": 3}], uid=ALICE, sub="create", names=fake.names))
    await until(lambda: any("created" in t for t in texts(fake)))
    bot._connection.parse_interaction_create(slash(
        "mod", [{"name": "command", "value": "force"}], uid=ALICE, manage=True,
        names=fake.names))
    await until(lambda: any("storm round" in m for _, m in fake.channel_messages))
