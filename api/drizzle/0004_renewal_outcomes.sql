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
--> statement-breakpoint
-- Per-member subtree counts of the policies not cancelled, by risk end (a day) and policy type, so that the
-- renewals' window counts of a big subtree read a few hundred rows. Kept exact by statement-level triggers,
-- as sales_rollup is.
CREATE TABLE "renewal_rollup" (
	"member_id" integer NOT NULL,
	"risk_end" date NOT NULL,
	"policy_type" text NOT NULL,
	"policy_count" integer NOT NULL,
	PRIMARY KEY ("member_id", "risk_end", "policy_type")
);
--> statement-breakpoint
CREATE FUNCTION renewal_rollup_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO renewal_rollup AS r (member_id, risk_end, policy_type, policy_count)
    SELECT a.id::int, o.risk_end, o.policy_type, -count(*)
    FROM old_rows o CROSS JOIN LATERAL unnest(string_to_array(trim(both '/' from o.seller_path), '/')) AS a(id)
    WHERE o.cancelled_on IS NULL
    GROUP BY 1, 2, 3
    ON CONFLICT (member_id, risk_end, policy_type) DO UPDATE SET policy_count = r.policy_count + EXCLUDED.policy_count;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO renewal_rollup AS r (member_id, risk_end, policy_type, policy_count)
    SELECT a.id::int, n.risk_end, n.policy_type, count(*)
    FROM new_rows n CROSS JOIN LATERAL unnest(string_to_array(trim(both '/' from n.seller_path), '/')) AS a(id)
    WHERE n.cancelled_on IS NULL
    GROUP BY 1, 2, 3
    ON CONFLICT (member_id, risk_end, policy_type) DO UPDATE SET policy_count = r.policy_count + EXCLUDED.policy_count;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER policies_renewal_rollup_insert AFTER INSERT ON policies REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION renewal_rollup_apply();
--> statement-breakpoint
CREATE TRIGGER policies_renewal_rollup_delete AFTER DELETE ON policies REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION renewal_rollup_apply();
--> statement-breakpoint
CREATE TRIGGER policies_renewal_rollup_update AFTER UPDATE ON policies REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION renewal_rollup_apply();
--> statement-breakpoint
INSERT INTO renewal_rollup (member_id, risk_end, policy_type, policy_count)
SELECT a.id::int, p.risk_end, p.policy_type, count(*)
FROM policies p CROSS JOIN LATERAL unnest(string_to_array(trim(both '/' from p.seller_path), '/')) AS a(id)
WHERE p.cancelled_on IS NULL
GROUP BY 1, 2, 3;
