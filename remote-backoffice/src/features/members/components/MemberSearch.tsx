import { Card, PickButton, TextField } from '@portal/shared/ui';
import { useId } from 'react';
import type { MemberSummary } from '@portal/shared/admin';
import type { Resource } from '../../../hooks/queryResource';
import { memberLabel, membersFoundText, noMemberMatchesText } from '../../../lib/memberText';
import { levelText, signInText, teamText } from '../lib/memberText';
import { RetryAlert } from '../../../components/RetryAlert';
import feedback from '../../../styles/feedback.module.css';
import layout from '../../../styles/layout.module.css';
import styles from './Members.module.css';
import { useT } from '../../../i18n';

export interface MemberSearchProps {
  text: string;
  onText: (text: string) => void;
  q: string;
  waiting: boolean;
  resource: Resource<MemberSummary[]>;
  reload: () => void;
  selected: string | null;
  onSelect: (code: string) => void;
}

/** The search box and its results: each result opens the member's details. */
export function MemberSearch({ text, onText, q, waiting, resource, reload, selected, onSelect }: MemberSearchProps) {
  const { t } = useT();
  const inputId = useId();
  const statusId = useId();
  const members = resource.status === 'ready' ? resource.value : [];
  let status = '';
  if (waiting || resource.status === 'loading') status = t('common.searching');
  else if (resource.status === 'ready') {
    if (!members.length) status = q ? noMemberMatchesText(q) : t('members.search.none');
    else status = q ? t('members.search.found', { found: membersFoundText(members.length) }) : t('members.search.top');
  }

  return (
    <Card aria-label={t('members.search.region')}>
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <TextField
          id={inputId}
          label={t('members.search.label')}
          type="search"
          autoComplete="off"
          placeholder={t('picker.placeholder')}
          describedBy={statusId}
          maxLength={100}
          value={text}
          onChange={(event) => onText(event.target.value)}
        />
      </form>
      <p id={statusId} className={feedback.note} aria-live="polite">
        {status}
      </p>
      {resource.status === 'error' ? <RetryAlert message={resource.message} onRetry={reload} /> : null}
      {members.length ? (
        <ul className={layout.plainList} aria-label={t('members.search.results')}>
          {members.map((member) => (
            <li key={member.coCode}>
              <PickButton selected={member.coCode === selected} onClick={() => onSelect(member.coCode)}>
                <span className={styles.resultName}>{memberLabel(member)}</span>
                <span className={`${feedback.note} ${feedback.breakable}`}>{member.email}</span>
                <span className={feedback.note}>
                  {levelText(member.depth)} · {teamText(member.subtreeSize)} ·{' '}
                  <span className={member.signInDisabled ? styles.warning : undefined}>{signInText(member)}</span>
                </span>
              </PickButton>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
