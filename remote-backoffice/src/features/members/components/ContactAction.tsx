import { Button, ButtonRow, Feedback, TextField } from '@portal/shared/ui';
import { useId, useState, type FormEvent } from 'react';
import { ApiError, errorMessage, portalApi } from '@portal/shared';
import { fieldErrors } from '@portal/shared/validation';
import { adminEndpoints, memberContactSchema, type MemberContactInput, type MemberDetails } from '@portal/shared/admin';
import { showChangedMember } from '../hooks/useMemberDetails';
import feedback from '../../../styles/feedback.module.css';
import { memberLabel } from '../../../lib/memberText';
import { useT } from '../../../i18n';

type Field = 'mobile' | 'email';

/** Correct the member's mobile and e-mail (their sign-in e-mail with it); audited and e-mailed by the API. */
export function ContactAction({ member }: { member: MemberDetails }) {
  const { t } = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Record<Field, string>>({ mobile: '', email: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'done' | 'error'; text: string } | null>(null);

  const start = () => {
    setValues({ mobile: member.mobile ?? '', email: member.email });
    setErrors({});
    setMessage(null);
    setOpen(true);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input: MemberContactInput = {};
    if (values.mobile.trim() !== (member.mobile ?? '')) input.mobile = values.mobile;
    if (values.email.trim().toLowerCase() !== member.email) input.email = values.email;
    const parsed = memberContactSchema.safeParse(input);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(Object.keys(found).some((key) => key === 'mobile' || key === 'email') ? found : { mobile: t('contactFix.nothing') });
      return;
    }
    setBusy(true);
    try {
      const answer = await portalApi.call(adminEndpoints.bankChanges.adminCorrectMemberContact, {
        params: { code: member.coCode },
        body: parsed.data,
      });
      setOpen(false);
      setMessage({ kind: 'done', text: t('contactFix.saved', { member: memberLabel(member) }) });
      showChangedMember(answer.member);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length) setErrors(error.fieldErrors);
      else setMessage({ kind: 'error', text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field, label: string, type: string) => (
    <TextField
      id={`${id}-${name}`}
      label={label}
      type={type}
      value={values[name]}
      error={errors[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
    />
  );

  return (
    <>
      {open ? (
        <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('contactFix.label', { member: memberLabel(member) })}>
          <p className={feedback.note}>{t('contactFix.hint')}</p>
          {field('mobile', t('contactFix.mobile'), 'tel')}
          {field('email', t('contactFix.email'), 'email')}
          <ButtonRow>
            <Button type="submit" variant="primary" disabled={busy}>
              {busy ? t('common.saving') : t('contactFix.save')}
            </Button>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={busy}>
              {t('common.cancel')}
            </Button>
          </ButtonRow>
        </form>
      ) : (
        <ButtonRow>
          <Button variant="outline" onClick={start}>
            {t('contactFix.open')}
          </Button>
        </ButtonRow>
      )}
      {message ? <Feedback kind={message.kind === 'done' ? 'success' : 'error'}>{message.text}</Feedback> : null}
    </>
  );
}
