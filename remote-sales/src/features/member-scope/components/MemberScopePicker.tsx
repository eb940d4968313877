import type { ReactNode } from 'react';
import type { MemberScope } from '../hooks/useMemberScope';
import { MemberBreadcrumb } from './MemberBreadcrumb';
import { MemberPanels } from './MemberPanels';
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
 * content. Nothing until the top member is known.
 */
export function MemberScopePicker({ scope, children }: MemberScopePickerProps) {
  const { topMember, members, isNarrow } = scope;
  if (!topMember) return null;
  return (
    <>
      <MemberBreadcrumb trail={members.trail} onNavigate={members.navigateTrail} />
      {/* One wrapper either way, so the content is not mounted again when the screen is turned. */}
      <div className={isNarrow ? styles.narrowLayout : `${styles.layout} ${members.middle ? styles.withMiddle : ''}`}>
        {isNarrow ? <NarrowMemberPicker scope={scope} /> : <MemberPanels scope={scope} />}
        <div className={styles.main}>{children}</div>
      </div>
    </>
  );
}
