import { useEffect } from 'react';
import { useAuthStore } from '@portal/shared';

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
 * A session that ends without Logout (in another tab, or revoked) deletes the member's data too, even on
 * a page that never loaded the data layer.
 */
export function useForgetOnSessionEnd(): void {
  useEffect(
    () =>
      useAuthStore.subscribe((state, previous) => {
        if (previous.user && !state.user) void forgetMemberData();
      }),
    [],
  );
}
