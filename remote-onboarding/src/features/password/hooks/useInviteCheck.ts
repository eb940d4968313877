import { useEffect, useState } from 'react';
import { portalApi } from '@portal/shared';
import { endpoints } from '@portal/shared/validation';

/** The link as the API sees it on arrival; `unknown` when it could not be asked (the form is shown then). */
export type InviteCheck = 'checking' | 'valid' | 'used' | 'expired' | 'invalid' | 'unknown';

const ANSWERS: readonly string[] = ['valid', 'used', 'expired', 'invalid'];

/**
 * Asks once, when the page opens, whether the set-password link can still be used, so that a used or
 * expired link says so before the member types a password.
 */
export function useInviteCheck(email: string, token: string): InviteCheck {
  const key = `${email}\n${token}`;
  const [answer, setAnswer] = useState<{ key: string; check: InviteCheck } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const settle = (check: InviteCheck) => {
      if (!controller.signal.aborted) setAnswer({ key, check });
    };
    portalApi
      .call(endpoints.account.inviteCheck, { body: { email, token }, signal: controller.signal })
      .then((response) => settle(response?.status === 'success' && ANSWERS.includes(response.invite) ? response.invite : 'unknown'))
      .catch(() => settle('unknown'));
    return () => controller.abort();
  }, [key, email, token]);
  return answer?.key === key ? answer.check : 'checking';
}
