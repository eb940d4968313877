import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  customType,
} from 'drizzle-orm/pg-core';

/** The member tree. `path` is the materialised path of ids, e.g. `/1/5/17/`, for prefix subtree reads. */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    coCode: text('co_code').notNull(),
    parentId: integer('parent_id'),
    path: text('path').notNull(),
    depth: integer('depth').notNull().default(0),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile'),
    panEnc: text('pan_enc'),
    aadhaarEnc: text('aadhaar_enc'),
    bankName: text('bank_name'),
    bankAccountEnc: text('bank_account_enc'),
    /** The approved payout account's holder and IFSC (migration 0012); bank_account_changes holds requests. */
    bankHolder: text('bank_holder'),
    bankIfsc: text('bank_ifsc'),
    firebaseUid: text('firebase_uid'),
    renewalReminders: boolean('renewal_reminders').notNull().default(true),
    /** The member's language ('en' or 'hi', checked by the table): their e-mails, and the portal once they sign in. */
    language: text('language').notNull().default('en'),
    signInDisabledAt: timestamp('sign_in_disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Certification (migration 0014): 'training', 'exam', 'certified' or 'revoked'. */
    certificationStage: text('certification_stage').notNull().default('training'),
    /** Training time the server credited, all modules. */
    trainingSeconds: integer('training_seconds').notNull().default(0),
    trainingDoneAt: timestamp('training_done_at', { withTimezone: true }),
    /** HMAC-SHA-256 of the PAN and the Aadhaar number under the identity hash key (hex): compared, never shown. */
    panHash: text('pan_hash'),
    aadhaarHash: text('aadhaar_hash'),
  },
  (t) => [
    uniqueIndex('members_co_code_key').on(t.coCode),
    uniqueIndex('members_email_key').on(t.email),
    uniqueIndex('members_firebase_uid_key').on(t.firebaseUid),
    index('members_parent_idx').on(t.parentId),
    index('members_path_idx').on(t.path.op('text_pattern_ops')),
    index('members_pan_hash_idx')
      .on(t.panHash)
      .where(sql`pan_hash IS NOT NULL`),
    index('members_aadhaar_hash_idx')
      .on(t.aadhaarHash)
      .where(sql`aadhaar_hash IS NOT NULL`),
    index('members_certification_stage_idx').on(t.certificationStage, t.id),
  ],
);

export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    panEnc: text('pan_enc'),
    aadhaarEnc: text('aadhaar_enc'),
    referralId: text('referral_id'),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('pending'),
    memberId: integer('member_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    rejectionReason: text('rejection_reason'),
    /** The language the applicant signed up in ('en' or 'hi'): their e-mails, and the member's language on approval. */
    language: text('language').notNull().default('en'),
    /** Keyed hashes of the numbers (migration 0014), compared with the members' at review. */
    panHash: text('pan_hash'),
    aadhaarHash: text('aadhaar_hash'),
  },
  (t) => [
    // One pending application per e-mail; decided ones are history.
    uniqueIndex('applications_pending_email_key')
      .on(t.email)
      .where(sql`status = 'pending'`),
    index('applications_status_idx').on(t.status, t.id),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  message: text('message').notNull(),
  referer: text('referer'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  handledAt: timestamp('handled_at', { withTimezone: true }),
  handledBy: text('handled_by'),
});

/**
 * Policies: one row a sale. `seller_path` copies the seller's member path so subtree filters use an index.
 * The SQL migrations are the source of truth (they add covering INCLUDE columns drizzle cannot express).
 */
