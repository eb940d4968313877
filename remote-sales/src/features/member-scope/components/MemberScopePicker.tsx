import type { ReactNode } from 'react';
import { useLocation } from '@portal/shared/router';
import { QUERY_KEYS } from '../../sales-area';
import type { MemberScope } from '../hooks/useMemberScope';
import { MemberBreadcrumb } from './MemberBreadcrumb';
import { MemberPanels } from './MemberPanels';
import { BreadcrumbPlaceholder, MemberScopeSkeleton } from './MemberScopeSkeleton';
import { NarrowMemberPicker } from './NarrowMemberPicker';
import styles from './MemberScope.module.css';

export interface MemberScopePickerProps {
  scope: MemberScope;
  /** The section's content for the selected member, beside the member panels. */
  children?: ReactNode;
}

/**
 * The member drill-down: the breadcrumb, the top member's team (left), the opened member's team
 * (middle), and the section's content; on a small screen the teams fold into a picker above the
 * content. While the top member loads, a placeholder of the same size stands in for the picker and the
 * content is already laid out (its own placeholders), so nothing moves when the member arrives.
 */
export function MemberScopePicker({ scope, children }: MemberScopePickerProps) {
  const { topMember, members, isNarrow, top } = scope;
  const { search } = useLocation();
  if (top.status === 'error' || (!topMember && top.status !== 'loading')) return null;
  const loading = !topMember;
  // A member deeper than the top one, named in the URL, brings the breadcrumb: its line is kept meanwhile.
  const params = new URLSearchParams(search);
  const deep = Boolean(params.get(QUERY_KEYS.path) || params.get(QUERY_KEYS.member));
  const breadcrumb =
    !loading && members.trail.length >= 2 ? (
      <MemberBreadcrumb trail={members.trail} onNavigate={members.navigateTrail} />
    ) : deep && (loading || scope.status === 'loading') ? (
      <BreadcrumbPlaceholder />
    ) : null;
  const layout = isNarrow ? styles.narrowLayout : `${styles.layout} ${!loading && members.middle ? styles.withMiddle : ''}`;
  return (
    <>
      {breadcrumb}
      {/* One wrapper either way, so the content is not mounted again when the screen is turned. */}
      <div className={layout}>
        {loading ? (
          <MemberScopeSkeleton isNarrow={isNarrow} />
        ) : isNarrow ? (
          <NarrowMemberPicker scope={scope} />
        ) : (
          <MemberPanels scope={scope} />
        )}
        <div className={styles.main}>{children}</div>
      </div>
    </>
  );
}
