import { useEffect } from 'react';
import { portalApi, setProfileName, useAuthStore } from '@portal/shared';

/**
 * Fetches the signed-in member's name for the header. A failure leaves the label 'Profile' (logged only)
 * and is retried on the next navigation, so the name appears once the API is back.
 */
export function useProfileName(pathname: string): void {
  // An operator is no member: there is no profile to ask for.
  const uid = useAuthStore((state) => (state.user && !state.user.role ? state.user.uid : null));
  const known = useAuthStore((state) => state.profileName !== null);
  useEffect(() => {
    if (!uid || known) return undefined;
    const controller = new AbortController();
    portalApi.getProfile(controller.signal).then(
      (response) => setProfileName(response.profile?.name ?? null),
      (error: unknown) => {
        if (!controller.signal.aborted) console.warn('Could not load the profile name for the header', error);
      },
    );
    return () => controller.abort();
  }, [uid, known, pathname]);
}
