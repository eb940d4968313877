import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { rootDir } from '../../tooling/lib/frontends.mjs';

const run = promisify(execFile);

/** The demo network's sign-ins (seeded by the API at start; see api/src/db/seed.ts). */
export const DEMO = {
  top: { email: 'demo@agentportal.in', password: 'Demo@1234' },
  mid: { email: 'team@agentportal.in', password: 'Demo@1234' },
  /** The demo operator (role=operator): the back office. */
  ops: { email: 'ops@agentportal.in', password: 'Demo@1234' },
} as const;

/** Runs the operators' CLI (`npm run admin -w api -- …`) against the e2e database; returns its output. */
export async function admin(...args: string[]): Promise<string> {
  const { stdout } = await run(
    path.join(rootDir, 'node_modules', '.bin', 'tsx'),
    [path.join(rootDir, 'api', 'src', 'cli', 'admin.ts'), ...args],
    {
      cwd: path.join(rootDir, 'api'),
      env: {
        ...process.env,
        DATABASE_URL: process.env['E2E_DATABASE_URL']!,
        PORTAL_URL: process.env['E2E_PORTAL_URL']!,
        FIREBASE_AUTH_EMULATOR_HOST: process.env['E2E_AUTH_EMULATOR_URL']!.replace('http://', ''),
        DEMO_SIGN_IN: 'true',
        FIREBASE_PROJECT_ID: process.env['E2E_FIREBASE_PROJECT_ID']!,
      },
    },
  );
  return stdout;
}

export interface CaughtMail {
  id: string;
  subject: string;
  to: { address: string }[];
  text: string;
  html: string;
}

/** Waits for an e-mail to `to` (whose subject matches) to reach the mail catcher. */
export async function waitForMail(to: string, subject: RegExp = /.*/, timeoutMs = 30_000): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = (await (await fetch(`${process.env['E2E_MAIL_URL']}/api/email`)).json()) as CaughtMail[];
    const found = mails.find((mail) => mail.to.some((r) => r.address.toLowerCase() === to.toLowerCase()) && subject.test(mail.subject));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No e-mail to ${to} matching ${subject} within ${timeoutMs / 1000} s`);
}

/** The first link in a mail's text or HTML that starts with `prefix`. */
export function linkIn(mail: CaughtMail, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}[^\\s"'<>]*`).exec(`${mail.text}\n${mail.html}`);
  if (!match) throw new Error(`No link starting with ${prefix} in "${mail.subject}"`);
  return match[0].replace(/&amp;/g, '&');
}
