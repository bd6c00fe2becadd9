core-batch-refused = Eseguiti { $applied } su { $total }: { $done }; rifiutato `{ $refused }`: { $reason }
core-batch-refused-first = Eseguiti { $applied } su { $total }; rifiutato `{ $refused }`: { $reason }
