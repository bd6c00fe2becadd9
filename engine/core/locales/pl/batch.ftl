core-batch-refused = Wykonano { $applied } z { $total }: { $done }; odrzucono `{ $refused }`: { $reason }
core-batch-refused-first = Wykonano { $applied } z { $total }; odrzucono `{ $refused }`: { $reason }
