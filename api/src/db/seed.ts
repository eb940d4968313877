import type { Auth } from 'firebase-admin/auth';
import { RENEWABLE_POLICY_TYPES } from '@portal/shared/validation';
import { ADVISORY_LOCKS, one, rows, sql, type Db } from './client.js';
import { panNumber, personName, randomPolicy, rng, type PolicyValues } from './demoData.js';
import { addDays, indiaDate } from '../clock.js';
import { createMember } from '../services/members.js';
import { seedDemoCertification } from '../modules/certification/demo.js';
import { seedDemoPayouts } from '../modules/payouts/demo.js';
import { seedDemoQueries } from '../modules/queries/demo.js';
import { matchRenewals } from '../modules/renewals/service.js';
import { firebaseErrorCode } from '../services/firebase.js';
import { createOperator } from '../services/operators.js';

export const DEMO_ACCOUNTS = [
  { email: 'demo@agentportal.in', password: 'Demo@1234', role: 'top member' },
  { email: 'team@agentportal.in', password: 'Demo@1234', role: 'mid-level member' },
] as const;

/** The demo operator: signs in on the same login page and works in the back office (`/admin`). */
export const DEMO_OPERATOR = { email: 'ops@agentportal.in', password: 'Demo@1234', role: 'operator', name: 'Operations Desk' } as const;

type Seller = { id: number; path: string };

/** Inserts sold policies in a single statement; a number its seller already has is left as it is. */
function insertSoldPolicies(db: Db, sold: { seller: Seller; policy: PolicyValues }[]): Promise<unknown> {
  return db.execute(sql`INSERT INTO policies AS p (policy_type, product_name, policy_number, client_name, risk_start, risk_end,
      net_premium, pay_out, vehicle_no, insurer, sold_by_id, seller_path, cancelled_on)
    VALUES ${sql.join(
      sold.map(
        ({
          seller,
          policy: v,
        }) => sql`(${v.policyType}, ${v.productName}, ${v.policyNumber}, ${v.clientName}, ${v.riskStart}::date, ${v.riskEnd}::date,
          ${v.netPremium}::numeric, ${v.payOut}::numeric, ${v.vehicleNo}, ${v.insurer}, ${seller.id}, ${seller.path}, ${v.cancelledOn ?? null}::date)`,
      ),
      sql`, `,
    )}
    ON CONFLICT (sold_by_id, policy_number) DO NOTHING`);
}

/** Inserts policies for one seller in a single statement; a number the seller already has is left as it is. */
export async function insertPolicies(db: Db, seller: Seller, policies: PolicyValues[]): Promise<void> {
  if (!policies.length) return;
  await insertSoldPolicies(
    db,
    policies.map((policy) => ({ seller, policy })),
  );
}

/**
 * The demo network: a top member with four levels below (about 20 members) and a few hundred policies of
 * all five types. Idempotent: the data is created once; the Firebase accounts are (re)linked every time,
 * since the emulator forgets its users when it restarts.
 */
