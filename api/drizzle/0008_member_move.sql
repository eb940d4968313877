-- Moving a member with its subtree (the back office) rewrites the seller path of every policy in the subtree.
-- That rewrite changes no policy's ancestors' totals except the moved subtree's, which the move adjusts itself
-- with a few hundred rows of arithmetic per ancestor (the moved member's own rollup rows already hold its
-- subtree's totals). So while `portal.skip_rollups` is 'on' (set_config(…, true): this transaction only) the
-- rollup and payouts triggers let an UPDATE of policies through untouched. Only a path-only UPDATE may set it.
CREATE OR REPLACE FUNCTION sales_rollup_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('portal.skip_rollups', true) = 'on' THEN
    RETURN NULL;
  END IF;
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
CREATE OR REPLACE FUNCTION renewal_rollup_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('portal.skip_rollups', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO renewal_rollup AS r (member_id, risk_end, policy_type, policy_count)
    SELECT a.id::int, o.risk_end, o.policy_type, -count(*)
    FROM old_rows o CROSS JOIN LATERAL unnest(string_to_array(trim(both '/' from o.seller_path), '/')) AS a(id)
    WHERE o.cancelled_on IS NULL
    GROUP BY 1, 2, 3
    ON CONFLICT (member_id, risk_end, policy_type) DO UPDATE SET policy_count = r.policy_count + EXCLUDED.policy_count;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO renewal_rollup AS r (member_id, risk_end, policy_type, policy_count)
    SELECT a.id::int, n.risk_end, n.policy_type, count(*)
    FROM new_rows n CROSS JOIN LATERAL unnest(string_to_array(trim(both '/' from n.seller_path), '/')) AS a(id)
    WHERE n.cancelled_on IS NULL
    GROUP BY 1, 2, 3
    ON CONFLICT (member_id, risk_end, policy_type) DO UPDATE SET policy_count = r.policy_count + EXCLUDED.policy_count;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION insurer_rollup_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('portal.skip_rollups', true) = 'on' THEN
    RETURN NULL;
  END IF;
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
-- A path-only UPDATE cancels nothing: no reversal to look for.
CREATE OR REPLACE FUNCTION payout_entries_from_policies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('portal.skip_rollups', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO payout_entries (member_id, kind, sr_no, amount_paise, entry_date)
    SELECT n.sold_by_id, 'earned', n.sr_no, (n.pay_out * 100)::bigint, n.risk_start FROM new_rows n
    ON CONFLICT DO NOTHING;
  END IF;
  INSERT INTO payout_entries (member_id, kind, sr_no, amount_paise, entry_date)
  SELECT e.member_id, 'reversed', n.sr_no, -e.amount_paise, n.cancelled_on
  FROM new_rows n JOIN payout_entries e ON e.sr_no = n.sr_no AND e.kind = 'earned'
  WHERE n.cancelled_on IS NOT NULL
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
