/**
 * Operators' CLI: `npm run admin -w api -- <command>`.
 * Uses the same settings as the API (DATABASE_URL or PGLITE_DIR, INVITE_SECRET, DATA_ENCRYPTION_KEY, PORTAL_URL).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Auth } from 'firebase-admin/auth';
import { indiaDate } from '../clock.js';
import { configFromEnv, databaseFromEnv, type AppConfig } from '../config.js';
import { setting } from '../settings.js';
import { openDatabase, sql, type Db } from '../db/client.js';
import { seedDemo } from '../db/seed.js';
import { approveApplication, listApplications, rejectApplication } from '../modules/admin/applications/service.js';
import { createInvite } from '../services/invites.js';
import { onboardingMail } from '../services/mails.js';
import { createMember } from '../services/members.js';
import { enqueueMail } from '../services/outbox.js';
import { importPolicies } from '../modules/admin/imports/policyImport.js';
import { recordPaymentCommand } from '../modules/admin/payments/service.js';
import { recordEarlierCertificate } from '../modules/admin/certification/service.js';
import { identityHash } from '../modules/certification/identity.js';
import { formatPaise } from '@portal/shared/validation';
import { applicationRejectSchema } from '@portal/shared/admin';
import { runReminderDigests } from '../services/reminders.js';
import { createFirebase } from '../services/firebase.js';
import { cliActor } from '../services/audit.js';
import { createOperator } from '../services/operators.js';

export const USAGE = `Usage: npm run admin -w api -- <command> [options]

Commands:
  list-applications [--status pending|approved|rejected|all]
  approve <applicationId> --parent <coCode>     create the member under <coCode>, queue the onboarding e-mail
  reject <applicationId> [--reason <text>]      with a reason (3-500 characters), it is e-mailed to the applicant
  create-member --name <name> --email <email> [--parent <coCode>] [--mobile <10 digits>]
                [--pan <PAN>] [--aadhaar <12 digits>] [--bank-name <name>] [--bank-account <number>] [--no-invite]
  import-policies <file.csv> [--skip-bad]       columns: policyType,productName,policyNumber,clientName,riskStart,
                                                riskEnd,netPremium,payOut,vehicleNo,insurer,soldBy[,cancelledOn]
                                                (cancelledOn on a policy already there cancels it, once)
  record-payment --co-code <code> --amount <rupees, e.g. 12500.50> --reference <text> --date <YYYY-MM-DD>
                                                a payment made to the member, in its payouts ledger
  record-certificate --co-code <code> --date <YYYY-MM-DD> --reason <text>
                                                a POSP certificate the member earned before the portal
                                                (e.g. through an insurer), valid from that date
  send-reminders                                queue today's renewal reminder digests now (the API also
                                                does it at start and every REMINDERS_INTERVAL_MS)
  create-operator --email <email> [--name <name>] [--password <password>]
                                                an operator of the back office (Firebase claim role=operator;
                                                needs FIREBASE_AUTH_EMULATOR_HOST with DEMO_SIGN_IN=true,
                                                or Google credentials)
  seed-demo                                     the demo network (and its emulator accounts when
                                                FIREBASE_AUTH_EMULATOR_HOST is set)`;

export interface AdminDeps {
  db: Db;
  config: AppConfig;
  out: (line: string) => void;
  /** For seed-demo; null skips the Firebase accounts. */
  auth?: Auth | null;
}

