-- The legacy earnings table (issue 14): the ledger, earnings_lines (ADR 0017), has held every line since 0020 backfilled it; nothing reads or writes this one any more.
DROP TABLE "earnings" CASCADE;