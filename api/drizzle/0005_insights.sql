-- Subtree totals per member, insurer and month of risk start, for the Insights tab's by-insurer chart: the
-- same shape and upkeep as sales_rollup (each policy counts towards every member on its seller path), so a
-- leader's chart reads a few hundred rows instead of every policy of the subtree.
CREATE TABLE "insurer_rollup" (
	"member_id" integer NOT NULL,
	"month" date NOT NULL,
	"insurer" text NOT NULL,
	"policy_count" integer NOT NULL,
	"net_premium" numeric(18, 2) NOT NULL,
	"pay_out" numeric(18, 2) NOT NULL,
	PRIMARY KEY ("member_id", "month", "insurer")
);
--> statement-breakpoint
CREATE FUNCTION insurer_rollup_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO insurer_rollup AS r (member_id, month, insurer, policy_count, net_premium, pay_out)
    SELECT a.id::int, date_trunc('month', o.risk_start)::date, o.insurer, -count(*), -sum(o.net_premium), -sum(o.pay_out)
    FROM old_rows o CROSS JOIN LATERAL unnest(string_to_array(trim(both '/' from o.seller_path), '/')) AS a(id)
    GROUP BY 1, 2, 3
    ON CONFLICT (member_id, month, insurer) DO UPDATE SET
      policy_count = r.policy_count + EXCLUDED.policy_count,
      net_premium = r.net_premium + EXCLUDED.net_premium,
      pay_out = r.pay_out + EXCLUDED.pay_out;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO insurer_rollup AS r (member_id, month, insurer, policy_count, net_premium, pay_out)
    SELECT a.id::int, date_trunc('month', n.risk_start)::date, n.insurer, count(*), sum(n.net_premium), sum(n.pay_out)
    FROM new_rows n CROSS JOIN LATERAL unnest(string_to_array(trim(both '/' from n.seller_path), '/')) AS a(id)
    GROUP BY 1, 2, 3
    ON CONFLICT (member_id, month, insurer) DO UPDATE SET
      policy_count = r.policy_count + EXCLUDED.policy_count,
      net_premium = r.net_premium + EXCLUDED.net_premium,
      pay_out = r.pay_out + EXCLUDED.pay_out;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER policies_insurer_rollup_insert AFTER INSERT ON policies REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION insurer_rollup_apply();
--> statement-breakpoint
CREATE TRIGGER policies_insurer_rollup_delete AFTER DELETE ON policies REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION insurer_rollup_apply();
--> statement-breakpoint
CREATE TRIGGER policies_insurer_rollup_update AFTER UPDATE ON policies REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION insurer_rollup_apply();
--> statement-breakpoint
INSERT INTO insurer_rollup (member_id, month, insurer, policy_count, net_premium, pay_out)
SELECT a.id::int, date_trunc('month', p.risk_start)::date, p.insurer, count(*), sum(p.net_premium), sum(p.pay_out)
FROM policies p CROSS JOIN LATERAL unnest(string_to_array(trim(both '/' from p.seller_path), '/')) AS a(id)
GROUP BY 1, 2, 3;
