core-batch-refused = { $applied } sur { $total } appliquées : { $done } ; refusée : `{ $refused }` : { $reason }
core-batch-refused-first = { $applied } sur { $total } appliquées ; refusée : `{ $refused }` : { $reason }
