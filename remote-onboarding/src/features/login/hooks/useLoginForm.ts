import { useEffect, useId, useReducer, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from '@portal/shared/router';
import { firebaseErrorCode, limits, portalApi, signInWithPassword } from '@portal/shared';
import { roleHomeOf } from '@portal/shared/topology';
import { endpoints, LOGIN_EMAIL_PATTERN } from '@portal/shared/validation';
import { t } from '../../../i18n';
import en from '../../../i18n/en';
import { MEMBER_HOME, noticeFrom, returnPath } from '../../../lib/returnPath';
import { useEmailVerification } from './useEmailVerification';

export type LoginMode = 'login' | 'reset';

/** In English; the page says it in the current language. */
export const INVALID_EMAIL_MESSAGE = en.login.invalidEmail;

/** The login email rule: empty, or not text@domain.tld without spaces, is refused (said in the current language). */
export function loginEmailProblem(email: string): string | null {
  const value = email.trim();
  if (!value) return t('common:login.emptyEmail');
  return LOGIN_EMAIL_PATTERN.test(value) ? null : t('login.invalidEmail');
}

function isInvalidCredential(error: unknown): boolean {
  const code = firebaseErrorCode(error);
  if (code === 'auth/invalid-credential' || code === 'auth/wrong-password') return true;
  return error instanceof Error && error.message.includes('auth/invalid-credential');
}

export interface LoginFormState {
  email: string;
  showEmailProblem: boolean;
  password: string;
  mode: LoginMode;
  busy: boolean;
  error: string | null;
  passwordRejected: boolean;
  success: string | null;
  resetSent: boolean;
}

export type LoginFormAction =
  | { type: 'emailChanged'; email: string }
  | { type: 'emailProblemShown' }
  | { type: 'passwordChanged'; password: string }
  | { type: 'modeToggled' }
  | { type: 'resetModeClosed' }
  | { type: 'messagesCleared' }
  | { type: 'failed'; error: string }
  | { type: 'signInFailed'; passwordRejected: boolean }
  | { type: 'submitStarted' }
  | { type: 'submitFinished' }
  | { type: 'resetLinkSent'; success: string };

export const INITIAL_LOGIN_FORM: LoginFormState = {
  email: '',
  showEmailProblem: false,
  password: '',
  mode: 'login',
  busy: false,
  error: null,
  passwordRejected: false,
  success: null,
  resetSent: false,
};

const NO_MESSAGES = { error: null, passwordRejected: false, success: null } as const;

export function loginFormReducer(state: LoginFormState, action: LoginFormAction): LoginFormState {
  switch (action.type) {
    case 'emailChanged':
      return { ...state, ...NO_MESSAGES, email: action.email, mode: 'login', resetSent: false };
    case 'emailProblemShown':
      return { ...state, showEmailProblem: true };
    case 'passwordChanged':
      return { ...state, password: action.password, passwordRejected: false };
    case 'modeToggled':
      return { ...state, ...NO_MESSAGES, mode: state.mode === 'login' ? 'reset' : 'login', resetSent: false };
    case 'resetModeClosed':
      return { ...state, mode: 'login', resetSent: false };
    case 'messagesCleared':
      return { ...state, error: null, success: null };
    case 'failed':
      return { ...state, error: action.error };
    case 'signInFailed':
      return {
        ...state,
        passwordRejected: action.passwordRejected,
        error: action.passwordRejected ? t('common:login.invalidPassword') : t('common:login.failed'),
      };
    case 'submitStarted':
      return { ...state, ...NO_MESSAGES, busy: true };
    case 'submitFinished':
      return { ...state, busy: false };
    case 'resetLinkSent':
      return { ...state, success: action.success, resetSent: true };
  }
}

/** A notice handed over by another page (e.g. after a password reset) shows for 5 seconds. */
function useHandedOverNotice(location: ReturnType<typeof useLocation>): string | null {
  const [notice, setNotice] = useState(() => noticeFrom(location.state));
  // Taken over while rendering the new location rather than in an effect after it, so the page is
  // never committed with the new location and the previous notice.
  const [seen, setSeen] = useState(location);
  if (seen.key !== location.key || seen.state !== location.state) {
    setSeen(location);
    const handedOver = noticeFrom(location.state);
    if (handedOver) setNotice(handedOver);
  }
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), limits.loginNoticeMs);
    return () => clearTimeout(timer);
  }, [notice]);
  return notice;
}

/**
 * The login form's state and what its controls do: verify the email against the API first, then sign
 * in with Firebase, or switch to reset mode and ask the API to email a reset link.
 */
