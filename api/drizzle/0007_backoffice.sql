-- The back office: operators (accounts with the Firebase custom claim role=operator, listed here so that
-- the login page and the password reset know them), the audit log of their actions, the record of each
-- policy import, and what the screens decide about applications, members, contact messages and invites.
CREATE TABLE "operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL UNIQUE,
	"name" text NOT NULL,
	"firebase_uid" text UNIQUE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Every operator action: who, what, when, which record, before and after. Append-only like the payouts ledger.
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"operator_uid" text NOT NULL,
	"operator_email" text NOT NULL,
	"action" text NOT NULL,
	"record_type" text NOT NULL,
	"record_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" ("at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "audit_log_record_idx" ON "audit_log" ("record_type", "record_id");
--> statement-breakpoint
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP;
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
-- Each import of a policy file (from the back office or the CLI): who, when, which file, its counts.
CREATE TABLE "policy_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_email" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL CHECK ("status" IN ('running', 'done', 'failed')),
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"duplicates" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "policy_imports_started_idx" ON "policy_imports" ("started_at" DESC);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "decided_by" text, ADD COLUMN "rejection_reason" text;
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone, ADD COLUMN "handled_by" text;
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "sign_in_disabled_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "invites" ADD COLUMN "revoked_at" timestamp with time zone;
--> statement-breakpoint
-- The inbox lists contact messages and the mail outbox newest first, a page at a time.
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" ("created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" ("created_at" DESC, "id" DESC);
--> statement-breakpoint
-- The renewal matching each import runs looks up a seller's earlier policies by type and client.
CREATE INDEX "policies_renewal_match_idx" ON "policies" ("sold_by_id", "policy_type", lower(btrim("client_name")));
