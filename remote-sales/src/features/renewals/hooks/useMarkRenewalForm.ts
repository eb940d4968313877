import { useState, type FormEvent } from 'react';
import { ApiError } from '@portal/shared';
import { onlineManager, useEndpointMutation } from '@portal/shared/data';
import { endpoints } from '@portal/shared/validation';
import type { RenewalItem, RenewalMark } from '../../sales-area';
import type { MarkTarget } from './useRenewalsPage';
import { useT } from '../../../i18n';
import { showChanged } from './useRenewalsList';
import { QUEUED } from './useQueuedMark';

/** The API's limits on the marks (renewalMarkSchema), checked here first so the member need not wait. */
export const REASON_MIN = 3;
export const REASON_MAX = 500;
export const POLICY_NUMBER_MAX = 80;

/**
 * What the member typed is kept on a failed submit: only a success closes the dialog. Offline, the mark
 * is queued (the row says it is waiting) and the dialog closes: it is sent when the network is back.
 */
export function useMarkRenewalForm(coCode: string, target: MarkTarget, onMarked: (item: RenewalItem) => void, onQueued: () => void) {
  const { t } = useT();
  const { item, kind } = target;
  const [renewedPolicyNumber, setRenewedPolicyNumber] = useState(
    item.outcome?.kind === 'renewed' ? (item.outcome.renewedPolicyNumber ?? '') : '',
  );
  const [reason, setReason] = useState(item.outcome?.kind === 'not_renewing' ? item.outcome.reason : '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const { mutateAsync, isPending: submitting } = useEndpointMutation(endpoints.renewals.markRenewal);
  // Its answer is put in the lists even when the dialog is long closed.
  const queue = useEndpointMutation(endpoints.renewals.markRenewal, {
    ...QUEUED,
    onSuccess: (response) => showChanged(coCode, response.renewal),
  });

  const validate = (): string | null => {
    if (kind === 'renewed') {
      return renewedPolicyNumber.trim().length > POLICY_NUMBER_MAX ? t('renewals.dialog.numberTooLong', { max: POLICY_NUMBER_MAX }) : null;
    }
    const text = reason.trim();
    if (!text) return t('renewals.dialog.reasonMissing');
    if (text.length < REASON_MIN) return t('renewals.dialog.reasonTooShort', { min: REASON_MIN });
    if (text.length > REASON_MAX) return t('renewals.dialog.reasonTooLong', { max: REASON_MAX });
    return null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const problem = validate();
    setFieldError(problem);
    setServerError(null);
    if (problem) return;
    const number = renewedPolicyNumber.trim();
    const mark: RenewalMark =
      kind === 'renewed'
        ? { outcome: 'renewed', ...(number ? { renewedPolicyNumber: number } : {}) }
        : { outcome: 'not_renewing', reason: reason.trim() };
    const input = { params: { coCode, srNo: item.srNo }, body: mark };
    if (!onlineManager.isOnline()) {
      queue.mutate(input);
      onQueued();
      return;
    }
    try {
      const response = await mutateAsync(input);
      onMarked(response.renewal);
    } catch (error) {
      // A field the server refused is shown at the field, anything else above the buttons.
      const field = error instanceof ApiError ? error.fieldErrors[kind === 'renewed' ? 'renewedPolicyNumber' : 'reason'] : undefined;
      if (field) setFieldError(field);
      else setServerError(error instanceof Error && error.message ? error.message : t('renewals.dialog.saveFailed'));
    }
  };

  return { kind, item, renewedPolicyNumber, setRenewedPolicyNumber, reason, setReason, fieldError, serverError, submitting, submit };
}
