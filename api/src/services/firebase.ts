import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';

/**
 * A firebase-admin app of its own per API instance (tests build several). With a `demo-` project and
 * FIREBASE_AUTH_EMULATOR_HOST set, firebase-admin talks to the Auth emulator and needs no credentials.
 */
export function createFirebase(projectId: string): { auth: Auth; close: () => Promise<void> } {
  const app: App = initializeApp({ projectId }, `portal-api-${randomUUID()}`);
  return { auth: getAuth(app), close: () => deleteApp(app) };
}

export function firebaseErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}