export const policies = pgTable(
  'policies',
  {
    srNo: bigint('sr_no', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    policyType: text('policy_type').notNull(),
    productName: text('product_name').notNull(),
    policyNumber: text('policy_number').notNull(),
    clientName: text('client_name').notNull(),
    riskStart: date('risk_start', { mode: 'string' }).notNull(),
    riskEnd: date('risk_end', { mode: 'string' }).notNull(),
    netPremium: numeric('net_premium', { precision: 14, scale: 2 }).notNull(),
    payOut: numeric('pay_out', { precision: 14, scale: 2 }).notNull(),
    vehicleNo: text('vehicle_no'),
    insurer: text('insurer').notNull(),
    soldById: integer('sold_by_id').notNull(),
    sellerPath: text('seller_path').notNull(),
    /** Set once by the policy import; its pay out is then reversed in the payouts ledger (migration 0003). */
    cancelledOn: date('cancelled_on', { mode: 'string' }),
    /** The import that added it (migration 0013): a rollback cancels what that import added. */
    importId: integer('import_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('policies_seller_number_key').on(t.soldById, t.policyNumber),
    index('policies_path_start_idx').on(t.sellerPath.op('text_pattern_ops'), t.riskStart, t.srNo),
    index('policies_start_idx').on(t.riskStart.desc(), t.srNo.desc()),
    index('policies_path_end_idx').on(t.sellerPath.op('text_pattern_ops'), t.riskEnd, t.srNo),
    index('policies_end_idx').on(t.riskEnd, t.srNo),
  ],
);

/**
 * The seller-path rewrite a member move left to do (migration 0010): policies whose `seller_path` starts with
 * `old_prefix` are read as if it were `new_prefix` until the worker has rewritten them. At most one row.
 */
export const sellerPathRewrites = pgTable('seller_path_rewrites', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  oldPrefix: text('old_prefix').notNull().unique(),
  newPrefix: text('new_prefix').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Onboarding invites: only a hash of the secret part is stored. */
export const invites = pgTable(
  'invites',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    secretHash: text('secret_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Set when a newer invite replaces this one (the back office's Re-send invite). */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invites_member_idx').on(t.memberId)],
);

export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    replyTo: text('reply_to'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`sent_at IS NULL`),
  ],
);

/** Subtree totals per member, policy type and month of risk start; maintained by triggers (migration 0001). */
export const salesRollup = pgTable(
  'sales_rollup',
  {
    memberId: integer('member_id').notNull(),
    policyType: text('policy_type').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    policyCount: integer('policy_count').notNull(),
    netPremium: numeric('net_premium', { precision: 18, scale: 2 }).notNull(),
    payOut: numeric('pay_out', { precision: 18, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.policyType, t.month] })],
);

/** Subtree totals per member, month of risk start and insurer; maintained by triggers (migration 0005). */
export const insurerRollup = pgTable(
  'insurer_rollup',
  {
    memberId: integer('member_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    insurer: text('insurer').notNull(),
    policyCount: integer('policy_count').notNull(),
    netPremium: numeric('net_premium', { precision: 18, scale: 2 }).notNull(),
    payOut: numeric('pay_out', { precision: 18, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.month, t.insurer] })],
);

