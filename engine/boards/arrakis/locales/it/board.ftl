board-section = { $territory }, settore { $sector }
board-storm = La tempesta, sul settore { $sector }
board-storm-marker = Il segnalino della tempesta, settore { $sector }
board-abbreviation = { $short } { $territory }
