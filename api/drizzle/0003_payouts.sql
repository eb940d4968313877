-- The payouts ledger: what each member earned on its own policies, what was clawed back when a policy was
-- cancelled, and what was paid to it. Append-only: an UPDATE, DELETE or TRUNCATE is refused, so a statement
-- once issued can always be reproduced. Amounts are integer paise: earned > 0, reversed < 0, paid > 0.
-- Earned and reversed entries are written by triggers on policies, so every way of inserting policies (the
-- seed, the CSV import, the bench generator's INSERT … SELECT) produces them; payments by the operators' CLI.
ALTER TABLE "policies" ADD COLUMN "cancelled_on" date;
--> statement-breakpoint
CREATE TABLE "payout_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"member_id" integer NOT NULL REFERENCES "members"("id"),
	"kind" text NOT NULL CHECK ("kind" IN ('earned', 'reversed', 'paid')),
	"sr_no" bigint,
	"amount_paise" bigint NOT NULL,
	"entry_date" date NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	CHECK (("kind" = 'paid') = ("sr_no" IS NULL)),
	CHECK ("kind" <> 'earned' OR "amount_paise" >= 0),
	CHECK ("kind" <> 'reversed' OR "amount_paise" <= 0),
	CHECK ("kind" <> 'paid' OR ("amount_paise" > 0 AND "reference" IS NOT NULL AND "created_by" IS NOT NULL))
);
--> statement-breakpoint
-- At most one earned and one reversed entry per policy: a policy is cancelled (clawed back) once.
CREATE UNIQUE INDEX "payout_entries_policy_kind_key" ON "payout_entries" ("sr_no", "kind") WHERE "sr_no" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "payout_entries_member_date_idx" ON "payout_entries" ("member_id", "entry_date") INCLUDE ("kind", "amount_paise", "sr_no");
--> statement-breakpoint
CREATE FUNCTION payout_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'payout_entries is append-only: % refused', TG_OP;
END
$$;
--> statement-breakpoint
CREATE TRIGGER payout_entries_no_change BEFORE UPDATE OR DELETE ON payout_entries
  FOR EACH ROW EXECUTE FUNCTION payout_entries_append_only();
--> statement-breakpoint
CREATE TRIGGER payout_entries_no_truncate BEFORE TRUNCATE ON payout_entries
  FOR EACH STATEMENT EXECUTE FUNCTION payout_entries_append_only();
--> statement-breakpoint
-- A new policy earns its pay out on its risk start; a cancelled one (inserted cancelled, or cancelled by an
-- UPDATE of cancelled_on) reverses what it earned on its cancellation date. ON CONFLICT keeps it to one each.
CREATE FUNCTION payout_entries_from_policies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO payout_entries (member_id, kind, sr_no, amount_paise, entry_date)
    SELECT n.sold_by_id, 'earned', n.sr_no, (n.pay_out * 100)::bigint, n.risk_start FROM new_rows n
    ON CONFLICT DO NOTHING;
  END IF;
  INSERT INTO payout_entries (member_id, kind, sr_no, amount_paise, entry_date)
  SELECT e.member_id, 'reversed', n.sr_no, -e.amount_paise, n.cancelled_on
  FROM new_rows n JOIN payout_entries e ON e.sr_no = n.sr_no AND e.kind = 'earned'
  WHERE n.cancelled_on IS NOT NULL
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER policies_payouts_insert AFTER INSERT ON policies REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payout_entries_from_policies();
--> statement-breakpoint
CREATE TRIGGER policies_payouts_update AFTER UPDATE ON policies REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payout_entries_from_policies();
--> statement-breakpoint
-- A cancellation stands: its reversal is in the ledger for good.
CREATE FUNCTION policies_cancelled_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'policy % was cancelled on %; a cancellation cannot be changed', OLD.policy_number, OLD.cancelled_on;
END
$$;
--> statement-breakpoint
CREATE TRIGGER policies_cancelled_once BEFORE UPDATE OF cancelled_on ON policies
  FOR EACH ROW WHEN (OLD.cancelled_on IS NOT NULL AND NEW.cancelled_on IS DISTINCT FROM OLD.cancelled_on)
  EXECUTE FUNCTION policies_cancelled_once();
--> statement-breakpoint
INSERT INTO payout_entries (member_id, kind, sr_no, amount_paise, entry_date)
SELECT sold_by_id, 'earned', sr_no, (pay_out * 100)::bigint, risk_start FROM policies ORDER BY sr_no;
