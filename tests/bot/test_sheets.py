"""A sheet and a history cut to Discord's limits: no field over 1,024 characters, no embed
over 25 fields or 6,000 characters, no history page over one message, nothing dropped."""

from __future__ import annotations

from bot.sheets import EMBED_TOTAL, FIELD_VALUE, FIELDS, PAGE, embeds, fields, pages
from engine.core import Sheet, SheetSection


def big_sheet() -> Sheet:
    return Sheet(title="t" * 300, sections=tuple(
        SheetSection(title=f"part {n}", lines=tuple(f"line {n}.{i} " + "x" * 60
                                                     for i in range(40)))
        for n in range(30)))


def test_a_long_section_goes_on_in_further_fields_and_loses_no_line():
    sheet = big_sheet()
    made = fields(list(sheet.sections))
    assert all(len(value) <= FIELD_VALUE and len(name) <= 256 for name, value in made)
    lines = [line for _, value in made for line in value.split("\n")]
    assert lines == [line for s in sheet.sections for line in s.lines]
    assert made[1][0] == "part 0 (continued)"


def test_a_long_sheet_goes_on_in_further_embeds_each_within_discords_limits():
    found = embeds(big_sheet())
    assert len(found) > 1
    for embed in found:
        size = len(embed.title or "") + sum(len(f.name or "") + len(f.value or "")
                                            for f in embed.fields)
        assert len(embed.fields) <= FIELDS and size <= EMBED_TOTAL
        assert len(embed.title or "") <= 256
    assert sum(len(e.fields) for e in found) == len(fields(list(big_sheet().sections)))


def test_an_empty_sheet_is_still_a_valid_embed():
    [embed] = embeds(Sheet(title="Spectator", sections=()))
    assert [(f.name, f.value) for f in embed.fields] == [("-", "nothing")]


def test_history_pages_fit_a_message_latest_first_each_oldest_first():
    lines = [f"event {i} " + "y" * 90 for i in range(100)]
    found = pages(lines)
    assert all(len("\n".join(page)) <= PAGE for page in found)
    assert found[0][-1] == lines[-1] and found[-1][0] == lines[0]
    assert [line for page in reversed(found) for line in page] == lines
