"""A fake Discord HTTP API on 127.0.0.1, for driving the real discord.py client offline.

discord.py's `Route.BASE` is pointed at this server; interactions are injected as gateway
payloads (`parse_interaction_create`), so commands, responses, follow-ups, channel posts,
DMs and command sync all go through discord.py's own code.

It fails the way Discord does, so discord.py reacts as in production: the documented limits
(content, embeds, components, modals) answer 400 50035 "Invalid Form Body" with Discord's nested
`errors`; a second response to an interaction 400 40060, a late one 404 10062; an edit of an
unknown message 404 10008; closed DMs 403 50007. A repeated `nonce` with `enforce_nonce`
inside `nonce_window` returns the message already made instead of a second one. `fail()`
injects errors per route and target: any status and code, 429 with `retry_after` and the
headers discord.py needs to wait and retry (`Via`), a 500 after the message was stored,
an answer that comes too late, or a dropped connection. A channel's history returns each
message with its `nonce`, so a sender can look for a post it is not sure it made. Threads
are made in a channel (`create_thread`: private or public, a name of 1 to 100 characters),
members added and removed (refused on an archived or unknown thread; a thread deleted
from `threads` is an Unknown Channel, 404 10003, to read or post in), unarchived by an
edit (refused on a locked one, which needs Manage Threads), and posted in like channels (a
post reopens an archived thread that is not locked); a permission failure is injected
with `fail(route="create_thread", status=403, code=50013)`.
A file over `upload_limit` is refused whole with 413 40005 "Request entity too large".
Commands registered to a server the bot is not in (`guilds`: it was removed, or never
added) are refused with 403 50001 "Missing Access".
A file a user attached to a slash command (`attach`) is served from the fake's CDN
(`cdn`, at the URL its attachment names); one it no longer holds answers 404, as an expired
attachment link does.
"""

from __future__ import annotations

import asyncio
import http
import itertools
import json
import math
import time
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

APP_ID = 1000
BOT_ID = 1001
GUILD_ID = 2000
OTHER_GUILD_ID = 2001
"""A second server the bot is in (moving `DUNE_GUILD_ID` from one to the other)."""
CHANNEL_ID = 3000
DM_BASE = 9_000_000
"""A user's DM channel is DM_BASE + their id."""
THREAD_BASE = 4_000_000
"""Threads are numbered from here (below DM_BASE, so a thread is never read as a DM)."""
ALICE, BOB = 501, 502
DISCORD_EPOCH_MS = 1_420_070_400_000
_seq = itertools.count()

MESSAGES = {
    0: "500: Internal Server Error",
    10003: "Unknown Channel",
    10004: "Unknown Guild",
    10008: "Unknown Message",
    10013: "Unknown User",
    10062: "Unknown interaction",
    40005: "Request entity too large",
    40060: "Interaction has already been acknowledged.",
    50001: "Missing Access",
    50006: "Cannot send an empty message",
    50007: "Cannot send messages to this user",
    50013: "Missing Permissions",
    50083: "Operation cannot be performed on archived thread",
    50035: "Invalid Form Body",
}
UPLOAD_LIMIT = 10 * 1024 * 1024
"""Bytes a file may have: Discord's default (a server without boosts, DMs), which every
interaction also states as its `attachment_size_limit`."""
TARGET_ROUTES = frozenset({"channel", "message", "edit", "history"})
"""What a failure aimed at a channel or a user's DMs hits when it names no route."""


class TooLarge(Exception):
    """An uploaded file is over the upload limit: Discord answers 413 40005."""


def _gone(cid: int) -> bool:
    """A thread's id (made here, then deleted from `threads`): Discord knows it no more."""
    return THREAD_BASE < cid < DM_BASE


def snowflake() -> int:
    """A Discord id: milliseconds since Discord's epoch, then a counter (so an interaction's
    id tells when it was created, as on Discord)."""
    return ((int(time.time() * 1000) - DISCORD_EPOCH_MS) << 22) | (next(_seq) & 0x3FFFFF)


def created_at(snowflake_id: int) -> float:
    return ((snowflake_id >> 22) + DISCORD_EPOCH_MS) / 1000


def _json(data: Any, status: int = 200, headers: dict[str, str] | None = None) -> web.Response:
    """discord.py reads a body as JSON only under exactly `application/json`."""
    return web.Response(body=json.dumps(data).encode(), status=status,
                        headers={"Content-Type": "application/json", **(headers or {})})


def error(status: int, code: int, errors: dict | None = None) -> web.Response:
    """Discord's error body: `{"code", "message"}`, with `errors` for a bad form body."""
    message = MESSAGES.get(code, "Error") if code else \
        f"{status}: {http.HTTPStatus(status).phrase}"  # "401: Unauthorized"
    body: dict[str, Any] = {"code": code, "message": message}
    if errors:
        body["errors"] = errors
    return _json(body, status)


