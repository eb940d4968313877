-- Certification of a point-of-sales person: training whose time the server measures, an examination drawn
-- from a question bank, and a certificate. A member's stage is kept on the member (training → exam →
-- certified, or revoked) so the profile and the back office's filter read it without adding anything up.
ALTER TABLE "members" ADD COLUMN "certification_stage" text NOT NULL DEFAULT 'training'
  CHECK ("certification_stage" IN ('training', 'exam', 'certified', 'revoked'));
--> statement-breakpoint
-- Every second the server credited, across the modules; when the training became complete.
ALTER TABLE "members" ADD COLUMN "training_seconds" integer NOT NULL DEFAULT 0 CHECK ("training_seconds" >= 0);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "training_done_at" timestamp with time zone;
--> statement-breakpoint
-- Keyed hashes (HMAC-SHA-256 under the identity hash key, hex) of the PAN and the Aadhaar number: a new
-- application is compared with every member by these, never by the numbers in clear. Filled by the API
-- (sign-up, approval, and at start for rows that have none).
ALTER TABLE "members" ADD COLUMN "pan_hash" text;
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "aadhaar_hash" text;
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "pan_hash" text;
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "aadhaar_hash" text;
--> statement-breakpoint
CREATE INDEX "members_pan_hash_idx" ON "members" ("pan_hash") WHERE "pan_hash" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "members_aadhaar_hash_idx" ON "members" ("aadhaar_hash") WHERE "aadhaar_hash" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "members_certification_stage_idx" ON "members" ("certification_stage", "id");
--> statement-breakpoint
CREATE TABLE "training_modules" (
  "id" serial PRIMARY KEY,
  "position" integer NOT NULL CHECK ("position" > 0),
  "title_en" text NOT NULL,
  "title_hi" text NOT NULL,
  "body_en" text NOT NULL,
  "body_hi" text NOT NULL,
  "kind" text NOT NULL CHECK ("kind" IN ('text', 'image', 'video')),
  "media_url" text,
  -- The module's weight in the required training time: its share is these minutes over all active modules'.
  "minimum_minutes" integer NOT NULL CHECK ("minimum_minutes" > 0),
  "active" boolean NOT NULL DEFAULT true,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  CHECK (("kind" = 'text') = ("media_url" IS NULL))
);
--> statement-breakpoint
CREATE INDEX "training_modules_position_idx" ON "training_modules" ("position", "id");
--> statement-breakpoint
-- A module opened on a page: the server credits the time between two heartbeats of it, as it measured it
-- (capped), and a new session of the member ends the others.
CREATE TABLE "training_sessions" (
  "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "member_id" integer NOT NULL REFERENCES "members"("id"),
  "module_id" integer NOT NULL REFERENCES "training_modules"("id"),
  "session" text NOT NULL,
  "started_at" timestamp with time zone NOT NULL,
  "last_beat_at" timestamp with time zone NOT NULL,
  "ended_at" timestamp with time zone,
  "heartbeats" integer NOT NULL DEFAULT 1,
  "credited_ms" bigint NOT NULL DEFAULT 0 CHECK ("credited_ms" >= 0),
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX "training_sessions_member_session_key" ON "training_sessions" ("member_id", "session");
--> statement-breakpoint
CREATE INDEX "training_sessions_open_idx" ON "training_sessions" ("member_id") WHERE "ended_at" IS NULL;
--> statement-breakpoint
-- What the member has done of each module: the sum of its sessions' credits.
CREATE TABLE "training_progress" (
  "member_id" integer NOT NULL REFERENCES "members"("id"),
  "module_id" integer NOT NULL REFERENCES "training_modules"("id"),
  "credited_ms" bigint NOT NULL DEFAULT 0 CHECK ("credited_ms" >= 0),
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY ("member_id", "module_id")
);
--> statement-breakpoint
CREATE TABLE "exam_questions" (
  "id" serial PRIMARY KEY,
  "text_en" text NOT NULL,
  "text_hi" text NOT NULL,
  "options_en" text[] NOT NULL,
  "options_hi" text[] NOT NULL,
  -- 0-based index of the right option.
  "correct_option" smallint NOT NULL,
  "active" boolean NOT NULL DEFAULT true,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  CHECK (cardinality("options_en") BETWEEN 2 AND 6 AND cardinality("options_hi") = cardinality("options_en")),
  CHECK ("correct_option" >= 0 AND "correct_option" < cardinality("options_en"))
);
--> statement-breakpoint
CREATE INDEX "exam_questions_active_idx" ON "exam_questions" ("id") WHERE "active";
--> statement-breakpoint
-- A sitting: the questions drawn, its deadline, the answers (question id → chosen option) and the outcome.
CREATE TABLE "exam_attempts" (
  "id" serial PRIMARY KEY,
  "member_id" integer NOT NULL REFERENCES "members"("id"),
  "question_ids" integer[] NOT NULL,
  "started_at" timestamp with time zone NOT NULL,
  "deadline" timestamp with time zone NOT NULL,
  "submitted_at" timestamp with time zone,
  "answers" jsonb,
  "score" integer,
  "outcome" text NOT NULL DEFAULT 'open' CHECK ("outcome" IN ('open', 'passed', 'failed', 'expired')),
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CHECK (("outcome" IN ('passed', 'failed')) = ("submitted_at" IS NOT NULL AND "score" IS NOT NULL AND "answers" IS NOT NULL)),
  CHECK ("deadline" > "started_at")
);
--> statement-breakpoint
CREATE INDEX "exam_attempts_member_idx" ON "exam_attempts" ("member_id", "started_at" DESC);
--> statement-breakpoint
-- One open sitting per member at a time.
CREATE UNIQUE INDEX "exam_attempts_open_key" ON "exam_attempts" ("member_id") WHERE "outcome" = 'open';
--> statement-breakpoint
CREATE TABLE "certificates" (
  "id" serial PRIMARY KEY,
  "number" text NOT NULL,
  "member_id" integer NOT NULL REFERENCES "members"("id"),
  -- India's day it was issued on; the member may sell from that day.
  "issued_on" date NOT NULL,
  "issued_at" timestamp with time zone NOT NULL DEFAULT now(),
  -- The sitting passed; null for one reissued by an operator (or seeded).
  "attempt_id" integer REFERENCES "exam_attempts"("id"),
  "reissued_from" integer REFERENCES "certificates"("id"),
  "reissue_reason" text,
  "issued_by" text,
  "revoked_at" timestamp with time zone,
  -- India's day of the revocation: the member may not sell from that day.
  "revoked_on" date,
  "revoked_reason" text,
  "revoked_by" text,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CHECK (("revoked_at" IS NULL) = ("revoked_on" IS NULL) AND ("revoked_at" IS NULL) = ("revoked_reason" IS NULL)),
  CHECK (("reissued_from" IS NULL) = ("reissue_reason" IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_number_key" ON "certificates" ("number");
--> statement-breakpoint
-- At most one valid certificate per member; a certificate is reissued at most once.
CREATE UNIQUE INDEX "certificates_valid_key" ON "certificates" ("member_id") WHERE "revoked_at" IS NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_reissued_from_key" ON "certificates" ("reissued_from") WHERE "reissued_from" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "certificates_member_idx" ON "certificates" ("member_id", "issued_on");
--> statement-breakpoint
-- The records of training, examination and certification are kept for five years: no route deletes them,
-- and the database refuses to delete a row younger than that, or to empty the tables.
CREATE FUNCTION certification_records_retained() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    RAISE EXCEPTION '% is kept for five years: TRUNCATE refused', TG_TABLE_NAME;
  END IF;
  IF OLD.created_at > now() - interval '5 years' THEN
    RAISE EXCEPTION '% row made on % is kept for five years: DELETE refused', TG_TABLE_NAME, OLD.created_at::date;
  END IF;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER training_sessions_retained BEFORE DELETE ON training_sessions
  FOR EACH ROW EXECUTE FUNCTION certification_records_retained();
--> statement-breakpoint
CREATE TRIGGER training_sessions_no_truncate BEFORE TRUNCATE ON training_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION certification_records_retained();
--> statement-breakpoint
CREATE TRIGGER training_progress_retained BEFORE DELETE ON training_progress
  FOR EACH ROW EXECUTE FUNCTION certification_records_retained();
--> statement-breakpoint
CREATE TRIGGER training_progress_no_truncate BEFORE TRUNCATE ON training_progress
  FOR EACH STATEMENT EXECUTE FUNCTION certification_records_retained();
--> statement-breakpoint
CREATE TRIGGER exam_attempts_retained BEFORE DELETE ON exam_attempts
  FOR EACH ROW EXECUTE FUNCTION certification_records_retained();
--> statement-breakpoint
CREATE TRIGGER exam_attempts_no_truncate BEFORE TRUNCATE ON exam_attempts
  FOR EACH STATEMENT EXECUTE FUNCTION certification_records_retained();
--> statement-breakpoint
CREATE TRIGGER certificates_retained BEFORE DELETE ON certificates
  FOR EACH ROW EXECUTE FUNCTION certification_records_retained();
--> statement-breakpoint
CREATE TRIGGER certificates_no_truncate BEFORE TRUNCATE ON certificates
  FOR EACH STATEMENT EXECUTE FUNCTION certification_records_retained();
