import { useId, useState } from 'react';
import { useT } from '../../../i18n';
import type { MemberScope } from '../hooks/useMemberScope';
import { MemberPanels } from './MemberPanels';
import styles from './MemberScope.module.css';

/**
 * The member panels folded behind one button on a small screen, so a section's content is not pushed
 * below the team list: folded at first, the button names the member whose figures are shown.
 */
export function NarrowMemberPicker({ scope }: { scope: MemberScope }) {
  const { t } = useT();
  const panelsId = useId();
  const [open, setOpen] = useState(false);
  const shown = scope.members.selected ?? scope.topMember;
  if (!shown) return null;
  return (
    <div className={styles.picker}>
      <button
        type="button"
        className={styles.pickerToggle}
        aria-expanded={open}
        aria-controls={panelsId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.pickerLabel}>{t('scope.member')}</span>
        <span className={styles.pickerValue}>
          {shown.name} ({shown.coCode})
        </span>
        <span aria-hidden="true" className={styles.chevron}>
          {open ? '▴' : '▾'}
        </span>
      </button>
      <div id={panelsId} className={styles.pickerPanels} hidden={!open}>
        <MemberPanels scope={scope} />
      </div>
    </div>
  );
}
