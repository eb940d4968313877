import { useState } from 'react';
import { portalApi } from '@portal/shared';
import { endpoints } from '@portal/shared/validation';
import { Button, Feedback } from '@portal/shared/ui';
import { useT } from '../../../i18n';

type Outcome = { kind: 'success' | 'error'; text: string } | null;

/**
 * "Email me a new link": asks the API for a new set-password link for `email`. The answer is the same
 * whoever the address belongs to, so it is shown as it comes; the button stays off once it is sent.
 */
export function NewInviteRequest({ email }: { email: string }) {
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function request() {
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      const response = await portalApi.call(endpoints.account.requestInvite, { body: { email } });
      if (response?.status === 'success' && response.message) setOutcome({ kind: 'success', text: response.message });
      else setOutcome({ kind: 'error', text: t('newInvite.failed') });
    } catch {
      setOutcome({ kind: 'error', text: t('newInvite.failed') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        variant="secondary"
        onClick={() => void request()}
        busy={busy}
        busyLabel={t('newInvite.sending')}
        disabled={outcome?.kind === 'success'}
      >
        {t('newInvite.request')}
      </Button>
      <Feedback kind={outcome?.kind ?? 'success'}>{outcome?.text}</Feedback>
    </>
  );
}