export function useLoginForm() {
  const location = useLocation();
  const navigate = useNavigate();
  const errorId = useId();

  const [state, dispatch] = useReducer(loginFormReducer, INITIAL_LOGIN_FORM);
  const { email, showEmailProblem, password, mode, busy, resetSent } = state;
  const notice = useHandedOverNotice(location);
  const { verification, verify, clear } = useEmailVerification();

  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const busyRef = useRef(false);
  const emailEditedRef = useRef(false);

  const emailProblem = loginEmailProblem(email);
  const checking = verification.state === 'checking';
  const notRegistered = verification.state === 'not-registered';
  const underReview = verification.state === 'pending';
  const invitedEmail = verification.state === 'invited' ? verification.email : null;
  const verifiedEmail = verification.state === 'registered' ? verification.email : null;
  const canSubmit = verifiedEmail !== null && !busy && !resetSent && (mode === 'reset' || password.length > 0);
  const emailError = (showEmailProblem && emailProblem) || (notRegistered ? t('common:login.notRegistered') : null);

  // After a reset link is sent, reset mode closes by itself after 3 seconds.
  useEffect(() => {
    if (!resetSent) return;
    const timer = setTimeout(() => dispatch({ type: 'resetModeClosed' }), limits.resetModeCloseMs);
    return () => clearTimeout(timer);
  }, [resetSent]);

  // Once the email is verified, the password field appears: take the user there.
  useEffect(() => {
    if (verifiedEmail) passwordRef.current?.focus();
  }, [verifiedEmail]);

  function changeEmail(value: string) {
    emailEditedRef.current = true;
    dispatch({ type: 'emailChanged', email: value });
    // A different email needs verifying again.
    clear();
  }

  function leaveEmail() {
    // Only once the user has typed: tabbing through an empty field is not an error yet.
    if (emailEditedRef.current) dispatch({ type: 'emailProblemShown' });
  }

  async function verifyEmail() {
    if (busyRef.current || checking) return;
    if (emailProblem) {
      dispatch({ type: 'emailProblemShown' });
      emailRef.current?.focus();
      return;
    }
    dispatch({ type: 'messagesCleared' });
    const result = await verify(email.trim());
    if (result?.state === 'failed') dispatch({ type: 'failed', error: result.message });
  }

  /**
   * A press on Verify Email or Login while it is disabled. Browsers send no click then, but the visitor
   * pressed: it is answered as Verify Email (what is missing, or the check), or, with the e-mail verified,
   * by going to the password. This also catches a press that began on the pre-rendered page, whose
   * buttons are never disabled, and ended just as the app took it over and disabled them.
   */
  function pressWhileDisabled() {
    if (busy || checking) return;
    if (!verifiedEmail) void verifyEmail();
    else if (mode === 'login' && !password) passwordRef.current?.focus();
  }

  function emailKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter in the email field verifies it until it is verified; after that it submits the form.
    if (event.key === 'Enter' && !verifiedEmail) {
      event.preventDefault();
      void verifyEmail();
    }
  }

  function changePassword(value: string) {
    dispatch({ type: 'passwordChanged', password: value });
  }

  function toggleMode() {
    dispatch({ type: 'modeToggled' });
  }

  async function signIn(userEmail: string) {
    try {
      // Resolves once the shared auth store shows the user, so the guarded page we go to sees them.
      const user = await signInWithPassword(userEmail, password);
      // With nowhere to return to, an operator starts in the back office and a member on their sales.
      navigate(returnPath(location.state, user.role ? roleHomeOf(user.role) : MEMBER_HOME), { replace: true });
    } catch (signInError) {
      const rejected = isInvalidCredential(signInError);
      dispatch({ type: 'signInFailed', passwordRejected: rejected });
      if (rejected) passwordRef.current?.focus();
    }
  }

  async function sendResetLink(userEmail: string) {
    try {
      const response = await portalApi.call(endpoints.account.resetPassword, { body: { email: userEmail } });
      if (response?.status === 'success') {
        dispatch({ type: 'resetLinkSent', success: response.message?.trim() || t('common:login.resetSent') });
      } else {
        dispatch({ type: 'failed', error: t('common:login.resetFailed') });
      }
    } catch {
      // Any failure (HTTP error, network, unreadable answer) is reported: the original's check never was.
      dispatch({ type: 'failed', error: t('common:login.resetFailed') });
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busyRef.current) return;
    if (!verifiedEmail) {
      void verifyEmail();
      return;
    }
    if (!canSubmit) return;
    busyRef.current = true;
    dispatch({ type: 'submitStarted' });
    try {
      if (mode === 'reset') await sendResetLink(verifiedEmail);
      else await signIn(verifiedEmail);
    } finally {
      busyRef.current = false;
      dispatch({ type: 'submitFinished' });
    }
  }

  return {
    ...state,
    notice,
    errorId,
    emailRef,
    passwordRef,
    emailProblem,
    emailError,
    checking,
    notRegistered,
    underReview,
    invitedEmail,
    verifiedEmail,
    canSubmit,
    changeEmail,
    leaveEmail,
    verifyEmail,
    pressWhileDisabled,
    emailKeyDown,
    changePassword,
    toggleMode,
    submit,
  };
}
