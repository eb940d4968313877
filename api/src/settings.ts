import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_MONEY_CEILING_PAISE, DEFAULT_PAYMENT_CONFIRM_ABOVE_PAISE } from '@portal/shared/admin';

/**
 * Every environment variable the API process and its admin CLI read, declared once: the code reads them
 * through `setting`, and the table of docs/operations.md is written from here (`settingsTable`); a test
 * fails when either reads or shows another.
 */
export interface SettingDeclaration {
  /** What the code uses when the variable is unset or empty, as it would be written in the environment. */
  readonly default?: string;
  /** The default as the table shows it, when the code works it out (no `default`) or it needs a word. */
  readonly shownDefault?: string;
  readonly description: string;
}

export const SETTINGS = {
  NODE_ENV: {
    shownDefault: 'unset; `production` in the API image',
    description:
      '`production`: `INVITE_SECRET` and `DATA_ENCRYPTION_KEY` are required and demo sign-in is refused. The compose stack and the Kubernetes demo run with `demo` and still set the secrets explicitly',
  },
  HOST: { default: '127.0.0.1', description: 'address the API listens on (`0.0.0.0` in the API image)' },
  PORT: { default: '4000', description: 'port the API listens on' },
  DATABASE_URL: {
    shownDefault: 'unset: PGlite',
    description:
      'PostgreSQL connection URL (without it the API uses an embedded PGlite under `PGLITE_DIR`, for single-process local runs only)',
  },
  PGLITE_DIR: { shownDefault: '`.data/pglite` of the repository', description: "PGlite's folder when `DATABASE_URL` is unset" },
  FIREBASE_PROJECT_ID: { default: 'demo-portal', description: 'the Firebase project whose ID tokens are accepted' },
  GOOGLE_APPLICATION_CREDENTIALS: {
    shownDefault: 'unset',
    description:
      'path to a service-account JSON (real Firebase only: needed to create users and reset links); read by firebase-admin, and by the admin CLI to decide whether `create-operator` can reach Firebase',
  },
  FIREBASE_AUTH_EMULATOR_HOST: {
    shownDefault: 'unset',
    description:
      '`host:port` of the Auth emulator; **never set in production**. Against the emulator firebase-admin accepts unsigned ID tokens, so the API (and the CLI) refuses to start with it unless `DEMO_SIGN_IN=true`',
  },
  DEMO_SIGN_IN: {
    shownDefault: 'unset (off)',
    description:
      '`true`: demo sign-in, the emulator\'s unsigned ID tokens are accepted — anyone who reaches the API can sign in as anyone, operators included. Refused with `NODE_ENV=production`. The API then logs a `warn` line ("DEMO SIGN-IN: …") at start and `GET /readyz` answers `{"status":"ok","demoSignIn":true}` (`{"status":"ok"}` otherwise). Of the deployments, only the compose stack and the Kubernetes demo set it, with `NODE_ENV=demo` in place of the image\'s `production`',
  },
  TRUST_PROXY: {
    shownDefault: 'unset: no proxy trusted',
    description:
      "the gateway's address or subnet, whose `X-Forwarded-For` is believed (compose: the gateway's fixed `172.28.0.2`, `GATEWAY_ADDRESS`); never `true` on the Internet (clients could pick their rate-limit key). Hop counts are refused",
  },
  SMTP_URL: { default: 'smtp://127.0.0.1:1025', description: 'outgoing mail, e.g. `smtps://user:pass@smtp.example.in:465`' },
  MAIL_FROM: { default: 'Agent Portal <no-reply@agentportal.in>', description: "sender of the portal's mails" },
  CONTACT_INBOX: { default: 'contact@agentportal.in', description: 'where contact-form messages are forwarded' },
  PORTAL_URL: {
    default: 'http://127.0.0.1:3000',
    description: "the portal's public URL, used in e-mailed links (`/set-password`, `/reset-password`)",
  },
  PORTAL_ORIGINS: {
    shownDefault: 'the local shell and remotes (`http://127.0.0.1:3000`…`3003`, and the same on `localhost`)',
    description: "comma-separated origins allowed by CORS (the shell's origin)",
  },
  INVITE_SECRET: {
    shownDefault: 'a development value; required in production',
    description: 'HMAC key of onboarding invites (32+ random bytes)',
  },
  DATA_ENCRYPTION_KEY: {
    shownDefault: 'a development key; required in production',
    description: '32-byte key (hex or base64) encrypting Aadhaar and bank account numbers at rest',
  },
  PUBLIC_RATE_LIMIT_MAX: {
    default: '20',
    description:
      'requests per client per window on each public endpoint, for the whole deployment: the API replicas share the counters through the database',
  },
  PUBLIC_RATE_LIMIT_WINDOW_MS: { default: '60000', description: 'the window of `PUBLIC_RATE_LIMIT_MAX`, in milliseconds' },
  TOKEN_CACHE_MS: {
    default: '60000',
    description:
      "how long a verified ID token is remembered (0: verify every request); a revoked or disabled account's token is refused at the latest this long after",
  },
  REMINDERS_INTERVAL_MS: { default: '3600000', description: 'between runs of the renewal reminder digests, also run at start (0: never)' },
  MONEY_CEILING_RUPEES: {
    default: String(DEFAULT_MONEY_CEILING_PAISE / 100),
    description: 'the most one payment or one amount of an imported policy may be, in rupees',
  },
  PAYMENT_CONFIRM_ABOVE_RUPEES: {
    default: String(DEFAULT_PAYMENT_CONFIRM_ABOVE_PAISE / 100),
    description: "recording or voiding a payment above this many rupees needs the operator's confirmation (0: every payment)",
  },
  CERTIFICATION_TRAINING_MINUTES: {
    shownDefault: '`900` (15 hours); `2` with `DEMO_SIGN_IN=true` (`npm start`, the e2e, the demo stacks)',
    description:
      "training time a member must spend (measured by the server between heartbeats) before the examination opens; each active module's share is its minimum minutes in proportion to the others'",
  },
  CERTIFICATION_QUESTIONS: {
    default: '20',
    description: 'questions drawn at random from the active question bank for each examination sitting',
  },
  CERTIFICATION_TIME_LIMIT_MINUTES: {
    default: '30',
    description:
      "an examination sitting's time limit, checked by the server: answers that arrive later are refused and the sitting is recorded as expired",
  },
  CERTIFICATION_PASS_PERCENT: {
    default: '60',
    description: 'the share of right answers (whole percent, 1 to 100) that passes the examination and issues the certificate',
  },
  CERTIFICATION_ATTEMPTS_PER_DAY: { default: '3', description: 'examination sittings a member may start per day (India)' },
  CERTIFICATION_HEARTBEAT_SECONDS: {
    default: '30',
    description:
      'how often an open, visible training module reports; the server credits at most this plus 5 seconds between two heartbeats, whatever the page says',
  },
  QUERIES_OPEN_PER_MEMBER: {
    default: '20',
    description: "a member's unresolved (open or in review) payout queries; one more is refused until one is answered",
  },
  QUERIES_WRITES_PER_MINUTE: {
    default: '20',
    description: 'payout queries raised, and replies, each a signed-in member may send per minute (per route); one more is a 429',
  },
  IDENTITY_HASH_KEY: {
    shownDefault: 'derived from `DATA_ENCRYPTION_KEY`',
    description:
      'key (32+ bytes, hex or base64) of the keyed hashes (HMAC-SHA-256) of PAN and Aadhaar numbers, by which an application is matched with existing members; changing it needs the hashes recomputed (the API fills missing ones at start)',
  },
  DEDUCTOR_TAN: {
    shownDefault: 'unset (no TAN printed); `DEMO00000D` with `DEMO_SIGN_IN=true` (`npm start`, the e2e, the demo stacks)',
    description: "the deductor's TAN (`AAAA99999A`), printed beside the TDS on the payout statements",
  },
  OUTBOX_POLL_MS: { default: '1000', description: 'how often the outbox worker looks for mail to send' },
  OUTBOX_LEASE_SECONDS: {
    default: '60',
    description: "lease on the mails a worker claims; a stopped replica's mails are claimable again after it",
  },
  OUTBOX_RETRY_BASE_SECONDS: { default: '5', description: 'first retry delay of a mail that failed; it doubles per failed attempt' },
  OUTBOX_RETRY_MAX_SECONDS: { default: '3600', description: 'cap of the retry delay' },
  SHUTDOWN_TIMEOUT_MS: {
    default: '15000',
    description:
      "on SIGTERM or SIGINT the API stops taking requests, finishes those under way and closes; when that takes longer it logs so and exits with code 1. Keep it below Kubernetes' `terminationGracePeriodSeconds` (30 s) less the 5 s `preStop` sleep",
  },
  SEED_DEMO: { shownDefault: 'unset', description: '`1` seeds the demo network at start and prints its sign-ins (local stacks only)' },
  LOG_LEVEL: { default: 'info', description: 'PII, tokens and passwords are redacted at every level' },
  TEST_CLOCK_START: {
    shownDefault: 'unset',
    description: "tests only (refused with `NODE_ENV=production`): an ISO instant the API's clock starts at",
  },
  USER: { shownDefault: "the shell's", description: 'admin CLI only: its actions are audited as `cli:<USER>` (else `LOGNAME`)' },
  LOGNAME: { shownDefault: "the shell's", description: 'admin CLI only: the user name when `USER` is unset' },
} as const satisfies Record<string, SettingDeclaration>;

