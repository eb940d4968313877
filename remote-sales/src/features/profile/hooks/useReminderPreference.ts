import { useCallback, useRef, useState } from 'react';
import { useEndpointMutation } from '@portal/shared/data';
import { endpoints } from '@portal/shared/validation';

/** `message`: the server's explanation of a refusal; none when it gave none ('Please try again.'). */
export type SaveStatus = { kind: 'idle' | 'saving' | 'saved' } | { kind: 'error'; message: string | null };

/**
 * The renewal reminder e-mails switch: shows the change at once, saves it, and goes back to what is
 * saved when the server refuses. Only the last change's answer decides what is shown.
 */
export function useReminderPreference(initial: boolean) {
  const [checked, setChecked] = useState(initial);
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const saved = useRef(initial);
  const latest = useRef(0);
  // The profile shows the preferences too: it is read again once they are saved.
  const { mutateAsync: save } = useEndpointMutation(endpoints.account.updatePreferences, {
    invalidates: [endpoints.account.profile, endpoints.account.preferences],
  });

  const change = useCallback(
    async (next: boolean) => {
      const id = ++latest.current;
      setChecked(next);
      setStatus({ kind: 'saving' });
      try {
        const response = await save({ body: { renewalReminders: next } });
        saved.current = response.preferences.renewalReminders;
        if (id !== latest.current) return;
        setChecked(saved.current);
        setStatus({ kind: 'saved' });
      } catch (error) {
        if (id !== latest.current) return;
        setChecked(saved.current);
        setStatus({ kind: 'error', message: error instanceof Error && error.message ? error.message : null });
      }
    },
    [save],
  );

  return { checked, status, change };
}
