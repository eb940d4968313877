-- The rate limiter's counters, shared by every API process on this database: one row per limit and client
-- (the route and the client's address; never an e-mail or a token), counting the hits of a window that ends
-- at expires_at. A row past its expiry counts as absent; the API deletes such rows now and then.
-- Unlogged: every public request writes here, and counters lost in a crash only restart their windows.
CREATE UNLOGGED TABLE "rate_limit_hits" (
  "key" text PRIMARY KEY,
  "hits" integer NOT NULL CHECK ("hits" > 0),
  "expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_hits_expires_at_idx" ON "rate_limit_hits" ("expires_at");
