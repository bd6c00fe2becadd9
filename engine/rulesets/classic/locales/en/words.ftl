# Classic's game words: factions, leaders, treachery cards and spice cards, named as
# printed on the shields, the player aid pad and the cards (engine/rulesets/classic/data).

## Factions
classic-faction-atreides = Atreides
classic-faction-harkonnen = Harkonnen
classic-faction-emperor = Emperor
classic-faction-spacing-guild = Spacing Guild
# The same faction by its side's name (`guild`), as the table names the sides.
classic-faction-guild = Spacing Guild
classic-faction-fremen = Fremen
classic-faction-bene-gesserit = Bene Gesserit

## Leaders
classic-leader-thufir-hawat = Thufir Hawat
classic-leader-lady-jessica = Lady Jessica
classic-leader-gurney-halleck = Gurney Halleck
classic-leader-duncan-idaho = Duncan Idaho
classic-leader-dr-yueh = Dr. Yueh
classic-leader-feyd-rautha = Feyd-Rautha
classic-leader-beast-rabban = Beast Rabban
classic-leader-piter-de-vries = Piter De Vries
classic-leader-captain-iakin-nefud = Captain Iakin Nefud
classic-leader-umman-kudu = Umman Kudu
classic-leader-count-fenring = Count Fenring
classic-leader-captain-aramsham = Captain Aramsham
classic-leader-burseg = Burseg
classic-leader-caid = Caid
classic-leader-bashar = Bashar
classic-leader-staban-tuek = Staban Tuek
classic-leader-esmar-tuek = Esmar Tuek
classic-leader-master-bewt = Master Bewt
classic-leader-soo-soo-sook = Soo-Soo Sook
classic-leader-guild-rep = Guild Rep.
classic-leader-stilgar = Stilgar
classic-leader-chani = Chani
classic-leader-otheym = Otheym
classic-leader-shadout-mapes = Shadout Mapes
classic-leader-jamis = Jamis
classic-leader-princess-irulan = Princess Irulan
classic-leader-mother-ramallo = Mother Ramallo
classic-leader-alia = Alia
classic-leader-margot-lady-fenring = Margot Lady Fenring
classic-leader-wanna-marcus = Wanna Marcus

## Treachery cards, and the spice deck's worm
classic-card-lasgun = Lasgun
classic-card-crysknife = Crysknife
classic-card-maula-pistol = Maula Pistol
classic-card-slip-tip = Slip Tip
classic-card-stunner = Stunner
classic-card-chaumas = Chaumas
classic-card-chaumurky = Chaumurky
classic-card-ellaca-drug = Ellaca Drug
classic-card-gom-jabbar = Gom Jabbar
classic-card-shield = Shield
classic-card-snooper = Snooper
classic-card-cheap-hero = Cheap Hero
classic-card-cheap-heroine = Cheap Heroine
classic-card-tleilaxu-ghola = Tleilaxu Ghola
classic-card-family-atomics = Family Atomics
classic-card-hajr = Hajr
classic-card-karama = Karama
classic-card-truthtrance = Truthtrance
classic-card-weather-control = Weather Control
classic-card-baliset = Baliset
classic-card-jubba-cloak = Jubba Cloak
classic-card-kulon = Kulon
classic-card-la-la-la = La La La
classic-card-trip-to-gamont = Trip to Gamont
classic-card-hunter-seeker = Hunter Seeker
classic-card-harvester = Harvester
classic-card-thumper = Thumper
classic-card-ya-ya-yawm = Ya! Ya! Yawm!
classic-card-cone-of-silence = Cone of Silence
classic-card-residual-poison = Residual Poison
classic-card-kull-wahad = Kull Wahad
classic-card-shai-hulud = Shai-Hulud

## Spice cards: each is named after its territory
classic-card-cielago-north = Cielago North
classic-card-cielago-south = Cielago South
classic-card-the-minor-erg = The Minor Erg
classic-card-red-chasm = Red Chasm
classic-card-south-mesa = South Mesa
classic-card-sihaya-ridge = Sihaya Ridge
classic-card-old-gap = Old Gap
classic-card-broken-land = Broken Land
classic-card-rock-outcroppings = Rock Outcroppings
classic-card-hagga-basin = Hagga Basin
classic-card-funeral-plain = Funeral Plain
classic-card-the-great-flat = The Great Flat
classic-card-habbanya-erg = Habbanya Erg
classic-card-wind-pass-north = Wind Pass North
classic-card-habbanya-ridge-flat = Habbanya Ridge Flat

## Phases of the turn (V), and the game's end
classic-phase-setup = setup
classic-phase-storm = storm
classic-phase-spice-blow = spice blow
classic-phase-bidding = bidding
classic-phase-revival = revival
classic-phase-movement = movement
classic-phase-battle = battle
classic-phase-collection = collection
classic-phase-ended = ended

## Starred tokens (XV)
classic-starred-sardaukar = Sardaukar
classic-starred-fedaykin = Fedaykin