export async function seedDemo(
  db: Db,
  key: Buffer,
  auth: Auth | null,
  today = indiaDate(new Date()),
): Promise<{ created: boolean; members: number; policies: number }> {
  // API replicas started together with SEED_DEMO=1 seed one after another, each in one transaction under a
  // lock: otherwise each would find no network and create the members (the others failing on their
  // unique e-mails), pay the same months twice, and create the same Firebase accounts.
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADVISORY_LOCKS.demoSeed}::bigint)`);
    return seedDemoLocked(tx, key, auth, today);
  });
}

async function seedDemoLocked(
  db: Db,
  key: Buffer,
  auth: Auth | null,
  today: string,
): Promise<{ created: boolean; members: number; policies: number }> {
  const r = rng(20261122);
  const created = await db.transaction(async (tx) => {
    const existing = await one<{ id: number }>(tx, sql`SELECT id FROM members WHERE email = ${DEMO_ACCOUNTS[0].email}`);
    if (existing) return false;
    let serial = 1;
    const addMember = async (name: string, email: string, parentCoCode: string | null) => {
      const m = await createMember(tx, key, {
        name,
        email,
        mobile: `9${String(r.int(100000000, 999999999))}`,
        pan: panNumber(r, name),
        aadhaar: '234123412346',
        bankName: r.pick(['State Bank of India', 'HDFC Bank', 'ICICI Bank', 'Axis Bank', 'Canara Bank']),
        bankAccount: String(r.int(10000000, 99999999)) + String(r.int(1000, 9999)),
        parentCoCode,
      });
      const count = r.int(8, 18);
      await insertPolicies(
        tx,
        m,
        Array.from({ length: count }, () => randomPolicy(r, serial++)),
      );
      return m;
    };
    const top = await addMember('Rajesh Sharma', DEMO_ACCOUNTS[0].email, null);
    let n = 0;
    for (let i = 0; i < 3; i++) {
      const childEmail = i === 0 ? DEMO_ACCOUNTS[1].email : `member${++n}@agentportal.in`;
      const child = await addMember(i === 0 ? 'Priya Nair' : personName(r), childEmail, top.coCode);
      for (let j = 0; j < 2; j++) {
        const grandchild = await addMember(personName(r), `member${++n}@agentportal.in`, child.coCode);
        const greatCount = (i + j) % 3 === 0 ? 2 : 1;
        for (let k = 0; k < greatCount; k++) {
          const great = await addMember(personName(r), `member${++n}@agentportal.in`, grandchild.coCode);
          if (k === 0 && j === 0) await addMember(personName(r), `member${++n}@agentportal.in`, great.coCode);
        }
      }
    }
    return true;
  });
  await dateDemoRenewals(db, today);
  await seedDemoPayouts(db, today, { topEmail: DEMO_ACCOUNTS[0].email, midEmail: DEMO_ACCOUNTS[1].email, insertPolicies });
  await seedDemoQueries(db, today, { topEmail: DEMO_ACCOUNTS[0].email, midEmail: DEMO_ACCOUNTS[1].email });
  await seedDemoCertification(db, key, today, { midEmail: DEMO_ACCOUNTS[1].email });
  if (auth) {
    await linkDemoAccounts(db, auth);
    await createOperator(db, auth, DEMO_OPERATOR, null);
  }
  const counts = await one<{ members: number; policies: number }>(
    db,
    sql`SELECT (SELECT count(*) FROM members)::int AS members, (SELECT count(*) FROM policies)::int AS policies`,
  );
  return { created, ...counts! };
}

/**
 * Days from today to the risk end of the demo renewals: every window (7, 15, 30, 60 days) and a few lapsed;
 * dealt in turn to the top member, the mid-level member and the latter's first child, so that each book
 * has policies at exactly 30, 15, 7 and 1 days left (today's reminder digest).
 */
export const DEMO_RENEWAL_DAYS = [0, 3, 7, 9, 12, 15, 21, 26, 30, 38, 47, 60, -2, -11, -29, 30, 30, 1, 15, 15, 20, 7, 7, 40, 1, 1, 52];
/** Demo renewals marked (indices into DEMO_RENEWAL_DAYS): one renewed (matched to its renewal), one not renewing. */
const DEMO_MARKED = { renewed: 1, notRenewing: 12 } as const;

/**
 * Policies of the demo network that are due for renewal relative to `today`. The rest of the demo data is
 * dated once, so a set of these is sold on every day the API seeds, keeping the renewals screen (and
 * the day's reminder digest) populated whenever it starts. The day is in their numbers (RN<yymmdd>…):
 * re-seeding the same day adds nothing, and a policy once sold is never re-dated, since its pay out is
 * in the append-only payouts ledger, dated by its risk start.
 */
async function dateDemoRenewals(db: Db, today: string): Promise<void> {
  const sellers = await rows<Seller>(
    db,
    sql`SELECT id, path FROM members
        WHERE email IN (${DEMO_ACCOUNTS[0].email}, ${DEMO_ACCOUNTS[1].email})
           OR id = (SELECT c.id FROM members c JOIN members p ON c.parent_id = p.id WHERE p.email = ${DEMO_ACCOUNTS[1].email} ORDER BY c.id LIMIT 1)
        ORDER BY id`,
  );
  if (!sellers.length) return;
  // A generator of its own, so the rest of the demo data stays as it was.
  const r = rng(20261124);
  const sold = DEMO_RENEWAL_DAYS.map((days, i) => {
    const riskEnd = addDays(today, days);
    const policyNumber = `RN${today.replace(/-/g, '').slice(2)}${String(i + 1).padStart(3, '0')}`;
    const policy = {
      ...randomPolicy(r, i + 1, undefined, RENEWABLE_POLICY_TYPES),
      policyNumber,
      riskStart: addDays(riskEnd, -364),
      riskEnd,
    };
    return { seller: sellers[i % sellers.length]!, policy };
  });
  // The renewal of one of them, starting a few days before it ends: the import's matching marks it renewed.
  const renewed = sold[DEMO_MARKED.renewed]!;
  const renewalStart = addDays(renewed.policy.riskEnd, -5);
  sold.push({
    seller: renewed.seller,
    policy: {
      ...renewed.policy,
      policyNumber: `RR${renewed.policy.policyNumber.slice(2)}`,
      riskStart: renewalStart,
      riskEnd: addDays(renewalStart, 364),
    },
  });
  await insertSoldPolicies(db, sold);
  await matchRenewals(db, [{ sellerId: renewed.seller.id, policyNumber: sold[sold.length - 1]!.policy.policyNumber }]);
  const lost = sold[DEMO_MARKED.notRenewing]!;
  await db.execute(sql`INSERT INTO renewal_outcomes (policy_sr_no, kind, reason, decided_by)
    SELECT sr_no, 'not_renewing', 'The client moved the policy to their bank.', sold_by_id FROM policies
    WHERE sold_by_id = ${lost.seller.id} AND policy_number = ${lost.policy.policyNumber}
    ON CONFLICT (policy_sr_no) DO NOTHING`);
}

/** Makes sure each demo member has a Firebase account with the demo password and is linked to it. */
export async function linkDemoAccounts(db: Db, auth: Auth): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const member = await one<{ id: number; name: string }>(db, sql`SELECT id, name FROM members WHERE email = ${account.email}`);
    if (!member) continue;
    let uid: string;
    try {
      uid = (await auth.getUserByEmail(account.email)).uid;
    } catch (error) {
      if (firebaseErrorCode(error) !== 'auth/user-not-found') throw error;
      uid = (await auth.createUser({ email: account.email, password: account.password, displayName: member.name, emailVerified: true }))
        .uid;
    }
    await db.execute(sql`UPDATE members SET firebase_uid = NULL WHERE firebase_uid = ${uid} AND id <> ${member.id}`);
    await db.execute(sql`UPDATE members SET firebase_uid = ${uid} WHERE id = ${member.id}`);
  }
}
