import { useRef, useState, type FormEvent } from 'react';
import type { NewPasswordForm } from './useNewPasswordForm';

/**
 * The submit of a "choose a password" form: once the form's checks pass, `send` gets the password;
 * `busy` while it runs, and presses meanwhile are ignored (the ref sees them before a render does).
 */
export function useNewPasswordSubmit(form: NewPasswordForm, send: (password: string) => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busyRef.current) return;
    const password = form.submit();
    if (password === null) return;
    busyRef.current = true;
    setBusy(true);
    try {
      await send(password);
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }

  return { busy, handleSubmit };
}
