# Problem reports: `/game report`, `/admin reports`, `/mod reports`, and the copies a report
# channel and moderators get.

bot-cmd-game-report = Report a problem with the game to its moderators.
bot-cmd-game-report-what = what went wrong, in up to { $most } characters (name no secret: a channel may show it)
bot-cmd-admin-reports = Where this server's problem reports go: a channel, and your DMs.
bot-cmd-admin-reports-dm = whether you get every problem report of this server by DM
bot-cmd-admin-reports-channel = the channel that gets every problem report (keep it for moderators)
bot-cmd-admin-reports-clear = send reports to no channel from now on
bot-report-empty = Say what went wrong, in up to { $most } characters: `/game report what:…`
bot-report-too-long = A report may have up to { $most } characters; yours has { $length }. Shorten it and send it again.
bot-report-too-soon = You reported a problem on game { $game } less than a minute ago; you may report again <t:{ $when }:R>.
bot-report-filed = Report { $number } on game { $game } is stored with the game as it stands; moderators read it with `/mod reports`.
bot-report-sent-channel = It was sent to { $channel }.
bot-report-sent-dm = { $count ->
    [one] One moderator gets it by DM.
   *[other] { $count } moderators get it by DM.
}
bot-report-sent-nowhere = No report channel is set on this server and no moderator gets reports by DM (`/admin reports`): it waits in `/mod reports`.
bot-report-no-seat = no seat
bot-report-heading = **Problem report** on game { $game } (version { $version }, { $turn }) by { $reporter } ({ $seat }):
    { $words }
bot-report-record = The record of game { $game } as it stands, with every secret: for moderators only.
bot-report-none = Game { $game } has no problem reports.
bot-report-list = { $count ->
    [one] One problem report on game { $game }:
   *[other] { $count } problem reports on game { $game }:
}
bot-report-line = #{ $number }, version { $version }, { $reporter } ({ $seat }), <t:{ $when }:f>:
    { $words }
bot-report-channel-or-clear = Give a `channel` or `clear`, not both.
bot-report-settings-channel = This server's reports go to { $channel }.
bot-report-settings-no-channel = This server's reports go to no channel (`/admin reports channel:`).
bot-report-settings-dm-on = You get them by DM (if you accept DMs from this server's members).
bot-report-settings-dm-off = You do not get them by DM (`/admin reports dm:True`).
bot-report-not-postable = { $channel } cannot hold messages: choose a text channel.
