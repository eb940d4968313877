import { useId, useState } from 'react';
import type { HierarchyMember } from '../../sales-area';
import type { ChildrenList, Load } from '../hooks/useHierarchy';
import { useT } from '../../../i18n';
import { useLocaleFormat } from '../../../lib/useLocaleFormat';
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
  /** The team list can be folded away (small screens), and starts folded when `collapsed`. */
  collapsible?: boolean;
  collapsed?: boolean;
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
  collapsible = false,
  collapsed = false,
}: MemberPanelProps) {
  const { t } = useT();
  const format = useLocaleFormat();
  const listId = useId();
  const [open, setOpen] = useState(!collapsed);
  // Folds again when the panel stops being the deepest one (the user went further down).
  const [shownCollapsed, setShownCollapsed] = useState(collapsed);
  if (collapsed !== shownCollapsed) {
    setShownCollapsed(collapsed);
    setOpen(!collapsed);
  }
  const expanded = !collapsible || open;
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
          {t('hierarchy.loadingTeam')}
        </p>
      ) : members.status === 'error' ? null : members.value.children.length === 0 ? (
        <p className={styles.note}>{t('hierarchy.noTeam')}</p>
      ) : (
        <>
          {/* h2: the panels come before the policies' h2, and headings must not skip a level. */}
          <h2 className={styles.heading}>
            {collapsible ? (
              <button
                type="button"
                className={styles.toggle}
                aria-expanded={expanded}
                aria-controls={listId}
                onClick={() => setOpen((value) => !value)}
              >
                {t('hierarchy.teamMembers', { n: format.count(members.value.children.length) })}
                <span aria-hidden="true" className={styles.chevron}>
                  {expanded ? '▴' : '▾'}
                </span>
              </button>
            ) : (
              t('hierarchy.teamMembers', { n: format.count(members.value.children.length) })
            )}
          </h2>
          <ul className={styles.list} id={listId} hidden={!expanded}>
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
