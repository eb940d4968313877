-- Per-member subtree totals by policy type and month of risk start, so summaries of big subtrees read a
-- few hundred rows instead of scanning every policy. Each policy counts towards every member on its
-- seller path (the seller and all its ancestors). Kept exact by statement-level triggers.
CREATE TABLE "sales_rollup" (
	"member_id" integer NOT NULL,
	"policy_type" text NOT NULL,
	"month" date NOT NULL,
	"policy_count" integer NOT NULL,
	"net_premium" numeric(18, 2) NOT NULL,
	"pay_out" numeric(18, 2) NOT NULL,
	PRIMARY KEY ("member_id", "policy_type", "month")
);
--> statement-breakpoint
CREATE FUNCTION sales_rollup_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO sales_rollup AS r (member_id, policy_type, month, policy_count, net_premium, pay_out)
    SELECT a.id::int, o.policy_type, date_trunc('month', o.risk_start)::date, -count(*), -sum(o.net_premium), -sum(o.pay_out)
    FROM old_rows o CROSS JOIN LATERAL unnest(string_to_array(trim(both '/' from o.seller_path), '/')) AS a(id)
    GROUP BY 1, 2, 3
    ON CONFLICT (member_id, policy_type, month) DO UPDATE SET
      policy_count = r.policy_count + EXCLUDED.policy_count,
      net_premium = r.net_premium + EXCLUDED.net_premium,
      pay_out = r.pay_out + EXCLUDED.pay_out;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO sales_rollup AS r (member_id, policy_type, month, policy_count, net_premium, pay_out)
    SELECT a.id::int, n.policy_type, date_trunc('month', n.risk_start)::date, count(*), sum(n.net_premium), sum(n.pay_out)
    FROM new_rows n CROSS JOIN LATERAL unnest(string_to_array(trim(both '/' from n.seller_path), '/')) AS a(id)
    GROUP BY 1, 2, 3
    ON CONFLICT (member_id, policy_type, month) DO UPDATE SET
      policy_count = r.policy_count + EXCLUDED.policy_count,
      net_premium = r.net_premium + EXCLUDED.net_premium,
      pay_out = r.pay_out + EXCLUDED.pay_out;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER policies_rollup_insert AFTER INSERT ON policies REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sales_rollup_apply();
--> statement-breakpoint
CREATE TRIGGER policies_rollup_delete AFTER DELETE ON policies REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sales_rollup_apply();
--> statement-breakpoint
CREATE TRIGGER policies_rollup_update AFTER UPDATE ON policies REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sales_rollup_apply();
--> statement-breakpoint
INSERT INTO sales_rollup (member_id, policy_type, month, policy_count, net_premium, pay_out)
SELECT a.id::int, p.policy_type, date_trunc('month', p.risk_start)::date, count(*), sum(p.net_premium), sum(p.pay_out)
FROM policies p CROSS JOIN LATERAL unnest(string_to_array(trim(both '/' from p.seller_path), '/')) AS a(id)
GROUP BY 1, 2, 3;
