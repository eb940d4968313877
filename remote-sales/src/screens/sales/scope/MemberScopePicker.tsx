import type { ReactNode } from 'react';
import { useT } from '../../../i18n';
import type { MemberScope } from './useMemberScope';
import { MemberBreadcrumb } from '../components/MemberBreadcrumb';
import { MemberPanel } from '../components/MemberPanel';
import styles from './MemberScope.module.css';

export interface MemberScopePickerProps {
  scope: MemberScope;
  /** The section's content for the selected member, beside the member panels. */
  children?: ReactNode;
}

/**
 * The member drill-down: the breadcrumb, the top member's team (left), the opened member's team
 * (middle), and the section's content. Nothing until the top member is known.
 */
export function MemberScopePicker({ scope, children }: MemberScopePickerProps) {
  const { t } = useT();
  const { topMember, hierarchy, members, isNarrow } = scope;
  if (!topMember) return null;
  const { middle, selected } = members;
  const leaf = hierarchy.selection.member;
  return (
    <>
      <MemberBreadcrumb trail={members.trail} onNavigate={members.navigateTrail} />
      <div className={`${styles.layout} ${middle ? styles.withMiddle : ''}`}>
        <div className={styles.panel}>
          <MemberPanel
            title={t('hierarchy.yourTeam')}
            head={topMember}
            headVariant="top"
            headSelected={selected === topMember}
            members={hierarchy.childrenOf(topMember.coCode)}
            selectedChild={members.topSelectedChild}
            onSelectHead={members.selectTop}
            onSelectChild={members.selectFromLeft}
            collapsible={isNarrow}
            collapsed={isNarrow && middle !== null}
          />
        </div>
        {middle ? (
          <div className={styles.panel}>
            <MemberPanel
              title={t('hierarchy.teamOf', { name: middle.name })}
              head={middle}
              headVariant="head"
              headLabel={t('hierarchy.selectedMember')}
              headSelected={!leaf}
              members={hierarchy.childrenOf(middle.coCode)}
              selectedChild={leaf?.coCode ?? null}
              onSelectHead={members.selectMiddleHead}
              onSelectChild={members.selectFromMiddle}
              collapsible={isNarrow}
            />
          </div>
        ) : null}
        <div className={styles.main}>{children}</div>
      </div>
    </>
  );
}