def rate_limited(retry_after: float, is_global: bool) -> web.Response:
    """A 429 as Discord sends it; `Via` tells discord.py it is Discord (not Cloudflare) and
    so to wait `retry_after` and try again."""
    return _json({"message": "You are being rate limited.", "retry_after": retry_after,
                  "global": is_global}, 429, {
        "Retry-After": str(math.ceil(retry_after)), "Via": "1.1 google",
        "X-RateLimit-Scope": "global" if is_global else "user",
        **({"X-RateLimit-Global": "true"} if is_global else {})})


def user(uid: int, name: str | None = None) -> dict[str, Any]:
    return {"id": str(uid), "username": name or f"user{uid}", "discriminator": "0",
            "global_name": name, "avatar": None}


# -- the documented limits ------------------------------------------------------------------

EMBED_LIMITS = {"embeds": 10, "title": 256, "description": 4096, "fields": 25, "name": 256,
                "value": 1024, "total": 6000}
"""Discord's embed limits: per message, per embed, per field, and characters in all."""

LIMITS = {"content": 2000, "rows": 5, "buttons": 5, "label": 80, "custom_id": 100,
          "options": 25, "option": 100, "placeholder": 150, "nonce": 25,
          "modal_title": 45, "modal_rows": 5, "input_label": 45, "input_length": 4000,
          "choices": 25}


def _too_long(n: int) -> dict:
    return {"_errors": [{"code": "BASE_TYPE_MAX_LENGTH",
                         "message": f"Must be {n} or fewer in length."}]}


def _invalid(code: str, message: str) -> dict:
    return {"_errors": [{"code": code, "message": message}]}


def _nest(errors: dict, path: list[str], leaf: dict) -> None:
    """Discord nests errors by the path of the field: {"components": {"0": {...}}}."""
    for key in path[:-1]:
        errors = errors.setdefault(key, {})
    errors[path[-1]] = leaf


def message_errors(body: dict[str, Any], *, files: bool = False) -> dict:
    """What Discord would refuse in a message body (empty when it is valid)."""
    errors: dict = {}
    content = body.get("content") or ""
    if len(content) > LIMITS["content"]:
        _nest(errors, ["content"], _too_long(LIMITS["content"]))
    if len(str(body.get("nonce") or "")) > LIMITS["nonce"]:
        _nest(errors, ["nonce"], _too_long(LIMITS["nonce"]))
    _embeds_errors(errors, body.get("embeds") or [])
    rows = body.get("components") or []
    if len(rows) > LIMITS["rows"]:
        _nest(errors, ["components"], _too_long(LIMITS["rows"]))
    seen: set[str] = set()
    for r, row in enumerate(rows):
        _row_errors(errors, ["components", str(r), "components"], row.get("components") or [],
                    seen)
    return errors


def _embeds_errors(errors: dict, embeds: list[dict]) -> None:
    """Discord's embed limits: the count, each text's length, a field's name and value
    required, and 6,000 characters across all the message's embeds."""
    if len(embeds) > EMBED_LIMITS["embeds"]:
        _nest(errors, ["embeds"], _too_long(EMBED_LIMITS["embeds"]))
    total = 0
    for n, embed in enumerate(embeds):
        here = ["embeds", str(n)]
        for key in ("title", "description"):
            text = embed.get(key) or ""
            total += len(text)
            if len(text) > EMBED_LIMITS[key]:
                _nest(errors, [*here, key], _too_long(EMBED_LIMITS[key]))
        fields = embed.get("fields") or []
        if len(fields) > EMBED_LIMITS["fields"]:
            _nest(errors, [*here, "fields"], _too_long(EMBED_LIMITS["fields"]))
        for f, item in enumerate(fields):
            for key in ("name", "value"):
                text = str(item.get(key) or "")
                total += len(text)
                if not text.strip():
                    _nest(errors, [*here, "fields", str(f), key], _invalid(
                        "BASE_TYPE_REQUIRED", "This field is required"))
                elif len(text) > EMBED_LIMITS[key]:
                    _nest(errors, [*here, "fields", str(f), key], _too_long(EMBED_LIMITS[key]))
    if total > EMBED_LIMITS["total"]:
        _nest(errors, ["embeds"], _invalid("BASE_TYPE_MAX_LENGTH",
                                           "Embed size exceeds maximum size of 6000"))


