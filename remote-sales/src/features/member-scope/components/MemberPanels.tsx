import { startTransition } from 'react';
import { type HierarchyMember } from '../../sales-area';
import { useT } from '../../../i18n';
import type { MemberScope } from '../hooks/useMemberScope';
import { MemberPanel } from './MemberPanel';
import styles from './MemberScope.module.css';

/** The top member's team and, once a member with a team is opened, that member's team. */
export function MemberPanels({ scope }: { scope: MemberScope }) {
  const { t } = useT();
  const { topMember, hierarchy, members, isNarrow } = scope;
  if (!topMember) return null;
  const { middle, selected } = members;
  const leaf = hierarchy.selection.member;
  // Another member re-renders the whole section: in a transition, so the tap itself paints at once.
  const choose = (select: (member: HierarchyMember) => void) => (member: HierarchyMember) => startTransition(() => select(member));
  return (
    <>
      <div className={styles.panel}>
        <MemberPanel
          title={t('hierarchy.yourTeam')}
          head={topMember}
          headVariant="top"
          headSelected={selected === topMember}
          members={hierarchy.childrenOf(topMember.coCode)}
          selectedChild={members.topSelectedChild}
          onSelectHead={choose(members.selectTop)}
          onSelectChild={choose(members.selectFromLeft)}
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
            onSelectHead={choose(members.selectMiddleHead)}
            onSelectChild={choose(members.selectFromMiddle)}
            collapsible={isNarrow}
          />
        </div>
      ) : null}
    </>
  );
}
