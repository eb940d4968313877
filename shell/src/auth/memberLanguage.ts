import { changeLanguage, currentLanguage, portalApi, readStoredLanguage, useAuthStore, type Language } from '@portal/shared';

/** A member: a signed-in account without a role (operators have no member profile to remember it in). */
function signedInMember(): boolean {
  const user = useAuthStore.getState().user;
  return Boolean(user && !user.role);
}

/** Saves the language in the member's profile; a failure is only logged (the switch stays). */
async function saveToProfile(language: Language): Promise<void> {
  try {
    // The contracts come with zod, which the shell's first paint does without: loaded when first needed.
    const { endpoints } = await import('@portal/shared/validation');
    await portalApi.call(endpoints.account.updatePreferences, { body: { language } });
  } catch (error) {
    console.warn('Could not save the language to the profile', error);
  }
}

/**
 * The visitor chose a language in the header: the portal switches (and the browser remembers it); a
 * signed-in member's profile remembers it too. A catalogue that cannot load leaves the page as it is.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  try {
    await changeLanguage(language);
  } catch (error) {
    console.warn(`Could not switch to ${language}`, error);
    return;
  }
  if (signedInMember()) await saveToProfile(language);
}

/**
 * A member has signed in and their profile says `profileLanguage`. A choice this browser remembers
 * wins (and is saved to the profile when it differs); without one, the profile's language is shown.
 */
export async function syncMemberLanguage(profileLanguage: Language | undefined): Promise<void> {
  const stored = readStoredLanguage();
  if (stored) {
    if (profileLanguage !== stored) await saveToProfile(stored);
    return;
  }
  if (!profileLanguage || profileLanguage === currentLanguage()) return;
  try {
    await changeLanguage(profileLanguage);
  } catch (error) {
    console.warn(`Could not switch to ${profileLanguage}`, error);
  }
}