def _row_errors(errors: dict, path: list[str], items: list[dict], seen: set[str]) -> None:
    selects = [i for i in items if i.get("type") in (3, 5, 6, 7, 8)]
    if len(items) > LIMITS["buttons"] or (selects and len(items) > 1):
        _nest(errors, path, _too_long(1 if selects else LIMITS["buttons"]))
    for n, item in enumerate(items):
        here = [*path, str(n)]
        custom_id = item.get("custom_id")
        if custom_id is not None:
            if len(custom_id) > LIMITS["custom_id"]:
                _nest(errors, [*here, "custom_id"], _too_long(LIMITS["custom_id"]))
            if custom_id in seen:
                _nest(errors, [*here, "custom_id"], _invalid(
                    "COMPONENT_CUSTOM_ID_DUPLICATED", "Component custom id cannot be duplicated"))
            seen.add(custom_id)
        if len(item.get("label") or "") > LIMITS["label"]:
            _nest(errors, [*here, "label"], _too_long(LIMITS["label"]))
        if len(item.get("placeholder") or "") > LIMITS["placeholder"]:
            _nest(errors, [*here, "placeholder"], _too_long(LIMITS["placeholder"]))
        if item.get("type") == 3:
            _select_errors(errors, here, item.get("options") or [])


def _select_errors(errors: dict, path: list[str], options: list[dict]) -> None:
    if not 1 <= len(options) <= LIMITS["options"]:
        _nest(errors, [*path, "options"], _too_long(LIMITS["options"]))
    values = [o.get("value") for o in options]
    if len(set(values)) != len(values):
        _nest(errors, [*path, "options"], _invalid(
            "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED", "Select option values must be unique"))
    for n, option in enumerate(options):
        for key in ("label", "value", "description"):
            if len(option.get(key) or "") > LIMITS["option"]:
                _nest(errors, [*path, "options", str(n), key], _too_long(LIMITS["option"]))


def modal_errors(data: dict[str, Any]) -> dict:
    """What Discord would refuse in a modal (title, custom id, up to five text inputs)."""
    errors: dict = {}
    if len(data.get("title") or "") > LIMITS["modal_title"]:
        _nest(errors, ["title"], _too_long(LIMITS["modal_title"]))
    if len(data.get("custom_id") or "") > LIMITS["custom_id"]:
        _nest(errors, ["custom_id"], _too_long(LIMITS["custom_id"]))
    rows = data.get("components") or []
    if not 1 <= len(rows) <= LIMITS["modal_rows"]:
        _nest(errors, ["components"], _too_long(LIMITS["modal_rows"]))
    seen: set[str] = set()
    for r, row in enumerate(rows):
        inputs = row.get("components") or ([row["component"]] if "component" in row else [])
        labels = [row.get("label") or ""] + [i.get("label") or "" for i in inputs]
        for label in labels:
            if len(label) > LIMITS["input_label"]:
                _nest(errors, ["components", str(r), "label"], _too_long(LIMITS["input_label"]))
        if len(inputs) != 1:
            _nest(errors, ["components", str(r), "components"], _too_long(1))
        for item in inputs:
            if int(item.get("max_length") or 0) > LIMITS["input_length"]:
                _nest(errors, ["components", str(r), "max_length"],
                      _too_long(LIMITS["input_length"]))
        _row_errors(errors, ["components", str(r), "components"],
                    [{k: v for k, v in i.items() if k != "label"} for i in inputs], seen)
    return errors


# -- injected failures ----------------------------------------------------------------------

@dataclass
class Failure:
    """Requests that match fail this way, `times` times (None: until removed)."""

    status: int
    code: int = 0
    times: int | None = None
    route: str | None = None
    channel_id: int | None = None
    user_id: int | None = None
    stored: bool = False
    """The request is carried out first (Discord made the message), then the error."""
    hang: float = 0.0
    """Seconds to wait before answering (past the client's timeout: a timeout)."""
    drop: bool = False
    """Close the connection instead of answering."""
    retry_after: float = 0.05
    is_global: bool = False
    hits: int = 0

    def matches(self, route: str, channel_id: int | None, user_id: int | None) -> bool:
        if self.times is not None and self.hits >= self.times:
            return False
        if (self.route or route) != route or (self.route is None and route not in TARGET_ROUTES):
            return False
        return (self.channel_id is None or self.channel_id == channel_id) and \
            (self.user_id is None or self.user_id == user_id)

    def response(self) -> web.Response:
        if self.status == 429:
            return rate_limited(self.retry_after, self.is_global)
        return error(self.status, self.code)


