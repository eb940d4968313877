import { UserIcon } from '@portal/shared';
import { memo } from 'react';
import { PickButton, RoundBadge } from '@portal/shared/ui';
import type { HierarchyMember } from '../../sales-area';
import { useT } from '../../../i18n';
import styles from './MemberCard.module.css';

export interface MemberCardProps {
  member: HierarchyMember;
  /** 'top' for the signed-in member's card, 'head' for the middle panel's 'Selected Member'. */
  variant?: 'top' | 'head' | 'child';
  /** This member is the one whose policies are shown, or is on the selected path. */
  selected?: boolean;
  /** Shown above the name, e.g. 'Selected Member'. */
  label?: string;
  onSelect: (member: HierarchyMember) => void;
}

/** One member of the hierarchy: name and 'CO Code: …', as a button that selects it. */
export const MemberCard = memo(function MemberCard({ member, variant = 'child', selected = false, label, onSelect }: MemberCardProps) {
  const { t } = useT();
  const hasTeam = Boolean(member.hasChildren);
  return (
    <PickButton
      direction="row"
      selected={selected}
      selectedAs="pressed"
      className={`${styles.card} ${styles[variant] ?? ''} ${selected ? styles.selected : ''}`}
      onClick={() => onSelect(member)}
    >
      <RoundBadge size="sm" aria-hidden="true">
        <UserIcon size={18} />
      </RoundBadge>
      <span className={styles.text}>
        {label ? <span className={styles.label}>{label}</span> : null}
        <span className={styles.name}>{member.name}</span>
        <span className={styles.code}>{t('hierarchy.coCode', { code: member.coCode })}</span>
      </span>
      {variant === 'child' && hasTeam ? (
        <span className={styles.team} aria-label={t('hierarchy.hasTeam')} title={t('hierarchy.hasTeamTitle')}>
          ›
        </span>
      ) : null}
    </PickButton>
  );
});