/** How a due or lapsed policy was marked (migration 0004); one row per policy. */
export const renewalOutcomes = pgTable('renewal_outcomes', {
  policySrNo: bigint('policy_sr_no', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull(),
  renewedSrNo: bigint('renewed_sr_no', { mode: 'number' }),
  renewedPolicyNumber: text('renewed_policy_number'),
  reason: text('reason'),
  automatic: boolean('automatic').notNull().default(false),
  decidedBy: integer('decided_by'),
  decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which member was reminded of which policy at which threshold (30, 15, 7, 1 days left). */
export const renewalReminders = pgTable(
  'renewal_reminders',
  {
    memberId: integer('member_id').notNull(),
    policySrNo: bigint('policy_sr_no', { mode: 'number' }).notNull(),
    threshold: smallint('threshold').notNull(),
    digestOn: date('digest_on', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.policySrNo, t.threshold] }), index('renewal_reminders_policy_idx').on(t.policySrNo)],
);

/** One reminder digest per member and day. */
export const reminderDigests = pgTable(
  'reminder_digests',
  {
    memberId: integer('member_id').notNull(),
    digestOn: date('digest_on', { mode: 'string' }).notNull(),
    policyCount: integer('policy_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.digestOn] })],
);

/**
 * The payouts ledger (migration 0003), append-only: the database refuses UPDATE and DELETE. Amounts in
 * paise: earned (> 0, a policy's pay out on its risk start) and reversed (< 0, on its cancellation) are
 * written by triggers on policies; paid (> 0) by the operators' `record-payment`.
 */
export const payoutEntries = pgTable(
  'payout_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull(),
    kind: text('kind').notNull(),
    srNo: bigint('sr_no', { mode: 'number' }),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by'),
    voidsId: bigint('voids_id', { mode: 'number' }),
    reason: text('reason'),
  },
  (t) => [
    uniqueIndex('payout_entries_policy_kind_key')
      .on(t.srNo, t.kind)
      .where(sql`sr_no IS NOT NULL`),
    index('payout_entries_member_date_idx').on(t.memberId, t.entryDate),
  ],
);

/** Raw bytes (`bytea`): a query's attached files, so that every API process serves them from the database. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Payout queries (migration 0015): a member questions a line or a payment of their own book, or a policy
 * they sold that is missing. `number` (`Q-000123`) is what people see; due 14 days after raised. Accepting
 * posts an `adjustment` entry to the ledger (`adjustment_entry_id`) with the number as its reference.
 */
export const payoutQueries = pgTable(
  'payout_queries',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    memberId: integer('member_id').notNull(),
    type: text('type').notNull(),
    subjectKind: text('subject_kind').notNull(),
    entryId: bigint('entry_id', { mode: 'number' }),
    missingPolicyNumber: text('missing_policy_number'),
    missingInsurer: text('missing_insurer'),
    missingClientName: text('missing_client_name'),
    missingRiskStart: date('missing_risk_start', { mode: 'string' }),
    missingPremiumPaise: bigint('missing_premium_paise', { mode: 'number' }),
    status: text('status').notNull().default('open'),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull().defaultNow(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedOn: date('decided_on', { mode: 'string' }),
    decidedBy: text('decided_by'),
    decisionReason: text('decision_reason'),
    adjustmentPaise: bigint('adjustment_paise', { mode: 'number' }),
    adjustmentEntryId: bigint('adjustment_entry_id', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('payout_queries_number_key').on(t.number),
    index('payout_queries_member_idx').on(t.memberId, t.raisedAt.desc(), t.id.desc()),
    index('payout_queries_raised_idx').on(t.raisedAt.desc(), t.id.desc()),
    index('payout_queries_due_idx')
      .on(t.dueOn, t.id)
      .where(sql`status IN ('open', 'in_review')`),
    index('payout_queries_closed_due_idx')
      .on(t.dueOn, t.id)
      .where(sql`status IN ('accepted', 'rejected')`),
  ],
);

/** A query's thread: the member's and the operators' messages, oldest first. */
export const payoutQueryMessages = pgTable(
  'payout_query_messages',
  {
    id: serial('id').primaryKey(),
    queryId: integer('query_id').notNull(),
    author: text('author').notNull(),
    memberId: integer('member_id'),
    operatorEmail: text('operator_email'),
    operatorName: text('operator_name'),
    text: text('text').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payout_query_messages_query_idx').on(t.queryId, t.id)],
);

/** A file of a message: its bytes, its type as read from them, its name made safe, its SHA-256 (hex). */
export const payoutQueryAttachments = pgTable(
  'payout_query_attachments',
  {
    id: serial('id').primaryKey(),
    queryId: integer('query_id').notNull(),
    messageId: integer('message_id').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payout_query_attachments_message_idx').on(t.messageId, t.id), index('payout_query_attachments_query_idx').on(t.queryId)],
);

/** The back office's operators (migration 0007): accounts with the Firebase custom claim role=operator. */
export const operators = pgTable('operators', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  firebaseUid: text('firebase_uid').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every operator action (migration 0007), append-only: the database refuses UPDATE, DELETE and TRUNCATE. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    operatorUid: text('operator_uid').notNull(),
    operatorEmail: text('operator_email').notNull(),
    action: text('action').notNull(),
    recordType: text('record_type').notNull(),
    recordId: text('record_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_at_idx').on(t.at.desc(), t.id.desc()), index('audit_log_record_idx').on(t.recordType, t.recordId)],
);

/** Each import of a policy file (migration 0007), from the back office or the CLI. */
export const policyImports = pgTable(
  'policy_imports',
  {
    id: serial('id').primaryKey(),
    operatorEmail: text('operator_email').notNull(),
    fileName: text('file_name').notNull(),
    status: text('status').notNull().default('running'),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    imported: integer('imported').notNull().default(0),
    duplicates: integer('duplicates').notNull().default(0),
    errors: integer('errors').notNull().default(0),
    cancelled: integer('cancelled').notNull().default(0),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    rolledBackAt: timestamp('rolled_back_at', { withTimezone: true }),
    rolledBackBy: text('rolled_back_by'),
  },
  (t) => [index('policy_imports_started_idx').on(t.startedAt.desc())],
);

// Certification (migration 0014). Training sessions, progress, attempts and certificates are kept five
// years: the database refuses to delete a younger row, or to empty the tables.

/** A training module; its minimum minutes are its weight in the required training time. */
export const trainingModules = pgTable(
  'training_modules',
  {
    id: serial('id').primaryKey(),
    position: integer('position').notNull(),
    titleEn: text('title_en').notNull(),
    titleHi: text('title_hi').notNull(),
    bodyEn: text('body_en').notNull(),
    bodyHi: text('body_hi').notNull(),
    kind: text('kind').notNull(),
    mediaUrl: text('media_url'),
    minimumMinutes: integer('minimum_minutes').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('training_modules_position_idx').on(t.position, t.id)],
);

/** A module open on a page: the server credits the time between its heartbeats, as it measured it. */
export const trainingSessions = pgTable(
  'training_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull(),
    moduleId: integer('module_id').notNull(),
    session: text('session').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    lastBeatAt: timestamp('last_beat_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    heartbeats: integer('heartbeats').notNull().default(1),
    creditedMs: bigint('credited_ms', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('training_sessions_member_session_key').on(t.memberId, t.session),
    index('training_sessions_open_idx')
      .on(t.memberId)
      .where(sql`ended_at IS NULL`),
  ],
);

/** A member's credited time in a module. */
export const trainingProgress = pgTable(
  'training_progress',
  {
    memberId: integer('member_id').notNull(),
    moduleId: integer('module_id').notNull(),
    creditedMs: bigint('credited_ms', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.moduleId] })],
);

/** The question bank, in English and Hindi, with the right option (0-based). */
export const examQuestions = pgTable(
  'exam_questions',
  {
    id: serial('id').primaryKey(),
    textEn: text('text_en').notNull(),
    textHi: text('text_hi').notNull(),
    optionsEn: text('options_en').array().notNull(),
    optionsHi: text('options_hi').array().notNull(),
    correctOption: smallint('correct_option').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('exam_questions_active_idx')
      .on(t.id)
      .where(sql`active`),
  ],
);

/** An examination sitting: the questions drawn, its deadline, the answers per question and the outcome. */
export const examAttempts = pgTable(
  'exam_attempts',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    questionIds: integer('question_ids').array().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    answers: jsonb('answers'),
    score: integer('score'),
    outcome: text('outcome').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('exam_attempts_member_idx').on(t.memberId, t.startedAt.desc()),
    uniqueIndex('exam_attempts_open_key')
      .on(t.memberId)
      .where(sql`outcome = 'open'`),
  ],
);

/** A certificate: issued on passing (or reissued by an operator), revoked with a reason. */
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    memberId: integer('member_id').notNull(),
    issuedOn: date('issued_on').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    attemptId: integer('attempt_id'),
    reissuedFrom: integer('reissued_from'),
    reissueReason: text('reissue_reason'),
    issuedBy: text('issued_by'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedOn: date('revoked_on'),
    revokedReason: text('revoked_reason'),
    revokedBy: text('revoked_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('certificates_number_key').on(t.number),
    uniqueIndex('certificates_valid_key')
      .on(t.memberId)
      .where(sql`revoked_at IS NULL`),
    uniqueIndex('certificates_reissued_from_key')
      .on(t.reissuedFrom)
      .where(sql`reissued_from IS NOT NULL`),
    index('certificates_member_idx').on(t.memberId, t.issuedOn),
  ],
);