export type SettingName = keyof typeof SETTINGS;

/** The environment's value of a setting, else its declared default; an empty value counts as unset. */
export function setting(env: NodeJS.ProcessEnv, name: SettingName): string | undefined {
  const value = env[name];
  if (value !== undefined && value !== '') return value;
  const declared: SettingDeclaration = SETTINGS[name];
  return declared.default;
}

/** A setting that must be a number above 0 (an integer when `integer`). */
export function positiveSetting(env: NodeJS.ProcessEnv, name: SettingName, { integer = false } = {}): number {
  const text = setting(env, name);
  const value = Number(text);
  if (text === undefined || !Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    throw new Error(`${name}=${text ?? ''}: give a ${integer ? 'whole ' : ''}number above 0`);
  }
  return value;
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The Markdown table of docs/operations.md. */
export function settingsTable(): string {
  const lines = ['| variable | default | meaning |', '| --- | --- | --- |'];
  for (const [name, declared] of Object.entries(SETTINGS) as [SettingName, SettingDeclaration][]) {
    const shown = declared.shownDefault ?? (declared.default === undefined ? 'unset' : `\`${declared.default}\``);
    lines.push(`| \`${name}\` | ${cell(shown)} | ${cell(declared.description)} |`);
  }
  return lines.join('\n');
}

export const operationsDoc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/operations.md');
const BEGIN = '<!-- settings:begin (written from api/src/settings.ts by `npx tsx api/src/settings.ts`) -->';
const END = '<!-- settings:end -->';

/** The table between the markers of the document, as it is written there. */
export function documentedTable(doc: string): string | undefined {
  const begin = doc.indexOf(BEGIN);
  const end = doc.indexOf(END);
  return begin < 0 || end < begin ? undefined : doc.slice(begin + BEGIN.length, end).trim();
}

/** The cells of a Markdown table, row by row, without its alignment row: what stays when Prettier pads the columns. */
export function tableCells(table: string): string[][] {
  return table
    .split('\n')
    .filter((line) => line.trim().startsWith('|') && !/^\|[\s|:-]+\|$/.test(line.trim()))
    .map((line) =>
      line
        .trim()
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((text) => text.trim()),
    );
}

/** The document with the table between its markers replaced. */
export function withSettingsTable(doc: string, table: string): string {
  const begin = doc.indexOf(BEGIN);
  const end = doc.indexOf(END);
  if (begin < 0 || end < begin) throw new Error(`${operationsDoc} has no ${BEGIN} … ${END} markers`);
  return `${doc.slice(0, begin + BEGIN.length)}\n\n${table}\n\n${doc.slice(end)}`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(operationsDoc, withSettingsTable(readFileSync(operationsDoc, 'utf8'), settingsTable()));
  console.log(`wrote the settings table of ${path.relative(process.cwd(), operationsDoc)}; run prettier on it`);
}
