"""The pieces on the shared board and what the rules read of them. The board itself
(territories, sections, the storm track, the walk over sections) is engine/boards/arrakis;
here is the classic game's meaning of it: who stands where and what the storm covers
(`forces`), where tokens can go (`reach`), which places are strongholds and count for
victory (`strongholds`), who plays first (`order`), what tokens are worth in battle
(`strength`), starred tokens (`starred`) and the character advantages (`advantages`)."""
