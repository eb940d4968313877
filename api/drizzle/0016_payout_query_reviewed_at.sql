-- When a payout query went In review, for its history (the lists and the detail show it). The queries moved
-- before this column take the time of their audited review.
ALTER TABLE "payout_queries" ADD COLUMN "reviewed_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "payout_queries" q SET "reviewed_at" = a."at"
	FROM (SELECT "record_id", min("at") AS "at" FROM "audit_log" WHERE "action" = 'payout_query.review' GROUP BY "record_id") a
	WHERE a."record_id" = q."number";
