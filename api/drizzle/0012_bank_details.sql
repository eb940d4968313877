-- A member's payout account: the holder's name and IFSC beside the bank name and encrypted number they had.
-- The member asks for a change; it is used for payouts only once an operator approves it. Each request keeps
-- the number encrypted and its last 4 digits (what every screen, mail and audit entry shows).
ALTER TABLE "members" ADD COLUMN "bank_holder" text;
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "bank_ifsc" text;
--> statement-breakpoint
CREATE TABLE "bank_account_changes" (
  "id" serial PRIMARY KEY,
  "member_id" integer NOT NULL REFERENCES "members"("id"),
  "holder_name" text NOT NULL,
  "account_enc" text NOT NULL,
  "account_last4" text NOT NULL CHECK ("account_last4" ~ '^[0-9]{4}$'),
  "ifsc" text NOT NULL CHECK ("ifsc" ~ '^[A-Z]{4}0[A-Z0-9]{6}$'),
  "bank_name" text NOT NULL,
  "status" text NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending', 'approved', 'rejected')),
  "requested_at" timestamp with time zone NOT NULL DEFAULT now(),
  "decided_at" timestamp with time zone,
  "decided_by" text,
  "reason" text,
  CHECK (("status" = 'pending') = ("decided_at" IS NULL))
);
--> statement-breakpoint
-- At most one change waits per member: a new request replaces the one waiting.
CREATE UNIQUE INDEX "bank_account_changes_pending_key" ON "bank_account_changes" ("member_id") WHERE "status" = 'pending';
--> statement-breakpoint
CREATE INDEX "bank_account_changes_status_idx" ON "bank_account_changes" ("status", "requested_at");
