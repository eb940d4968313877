import { useState, type KeyboardEvent } from 'react';
import type { MemberSummary } from '@portal/shared/admin';
import { membersFoundText, noMemberMatchesText } from '../lib/memberText';
import { useMemberSearch } from './useMemberSearch';
import { useT } from '../i18n';

/** A search asks once this many characters are typed, and lists at most PICKER_LIMIT members. */
export const PICKER_MIN_CHARS = 2;
export const PICKER_LIMIT = 8;

export interface MemberPickerOptions {
  value: string;
  onChange: (text: string) => void;
  onChoose: (member: MemberSummary) => void;
  /** The text alone is no answer (a member must be chosen): Enter takes the first match. */
  requireChoice?: boolean;
}

/**
 * The state of a member combobox: what was typed is searched once typing pauses (never the text a choice
 * put there); Arrow keys move through the matches, Enter chooses, Escape closes the list.
 */
export function useMemberPicker({ value, onChange, onChoose, requireChoice = false }: MemberPickerOptions) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState(false);
  const [active, setActive] = useState(-1);
  const q = value.trim();
  const searching = open && typed && q.length >= PICKER_MIN_CHARS;
  const search = useMemberSearch(searching ? value : null, PICKER_LIMIT);
  const options = searching && search.resource.status === 'ready' && !search.waiting ? search.resource.value : [];
  const expanded = options.length > 0;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (member: MemberSummary) => {
    onChoose(member);
    setTyped(false);
    close();
  };
  const type = (text: string) => {
    onChange(text);
    setTyped(true);
    setOpen(true);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!options.length) return;
      const last = options.length - 1;
      if (event.key === 'ArrowDown') setActive((current) => (current >= last ? 0 : current + 1));
      else setActive((current) => (current <= 0 ? last : current - 1));
    } else if (event.key === 'Enter' && expanded && (active >= 0 || requireChoice)) {
      event.preventDefault();
      const member = options[Math.max(active, 0)];
      if (member) choose(member);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  let status = '';
  if (searching) {
    if (search.waiting || search.resource.status === 'loading') status = t('common.searching');
    else if (search.resource.status === 'ready' && !options.length) status = noMemberMatchesText(q);
    else if (options.length) status = t('picker.found', { found: membersFoundText(options.length) });
  }
  const error = searching && search.resource.status === 'error' ? search.resource.message : null;

  return {
    options,
    expanded,
    active,
    status,
    error,
    retry: search.reload,
    choose,
    type,
    onKeyDown,
    onFocus: () => setOpen(true),
    onBlur: close,
  };
}
