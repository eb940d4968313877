-- How a due or lapsed policy was marked: renewed (by hand, or matched when the new policy was imported) or
-- not renewing with a reason. One mark per policy; clearing a mark deletes its row.
CREATE TABLE "renewal_outcomes" (
	"policy_sr_no" bigint PRIMARY KEY REFERENCES "policies"("sr_no") ON DELETE CASCADE,
	"kind" text NOT NULL CHECK ("kind" IN ('renewed', 'not_renewing')),
	"renewed_sr_no" bigint REFERENCES "policies"("sr_no") ON DELETE SET NULL,
	"renewed_policy_number" text,
	"reason" text,
	"automatic" boolean NOT NULL DEFAULT false,
	"decided_by" integer REFERENCES "members"("id") ON DELETE SET NULL,
	"decided_at" timestamp with time zone NOT NULL DEFAULT now(),
	CHECK (("kind" = 'not_renewing') = ("reason" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "renewal_reminders" boolean NOT NULL DEFAULT true;
--> statement-breakpoint
-- One row per member, policy and threshold (30, 15, 7, 1 days left) once a digest reported it: the key
-- that keeps a reminder from going out twice, whichever process sends it.
CREATE TABLE "renewal_reminders" (
	"member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"policy_sr_no" bigint NOT NULL REFERENCES "policies"("sr_no") ON DELETE CASCADE,
	"threshold" smallint NOT NULL,
	"digest_on" date NOT NULL,
	PRIMARY KEY ("member_id", "policy_sr_no", "threshold")
);
--> statement-breakpoint
CREATE INDEX "renewal_reminders_policy_idx" ON "renewal_reminders" ("policy_sr_no");
--> statement-breakpoint
-- One digest per member and day (India's date): the key that keeps a member to one e-mail a day.
CREATE TABLE "reminder_digests" (
	"member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"digest_on" date NOT NULL,
	"policy_count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL DEFAULT now(),
	PRIMARY KEY ("member_id", "digest_on")
);
--> statement-breakpoint
-- Renewals by risk end across a large subtree (the top of the network), and the reminder run across all
-- sellers: in order of (risk_end, sr_no), with what the filters and counts read, so without the table.
CREATE INDEX "policies_end_idx" ON "policies" ("risk_end", "sr_no") INCLUDE ("seller_path", "policy_type", "sold_by_id", "cancelled_on");
