import { Input } from '@portal/shared/ui';
import { useId, type Ref } from 'react';
import type { MemberSummary } from '@portal/shared/admin';
import { useMemberPicker, type MemberPickerOptions } from '../hooks/useMemberPicker';
import { memberLabel } from '../lib/memberText';
import { RetryAlert } from './RetryAlert';
import feedback from '../styles/feedback.module.css';
import styles from './MemberPicker.module.css';

export interface MemberPickerProps extends MemberPickerOptions {
  /** The input's id: its label is the caller's. */
  id: string;
  /** The list's accessible name. */
  listLabel: string;
  name?: string;
  placeholder?: string;
  describedBy?: string | undefined;
  invalid?: boolean;
  inputRef?: Ref<HTMLInputElement> | undefined;
  /** The second line of each match (by default the member's e-mail). */
  detail?: (member: MemberSummary) => string;
}

/**
 * A combobox to find a member: type a name, code or e-mail and the matching members are a listbox under
 * it; a click or Enter chooses one. What it is announcing (searching, how many found) is its description.
 */
export function MemberPicker({
  id,
  listLabel,
  name,
  placeholder,
  describedBy,
  invalid,
  inputRef,
  detail = (member) => member.email,
  ...options
}: MemberPickerProps) {
  const picker = useMemberPicker(options);
  const listId = useId();
  const statusId = useId();
  return (
    <div className={styles.picker}>
      <div className={styles.combo}>
        <Input
          size="sm"
          id={id}
          ref={inputRef}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={picker.expanded}
          aria-controls={listId}
          aria-activedescendant={picker.expanded && picker.active >= 0 ? `${listId}-${picker.active}` : undefined}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={[describedBy, statusId].filter(Boolean).join(' ')}
          value={options.value}
          placeholder={placeholder}
          onChange={(event) => picker.type(event.currentTarget.value)}
          onKeyDown={picker.onKeyDown}
          onFocus={picker.onFocus}
          onBlur={picker.onBlur}
        />
        <ul id={listId} role="listbox" aria-label={listLabel} className={styles.options} hidden={!picker.expanded}>
          {picker.options.map((member, index) => (
            <li
              key={member.coCode}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === picker.active}
              className={index === picker.active ? `${styles.option} ${styles.optionOn}` : styles.option}
              // Chosen on mouse down, before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                picker.choose(member);
              }}
            >
              <span className={styles.optionName}>{memberLabel(member)}</span>
              <span className={styles.optionDetail}>{detail(member)}</span>
            </li>
          ))}
        </ul>
      </div>
      <p id={statusId} className={feedback.note} aria-live="polite">
        {picker.status}
      </p>
      {picker.error ? <RetryAlert message={picker.error} onRetry={picker.retry} /> : null}
    </div>
  );
}
