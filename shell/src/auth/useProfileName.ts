import { useEffect, useRef } from 'react';
import { parseLanguage, setMemberCertification, setProfileName, useAuthStore } from '@portal/shared';
import { syncMemberLanguage } from './memberLanguage';

/**
 * The profile, read through the portal's query cache: one read with the profile page's own (and with
 * the one the shell starts early for that page), and kept with the member's other reads.
 */
async function fetchProfile() {
  // The contracts come with zod, which the shell's first paint does without: loaded when first needed.
  const [{ endpoints }, { endpointQuery, queryClient }] = await Promise.all([
    import('@portal/shared/validation'),
    import('@portal/shared/data'),
  ]);
  return queryClient.fetchQuery(endpointQuery(endpoints.account.profile));
}

/**
 * Fetches the signed-in member's profile: their name for the header, their certification stage (the
 * banner of a member who may not sell yet), and the language their profile remembers (once per sign-in,
 * see `syncMemberLanguage`). A failure (offline, say) leaves the member's last known name, which this
 * device keeps for them (`setProfileName`), else 'Profile' (logged only), and is retried on the next
 * navigation, so the name appears once the API is back. Until the member is certified it is read
 * again on each navigation, so the banner goes with the first page they open after passing.
 */
export function useProfileName(pathname: string): void {
  // An operator is no member: there is no profile to ask for.
  const uid = useAuthStore((state) => (state.user && !state.user.role ? state.user.uid : null));
  // Nothing more to learn until the next sign-in: the name is known and the member is certified.
  const known = useAuthStore((state) => state.profileName !== null && state.certification?.stage === 'certified');
  // The member whose profile's language was taken into account: once per sign-in.
  const languageSyncedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!uid) languageSyncedFor.current = null;
  }, [uid]);
  useEffect(() => {
    if (!uid || known) return undefined;
    const controller = new AbortController();
    fetchProfile().then(
      (response) => {
        if (controller.signal.aborted) return;
        setProfileName(response.profile?.name ?? null);
        setMemberCertification(response.profile?.certification ?? null);
        if (languageSyncedFor.current !== uid) {
          languageSyncedFor.current = uid;
          void syncMemberLanguage(parseLanguage(response.profile?.preferences?.language) ?? undefined);
        }
      },
      (error: unknown) => {
        if (!controller.signal.aborted) console.warn('Could not load the profile name for the header', error);
      },
    );
    return () => controller.abort();
  }, [uid, known, pathname]);
}
