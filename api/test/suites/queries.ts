import { createHash } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  buildPath,
  endpoints,
  indiaDate,
  MAX_ATTACHMENT_BYTES,
  type QueryListResponse,
  type QueryResponse,
  type StatementResponse,
} from '@portal/shared/validation';
import { adminEndpoints, type AdminQueryListResponse, type AdminQueryResponse } from '@portal/shared/admin';
import { one, rows, sql } from '../../src/db/client.js';
import { importPolicies } from '../../src/modules/admin/imports/policyImport.js';
import { bearer, type SuiteContext } from '../helpers/context.js';
import { pdfText } from '../helpers/pdfText.js';

const HEADER = 'policyType,productName,policyNumber,clientName,riskStart,riskEnd,netPremium,payOut,vehicleNo,insurer,soldBy';
const OPERATOR = { uid: 'ops-test', email: 'ops@agentportal.in' };

/** Files as a device has them: a real PDF, a 1×1 PNG, a Windows program, a shell script. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200)]);
const upload = (fileName: string, bytes: Buffer) => ({ fileName, contentBase64: bytes.toString('base64') });

/** Payout queries: raising on one's own book, who reads what, the operators' decisions and the ledger's adjustment. */
export function payoutQueriesTests(ctx: () => SuiteContext) {
  describe('payout queries', () => {
    const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const db = () => ctx().database.db;
    const today = () => indiaDate(new Date());
    const as = (token: string) => (opts: InjectOptions) => ctx().app.inject({ ...opts, headers: { ...bearer(token), ...opts.headers } });
    const ops = (opts: InjectOptions) => as(ctx().opsToken)(opts);
    const mid = (opts: InjectOptions) => as(ctx().midToken)(opts);
    const top = (opts: InjectOptions) => as(ctx().topToken)(opts);
    const area = endpoints.queries;
    const admin = adminEndpoints.queries;

    const raise = (coCode: string, payload: object, caller = mid) =>
      caller({ method: 'POST', url: buildPath(area.raisePayoutQuery.path, { coCode }), payload });
    const entryOf = async (memberId: number, kinds: string[]) =>
      (await one<{ id: number; amount: number }>(
        db(),
        sql`SELECT id::int, amount_paise::int AS amount FROM payout_entries
            WHERE member_id = ${memberId} AND kind = ANY(${`{${kinds.join(',')}}`}::text[])
              AND id NOT IN (SELECT entry_id FROM payout_queries WHERE entry_id IS NOT NULL)
            ORDER BY id LIMIT 1`,
      ))!;
    const counts = async () =>
      (await one<{ queries: number; messages: number; files: number; entries: number; outbox: number }>(
        db(),
        sql`SELECT (SELECT count(*) FROM payout_queries)::int AS queries, (SELECT count(*) FROM payout_query_messages)::int AS messages,
              (SELECT count(*) FROM payout_query_attachments)::int AS files, (SELECT count(*) FROM payout_entries)::int AS entries,
              (SELECT count(*) FROM outbox)::int AS outbox`,
      ))!;
    const detail = async (id: number) => {
      const res = await ops({ url: buildPath(admin.adminQuery.path, { id }) });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as AdminQueryResponse).query;
    };
    const latestMail = (to: string) =>
      one<{ subject: string; text: string }>(
        db(),
        sql`SELECT subject, text_body AS text FROM outbox WHERE to_address = ${to} ORDER BY id DESC LIMIT 1`,
      );

    it('an agent raises a query on their own line with a PDF; the file is typed by its bytes, named safely, hashed', async () => {
      const line = await entryOf(ctx().mid.id, ['earned']);
      const res = await raise(ctx().mid.coCode, {
        type: 'wrong_amount',
        subject: { kind: 'line', entryId: line.id },
        message: 'The pay out should be 12%,\nnot 10%.',
        attachments: [upload('../../etc/rate card (June).pdf', PDF)],
      });
      expect(res.statusCode, res.body).toBe(201);
      const { query } = res.json() as QueryResponse;
      expect(query).toMatchObject({
        number: expect.stringMatching(/^Q-\d{6}$/),
        coCode: ctx().mid.coCode,
        type: 'wrong_amount',
        status: 'open',
        subject: { kind: 'line', entryId: line.id, amountPaise: line.amount },
        dueOn: addDays(today(), 14),
        overdue: false,
        ageDays: 0,
        canReply: true,
        messageCount: 1,
      });
      expect(query.messages).toHaveLength(1);
      expect(query.messages[0]).toMatchObject({ author: 'member', text: 'The pay out should be 12%,\nnot 10%.' });
      expect(query.messages[0]!.attachments).toEqual([
        {
          id: expect.any(Number),
          fileName: 'rate_card_(June).pdf',
          contentType: 'application/pdf',
          sizeBytes: PDF.length,
          sha256: createHash('sha256').update(PDF).digest('hex'),
        },
      ]);

      // The member downloads it back, as a file that is never shown inline nor sniffed; the leader above too.
      const file = query.messages[0]!.attachments[0]!;
      for (const caller of [mid, top]) {
        const got = await caller({
          url: buildPath(area.payoutQueryAttachment.path, { coCode: ctx().mid.coCode, id: query.id, attachmentId: file.id }),
        });
        expect(got.statusCode).toBe(200);
        expect(got.headers['content-type']).toBe('application/pdf');
        expect(got.headers['content-disposition']).toContain('attachment; filename="rate_card_(June).pdf"');
        expect(got.headers['x-content-type-options']).toBe('nosniff');
        expect(got.rawPayload.equals(PDF)).toBe(true);
      }
      const byOps = await ops({ url: buildPath(admin.adminQueryAttachment.path, { id: query.id, attachmentId: file.id }) });
      expect(byOps.statusCode).toBe(200);
      expect(byOps.rawPayload.equals(PDF)).toBe(true);
      expect(byOps.headers['x-content-type-options']).toBe('nosniff');
    });

    it('refuses bad input with a 400 naming the field, and stores nothing', async () => {
      const line = await entryOf(ctx().mid.id, ['earned']);
      const theirs = await entryOf(ctx().top.id, ['earned']);
      const before = await counts();
      const base = { type: 'wrong_amount', subject: { kind: 'line', entryId: line.id }, message: 'Wrong' };

      const exe = await raise(ctx().mid.coCode, { ...base, attachments: [upload('statement.pdf', EXE)] });
      expect(exe.statusCode, exe.body).toBe(400);
      expect(exe.json()).toMatchObject({ errors: { 'attachments.0': expect.stringContaining('statement.pdf is not a PDF, JPEG or PNG') } });

      const script = await raise(ctx().mid.coCode, { ...base, attachments: [upload('photo.png', Buffer.from('#!/bin/sh\nrm -rf /\n'))] });
      expect(script.statusCode).toBe(400);
      expect(script.json()).toMatchObject({ errors: { 'attachments.0': 'photo.png is not a PDF, JPEG or PNG file.' } });

      const four = await raise(ctx().mid.coCode, { ...base, attachments: [1, 2, 3, 4].map((n) => upload(`${n}.pdf`, PDF)) });
      expect(four.statusCode).toBe(400);
      expect(four.json()).toMatchObject({ errors: { attachments: 'Attach at most 3 files' } });

      const big = Buffer.concat([PDF, Buffer.alloc(MAX_ATTACHMENT_BYTES)]);
      const tooBig = await raise(ctx().mid.coCode, { ...base, attachments: [upload('scan.pdf', big)] });
      expect(tooBig.statusCode, tooBig.body.slice(0, 300)).toBe(400);
      expect(tooBig.json()).toMatchObject({ errors: { 'attachments.0.contentBase64': 'scan.pdf is larger than 5 MB' } });

      const notMine = await raise(ctx().mid.coCode, { ...base, subject: { kind: 'line', entryId: theirs.id } });
      expect(notMine.statusCode).toBe(400);
      expect(notMine.json()).toMatchObject({ errors: { 'subject.entryId': `Entry ${theirs.id} is not on your statement.` } });

      const paymentAsLine = await raise(ctx().mid.coCode, { ...base, subject: { kind: 'payment', entryId: line.id } });
      expect(paymentAsLine.statusCode).toBe(400);
      expect(paymentAsLine.json()).toMatchObject({ errors: { 'subject.entryId': `Entry ${line.id} is not a payment.` } });

      const wrongSubject = await raise(ctx().mid.coCode, { ...base, type: 'missing_policy' });
      expect(wrongSubject.statusCode).toBe(400);
      expect(wrongSubject.json()).toMatchObject({ errors: { 'subject.kind': 'A missing policy needs the policy’s details' } });

      // A leader reads the team's queries but cannot raise one for a member of it.
      const forTeam = await raise(ctx().mid.coCode, base, top);
      expect(forTeam.statusCode).toBe(403);
      expect(await counts()).toEqual(before);
    });

    it('the agent sees only their own queries; a leader the subtree’s (filter by member), read only', async () => {
      const line = await entryOf(ctx().top.id, ['earned']);
      const own = await raise(ctx().top.coCode, { type: 'other', subject: { kind: 'line', entryId: line.id }, message: 'Top asks' }, top);
      expect(own.statusCode, own.body).toBe(201);
      const topQuery = (own.json() as QueryResponse).query;

      const midList = (await mid({ url: buildPath(area.payoutQueries.path, { coCode: ctx().mid.coCode }) })).json() as QueryListResponse;
      expect(midList.queries.length).toBeGreaterThan(0);
      expect(midList.queries.every((q) => q.coCode !== ctx().top.coCode)).toBe(true);
      expect((await mid({ url: buildPath(area.payoutQueries.path, { coCode: ctx().top.coCode }) })).statusCode).toBe(403);
      expect((await mid({ url: buildPath(area.payoutQuery.path, { coCode: ctx().mid.coCode, id: topQuery.id }) })).statusCode).toBe(404);

      const topList = (
        await top({ url: buildPath(area.payoutQueries.path, { coCode: ctx().top.coCode }), query: { limit: '100' } })
      ).json() as QueryListResponse;
      const codes = new Set(topList.queries.map((q) => q.coCode));
      expect(codes.has(ctx().top.coCode) && codes.has(ctx().mid.coCode)).toBe(true);
      const filtered = (
        await top({
          url: buildPath(area.payoutQueries.path, { coCode: ctx().top.coCode }),
          query: { member: ctx().mid.coCode, limit: '100' },
        })
      ).json() as QueryListResponse;
      expect(filtered.queries.length).toBeGreaterThan(0);
      expect(filtered.queries.every((q) => q.coCode === ctx().mid.coCode)).toBe(true);

      // Keyset pages: one at a time, newest first, each once.
      const seen: number[] = [];
      let cursor: string | null = null;
      do {
        const page = (
          await top({
            url: buildPath(area.payoutQueries.path, { coCode: ctx().top.coCode }),
            query: { limit: '1', ...(cursor ? { cursor } : {}) },
          })
        ).json() as QueryListResponse;
        seen.push(...page.queries.map((q) => q.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toEqual(topList.queries.map((q) => q.id));
      expect(
        (await top({ url: buildPath(area.payoutQueries.path, { coCode: ctx().top.coCode }), query: { cursor: 'nope' } })).statusCode,
      ).toBe(400);

      // Read only: the leader sees the member's thread, without the right to reply.
      const theirs = filtered.queries[0]!;
      const read = await top({ url: buildPath(area.payoutQuery.path, { coCode: ctx().mid.coCode, id: theirs.id }) });
      expect(read.statusCode).toBe(200);
      expect((read.json() as QueryResponse).query.canReply).toBe(false);
      const reply = await top({
        method: 'POST',
        url: buildPath(area.replyPayoutQuery.path, { coCode: ctx().mid.coCode, id: theirs.id }),
        payload: { message: 'Leader here' },
      });
      expect(reply.statusCode).toBe(403);
    });

    it('review, replies both ways, accept with an adjustment: the ledger, the statement (JSON and PDF), the mails, the audit', async () => {
      const line = await entryOf(ctx().mid.id, ['earned']);
      await db().execute(sql`UPDATE members SET language = 'hi' WHERE id = ${ctx().mid.id}`);
      const raised = await raise(ctx().mid.coCode, {
        type: 'wrong_amount',
        subject: { kind: 'line', entryId: line.id },
        message: `Short paid ${run}`,
      });
      expect(raised.statusCode, raised.body).toBe(201);
      const { id, number } = (raised.json() as QueryResponse).query;
      const again = await raise(ctx().mid.coCode, { type: 'other', subject: { kind: 'line', entryId: line.id }, message: 'Again' });
      expect(again.statusCode).toBe(409);

      const reviewed = await ops({ method: 'POST', url: buildPath(admin.adminReviewQuery.path, { id }) });
      expect(reviewed.statusCode, reviewed.body).toBe(200);
      expect((reviewed.json() as AdminQueryResponse).query.status).toBe('in_review');
      expect((await latestMail(ctx().mid.email))?.subject).toBe(`आपकी पेआउट क्वेरी ${number}: समीक्षा में`);
      expect((await ops({ method: 'POST', url: buildPath(admin.adminReviewQuery.path, { id }) })).statusCode).toBe(409);

      const opsReply = await ops({
        method: 'POST',
        url: buildPath(admin.adminReplyQuery.path, { id }),
        payload: { message: 'Please send the rate card.', attachments: [upload('policy.png', PNG)] },
      });
      expect(opsReply.statusCode, opsReply.body).toBe(201);
      const mail = await latestMail(ctx().mid.email);
      expect(mail?.subject).toBe(`आपकी पेआउट क्वेरी ${number} पर जवाब`);
      expect(mail?.text).toContain('Please send the rate card.');
      const memberReply = await mid({
        method: 'POST',
        url: buildPath(area.replyPayoutQuery.path, { coCode: ctx().mid.coCode, id }),
        payload: { message: 'Attached.', attachments: [upload('card.pdf', PDF)] },
      });
      expect(memberReply.statusCode, memberReply.body).toBe(201);
      const thread = (memberReply.json() as QueryResponse).query.messages;
      expect(thread.map((m) => [m.author, m.author === 'member' ? m.authorName === ctx().mid.name : m.authorName === 'Support'])).toEqual([
        ['member', true],
        ['operator', true],
        ['member', true],
      ]);
      expect(thread[1]!.attachments[0]).toMatchObject({ contentType: 'image/png', fileName: 'policy.png' });

      // More than the line without a reason: refused, nothing changed.
      const before = await counts();
      const tooMuch = await ops({
        method: 'POST',
        url: buildPath(admin.adminAcceptQuery.path, { id }),
        payload: { adjustmentPaise: line.amount + 1 },
      });
      expect(tooMuch.statusCode).toBe(400);
      expect(tooMuch.json()).toMatchObject({ errors: { reason: expect.stringContaining('more than the line') } });
      const zero = await ops({ method: 'POST', url: buildPath(admin.adminAcceptQuery.path, { id }), payload: { adjustmentPaise: 0 } });
      expect(zero.statusCode).toBe(400);
      expect(zero.json()).toMatchObject({ errors: { reason: 'Give a reason when the adjustment is 0' } });
      expect(await counts()).toEqual(before);
      expect((await detail(id)).status).toBe('in_review');

      const adjustmentPaise = line.amount + 12_345;
      const accepted = await ops({
        method: 'POST',
        url: buildPath(admin.adminAcceptQuery.path, { id }),
        payload: { adjustmentPaise, reason: 'Rate card 12%' },
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect((accepted.json() as AdminQueryResponse).query).toMatchObject({
        status: 'accepted',
        adjustmentPaise,
        decisionReason: 'Rate card 12%',
        decidedOn: today(),
        decidedBy: OPERATOR.email,
        canReply: false,
      });
      const entry = await one<{ kind: string; amount: number; date: string; reason: string }>(
        db(),
        sql`SELECT kind, amount_paise::int AS amount, entry_date::text AS date, reason FROM payout_entries WHERE reference = ${number}`,
      );
      expect(entry).toEqual({ kind: 'adjustment', amount: adjustmentPaise, date: today(), reason: 'Rate card 12%' });
      const acceptedMail = await latestMail(ctx().mid.email);
      expect(acceptedMail?.subject).toBe(`आपकी पेआउट क्वेरी ${number}: स्वीकृत`);

      // Once decided: a second accept, a reject and replies from either side are refused, nothing changes.
      const decided = await counts();
      expect(
        (await ops({ method: 'POST', url: buildPath(admin.adminAcceptQuery.path, { id }), payload: { adjustmentPaise: 1 } })).statusCode,
      ).toBe(409);
      expect(
        (await ops({ method: 'POST', url: buildPath(admin.adminRejectQuery.path, { id }), payload: { reason: 'No' } })).statusCode,
      ).toBe(409);
      expect(
        (await ops({ method: 'POST', url: buildPath(admin.adminReplyQuery.path, { id }), payload: { message: 'Late' } })).statusCode,
      ).toBe(409);
      const late = await mid({
        method: 'POST',
        url: buildPath(area.replyPayoutQuery.path, { coCode: ctx().mid.coCode, id }),
        payload: { message: 'Thanks' },
      });
      expect(late.statusCode).toBe(409);
      expect(await counts()).toEqual(decided);

      const audit = await rows<{ action: string }>(
        db(),
        sql`SELECT action FROM audit_log WHERE record_type = 'payout_query' AND record_id = ${number} ORDER BY id`,
      );
      expect(audit.map((a) => a.action)).toEqual(['payout_query.review', 'payout_query.reply', 'payout_query.accept']);

      // The statement of this month shows it with the query's number, and counts it in the gross.
      const month = today().slice(0, 7);
      const statement = (
        (
          await mid({ url: buildPath(endpoints.payouts.payoutStatement.path, { coCode: ctx().mid.coCode }), query: { month } })
        ).json() as StatementResponse
      ).statement;
      expect(statement.adjustments).toContainEqual({
        entryId: expect.any(Number),
        date: today(),
        queryNumber: number,
        amountPaise: adjustmentPaise,
        reason: 'Rate card 12%',
      });
      const linesPaise = statement.lines.reduce((sum, l) => sum + l.payOutPaise, 0);
      const adjustmentsPaise = (statement.adjustments ?? []).reduce((sum, a) => sum + a.amountPaise, 0);
      expect(statement.grossPaise).toBe(linesPaise + adjustmentsPaise);
      const pdf = await mid({ url: buildPath(endpoints.payouts.payoutStatementPdf.path, { coCode: ctx().mid.coCode, month }) });
      expect(pdf.statusCode).toBe(200);
      expect(pdfText(pdf.rawPayload)).toContain(number);
      await db().execute(sql`UPDATE members SET language = 'en' WHERE id = ${ctx().mid.id}`);
    });

    it('rejects with a reason only; the member is told why', async () => {
      await db().execute(sql`UPDATE members SET language = 'en' WHERE id = ${ctx().mid.id}`);
      const payment = await one<{ id: number }>(
        db(),
        sql`SELECT id::int FROM payout_entries WHERE member_id = ${ctx().mid.id} AND kind = 'paid' ORDER BY id LIMIT 1`,
      );
      const raised = await raise(ctx().mid.coCode, {
        type: 'missing_payment',
        subject: payment ? { kind: 'payment', entryId: payment.id } : { kind: 'none' },
        message: 'Not received',
      });
      expect(raised.statusCode, raised.body).toBe(201);
      const { id, number } = (raised.json() as QueryResponse).query;
      const noReason = await ops({ method: 'POST', url: buildPath(admin.adminRejectQuery.path, { id }), payload: { reason: '  ' } });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json()).toMatchObject({ errors: { reason: 'Reason is required' } });
      const rejected = await ops({
        method: 'POST',
        url: buildPath(admin.adminRejectQuery.path, { id }),
        payload: { reason: 'Paid by NEFT on the 5th' },
      });
      expect(rejected.statusCode).toBe(200);
      expect((rejected.json() as AdminQueryResponse).query).toMatchObject({
        status: 'rejected',
        decisionReason: 'Paid by NEFT on the 5th',
      });
      const mail = await latestMail(ctx().mid.email);
      expect(mail?.subject).toBe(`Your payout query ${number}: Rejected`);
      expect(mail?.text).toContain('Reason: Paid by NEFT on the 5th');
    });

    it('a missing policy: once the operator imports it, its own pay out credits it and only 0 with a reason is accepted', async () => {
      const policyNumber = `MISS-${run}`;
      const raised = await raise(ctx().mid.coCode, {
        type: 'missing_policy',
        subject: { kind: 'missingPolicy', policyNumber, insurer: 'LIC', clientName: 'Asha Rao', riskStart: '2026-01-10', premium: '10000' },
        message: 'I sold this in January',
        attachments: [upload('proposal.pdf', PDF)],
      });
      expect(raised.statusCode, raised.body).toBe(201);
      const { id, subject } = (raised.json() as QueryResponse).query;
      expect(subject).toEqual({
        kind: 'missingPolicy',
        policyNumber,
        insurer: 'LIC',
        clientName: 'Asha Rao',
        riskStart: '2026-01-10',
        premiumPaise: 1_000_000,
      });
      const csv = [HEADER, `life,Term Life,${policyNumber},Asha Rao,2026-01-10,2026-12-31,10000,900.50,,LIC,${ctx().mid.coCode}`].join(
        '\n',
      );
      const report = await importPolicies(db(), csv, { fileName: `${policyNumber}.csv`, actor: OPERATOR });
      expect(report.errors, JSON.stringify(report.errors)).toEqual([]);
      const twice = await ops({
        method: 'POST',
        url: buildPath(admin.adminAcceptQuery.path, { id }),
        payload: { adjustmentPaise: 90_050, reason: 'Pay out' },
      });
      expect(twice.statusCode).toBe(400);
      expect(twice.json()).toMatchObject({ errors: { adjustmentPaise: expect.stringContaining(policyNumber) } });
      const accepted = await ops({
        method: 'POST',
        url: buildPath(admin.adminAcceptQuery.path, { id }),
        payload: { adjustmentPaise: 0, reason: 'policy added' },
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect((accepted.json() as AdminQueryResponse).query).toMatchObject({
        status: 'accepted',
        adjustmentPaise: 0,
        decisionReason: 'policy added',
      });
    });

    it('a missing policy paid by an adjustment cannot then be imported for the member: never paid twice', async () => {
      const policyNumber = `PAID-${run}`;
      const raised = await raise(ctx().mid.coCode, {
        type: 'missing_policy',
        subject: {
          kind: 'missingPolicy',
          policyNumber,
          insurer: 'LIC',
          clientName: 'Ravi Kumar',
          riskStart: '2026-02-01',
          premium: '8000',
        },
        message: 'Sold in February',
      });
      const { id, number } = (raised.json() as QueryResponse).query;
      const accepted = await ops({
        method: 'POST',
        url: buildPath(admin.adminAcceptQuery.path, { id }),
        payload: { adjustmentPaise: 72_000 },
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      const csv = [HEADER, `life,Term Life,${policyNumber},Ravi Kumar,2026-02-01,2027-01-31,8000,720,,LIC,${ctx().mid.coCode}`].join('\n');
      const report = await importPolicies(db(), csv, { fileName: `${policyNumber}.csv`, actor: OPERATOR, skipBad: true });
      expect(report.imported).toBe(0);
      expect(report.errors.map((e) => e.message).join(' ')).toContain(
        `policyNumber: ${policyNumber} was paid to ${ctx().mid.coCode} by payout query ${number} (an adjustment of ₹720)`,
      );
      expect(await one(db(), sql`SELECT 1 AS found FROM policies WHERE policy_number = ${policyNumber}`)).toBeUndefined();
    });

    it('the back office lists the overdue first, with their age, and filters', async () => {
      const raised = await raise(ctx().mid.coCode, { type: 'other', subject: { kind: 'none' }, message: `Old one ${run}` });
      const { id } = (raised.json() as QueryResponse).query;
      await db().execute(
        sql`UPDATE payout_queries SET raised_at = now() - interval '20 days', due_on = ${addDays(today(), -6)}::date WHERE id = ${id}`,
      );
      const list = (await ops({ url: admin.adminQueries.path, query: { limit: '100' } })).json() as AdminQueryListResponse;
      const mine = list.queries.find((q) => q.id === id)!;
      expect(mine).toMatchObject({ overdue: true, ageDays: 20, status: 'open' });
      const firstNotOverdue = list.queries.findIndex((q) => !q.overdue);
      expect(list.queries.slice(firstNotOverdue).some((q) => q.overdue)).toBe(false);
      const overdue = (await ops({ url: admin.adminQueries.path, query: { overdue: 'true' } })).json() as AdminQueryListResponse;
      expect(overdue.queries.length).toBeGreaterThan(0);
      expect(overdue.queries.every((q) => q.overdue)).toBe(true);
      const accepted = (
        await ops({ url: admin.adminQueries.path, query: { status: 'accepted', type: 'wrong_amount' } })
      ).json() as AdminQueryListResponse;
      expect(accepted.queries.every((q) => q.status === 'accepted' && q.type === 'wrong_amount')).toBe(true);
      expect((await ops({ url: admin.adminQueries.path, query: { status: 'closed' } })).statusCode).toBe(400);
      expect((await ops({ url: admin.adminQueries.path, query: { coCode: 'NOPE' } })).statusCode).toBe(400);

      const paged: number[] = [];
      let cursor: string | null = null;
      do {
        const page = (
          await ops({ url: admin.adminQueries.path, query: { limit: '2', ...(cursor ? { cursor } : {}) } })
        ).json() as AdminQueryListResponse;
        paged.push(...page.queries.map((q) => q.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(paged).toEqual(list.queries.map((q) => q.id));
    });
  });
}
