import type { HierarchyMember } from '@portal/shared';
import type { ChildrenList, Load } from '../hooks/useHierarchy';
import { MemberCard } from './MemberCard';
import styles from './MemberPanel.module.css';

export interface MemberPanelProps {
  /** Accessible name of the panel, e.g. 'Your team'. */
  title: string;
  head: HierarchyMember;
  headVariant: 'top' | 'head';
  headLabel?: string;
  headSelected: boolean;
  members: Load<ChildrenList> | undefined;
  /** coCode of the child that is selected or on the selected path. */
  selectedChild: string | null;
  onSelectHead: (member: HierarchyMember) => void;
  onSelectChild: (member: HierarchyMember) => void;
}

/** A member card followed by the list of its direct children. */
export function MemberPanel({
  title,
  head,
  headVariant,
  headLabel,
  headSelected,
  members,
  selectedChild,
  onSelectHead,
  onSelectChild,
}: MemberPanelProps) {
  return (
    <section className={styles.panel} aria-label={title}>
      <MemberCard
        member={head}
        variant={headVariant}
        {...(headLabel ? { label: headLabel } : {})}
        selected={headSelected}
        onSelect={onSelectHead}
      />
      {!members || members.status === 'loading' ? (
        <p className={styles.note} role="status">
          Loading team…
        </p>
      ) : members.status === 'error' ? null : members.value.children.length === 0 ? (
        <p className={styles.note}>No team members.</p>
      ) : (
        <>
          <h3 className={styles.heading}>Team members ({members.value.children.length})</h3>
          <ul className={styles.list}>
            {members.value.children.map((child) => (
              <li key={child.coCode}>
                <MemberCard member={child} selected={child.coCode === selectedChild} onSelect={onSelectChild} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
