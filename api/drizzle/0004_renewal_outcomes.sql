-- Renewal outcomes and reminders (written in the next commits).
SELECT 1;
