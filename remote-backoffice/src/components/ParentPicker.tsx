import { useId, useState, type Ref } from 'react';
import type { MemberSummary } from '@portal/shared/admin';
import { memberLabel } from '../lib/memberText';
import feedback from '../styles/feedback.module.css';
import forms from '../styles/forms.module.css';
import { MemberPicker } from './MemberPicker';
import { useT } from '../i18n';

export interface ParentPickerProps {
  chosen: MemberSummary | null;
  onChoose: (member: MemberSummary | null) => void;
  /** The field's error (required, or the server's), shown under it. */
  error: string | null;
  inputRef?: Ref<HTMLInputElement>;
}

/** The member to place someone under (approving an application, moving a member): typing again undoes the choice. */
export function ParentPicker({ chosen, onChoose, error, inputRef }: ParentPickerProps) {
  const { t } = useT();
  const [text, setText] = useState(chosen ? memberLabel(chosen) : '');
  const inputId = useId();
  const errorId = useId();
  return (
    <div className={forms.field}>
      <label htmlFor={inputId}>{t('picker.parentLabel')}</label>
      <MemberPicker
        id={inputId}
        listLabel={t('picker.listLabel')}
        placeholder={t('picker.placeholder')}
        value={text}
        onChange={(next) => {
          setText(next);
          if (chosen) onChoose(null);
        }}
        onChoose={(member) => {
          setText(memberLabel(member));
          onChoose(member);
        }}
        requireChoice
        describedBy={error ? errorId : undefined}
        invalid={Boolean(error)}
        inputRef={inputRef}
        detail={(member) =>
          member.parentName
            ? t('picker.underParent', { email: member.email, name: member.parentName })
            : t('picker.topMember', { email: member.email })
        }
      />
      {error ? (
        <p id={errorId} className={feedback.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
