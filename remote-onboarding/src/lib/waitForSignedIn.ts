import { useAuthStore } from '@portal/shared';

/**
 * Resolves once the shared auth store shows the user `uid` as signed in (the shell writes it from
 * Firebase's onIdTokenChanged, a moment after sign-in resolves), or after `timeoutMs` at the latest.
 * Navigating before that would let a guarded route (RequireAuth) see "signed out" and bounce the
 * user back to /login.
 */
export function waitForSignedIn(uid: string, timeoutMs = 4000): Promise<void> {
  return new Promise((resolve) => {
    if (useAuthStore.getState().user?.uid === uid) {
      resolve();
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = useAuthStore.subscribe((state) => {
      if (state.user?.uid === uid) finish();
    });
    function finish() {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    }
    timer = setTimeout(finish, timeoutMs);
  });
}
