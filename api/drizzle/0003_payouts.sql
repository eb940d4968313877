-- The payouts ledger (written in the next commits).
SELECT 1;
