# Several commands typed in one line (batch.py): `$done` the commands applied, in backticks;
# `$refused` the one refused; `$reason` why.
core-batch-refused = Applied { $applied } of { $total }: { $done }; refused `{ $refused }`: { $reason }
core-batch-refused-first = Applied { $applied } of { $total }; refused `{ $refused }`: { $reason }
