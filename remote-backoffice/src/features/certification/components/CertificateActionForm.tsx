import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, ButtonRow, Dialog, Feedback, TextField } from '@portal/shared/ui';
import { fieldErrors } from '@portal/shared/validation';
import { certificateReasonSchema, type AdminCertificate } from '@portal/shared/admin';
import type { CertificateAction, CertificationMemberState } from '../hooks/useCertificationMember';
import styles from './Certification.module.css';
import { useT } from '../../../i18n';

export interface CertificateActionFormProps {
  action: CertificateAction;
  certificate: AdminCertificate;
  member: string;
  state: CertificationMemberState;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * Revoking or reissuing a certificate: the reason (required, audited), then a dialog asking to confirm
 * what is about to happen before anything is sent.
 */
export function CertificateActionForm({ action, certificate, member, state, onDone, onCancel }: CertificateActionFormProps) {
  const { t } = useT();
  const id = useId();
  const reasonInput = useRef<HTMLInputElement>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const revoke = action === 'revoke';
  const names = { number: certificate.number, member };
  useEffect(() => reasonInput.current?.focus(), []);

  const ask = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const checked = certificateReasonSchema.safeParse({ reason });
    if (!checked.success) {
      setError(fieldErrors(checked.error)['reason'] ?? null);
      reasonInput.current?.focus();
      return;
    }
    setConfirming(true);
  };

  const confirm = async () => {
    const result = await state.act(action, certificate.number, reason.trim());
    setConfirming(false);
    if (result.ok) onDone();
    else {
      setFormError(result.message);
      setError(result.reasonError);
    }
  };

  return (
    <form className={styles.action} noValidate onSubmit={ask} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.actionTitle}>
        {revoke ? t('certification.revoke.title', names) : t('certification.reissue.title', names)}
      </h3>
      <TextField
        ref={reasonInput}
        id={`${id}-reason`}
        label={revoke ? t('certification.revoke.reason') : t('certification.reissue.reason')}
        autoComplete="off"
        value={reason}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          setError(null);
        }}
        hint={t('certification.reasonHint')}
        error={error}
      />
      <ButtonRow>
        <Button type="submit" variant={revoke ? 'danger' : 'primary'} disabled={state.busy}>
          {revoke ? t('certification.revoke.submit') : t('certification.reissue.submit')}
        </Button>
        <Button variant="outline" disabled={state.busy} onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </ButtonRow>
      {formError ? <Feedback kind="error">{formError}</Feedback> : null}
      {confirming ? (
        <Dialog
          title={revoke ? t('certification.revoke.confirmTitle', names) : t('certification.reissue.confirmTitle', names)}
          description={revoke ? t('certification.revoke.confirmText', names) : t('certification.reissue.confirmText', names)}
          onClose={() => setConfirming(false)}
          returnFocusRef={reasonInput}
          actions={
            <ButtonRow>
              <Button variant={revoke ? 'danger' : 'primary'} disabled={state.busy} onClick={() => void confirm()}>
                {revoke ? t('certification.revoke.confirm') : t('certification.reissue.confirm')}
              </Button>
              <Button variant="outline" disabled={state.busy} onClick={() => setConfirming(false)}>
                {t('common.cancel')}
              </Button>
            </ButtonRow>
          }
        >
          <p className={styles.quote}>{t('certification.reasonGiven', { reason: reason.trim() })}</p>
        </Dialog>
      ) : null}
    </form>
  );
}
