import { useState, type KeyboardEvent, type Ref } from 'react';
import type { MemberSummary } from '@portal/shared/validation';
import { useMemberSuggestions } from './useMemberSuggestions';
import styles from './Payments.module.css';

export interface MemberCodeFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  describedBy: string | undefined;
  invalid: boolean;
  inputRef: Ref<HTMLInputElement>;
}

/**
 * The member's code, with suggestions: typing a name, code or e-mail lists matching members under the
 * field (a combobox); Arrow keys move through them, Enter chooses one (its code fills the field), Escape
 * closes the list. A code typed in full needs no suggestion.
 */
export function MemberCodeField({ id, value, onChange, describedBy, invalid, inputRef }: MemberCodeFieldProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useMemberSuggestions(open ? value : null);
  const expanded = open && suggestions.length > 0;
  const listId = `${id}-suggestions`;

  const choose = (member: MemberSummary) => {
    onChange(member.coCode);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length) {
      event.preventDefault();
      setOpen(true);
      setActive((a) => (a + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length) {
      event.preventDefault();
      setActive((a) => (a <= 0 ? suggestions.length - 1 : a - 1));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      choose(suggestions[active]!);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className={styles.combo}>
      <input
        ref={inputRef}
        id={id}
        name="coCode"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        value={value}
        onChange={(event) => {
          onChange(event.currentTarget.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul id={listId} role="listbox" aria-label="Matching members" className={styles.suggestions} hidden={!expanded}>
        {expanded
          ? suggestions.map((member, index) => (
              <li
                key={member.coCode}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={index === active ? `${styles.suggestion} ${styles.suggestionActive}` : styles.suggestion}
                // Chosen on mouse down, before the field's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(member);
                }}
              >
                <span className={styles.suggestionName}>
                  {member.name} ({member.coCode})
                </span>
                <span className={styles.code}>{member.email}</span>
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}