@dataclass
class FakeDiscord:
    closed_dms: set[int] = field(default_factory=set)
    requests: list[tuple[str, str, Any]] = field(default_factory=list)
    channel_messages: list[tuple[int, str]] = field(default_factory=list)
    components: list[list[str]] = field(default_factory=list)
    dms: list[tuple[int, str]] = field(default_factory=list)
    responses: list[dict[str, Any]] = field(default_factory=list)
    synced: list[Any] = field(default_factory=list)
    synced_to: list[int | None] = field(default_factory=list)
    """The server of each sync in `synced` (None: global)."""
    guilds: set[int] = field(default_factory=lambda: {GUILD_ID, OTHER_GUILD_ID})
    """The servers the bot is in; registering commands to any other is refused."""
    names: dict[int, str] = field(default_factory=dict)
    files: list[tuple[int, str, bytes]] = field(default_factory=list)
    """(channel, filename, content) of every attachment posted or edited in."""
    edits: list[tuple[int, int, str]] = field(default_factory=list)
    """(channel, message id, new content) of every message edit."""
    dm_components: list[tuple[int, list[str]]] = field(default_factory=list)
    """(user, custom ids) of every DM sent with buttons or a menu."""
    created: list[tuple[int, dict[str, Any]]] = field(default_factory=list)
    """(channel, request body) of every message made, DMs included (not a nonce's repeat)."""
    refused: list[tuple[str, int, int]] = field(default_factory=list)
    """(route, status, code) of every error answered."""
    failures: list[Failure] = field(default_factory=list)
    messages: dict[int, dict[str, Any]] = field(default_factory=dict)
    nonce_window: float = 300.0
    """Seconds in which a repeated nonce returns the first message (Discord: "a few minutes")."""
    response_window: float = 3.0
    """Seconds after its creation in which an interaction may be answered first."""
    answered: asyncio.Event = field(default_factory=asyncio.Event)
    """Set whenever an interaction is answered or followed up (benchmarks wait on it instead
    of polling)."""
    threads: dict[int, dict[str, Any]] = field(default_factory=dict)
    """Thread id -> its channel payload, with `members` (user ids, the bot's included)."""
    threads_made: int = 0
    cdn: dict[str, bytes] = field(default_factory=dict)
    """Attachment id -> the bytes of a file a user attached (`attach`)."""
    base_url: str = ""
    """Where the fake listens (`listen` sets it): attachments' URLs point here."""
    _nonces: dict[str, tuple[float, int]] = field(default_factory=dict)
    _acknowledged: set[str] = field(default_factory=set)

    def fail(self, *, status: int = 500, code: int = 0, times: int | None = None,
             route: str | None = None, channel_id: int | None = None,
             user_id: int | None = None, stored: bool = False, hang: float = 0.0,
             drop: bool = False, retry_after: float = 0.05, is_global: bool = False) -> Failure:
        """Make matching requests fail. Without `route`, a failure aimed at a channel (or at
        a user's DMs) hits reading the channel, posting, editing and reading back messages
        there; routes: channel, message, edit, history, open_dm, user, callback, followup,
        sync, create_thread, thread_member (adding one), thread_member_remove."""
        failure = Failure(status, code, times, route, channel_id, user_id, stored, hang, drop,
                          retry_after, is_global)
        self.failures.append(failure)
        return failure

    upload_limit: int = UPLOAD_LIMIT
    """Bytes a file may have; a larger one is refused with 413 40005, the message unmade."""
    latency: float = 0.0
    """Seconds every request waits before it is served, as a far-away Discord would."""

    def forget_nonces(self) -> None:
        """As when `nonce_window` has passed: a repeated nonce now makes a new message."""
        self._nonces.clear()

    def app(self) -> web.Application:
        # room for a file at Discord's limit with its message (aiohttp's default is 1 MiB)
        app = web.Application(middlewares=[self._slow, self._inject, self._uploads],
                              client_max_size=2 * UPLOAD_LIMIT)
        r = app.router
        base = "/api/v10"
        r.add_get(f"{base}/users/@me", self.me, name="me")
        r.add_get(f"{base}/oauth2/applications/@me", self.application, name="application")
        r.add_put(f"{base}/applications/{{app}}/commands", self.sync, name="sync")
        r.add_put(f"{base}/applications/{{app}}/guilds/{{guild}}/commands", self.sync,
                  name="guild_sync")
        r.add_post(f"{base}/interactions/{{iid}}/{{token}}/callback", self.callback,
                   name="callback")
        r.add_post(f"{base}/webhooks/{{app}}/{{token}}", self.followup, name="followup")
        r.add_get(f"{base}/channels/{{cid}}", self.channel, name="channel")
        r.add_patch(f"{base}/channels/{{cid}}", self.edit_thread, name="edit_thread")
        r.add_post(f"{base}/channels/{{cid}}/messages", self.message, name="message")
        r.add_get(f"{base}/channels/{{cid}}/messages", self.history, name="history")
        r.add_patch(f"{base}/channels/{{cid}}/messages/{{mid}}", self.edit, name="edit")
        r.add_post(f"{base}/channels/{{cid}}/threads", self.create_thread, name="create_thread")
        r.add_put(f"{base}/channels/{{cid}}/thread-members/{{uid}}", self.add_member,
                  name="thread_member")
        r.add_delete(f"{base}/channels/{{cid}}/thread-members/{{uid}}", self.remove_member,
                     name="thread_member_remove")
        r.add_post(f"{base}/users/@me/channels", self.open_dm, name="open_dm")
        r.add_get(f"{base}/users/{{uid}}", self.get_user, name="user")
        r.add_get("/attachments/{aid}/{filename}", self.attachment, name="attachment")
        return app

    async def attachment(self, request: web.Request) -> web.Response:
        """A file a user attached, as Discord's CDN serves it (404 once it is gone)."""
        data = self.cdn.get(request.match_info["aid"])
        if data is None:
            return web.Response(status=404, text="Not Found")
        return web.Response(body=data, content_type="application/octet-stream")

    @web.middleware
    async def _slow(self, request: web.Request, handler) -> web.StreamResponse:
        if self.latency:
            await asyncio.sleep(self.latency)
        return await handler(request)

    @web.middleware
    async def _uploads(self, request: web.Request, handler) -> web.StreamResponse:
        """A request carrying a file over the upload limit is refused whole."""
        try:
            return await handler(request)
        except TooLarge:
            return error(413, 40005)

    @web.middleware
    async def _inject(self, request: web.Request, handler) -> web.StreamResponse:
        """Apply the first injected failure that matches this request."""
        route = request.match_info.route.name or ""
        cid = int(request.match_info["cid"]) if "cid" in request.match_info else None
        uid = cid - DM_BASE if cid is not None and cid >= DM_BASE else None
        if route == "user":
            uid = int(request.match_info["uid"])
        elif route == "open_dm":
            uid = int((await request.json())["recipient_id"])
        failure = next((f for f in self.failures if f.matches(route, cid, uid)), None)
        if failure is None:
            return await self._answer(route, await handler(request))
        failure.hits += 1
        if failure.stored:
            await handler(request)
        if failure.hang:
            await asyncio.sleep(failure.hang)
        if failure.drop:
            assert request.transport is not None
            request.transport.close()
        return await self._answer(route, failure.response())

    async def _answer(self, route: str, response: web.StreamResponse) -> web.StreamResponse:
        if response.status >= 400 and isinstance(response, web.Response) and response.body:
            body = json.loads(bytes(response.body))  # type: ignore[arg-type]
            self.refused.append((route, response.status, body.get("code", 0)))
        return response

    async def me(self, request: web.Request) -> web.Response:
        return _json({**user(BOT_ID, "dune-moderator"), "bot": True})

    async def application(self, request: web.Request) -> web.Response:
        return _json({
            "id": str(APP_ID), "name": "Dune Moderator", "description": "", "icon": None,
            "bot_public": True, "bot_require_code_grant": False, "owner": user(1),
            "verify_key": "x", "flags": 0, "summary": ""})

    async def sync(self, request: web.Request) -> web.Response:
        guild = int(request.match_info["guild"]) if "guild" in request.match_info else None
        if guild is not None and guild not in self.guilds:
            return error(403, 50001)
        body = await request.json()
        self.synced.append(body)
        self.synced_to.append(guild)
        return _json([{**c, "id": str(snowflake()), "application_id": str(APP_ID),
                       "version": "1", "default_member_permissions": None} for c in body])

    async def callback(self, request: web.Request) -> web.StreamResponse:
        """An interaction's first response: once, and within `response_window`; 204 unless
        discord.py asks `with_response`."""
        iid = request.match_info["iid"]
        if iid in self._acknowledged:
            return error(400, 40060)
        if time.time() - created_at(int(iid)) > self.response_window:
            return error(404, 10062)
        body = await self._body(request, CHANNEL_ID)
        data = body.get("data") or {}
        problems = (modal_errors(data) if body.get("type") == 9
                    else message_errors(data) if body.get("type") in (4, 7) else {})
        if body.get("type") == 8 and len(data.get("choices") or []) > LIMITS["choices"]:
            problems = {"choices": _too_long(LIMITS["choices"])}
        if problems:
            return error(400, 50035, {"data": problems})
        self._acknowledged.add(iid)
        self.responses.append(body)
        self.answered.set()
        ephemeral = bool(data.get("flags", 0) & 64)
        message = self._message(CHANNEL_ID, data.get("content", ""))
        if request.query.get("with_response") not in ("1", "true", "True"):
            return web.Response(status=204)
        return _json({"interaction": {"id": iid, "type": 2,
                                      "response_message_id": message["id"],
                                      "response_message_loading": False,
                                      "response_message_ephemeral": ephemeral},
                      "resource": {"type": body.get("type", 4), "message": message}})

    async def followup(self, request: web.Request) -> web.StreamResponse:
        body = await self._body(request, CHANNEL_ID)
        if problems := message_errors(body):
            return error(400, 50035, problems)
        self.responses.append({"type": "followup", "data": body})
        self.answered.set()
        if request.query.get("wait") in ("1", "true", "True"):
            return _json(self._message(CHANNEL_ID, body.get("content", "")))
        return web.Response(status=204)

    async def channel(self, request: web.Request) -> web.Response:
        cid = int(request.match_info["cid"])
        if cid in self.threads:
            return _json(self._thread_payload(cid))
        if _gone(cid):
            return error(404, 10003)
        return _json({"id": str(cid), "type": 0, "guild_id": str(GUILD_ID),
                      "name": "dune", "position": 0, "permission_overwrites": []})

    async def edit_thread(self, request: web.Request) -> web.Response:
        """A thread archived or unarchived; a locked one stays as it is for a bot without
        Manage Threads (403 50013), and the bot edits no other channel here."""
        cid = int(request.match_info["cid"])
        if cid not in self.threads:
            return error(403, 50013)
        metadata = self.threads[cid]["thread_metadata"]
        if metadata["locked"]:
            return error(403, 50013)
        body = await request.json()
        if "archived" in body:
            metadata["archived"] = bool(body["archived"])
        return _json(self._thread_payload(cid))

    async def _body(self, request: web.Request, cid: int) -> dict[str, Any]:
        """A JSON body, or discord.py's multipart form (payload_json + files[n])."""
        if not request.content_type.startswith("multipart/"):
            return await request.json()
        form = await request.post()
        body = json.loads(str(form["payload_json"]))
        files = [(cid, value.filename, value.file.read()) for key, value in form.items()
                 if key.startswith("files[") and isinstance(value, web.FileField)]
        if any(len(data) > self.upload_limit for _, _, data in files):
            raise TooLarge
        self.files += files
        return body

    async def edit(self, request: web.Request) -> web.Response:
        cid, mid = int(request.match_info["cid"]), int(request.match_info["mid"])
        if self.messages.get(mid, {}).get("channel_id") != str(cid):
            return error(404, 10008)
        body = await self._body(request, cid)
        if problems := message_errors(body):
            return error(400, 50035, problems)
        self.edits.append((cid, mid, body.get("content", "")))
        self.messages[mid]["content"] = body.get("content", "")
        if "components" in body:  # as Discord does: the buttons given replace the old ones
            self.messages[mid]["components"] = body["components"]
        return _json(self.messages[mid])

    def delete(self, mid: int) -> None:
        """A message deleted in Discord (by a moderator, say): an edit of it is then 404
        10008, and a channel's history no longer holds it."""
        del self.messages[mid]

    async def message(self, request: web.Request) -> web.Response:
        cid = int(request.match_info["cid"])
        body = await self._body(request, cid)
        if problems := message_errors(body):
            return error(400, 50035, problems)
        if not (body.get("content") or body.get("components") or body.get("attachments")
                or body.get("embeds")):
            return error(400, 50006)
        if cid >= DM_BASE and cid - DM_BASE in self.closed_dms:
            return error(403, 50007)
        if cid in self.threads and (refused := self._reopen(cid)) is not None:
            return refused
        if _gone(cid) and cid not in self.threads:
            return error(404, 10003)
        nonce = str(body.get("nonce") or "")
        if nonce and body.get("enforce_nonce"):
            seen = self._nonces.get(nonce)
            if seen is not None and time.monotonic() - seen[0] <= self.nonce_window:
                return _json(self.messages[seen[1]])
        message = self._message(cid, body.get("content", ""), nonce)
        if nonce:
            self._nonces[nonce] = (time.monotonic(), int(message["id"]))
        self._record(cid, body)
        return _json(message)

    async def history(self, request: web.Request) -> web.Response:
        """A channel's messages, newest first (`limit` 1 to 100, default 50; `before`,
        `after`), each with the `nonce` it was posted with, as Discord returns them."""
        cid = int(request.match_info["cid"])
        if cid >= DM_BASE and cid - DM_BASE in self.closed_dms:
            return error(403, 50007)
        limit = int(request.query.get("limit", 50))
        if not 1 <= limit <= 100:
            return error(400, 50035, {"limit": _invalid(
                "NUMBER_TYPE_MAX", "int value should be less than or equal to 100.")})
        before = int(request.query.get("before", 1 << 63))
        after = int(request.query.get("after", 0))
        found = sorted((m for mid, m in self.messages.items() if m["channel_id"] == str(cid)
                        and after < mid < before), key=lambda m: -int(m["id"]))
        return _json(found[:limit])

    def _record(self, cid: int, body: dict[str, Any]) -> None:
        self.created.append((cid, body))
        ids = [c["custom_id"] for row in body.get("components", [])
               for c in row.get("components", []) if "custom_id" in c]
        if cid >= DM_BASE:
            self.dms.append((cid - DM_BASE, body.get("content", "")))
            if ids:
                self.dm_components.append((cid - DM_BASE, ids))
        else:
            self.channel_messages.append((cid, body.get("content", "")))
            if ids:
                self.components.append(ids)

    async def create_thread(self, request: web.Request) -> web.Response:
        """A thread without a starter message: a private one (type 12) is seen by its
        members only (and by those who manage threads); Discord refuses a name of 0 or over
        100 characters, and a type that is not a thread's."""
        cid = int(request.match_info["cid"])
        if cid in self.threads or cid >= DM_BASE:
            return error(400, 50035, {"type": _invalid("BASE_TYPE_CHOICES",
                                                       "Not a channel that holds threads.")})
        body = await request.json()
        name = body.get("name") or ""
        if not 1 <= len(name) <= 100:
            return error(400, 50035, {"name": _too_long(100)})
        if body.get("type") not in (11, 12):
            return error(400, 50035, {"type": _invalid("BASE_TYPE_CHOICES",
                                                       "Value must be one of {11, 12}.")})
        self.threads_made += 1
        tid = THREAD_BASE + self.threads_made  # never an id used before, as on Discord
        self.threads[tid] = {
            "id": str(tid), "type": body["type"], "guild_id": str(GUILD_ID),
            "parent_id": str(cid), "owner_id": str(BOT_ID), "name": name,
            "message_count": 0, "member_count": 1, "rate_limit_per_user": 0,
            "thread_metadata": {"archived": False,
                                "auto_archive_duration": body.get("auto_archive_duration",
                                                                  1440),
                                "archive_timestamp": "2026-11-22T00:00:00+00:00",
                                "locked": False, "invitable": body.get("invitable", True)},
            "members": {BOT_ID}}
        return _json(self._thread_payload(tid), 201)

    def _reopen(self, tid: int) -> web.Response | None:
        """A post in an archived thread reopens it, unless it is locked (400 50083)."""
        metadata = self.threads[tid]["thread_metadata"]
        if metadata["archived"] and metadata["locked"]:
            return error(400, 50083)
        metadata["archived"] = False
        return None

    def _thread_payload(self, tid: int) -> dict[str, Any]:
        thread = self.threads[tid]
        return {k: v for k, v in thread.items() if k != "members"} | {
            "member_count": len(thread["members"])}

    def _member_change(self, request: web.Request) -> tuple[int, int, web.Response | None]:
        tid, uid = int(request.match_info["cid"]), int(request.match_info["uid"])
        thread = self.threads.get(tid)
        if thread is None:
            return tid, uid, error(404, 10003)
        if thread["thread_metadata"]["archived"]:
            return tid, uid, error(400, 50083)
        return tid, uid, None

    async def add_member(self, request: web.Request) -> web.Response:
        tid, uid, refused = self._member_change(request)
        if refused is not None:
            return refused
        self.threads[tid]["members"].add(uid)
        return web.Response(status=204)

    async def remove_member(self, request: web.Request) -> web.Response:
        tid, uid, refused = self._member_change(request)
        if refused is not None:
            return refused
        self.threads[tid]["members"].discard(uid)
        return web.Response(status=204)

    def thread_texts(self, tid: int) -> list[str]:
        """What was posted in a thread, oldest first."""
        return [text for cid, text in self.channel_messages if cid == tid]

    async def open_dm(self, request: web.Request) -> web.Response:
        uid = int((await request.json())["recipient_id"])
        return _json({"id": str(DM_BASE + uid), "type": 1,
                      "recipients": [user(uid, self.names.get(uid))]})

    async def get_user(self, request: web.Request) -> web.Response:
        uid = int(request.match_info["uid"])
        return _json(user(uid, self.names.get(uid)))

    def _message(self, cid: int, content: str, nonce: str = "") -> dict[str, Any]:
        """A message as Discord returns it, kept so that it can be edited later."""
        message = message_payload(cid, content)
        if nonce:
            message["nonce"] = nonce
        self.messages[int(message["id"])] = message
        return message


