import { useCallback, useState } from 'react';
import { ApiError, errorMessage, portalApi } from '@portal/shared';
import { endpointKey, queryClient, useEndpointQuery } from '@portal/shared/data';
import { adminEndpoints, type ApplicationActionResponse } from '@portal/shared/admin';
import { resourceOf } from '../../../hooks/queryResource';
import { refreshReads } from '@portal/shared/data';
import { t } from '../../../i18n';

const {
  adminApplications: list,
  adminApplication: details,
  adminApplicationReveal,
  adminApplicationApprove,
  adminApplicationReject,
  adminApplicationResendInvite,
} = adminEndpoints.applications;

export type ApplicationAction = 'reveal' | 'approve' | 'reject' | 'resend';

/** How an action's request ended, for the form that sent it. */
export type ActionResult = { ok: true } | { ok: false; message: string; fieldErrors: Record<string, string> };

/**
 * One application: its details, the audited reveal of its numbers, and the decisions on it. One request
 * at a time (the buttons are disabled while `busy`). After a decision the details show the answer and
 * its outcome in words (`notice`), and the list is asked for again; when the application had been
 * decided meanwhile (409) the details are loaded again too.
 */
export function useApplicationDetails(id: number) {
  const read = useEndpointQuery(details, { params: { id } }, { select: (answer) => answer.application });
  const resource = resourceOf(read);
  const { refetch } = read;
  const reload = useCallback(() => void refetch(), [refetch]);
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
      const numbers = await portalApi.call(adminApplicationReveal, { params: { id } });
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
        queryClient.setQueryData(endpointKey(details, { params: { id } }), { status: 'success' as const, application: answer.application });
        setForm(null);
        setNotice(answer.message);
        void refreshReads([list]);
        return { ok: true };
      } catch (failure) {
        const message = errorMessage(failure);
        const fieldErrors = failure instanceof ApiError ? failure.fieldErrors : {};
        if (failure instanceof ApiError && failure.status === 409) {
          // Decided meanwhile (by someone else, or a second click): show what it is now.
          setForm(null);
          setError(message);
          void refreshReads([details, list]);
        } else if (!Object.keys(fieldErrors).length) {
          setError(message);
        }
        return { ok: false, message, fieldErrors };
      } finally {
        setBusy(null);
      }
    },
    [busy, id],
  );

  const approve = useCallback(
    (parentCoCode: string) => decide('approve', () => portalApi.call(adminApplicationApprove, { params: { id }, body: { parentCoCode } })),
    [decide, id],
  );
  const reject = useCallback(
    (reason: string) => decide('reject', () => portalApi.call(adminApplicationReject, { params: { id }, body: { reason } })),
    [decide, id],
  );
  const resend = useCallback(() => decide('resend', () => portalApi.call(adminApplicationResendInvite, { params: { id } })), [decide, id]);

  return { resource, reload, revealed, reveal, busy, error, notice, form, openForm, approve, reject, resend };
}