/** Runs one command; returns the process exit code. */
export async function runAdmin(argv: string[], deps: AdminDeps): Promise<number> {
  const { db, config, out } = deps;
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      status: { type: 'string' },
      parent: { type: 'string' },
      name: { type: 'string' },
      email: { type: 'string' },
      mobile: { type: 'string' },
      pan: { type: 'string' },
      aadhaar: { type: 'string' },
      'bank-name': { type: 'string' },
      'bank-account': { type: 'string' },
      'no-invite': { type: 'boolean' },
      'skip-bad': { type: 'boolean' },
      'co-code': { type: 'string' },
      amount: { type: 'string' },
      reference: { type: 'string' },
      date: { type: 'string' },
      password: { type: 'string' },
      reason: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, arg] = positionals;
  const settings = {
    key: config.encryptionKey,
    inviteSecret: config.inviteSecret,
    portalUrl: config.portalUrl,
    identityHashKey: config.identityHashKey,
  };
  try {
    switch (command) {
      case 'list-applications': {
        const status = values.status === 'all' ? null : (values.status ?? 'pending');
        const list = await listApplications(db, status);
        if (!list.length) out('No applications.');
        for (const a of list) {
          const decided = a.decidedBy ? `\tdecided by ${a.decidedBy}${a.rejectionReason ? `: ${a.rejectionReason}` : ''}` : '';
          out(`#${a.id}\t${a.status}\t${a.name}\t${a.email}\t${a.phone}\t${a.createdAt}\treason: ${a.reason}${decided}`);
        }
        return 0;
      }
      case 'approve': {
        if (!arg || !/^\d+$/.test(arg) || !values.parent) throw new Error('approve needs <applicationId> and --parent <coCode>');
        const result = await approveApplication(db, settings, cliActor(), Number(arg), values.parent);
        out(`Approved #${arg}: member ${result.coCode} created under ${values.parent}; onboarding e-mail queued.`);
        return 0;
      }
      case 'reject': {
        if (!arg || !/^\d+$/.test(arg)) throw new Error('reject needs <applicationId> [--reason <text>]');
        let reason: string | null = null;
        if (values.reason !== undefined) {
          const parsed = applicationRejectSchema.safeParse({ reason: values.reason });
          if (!parsed.success) throw new Error(parsed.error.issues[0]!.message);
          reason = parsed.data.reason;
        }
        await rejectApplication(db, cliActor(), Number(arg), reason);
        out(`Rejected #${arg}${reason ? '; the reason is e-mailed to the applicant' : ''}.`);
        return 0;
      }
      case 'create-member': {
        if (!values.name || !values.email) throw new Error('create-member needs --name and --email');
        const email = values.email.trim().toLowerCase();
        const name = values.name;
        const member = await db.transaction(async (tx) => {
          const m = await createMember(tx, config.encryptionKey, {
            name,
            email,
            mobile: values.mobile,
            pan: values.pan?.toUpperCase(),
            aadhaar: values.aadhaar?.replace(/\s+/g, ''),
            bankName: values['bank-name'],
            bankAccount: values['bank-account'],
            parentCoCode: values.parent ?? null,
          });
          // Hashed at once, so an application with the same numbers is flagged at review from now on.
          await tx.execute(
            sql`UPDATE members SET pan_hash = ${identityHash(config.identityHashKey, 'pan', values.pan)},
                  aadhaar_hash = ${identityHash(config.identityHashKey, 'aadhaar', values.aadhaar)} WHERE id = ${m.id}`,
          );
          if (!values['no-invite']) {
            const token = await createInvite(tx, config.inviteSecret, m.id);
            await enqueueMail(tx, onboardingMail(config.portalUrl, email, name, m.coCode, token));
          }
          return m;
        });
        out(`Created member ${member.coCode}${values['no-invite'] ? '' : '; onboarding e-mail queued'}.`);
        return 0;
      }
      case 'import-policies': {
        if (!arg) throw new Error('import-policies needs <file.csv>');
        // Recorded in policy_imports like the back office's imports, under the CLI's user (audited too).
        const report = await importPolicies(db, readFileSync(arg, 'utf8'), {
          skipBad: values['skip-bad'] === true,
          fileName: path.basename(arg),
          actor: cliActor(),
          moneyCeilingPaise: config.moneyCeilingPaise,
          ...(config.now ? { now: config.now() } : {}),
        });
        for (const e of report.errors) out(`line ${e.line}: ${e.message}`);
        if (report.errors.length && !values['skip-bad']) {
          out(`${report.errors.length} bad row(s) of ${report.total}; nothing imported (use --skip-bad to import the good rows).`);
          return 1;
        }
        out(
          `Imported ${report.imported} of ${report.total} row(s)${report.cancelled ? `, cancelled ${report.cancelled} policy(ies)` : ''}${report.errors.length ? `, skipped ${report.errors.length}` : ''}.`,
        );
        return 0;
      }
      case 'record-payment': {
        const input = { coCode: values['co-code'], amount: values.amount, reference: values.reference, date: values.date };
        const paid = await recordPaymentCommand(db, input, config.now?.() ?? new Date(), cliActor(), undefined, config.moneyCeilingPaise);
        out(
          `Recorded payment #${paid.id}: ${formatPaise(paid.amountPaise)} to ${paid.name} (${paid.coCode}) on ${paid.date}, reference ${paid.reference}.`,
        );
        return 0;
      }
      case 'record-certificate': {
        const coCode = values['co-code']?.trim();
        const issuedOn = values.date?.trim();
        const reason = values.reason?.trim();
        if (!coCode || !issuedOn || !/^\d{4}-\d{2}-\d{2}$/.test(issuedOn) || !reason || reason.length < 3)
          throw new Error('record-certificate needs --co-code <code>, --date <YYYY-MM-DD> and --reason <text, 3 characters or more>');
        const certificate = await recordEarlierCertificate(db, { coCode, issuedOn, reason }, cliActor(), config.now?.() ?? new Date());
        out(`Recorded certificate ${certificate.number} for ${coCode}, valid from ${certificate.issuedOn}.`);
        return 0;
      }
      case 'send-reminders': {
        const run = await runReminderDigests(db, { today: indiaDate(config.now?.() ?? new Date()), portalUrl: config.portalUrl });
        out(`Queued ${run.digests} renewal reminder digest(s) covering ${run.lines} policy line(s).`);
        return 0;
      }
      case 'create-operator': {
        if (!values.email) throw new Error('create-operator needs --email');
        if (!deps.auth)
          throw new Error(
            'create-operator needs Firebase: set FIREBASE_AUTH_EMULATOR_HOST, or GOOGLE_APPLICATION_CREDENTIALS for a real project',
          );
        const name = values.name ?? values.email.split('@')[0]!;
        const result = await createOperator(db, deps.auth, { email: values.email, name, password: values.password }, cliActor());
        out(
          `${result.created ? 'Created' : 'Updated'} operator ${values.email.trim().toLowerCase()}${result.created && !values.password ? '; they set a password with "Forgot Password?" on the login page' : ''}.`,
        );
        return 0;
      }
      case 'seed-demo': {
        const result = await seedDemo(db, config.encryptionKey, deps.auth ?? null);
        out(`${result.created ? 'Seeded' : 'Already seeded'}: ${result.members} members, ${result.policies} policies.`);
        return 0;
      }
      default:
        out(USAGE);
        return command && !values.help ? 2 : 0;
    }
  } catch (error) {
    out(`Error: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

async function main() {
  const env = process.env;
  const config = configFromEnv(env);
  const database = await openDatabase(databaseFromEnv(env));
  const wantsFirebase =
    setting(env, 'FIREBASE_AUTH_EMULATOR_HOST') ||
    (process.argv[2] === 'create-operator' && setting(env, 'GOOGLE_APPLICATION_CREDENTIALS'));
  const firebase = wantsFirebase ? createFirebase(config.firebaseProjectId) : null;
  try {
    await database.migrate();
    process.exitCode = await runAdmin(process.argv.slice(2), {
      db: database.db,
      config,
      out: (l) => console.log(l),
      auth: firebase?.auth ?? null,
    });
  } finally {
    await firebase?.close();
    await database.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) void main();
