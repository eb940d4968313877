import { useCallback, useMemo, useState } from 'react';
import { ApiError } from '@portal/shared';
import type { ApplicationActionResponse } from '@portal/shared/validation';
import { approveApplication, getApplication, rejectApplication, resendInvite, revealApplication } from '../../api/applications';
import { errorMessage, useApiResource } from '@portal/shared';
import { t } from '../../i18n';

export type ApplicationAction = 'reveal' | 'approve' | 'reject' | 'resend';

/** How an action's request ended, for the form that sent it. */
export type ActionResult = { ok: true } | { ok: false; message: string; fieldErrors: Record<string, string> };

/**
 * One application: its details, the audited reveal of its numbers, and the decisions on it. One request
 * at a time (the buttons are disabled while `busy`). After a decision the details show the answer and
 * its outcome in words (`notice`), and `onChanged` lets the page refresh the list; when the application
 * had been decided meanwhile (409) the details are loaded again.
 */
export function useApplicationDetails(id: number, onChanged: () => void) {
  const request = useMemo(
    () => ({ key: String(id), load: (signal: AbortSignal) => getApplication(id, signal).then((r) => r.application) }),
    [id],
  );
  const { resource, reload, replace } = useApiResource(request);
  const [revealed, setRevealed] = useState<{ pan: string | null; aadhaar: string | null } | null>(null);
  const [busy, setBusy] = useState<ApplicationAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [form, setForm] = useState<'approve' | 'reject' | null>(null);

  const openForm = useCallback((next: 'approve' | 'reject' | null) => {
    setForm(next);
    setError(null);
    setNotice('');
  }, []);

  const reveal = useCallback(async () => {
    if (busy) return;
    setBusy('reveal');
    setError(null);
    setNotice('');
    try {
      const numbers = await revealApplication(id);
      setRevealed({ pan: numbers.pan, aadhaar: numbers.aadhaar });
    } catch (failure) {
      setError(errorMessage(failure, t('applications.details.revealFailed')));
    } finally {
      setBusy(null);
    }
  }, [busy, id]);

  const decide = useCallback(
    async (action: Exclude<ApplicationAction, 'reveal'>, call: () => Promise<ApplicationActionResponse>): Promise<ActionResult> => {
      if (busy) return { ok: false, message: t('applications.details.wait'), fieldErrors: {} };
      setBusy(action);
      setError(null);
      setNotice('');
      try {
        const answer = await call();
        replace(answer.application);
        setForm(null);
        setNotice(answer.message);
        onChanged();
        return { ok: true };
      } catch (failure) {
        const message = errorMessage(failure);
        const fieldErrors = failure instanceof ApiError ? failure.fieldErrors : {};
        if (failure instanceof ApiError && failure.status === 409) {
          // Decided meanwhile (by someone else, or a second click): show what it is now.
          setForm(null);
          setError(message);
          reload();
          onChanged();
        } else if (!Object.keys(fieldErrors).length) {
          setError(message);
        }
        return { ok: false, message, fieldErrors };
      } finally {
        setBusy(null);
      }
    },
    [busy, onChanged, reload, replace],
  );

  const approve = useCallback((parentCoCode: string) => decide('approve', () => approveApplication(id, parentCoCode)), [decide, id]);
  const reject = useCallback((reason: string) => decide('reject', () => rejectApplication(id, reason)), [decide, id]);
  const resend = useCallback(() => decide('resend', () => resendInvite(id)), [decide, id]);

  return { resource, reload, revealed, reveal, busy, error, notice, form, openForm, approve, reject, resend };
}
