-- Corrections are ledger entries, never edits. A payment recorded by mistake is voided by a `void` entry
-- that takes its amount back (dated the day of the void, so the member's next statement shows it) and
-- names the payment and the operator's reason; each payment is voided at most once, and only a payment.
ALTER TABLE "payout_entries" ADD COLUMN "voids_id" bigint REFERENCES "payout_entries"("id");
--> statement-breakpoint
ALTER TABLE "payout_entries" ADD COLUMN "reason" text;
--> statement-breakpoint
ALTER TABLE "payout_entries" DROP CONSTRAINT "payout_entries_kind_check";
--> statement-breakpoint
ALTER TABLE "payout_entries" ADD CONSTRAINT "payout_entries_kind_check" CHECK ("kind" IN ('earned', 'reversed', 'paid', 'void'));
--> statement-breakpoint
ALTER TABLE "payout_entries" DROP CONSTRAINT "payout_entries_check";
--> statement-breakpoint
ALTER TABLE "payout_entries" ADD CONSTRAINT "payout_entries_sr_no_check" CHECK (("kind" IN ('paid', 'void')) = ("sr_no" IS NULL));
--> statement-breakpoint
ALTER TABLE "payout_entries" ADD CONSTRAINT "payout_entries_void_check" CHECK (
  ("kind" = 'void') = ("voids_id" IS NOT NULL)
  AND ("kind" <> 'void' OR ("amount_paise" < 0 AND "reason" IS NOT NULL AND "reference" IS NOT NULL AND "created_by" IS NOT NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payout_entries_voids_key" ON "payout_entries" ("voids_id") WHERE "voids_id" IS NOT NULL;
--> statement-breakpoint
-- What a void takes back is exactly the payment it names, of the same member: a void of a void is refused.
CREATE FUNCTION payout_entries_void_matches() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM payout_entries p WHERE p.id = NEW.voids_id AND p.kind = 'paid'
                 AND p.member_id = NEW.member_id AND p.amount_paise = -NEW.amount_paise) THEN
    RAISE EXCEPTION 'entry % is not a payment of member % for % paise', NEW.voids_id, NEW.member_id, -NEW.amount_paise;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER payout_entries_void_matches BEFORE INSERT ON payout_entries
  FOR EACH ROW WHEN (NEW.kind = 'void') EXECUTE FUNCTION payout_entries_void_matches();
--> statement-breakpoint
-- An import is rolled back by cancelling the policies it added (their reversals are the ledger's own
-- entries); the policies remember their import, and the import when and by whom it was rolled back.
ALTER TABLE "policies" ADD COLUMN "import_id" integer REFERENCES "policy_imports"("id");
--> statement-breakpoint
CREATE INDEX "policies_import_idx" ON "policies" ("import_id") WHERE "import_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "policy_imports" ADD COLUMN "rolled_back_at" timestamp with time zone, ADD COLUMN "rolled_back_by" text;
