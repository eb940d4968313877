import { useCallback } from 'react';
import { useEndpointQuery } from '@portal/shared/data';
import { useLocation } from '@portal/shared/router';
import { endpoints, type PayoutStatement } from '@portal/shared/validation';
import { resourceOf } from '../../../lib/queryResource';
import { toQueryString, parseSalesQuery, serializeSalesQuery } from '../../sales-area';
import { useMemberScope } from '../../member-scope';
import { financialYearOptions, monthLabel, monthOptions } from '../lib/payoutPeriods';
import { usePayoutPeriods } from './usePayoutPeriods';
import { useStatementDownloads } from './useStatementDownloads';
import { useT } from '../../../i18n';

/** Nothing to show for the month: no lines, payments, team activity or balance. */
export function isEmptyStatement(statement: PayoutStatement): boolean {
  return (
    statement.lines.length === 0 &&
    (statement.adjustments ?? []).length === 0 &&
    statement.payments.length === 0 &&
    statement.team.every((child) => child.lineCount === 0) &&
    statement.openingBalancePaise === 0 &&
    statement.closingBalancePaise === 0
  );
}

/** The periods offered, and the one shown when it is older than them (a bookmark), last. */
function withShown(options: string[], shown: string): string[] {
  return options.includes(shown) ? options : [...options, shown];
}

/**
 * The Payouts screen's state: the member drill-down, the month and financial year (in the URL), the
 * statement and tax summary of the selected member, the statement's downloads, and what the live
 * region says.
 */
export function usePayoutsPage() {
  const { t } = useT();
  const scope = useMemberScope();
  const periods = usePayoutPeriods();
  const { search } = useLocation();
  const coCode = scope.status === 'ready' ? scope.selectedCode : null;
  const { requestedMonth, fy } = periods;

  const params = { coCode: coCode ?? '' };
  const statementRead = useEndpointQuery(
    endpoints.payouts.payoutStatement,
    { params, query: { month: requestedMonth } },
    { enabled: coCode !== null },
  );
  const statement = resourceOf(statementRead, coCode !== null, (answer) => answer.statement);
  const taxRead = useEndpointQuery(endpoints.payouts.taxSummary, { params, query: { fy } }, { enabled: coCode !== null });
  const tax = resourceOf(taxRead, coCode !== null, (answer) => answer.summary);

  const shown = statement.status === 'ready' ? statement.value : null;
  const downloads = useStatementDownloads(shown?.member.coCode ?? null, shown?.month ?? null);

  // A direct child's link opens that member in the drill-down, keeping the month and the other keys.
  const selection = scope.hierarchy.selection;
  const children = coCode ? scope.hierarchy.childrenOf(coCode) : undefined;
  const childLink = useCallback(
    (childCode: string): string => {
      const params = new URLSearchParams(search);
      // A member chosen as a leaf who has a team after all (the tree changed) becomes part of the path.
      const pathCodes = [...selection.path, ...(selection.member ? [selection.member] : [])].map((step) => step.coCode);
      const child = children?.status === 'ready' ? children.value.children.find((c) => c.coCode === childCode) : undefined;
      const next = child?.hasChildren ? { path: [...pathCodes, childCode], member: null } : { path: pathCodes, member: childCode };
      return toQueryString(serializeSalesQuery({ ...parseSalesQuery(params), ...next }, params));
    },
    [search, selection.path, selection.member, children],
  );

  const monthName = monthLabel(shown?.month ?? periods.month);
  // What the page's live region says (the loading overlays announce themselves; failures are alerts).
  const showing = shown ? { name: shown.member.name, month: monthName } : null;
  const status = downloads.busy
    ? t('payouts.download.busy', { format: downloads.busy.toUpperCase(), month: monthName })
    : (downloads.done ??
      (showing ? (shown?.complete ? t('payouts.statement.showing', showing) : t('payouts.statement.showingSoFar', showing)) : ''));

  return {
    scope,
    periods,
    months: withShown(monthOptions(periods.latestMonth), periods.month),
    years: withShown(financialYearOptions(periods.latestFy), periods.fy),
    statement,
    retryStatement: () => void statementRead.refetch(),
    empty: shown ? isEmptyStatement(shown) : false,
    tax,
    retryTax: () => void taxRead.refetch(),
    downloads,
    childLink,
    status,
  };
}

export type PayoutsPageState = ReturnType<typeof usePayoutsPage>;
