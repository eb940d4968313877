-- The language a member (and an applicant) reads the portal's e-mails in, and the one the
-- portal opens in after they sign in. The applicant's is the language they signed up in; the member made
-- from an approved application inherits it; a member changes theirs in the profile.
ALTER TABLE "members" ADD COLUMN "language" text NOT NULL DEFAULT 'en' CHECK ("language" IN ('en', 'hi'));
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "language" text NOT NULL DEFAULT 'en' CHECK ("language" IN ('en', 'hi'));
