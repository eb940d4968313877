import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import type { MemberSummary } from '@portal/shared/validation';
import { useParentSearch } from './useParentSearch';
import styles from './ApplicationsPage.module.css';

export interface ParentPickerProps {
  chosen: MemberSummary | null;
  onChoose: (member: MemberSummary | null) => void;
  /** The field's error (required, or the server's), shown under it. */
  error: string | null;
  inputRef?: Ref<HTMLInputElement>;
}

export const memberLabel = (member: MemberSummary) => `${member.name} (${member.coCode})`;

/**
 * A combobox: type a name, code or e-mail; the matching members are a listbox under it. Arrow keys move
 * through them, Enter chooses, Escape closes.
 */
export function ParentPicker({ chosen, onChoose, error, inputRef }: ParentPickerProps) {
  const [text, setText] = useState(chosen ? memberLabel(chosen) : '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputId = useId();
  const listId = useId();
  const hintId = useId();
  const errorId = useId();
  const searching = open && !chosen && text.trim() !== '';
  const search = useParentSearch(searching ? text : null);
  const options = search.resource.status === 'ready' && !search.waiting ? search.resource.value : [];
  const expanded = searching && options.length > 0;

  const choose = (member: MemberSummary) => {
    onChoose(member);
    setText(memberLabel(member));
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!options.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter' && expanded) {
      event.preventDefault();
      const member = options[active >= 0 ? active : 0];
      if (member) choose(member);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  let statusText = '';
  if (searching) {
    if (search.waiting || search.resource.status === 'loading') statusText = 'Searching…';
    else if (search.resource.status === 'ready' && !options.length) statusText = `No member matches “${text.trim()}”.`;
    else if (options.length) statusText = `${options.length} member${options.length === 1 ? '' : 's'} found: use the arrow keys to choose.`;
  }
  const described = [hintId, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className={styles.picker}>
      <label htmlFor={inputId}>Place them under (parent member)</label>
      <input
        id={inputId}
        ref={inputRef}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        value={text}
        placeholder="Name, member code or e-mail"
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
          if (chosen) onChoose(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
      />
      <ul id={listId} role="listbox" aria-label="Members" className={styles.options} hidden={!expanded}>
        {options.map((member, index) => (
          <li
            key={member.coCode}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={index === active ? `${styles.option} ${styles.optionOn}` : styles.option}
            // Chosen on mouse down, before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(member);
            }}
          >
            <span className={styles.itemName}>{memberLabel(member)}</span>
            <span className={styles.itemLine}>
              {member.email}
              {member.parentName ? ` · under ${member.parentName}` : ' · top member'}
            </span>
          </li>
        ))}
      </ul>
      <p id={hintId} className={styles.note} aria-live="polite">
        {statusText}
      </p>
      {searching && search.resource.status === 'error' ? (
        <div className={styles.errorBox} role="alert">
          <p>{search.resource.message}</p>
          <button type="button" className={styles.button} onClick={search.reload}>
            Try again
          </button>
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
