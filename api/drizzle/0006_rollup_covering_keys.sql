-- The rollups are read by member over a range of days or months. With their counts and totals inside the
-- primary key's index, those reads are index-only: a member's rows are spread over the whole table (every
-- policy adds to every member on its seller path), so a plain index scan visits a heap page per row.
ALTER TABLE "renewal_rollup" DROP CONSTRAINT "renewal_rollup_pkey",
	ADD CONSTRAINT "renewal_rollup_pkey" PRIMARY KEY ("member_id", "risk_end", "policy_type") INCLUDE ("policy_count");
--> statement-breakpoint
ALTER TABLE "insurer_rollup" DROP CONSTRAINT "insurer_rollup_pkey",
	ADD CONSTRAINT "insurer_rollup_pkey" PRIMARY KEY ("member_id", "month", "insurer") INCLUDE ("policy_count", "net_premium", "pay_out");
--> statement-breakpoint
ALTER TABLE "sales_rollup" DROP CONSTRAINT "sales_rollup_pkey",
	ADD CONSTRAINT "sales_rollup_pkey" PRIMARY KEY ("member_id", "policy_type", "month") INCLUDE ("policy_count", "net_premium", "pay_out");
