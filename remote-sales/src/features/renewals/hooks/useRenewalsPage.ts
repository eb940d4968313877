import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from '@portal/shared/router';
import type { PolicyType } from '@portal/shared';
import { type RenewalItem, toQueryString } from '../../sales-area';
import { parseRenewalsQuery, serializeRenewalsQuery, type RenewalsQuery, type RenewalsView } from '../lib/renewalsQuery';
import { useRenewalsList } from './useRenewalsList';
import { useMemberScope } from '../../member-scope';

export type MarkKind = 'renewed' | 'not_renewing';

/** The policy being marked, and how. */
export interface MarkTarget {
  item: RenewalItem;
  kind: MarkKind;
}

/**
 * The Renewals screen's state: the selected member (drill-down), the view and policy types (in the URL,
 * so a view can be bookmarked), the list, and the mark dialog.
 */
export function useRenewalsPage() {
  const scope = useMemberScope();
  const location = useLocation();
  const navigate = useNavigate();
  const query = useMemo(() => parseRenewalsQuery(new URLSearchParams(location.search)), [location.search]);
  const list = useRenewalsList(scope.selectedCode, query.view, query.policyTypes);
  const [marking, setMarking] = useState<MarkTarget | null>(null);

  const change = useCallback(
    (next: Partial<RenewalsQuery>) => {
      const previous = new URLSearchParams(location.search);
      const search = toQueryString(serializeRenewalsQuery({ ...parseRenewalsQuery(previous), ...next }, previous));
      if (search !== toQueryString(previous)) void navigate({ search });
    },
    [location.search, navigate],
  );
  const setView = useCallback((view: RenewalsView) => change({ view }), [change]);
  const toggleType = useCallback(
    (type: PolicyType) =>
      change({
        policyTypes: query.policyTypes.includes(type)
          ? query.policyTypes.filter((listed) => listed !== type)
          : [...query.policyTypes, type],
      }),
    [change, query.policyTypes],
  );

  const openMark = useCallback((item: RenewalItem, kind: MarkKind) => setMarking({ item, kind }), []);
  const closeMark = useCallback(() => setMarking(null), []);
  const { replaceItem } = list;
  const onMarked = useCallback(
    (item: RenewalItem) => {
      replaceItem(item);
      setMarking(null);
    },
    [replaceItem],
  );

  // One outage fails the member tree and the list alike: one 'Try again' asks again for both.
  const retry = useCallback(() => {
    scope.retry();
    list.retry();
  }, [scope, list]);

  return { scope, query, list, setView, toggleType, marking, openMark, closeMark, onMarked, retry };
}