def message_payload(cid: int, content: str) -> dict[str, Any]:
    return {"id": str(snowflake()), "channel_id": str(cid), "content": content,
            "author": user(BOT_ID, "dune-moderator"), "attachments": [], "embeds": [],
            "mentions": [], "mention_roles": [], "pinned": False, "mention_everyone": False,
            "tts": False, "timestamp": "2026-11-22T00:00:00+00:00", "edited_timestamp": None,
            "flags": 0, "components": [], "type": 0}


def slash(name: str, options: list[dict[str, Any]], *, uid: int, manage: bool = False,
          sub: str | None = None, names: dict[int, str] | None = None) -> dict[str, Any]:
    """An INTERACTION_CREATE payload for a slash command used in the game channel."""
    opts = [{"type": 3 if isinstance(o["value"], str) else 4, **o} for o in options]
    data: dict[str, Any] = {"id": str(snowflake()), "name": name, "type": 1}
    data["options"] = [{"type": 1, "name": sub, "options": opts}] if sub else opts
    perms = str(1 << 5) if manage else "0"
    return {
        "id": str(snowflake()), "application_id": str(APP_ID), "type": 2, "data": data,
        "guild_id": str(GUILD_ID), "channel_id": str(CHANNEL_ID),
        "channel": {"id": str(CHANNEL_ID), "type": 0, "guild_id": str(GUILD_ID),
                    "name": "dune", "position": 0, "permission_overwrites": []},
        "member": {"user": user(uid, (names or {}).get(uid)), "roles": [],
                   "permissions": perms, "joined_at": "2026-01-01T00:00:00+00:00",
                   "deaf": False, "mute": False, "flags": 0},
        "token": f"tok{snowflake()}", "version": 1, "app_permissions": "0",
        "locale": "en-US", "guild_locale": "en-US", "entitlements": [],
        "authorizing_integration_owners": {}, "context": 0,
        "attachment_size_limit": UPLOAD_LIMIT,
    }


