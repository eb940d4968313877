import { useEffect } from 'react';
import { portalApi, setProfileName, useAuthStore } from '@portal/shared';

/** Fetches the signed-in member's name for the header; a failure leaves the label 'Profile' (logged only). */
export function useProfileName(): void {
  const uid = useAuthStore((state) => state.user?.uid ?? null);
  useEffect(() => {
    if (!uid) return undefined;
    const controller = new AbortController();
    portalApi.getProfile(controller.signal).then(
      (response) => setProfileName(response.profile?.name ?? null),
      (error: unknown) => {
        if (!controller.signal.aborted) console.warn('Could not load the profile name for the header', error);
      },
    );
    return () => controller.abort();
  }, [uid]);
}
