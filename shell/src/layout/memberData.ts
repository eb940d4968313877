import { hasStoredSession, setAside, useAuthStore } from '@portal/shared';

/**
 * Deletes the member's data kept on this device (memory and IndexedDB). The data layer is loaded only
 * now, so the pages without data never load it.
 */
export async function forgetMemberData(): Promise<void> {
  try {
    const { clearMemberData } = await import('@portal/shared/data');
    await clearMemberData();
  } catch (error) {
    console.error('The member data kept on this device could not be deleted', error);
  }
}

/**
 * Deletes the member's data when their session ends without Logout (in another tab, or revoked), even
 * on a page that never loaded the data layer. Started before the auth sync, as the page starts: a session
 * stored on the device that Firebase then refuses never shows a user, so "a user, then none" alone would
 * leave that member's saved pages on the device. Refused is told from unavailable by the stored token:
 * a refusal removes it, while a Firebase that merely could not load leaves it for the next load to retry
 * (and the member's data with it). A visitor with no stored session never loads the data layer.
 */
export function forgetEndedSessions(): () => void {
  let storedAtStart = hasStoredSession();
  return useAuthStore.subscribe((state, previous) => {
    if (state.loading || state.user) return;
    const signedOut = previous.user !== null && !setAside(previous, state);
    const refused = storedAtStart && !hasStoredSession();
    if (!signedOut && !refused) return;
    storedAtStart = false;
    void forgetMemberData();
  });
}