def click(custom_id: str, *, uid: int, names: dict[int, str] | None = None,
          dm: bool = False) -> dict[str, Any]:
    """An INTERACTION_CREATE payload for a button press in the game channel (or, with
    `dm`, in the player's DM with the bot)."""
    payload = slash("button", [], uid=uid, names=names)
    payload["type"] = 3
    payload["data"] = {"custom_id": custom_id, "component_type": 2}
    button = {"type": 2, "custom_id": custom_id, "style": 1, "label": "button"}
    channel = DM_BASE + uid if dm else CHANNEL_ID
    payload["message"] = {**message_payload(channel, "buttons"),
                          "components": [{"type": 1, "components": [button]}]}
    if dm:
        del payload["guild_id"], payload["member"]
        payload["user"] = user(uid, (names or {}).get(uid))
        payload["channel_id"] = str(channel)
        payload["channel"] = {"id": str(channel), "type": 1}
        payload["context"] = 1
    return payload


class _QuickAsyncio:
    """asyncio as discord.http sees it, with every wait shortened by `factor`."""

    def __init__(self, factor: float) -> None:
        self.factor = factor

    def __getattr__(self, name: str) -> Any:
        return getattr(asyncio, name)

    async def sleep(self, delay: float, result: Any = None) -> Any:
        return await asyncio.sleep(delay * self.factor, result)


