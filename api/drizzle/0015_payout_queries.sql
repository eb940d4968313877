-- Payout queries: a member questions a statement line or a payment of their own book, or says a policy they
-- sold is missing; operators review, reply, and accept or reject. The thread's messages and files live here
-- too (files as bytea, so every API process serves them). The number people see is taken from the id.
CREATE TABLE "payout_queries" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"member_id" integer NOT NULL REFERENCES "members"("id"),
	"type" text NOT NULL CHECK ("type" IN ('wrong_amount', 'missing_policy', 'missing_payment', 'other')),
	"subject_kind" text NOT NULL CHECK ("subject_kind" IN ('line', 'payment', 'missing_policy', 'none')),
	"entry_id" bigint REFERENCES "payout_entries"("id"),
	"missing_policy_number" text,
	"missing_insurer" text,
	"missing_client_name" text,
	"missing_risk_start" date,
	"missing_premium_paise" bigint,
	"status" text DEFAULT 'open' NOT NULL CHECK ("status" IN ('open', 'in_review', 'accepted', 'rejected')),
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_on" date NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_on" date,
	"decided_by" text,
	"decision_reason" text,
	"adjustment_paise" bigint,
	"adjustment_entry_id" bigint REFERENCES "payout_entries"("id"),
	CHECK (("subject_kind" IN ('line', 'payment')) = ("entry_id" IS NOT NULL)),
	CHECK (("subject_kind" = 'missing_policy') = ("missing_policy_number" IS NOT NULL)),
	CHECK ("subject_kind" <> 'missing_policy' OR ("missing_insurer" IS NOT NULL AND "missing_client_name" IS NOT NULL
		AND "missing_risk_start" IS NOT NULL AND "missing_premium_paise" >= 0)),
	CHECK (("type" = 'missing_policy') = ("subject_kind" = 'missing_policy')),
	CHECK (("status" IN ('accepted', 'rejected')) = ("decided_at" IS NOT NULL AND "decided_on" IS NOT NULL AND "decided_by" IS NOT NULL)),
	CHECK (("status" = 'accepted') = ("adjustment_entry_id" IS NOT NULL AND "adjustment_paise" IS NOT NULL)),
	CHECK ("adjustment_paise" IS NULL OR "adjustment_paise" >= 0),
	CHECK ("status" <> 'rejected' OR "decision_reason" IS NOT NULL),
	CHECK ("status" <> 'accepted' OR "adjustment_paise" > 0 OR "decision_reason" IS NOT NULL)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payout_queries_number_key" ON "payout_queries" ("number");
--> statement-breakpoint
CREATE UNIQUE INDEX "payout_queries_adjustment_key" ON "payout_queries" ("adjustment_entry_id") WHERE "adjustment_entry_id" IS NOT NULL;
--> statement-breakpoint
-- One query at a time about a line or a payment: a second while the first is open or in review is refused.
CREATE UNIQUE INDEX "payout_queries_open_entry_key" ON "payout_queries" ("entry_id")
	WHERE "entry_id" IS NOT NULL AND "status" IN ('open', 'in_review');
--> statement-breakpoint
-- A member's own queries (and a subtree's, through the members' path index), newest first.
CREATE INDEX "payout_queries_member_idx" ON "payout_queries" ("member_id", "raised_at" DESC, "id" DESC);
--> statement-breakpoint
-- Everybody's, newest first (a leader high in the tree: most queries are in the subtree).
CREATE INDEX "payout_queries_raised_idx" ON "payout_queries" ("raised_at" DESC, "id" DESC);
--> statement-breakpoint
-- The back office's order: the open and in-review ones by due day (the overdue first), then the closed ones.
CREATE INDEX "payout_queries_due_idx" ON "payout_queries" ("due_on", "id") WHERE "status" IN ('open', 'in_review');
--> statement-breakpoint
CREATE INDEX "payout_queries_closed_due_idx" ON "payout_queries" ("due_on", "id") WHERE "status" IN ('accepted', 'rejected');
--> statement-breakpoint
CREATE TABLE "payout_query_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"query_id" integer NOT NULL REFERENCES "payout_queries"("id"),
	"author" text NOT NULL CHECK ("author" IN ('member', 'operator')),
	"member_id" integer REFERENCES "members"("id"),
	"operator_email" text,
	"operator_name" text,
	"text" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CHECK (("author" = 'member') = ("member_id" IS NOT NULL)),
	CHECK (("author" = 'operator') = ("operator_email" IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX "payout_query_messages_query_idx" ON "payout_query_messages" ("query_id", "id");
--> statement-breakpoint
CREATE TABLE "payout_query_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"query_id" integer NOT NULL REFERENCES "payout_queries"("id"),
	"message_id" integer NOT NULL REFERENCES "payout_query_messages"("id"),
	"file_name" text NOT NULL,
	"content_type" text NOT NULL CHECK ("content_type" IN ('application/pdf', 'image/jpeg', 'image/png')),
	"size_bytes" integer NOT NULL CHECK ("size_bytes" > 0 AND "size_bytes" <= 5242880),
	"sha256" text NOT NULL,
	"content" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CHECK (octet_length("content") = "size_bytes")
);
--> statement-breakpoint
CREATE INDEX "payout_query_attachments_message_idx" ON "payout_query_attachments" ("message_id", "id");
--> statement-breakpoint
CREATE INDEX "payout_query_attachments_query_idx" ON "payout_query_attachments" ("query_id");
--> statement-breakpoint
-- The ledger's fifth kind: an accepted query's adjustment, 0 or more, dated the day it was accepted (India),
-- with the query's number as its reference and the operator as its author; at most one per query number.
ALTER TABLE "payout_entries" DROP CONSTRAINT "payout_entries_kind_check";
--> statement-breakpoint
ALTER TABLE "payout_entries" ADD CONSTRAINT "payout_entries_kind_check" CHECK ("kind" IN ('earned', 'reversed', 'paid', 'void', 'adjustment'));
--> statement-breakpoint
ALTER TABLE "payout_entries" DROP CONSTRAINT "payout_entries_sr_no_check";
--> statement-breakpoint
ALTER TABLE "payout_entries" ADD CONSTRAINT "payout_entries_sr_no_check" CHECK (("kind" IN ('paid', 'void', 'adjustment')) = ("sr_no" IS NULL));
--> statement-breakpoint
ALTER TABLE "payout_entries" ADD CONSTRAINT "payout_entries_adjustment_check" CHECK (
  "kind" <> 'adjustment' OR ("amount_paise" >= 0 AND "reference" IS NOT NULL AND "created_by" IS NOT NULL AND "voids_id" IS NULL)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payout_entries_adjustment_reference_key" ON "payout_entries" ("reference") WHERE "kind" = 'adjustment';
