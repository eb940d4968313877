import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, portalApi, timeoutErrorMessage } from '@portal/shared';
import { endpoints } from '@portal/shared/validation';
import { t } from '../../../i18n';

export type Verification =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'registered'; email: string }
  | { state: 'not-registered' }
  /** An application not yet decided: the login page says it is under review. */
  | { state: 'pending' }
  /** Approved, no password yet: the login page offers a new set-password link. */
  | { state: 'invited'; email: string }
  | { state: 'failed'; message: string };

/**
 * Asks the API whether an email belongs to an onboarded member (GET /account/check).
 * A non-success answer or an HTTP error gives 'Error verifying user status'; a network failure
 * gives 'Error checking user registration', a server silent for 10 s 'The server is slow to answer'. A newer check, `clear()` or unmounting cancels the
 * request in flight, so a late answer never marks a different email as verified.
 */
export function useEmailVerification() {
  const [verification, setVerification] = useState<Verification>({ state: 'idle' });
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const clear = useCallback(() => {
    controllerRef.current?.abort();
    controllerRef.current = null;
    setVerification({ state: 'idle' });
  }, []);

  const verify = useCallback(async (email: string): Promise<Verification | null> => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    setVerification({ state: 'checking' });
    let next: Verification;
    try {
      const response = await portalApi.call(endpoints.account.checkUser, { query: { email }, signal: controller.signal });
      if (response?.status !== 'success') next = { state: 'failed', message: t('common:login.verifyFailed') };
      else if (response.userRegistered === true) next = { state: 'registered', email };
      else if (response.account === 'pending') next = { state: 'pending' };
      else if (response.account === 'invited') next = { state: 'invited', email };
      else next = { state: 'not-registered' };
    } catch (error) {
      if (controller.signal.aborted) return null;
      const answered = error instanceof ApiError && error.kind !== 'network';
      // A server that does not answer in time is said so (Verify Email asks again), not as a vague failure.
      const slow = error instanceof ApiError && error.timedOut;
      next = {
        state: 'failed',
        message: slow ? timeoutErrorMessage() : answered ? t('common:login.verifyFailed') : t('common:login.verifyNetwork'),
      };
    }
    if (controller.signal.aborted) return null;
    controllerRef.current = null;
    setVerification(next);
    return next;
  }, []);

  return { verification, verify, clear };
}