def quick_retries(monkeypatch, factor: float = 0.001) -> None:
    """Shorten discord.py's own waits between retries (1, 3, 5, 7, 9 s after a 5xx; a 429's
    `retry_after`), so a test can inject failures by the dozen through the same code."""
    import discord.http

    monkeypatch.setattr(discord.http, "asyncio", _QuickAsyncio(factor))


async def until(predicate, timeout: float = 5.0) -> None:
    """Wait for the bot's background work (command tasks, delivery loop)."""
    deadline = asyncio.get_running_loop().time() + timeout
    while not predicate():
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError("timed out waiting for the bot")
        await asyncio.sleep(0.02)


async def settled(bot, timeout: float = 5.0) -> None:
    """Wait until the bot has sent every message it owes now (none due is left in the
    outbox), so a test's own posts do not race the delivery workers."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while any(m.next_try_at is None or m.next_try_at <= time.time()
              for m in await bot.store.outbox_heads()):
        if loop.time() > deadline:
            raise AssertionError("timed out waiting for the outbox to drain")
        await asyncio.sleep(0.02)


async def listen(fake: FakeDiscord, monkeypatch) -> web.AppRunner:
    """Serve the fake on a free port of 127.0.0.1 and point discord.py at it; the runner,
    for the caller to clean up."""
    import discord.http

    runner = web.AppRunner(fake.app())
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    monkeypatch.setattr(discord.http.Route, "BASE", f"http://127.0.0.1:{port}/api/v10")
    fake.base_url = f"http://127.0.0.1:{port}"
    return runner


ATTACHMENT = 11
"""An application command option's type: a file."""


def attach(fake: FakeDiscord, payload: dict[str, Any], option: str, filename: str,
           data: bytes, *, size: int | None = None) -> dict[str, Any]:
    """A slash command payload with a file attached as its option `option`, the file put
    on the fake's CDN; `size`: the size the attachment claims, when not its own."""
    aid = str(snowflake())
    fake.cdn[aid] = data
    url = f"{fake.base_url}/attachments/{aid}/{filename}"
    options = payload["data"]["options"]
    if options and options[0].get("type") == 1:  # a subcommand's options
        options = options[0]["options"]
    options.append({"type": ATTACHMENT, "name": option, "value": aid})
    payload["data"]["resolved"] = {"attachments": {aid: {
        "id": aid, "filename": filename, "size": len(data) if size is None else size,
        "url": url, "proxy_url": url, "content_type": "application/json"}}}
    return payload


async def answer(fake: FakeDiscord, bot, payload: dict) -> str:
    """Send one interaction; the text of its first answer with text."""
    before = len(fake.responses)
    bot._connection.parse_interaction_create(payload)
    await until(lambda: any(texts(fake)[before:]))
    return next(t for t in texts(fake)[before:] if t)


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
    await settled(bot)
