import { useCallback, useMemo } from 'react';
import { currentMonth, financialYearOf, isFinancialYear, isMonth } from '@portal/shared';
import { useLocation, useNavigate } from '@portal/shared/router';
import { toQueryString } from '../../sales-area';

/** The Payouts screen's own query keys, beside the member drill-down's `path` and `member`. */
export const PAYOUT_QUERY_KEYS = { month: 'month', fy: 'fy' } as const;

export interface PayoutPeriods {
  /** This month in India: the latest month there is a statement for (so far). */
  latestMonth: string;
  /** The month shown: the URL's, else this month. */
  month: string;
  /** The URL's month, or undefined for this month (the API then answers with this month so far). */
  requestedMonth: string | undefined;
  latestFy: string;
  /** The tax summary's financial year: the URL's, else the current one. */
  fy: string;
  setMonth: (month: string) => void;
  setFy: (fy: string) => void;
}

/**
 * The statement month and the tax summary's financial year, kept in the URL query (`?month=2025-06`,
 * `?fy=2024-25`) so a view can be bookmarked; the current ones are left out, so a bookmark without
 * them always opens the latest. A future or malformed value in the URL is ignored.
 */
export function usePayoutPeriods(now: () => Date = () => new Date()): PayoutPeriods {
  const { search } = useLocation();
  const navigate = useNavigate();
  const latestMonth = currentMonth(now());
  const latestFy = financialYearOf(latestMonth);

  const { urlMonth, urlFy } = useMemo(() => {
    const params = new URLSearchParams(search);
    const month = params.get(PAYOUT_QUERY_KEYS.month);
    const fy = params.get(PAYOUT_QUERY_KEYS.fy);
    return {
      // `YYYY-MM` and `YYYY-YY` compare as strings in time order.
      urlMonth: isMonth(month) && month <= latestMonth ? month : undefined,
      urlFy: isFinancialYear(fy) && fy <= latestFy ? fy : undefined,
    };
  }, [search, latestMonth, latestFy]);

  const setKey = useCallback(
    (key: string, value: string, latest: string) => {
      const params = new URLSearchParams(search);
      if (value === latest) params.delete(key);
      else params.set(key, value);
      const next = toQueryString(params);
      if (next !== toQueryString(new URLSearchParams(search))) void navigate({ search: next });
    },
    [search, navigate],
  );
  const setMonth = useCallback((month: string) => setKey(PAYOUT_QUERY_KEYS.month, month, latestMonth), [setKey, latestMonth]);
  const setFy = useCallback((fy: string) => setKey(PAYOUT_QUERY_KEYS.fy, fy, latestFy), [setKey, latestFy]);

  return {
    latestMonth,
    month: urlMonth ?? latestMonth,
    requestedMonth: urlMonth,
    latestFy,
    fy: urlFy ?? latestFy,
    setMonth,
    setFy,
  };
}
