import { Link } from '@portal/shared/router';
import { Trans } from '@portal/shared';
import { Feedback } from '@portal/shared/ui';
import { NewInviteRequest } from './NewInviteRequest';
import { useT } from '../../../i18n';

const PROBLEM_TEXT = {
  used: 'setPassword.linkUsed',
  expired: 'setPassword.linkExpired',
  invalid: 'setPassword.linkInvalid',
} as const;

/** What a set-password link that cannot be used says instead of the form, and the way on. */
export function DeadInviteLink({ email, problem }: { email: string; problem: keyof typeof PROBLEM_TEXT }) {
  const { t } = useT();
  return (
    <>
      <Feedback kind="error">
        <p>{t(PROBLEM_TEXT[problem])}</p>
      </Feedback>
      {problem === 'used' ? (
        <p>
          <Trans t={t} i18nKey="setPassword.alreadySet" components={{ login: <Link to="/login" /> }} />
        </p>
      ) : (
        <>
          <p>{t('setPassword.newLinkHelp')}</p>
          <NewInviteRequest email={email} />
        </>
      )}
    </>
  );
}
