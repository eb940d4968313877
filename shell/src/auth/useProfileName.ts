import { useEffect, useRef } from 'react';
import { parseLanguage, portalApi, setMemberCertification, setProfileName, useAuthStore } from '@portal/shared';
import { memberPageAt } from '@portal/shared/topology';
import { syncMemberLanguage } from './memberLanguage';

/**
 * The profile. On a members' page, which loads the data layer anyway, through the portal's query cache:
 * one read with the page's own and with the one the shell starts early for `/profile`, an answer of a
 * moment ago taken as it is when `fresh`. Elsewhere (`/`, say) straight from the API, so that such a
 * page does not load the data layer (and put back what the device kept) only for the header.
 */
async function fetchProfile(pathname: string, fresh: boolean, signal: AbortSignal) {
  // The contracts come with zod, which the shell's first paint does without: loaded when first needed.
  const { endpoints } = await import('@portal/shared/validation');
  if (!memberPageAt(pathname)) return portalApi.call(endpoints.account.profile, { signal });
  const { endpointQuery, FIRST_READ_FRESH_MS, queryClient } = await import('@portal/shared/data');
  return queryClient.fetchQuery({ ...endpointQuery(endpoints.account.profile), staleTime: fresh ? FIRST_READ_FRESH_MS : 0 });
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
    // Until a first answer is taken for this member, one of a moment ago will do; later navigations
    // ask again (the certification banner follows the member's stage).
    const firstAnswer = languageSyncedFor.current !== uid;
    fetchProfile(pathname, firstAnswer, controller.signal).then(
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
