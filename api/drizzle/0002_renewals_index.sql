-- Renewals read a member's subtree by risk end (a window of about three months around today).
CREATE INDEX "policies_path_end_idx" ON "policies" ("seller_path" text_pattern_ops, "risk_end", "sr_no") INCLUDE ("policy_type");
