import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { endpoints, type PreferencesResponse, type ProfileResponse } from '@portal/shared/validation';
import { adminEndpoints } from '@portal/shared/admin';
import { addDays } from '../../src/clock.js';
import { one, rows, sql } from '../../src/db/client.js';
import type { PolicyValues } from '../../src/db/demoData.js';
import { insertPolicies } from '../../src/db/seed.js';
import { createMember } from '../../src/services/members.js';
import { deliverOutbox } from '../helpers/outbox.js';
import { runReminderDigests } from '../../src/services/reminders.js';
import { bearer, PORTAL_URL, type SuiteContext } from '../helpers/context.js';
import { signIn, type Maildev } from '../helpers/services.js';

const HINDI = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };
/** Some Devanagari. */
const DEVANAGARI = /[\u0900-\u097F]/;
// A day of its own for the reminder digest, years from any other suite's policies.
const REMINDER_DAY = '2047-03-10';

/** Languages: the API answers in the request's language and mails each member in theirs. */
export function languageTests(ctx: () => SuiteContext, maildev: () => Maildev) {
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  let serial = 0;
  const unique = (label: string) => `lang-${label}-${run}-${++serial}@example.com`;
  const db = () => ctx().database.db;
  const inject = (opts: InjectOptions) => ctx().app.inject(opts);
  const ops = (opts: InjectOptions) => inject({ ...opts, headers: { ...bearer(ctx().opsToken), ...opts.headers } });
  const deliver = () => deliverOutbox(db(), maildev().smtpUrl);
  /** The mails caught for `email`, once the outbox has been delivered. */
  const caught = async (email: string) => {
    await deliver();
    return maildev().to(email);
  };

  /** A pending application from the public sign-up, in the language of `headers`. */
  async function apply(headers: Record<string, string> = {}) {
    const email = unique('applicant');
    const res = await inject({
      method: 'POST',
      url: endpoints.account.sendRegistrationEmail.path,
      headers,
      payload: { name: 'Sunita Verma', phone: '9123456780', email, reason: 'एक दोस्त ने बताया' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await one<{ id: number; language: string }>(db(), sql`SELECT id, language FROM applications WHERE email = ${email}`);
    return { id: row!.id, language: row!.language, email, message: (res.json() as { message: string }).message };
  }

  describe('language (Hindi)', () => {
    it('answers errors in Hindi with Accept-Language: hi, and in English without it', async () => {
      const anonymous = await inject({ url: endpoints.account.profile.path, headers: HINDI });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ status: 'error', message: 'आगे बढ़ने के लिए कृपया लॉग इन करें।' });
      expect((await inject({ url: endpoints.account.profile.path })).json()).toEqual({
        status: 'error',
        message: 'Please log in to continue.',
      });
      // A cache keeps one answer per language.
      const vary = String(anonymous.headers['vary']).toLowerCase().split(/,\s*/);
      expect(vary).toEqual(expect.arrayContaining(['accept-language', 'cookie']));
      // An agent on an operator's route; an unknown route.
      const agent = await inject({ url: '/admin/applications', headers: { ...bearer(ctx().topToken), ...HINDI } });
      expect(agent.statusCode).toBe(403);
      expect((agent.json() as { message: string }).message).toBe('यह केवल ऑपरेशंस टीम के लिए है।');
      expect((await inject({ url: '/nope', headers: HINDI })).json()).toEqual({ status: 'error', message: 'नहीं मिला' });
      expect((await inject({ url: '/nope' })).json()).toEqual({ status: 'error', message: 'Not found' });
      // A 409 with values in it.
      const missing = await ops({ url: '/admin/applications/2147483000', headers: HINDI });
      expect(missing.statusCode).toBe(404);
      expect((missing.json() as { message: string }).message).toBe('आवेदन #2147483000 मौजूद नहीं है।');
    });

    it("checks a policy file's rows in the operator's language (English unchanged)", async () => {
      const header = 'policyType,productName,policyNumber,clientName,riskStart,riskEnd,netPremium,payOut,vehicleNo,insurer,soldBy';
      const csv = `${header}\nboat,Cover,LANG-1,Client,2026-01-01,2026-12-31,100.00,10.00,,Insurer,NOSUCHCODE\n`;
      const dryRun = (headers: Record<string, string>, text = csv) =>
        ops({
          method: 'POST',
          url: adminEndpoints.imports.adminImportDryRun.path,
          headers,
          payload: { fileName: 'policies.csv', csv: text },
        });
      const reasons = async (headers: Record<string, string>) =>
        ((await dryRun(headers)).json() as { dryRun: { rows: { reasons: string[] }[] } }).dryRun.rows[0]!.reasons;
      expect(await reasons(HINDI)).toEqual([
        'policyType: policyType इनमें से एक होना चाहिए: life, nonmotor, health, motor, loan',
        'soldBy: NOSUCHCODE कोड वाला कोई मेंबर नहीं है',
      ]);
      expect(await reasons({})).toEqual([
        'policyType: policyType must be one of life, nonmotor, health, motor, loan',
        'soldBy: no member with code NOSUCHCODE',
      ]);
      const notAFile = await dryRun(HINDI, 'a,b\n1,2\n');
      expect(notAFile.statusCode).toBe(400);
      expect((notAFile.json() as { message: string }).message).toMatch(/^यह पॉलिसी फ़ाइल नहीं है: ये कॉलम नहीं हैं: policyType, /);
    });

    it("writes the schemas' field errors in the request's language (a body, a query), English unchanged", async () => {
      const body = { name: ' ', email: 'not-an-email', phone: '12345', message: 'Hello' };
      const hindi = await inject({ method: 'POST', url: endpoints.contact.contactUs.path, headers: HINDI, payload: body });
      expect(hindi.statusCode).toBe(400);
      expect(hindi.json()).toEqual({
        status: 'error',
        message: 'कुछ जानकारी सही नहीं है। कृपया जाँचकर फिर से कोशिश करें।',
        errors: { name: 'नाम भरना ज़रूरी है', email: 'कृपया सही ईमेल पता डालें', phone: 'फ़ोन नंबर ठीक 10 अंकों का होना चाहिए' },
      });
      const english = await inject({ method: 'POST', url: endpoints.contact.contactUs.path, payload: body });
      expect(english.json()).toEqual({
        status: 'error',
        message: 'Some of the details are not valid. Please check and try again.',
        errors: { name: 'Name is required', email: 'Please enter a valid email address', phone: 'Phone number must be exactly 10 digits' },
      });
      // A query string, on a signed-in route; zod's own message (no text of ours) in Hindi too.
      const query = await inject({
        url: '/admin/applications',
        query: { status: 'later', limit: '0' },
        headers: { ...bearer(ctx().opsToken), ...HINDI },
      });
      expect((query.json() as { errors: Record<string, string> }).errors).toEqual({
        status: 'स्थिति pending, approved या rejected होनी चाहिए',
        limit: 'सीमा (limit) कम से कम 1 होनी चाहिए',
      });
      const notAnObject = await inject({
        method: 'POST',
        url: endpoints.contact.contactUs.path,
        headers: { ...HINDI, 'content-type': 'application/json' },
        payload: '[1]',
      });
      expect((notAnObject.json() as { errors: Record<string, string> }).errors).toEqual({ _: 'एक JSON ऑब्जेक्ट भेजना ज़रूरी है' });
      const badJson = await inject({
        method: 'POST',
        url: endpoints.contact.contactUs.path,
        headers: { ...HINDI, 'content-type': 'application/json' },
        payload: '{',
      });
      expect(badJson.json()).toEqual({ status: 'error', message: 'अनुरोध का डेटा सही JSON नहीं है।' });
    });

    it('takes the portal_lang cookie before Accept-Language: the no-JavaScript contact form answers a page in Hindi', async () => {
      const form = (fields: Record<string, string>, cookie: string) =>
        inject({
          method: 'POST',
          url: endpoints.contact.contactUs.path,
          headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, 'accept-language': 'en' },
          payload: new URLSearchParams(fields).toString(),
        });
      const invalid = await form({ name: 'Asha', email: 'asha@', phone: '9876543210', message: 'Namaste' }, `other=1; portal_lang=hi`);
      expect(invalid.statusCode).toBe(400);
      expect(invalid.body).toContain('<html lang="hi">');
      expect(invalid.body).toContain('<title>संदेश नहीं भेजा गया · Agent Portal</title>');
      expect(invalid.body).toContain('<li><strong>ईमेल</strong>: कृपया सही ईमेल पता डालें</li>');
      const sent = await form({ name: 'Asha', email: unique('asha'), phone: '9876543210', message: 'Namaste' }, 'portal_lang=hi');
      expect(sent.statusCode).toBe(200);
      expect(sent.body).toContain('<h1>संदेश भेज दिया गया</h1>');
      expect(sent.body).toContain('हमसे संपर्क करने के लिए धन्यवाद।');
      // The cookie wins over the header; without either, English.
      const english = await inject({
        method: 'POST',
        url: endpoints.contact.contactUs.path,
        headers: { ...HINDI, cookie: 'portal_lang=en' },
        payload: { name: ' ' },
      });
      expect((english.json() as { message: string }).message).toBe('Some of the details are not valid. Please check and try again.');
    });

    it("keeps the applicant's language through approval: Hindi onboarding mail, the member's language, a Hindi reset mail, the preference", async () => {
      const applicant = await apply(HINDI);
      expect(applicant.language).toBe('hi');
      expect(applicant.message).toBe('साइन अप करने के लिए धन्यवाद! हम आपके आवेदन की जाँच करेंगे और ऑनबोर्डिंग पूरी होते ही आपको ईमेल भेजेंगे।');
      expect((await apply()).language).toBe('en');

      const approved = await ops({
        method: 'POST',
        url: `/admin/applications/${applicant.id}/approve`,
        payload: { parentCoCode: ctx().mid.coCode },
      });
      expect(approved.statusCode, approved.body).toBe(200);
      // The operator's answer is in the operator's language (English here).
      expect((approved.json() as { message: string }).message).toMatch(/^Approved: member AP\d+ created under /);
      const member = await one<{ id: number; language: string }>(
        db(),
        sql`SELECT id, language FROM members WHERE email = ${applicant.email}`,
      );
      expect(member!.language).toBe('hi');

      // The sign-up was acknowledged in the language it was made in, before any decision.
      const [received, welcome] = await caught(applicant.email);
      expect(received!.subject).toBe('Agent Portal के लिए आपका आवेदन हमें मिल गया है');
      expect(received!.text).toMatch(/^प्रिय Sunita Verma,\n\nAgent Portal से जुड़ने के लिए आवेदन करने का धन्यवाद।/);
      expect(welcome!.subject).toBe('Agent Portal में आपका स्वागत है — अपना पासवर्ड सेट करें');
      expect(welcome!.text).toMatch(/^प्रिय Sunita Verma,\n\nआपका आवेदन स्वीकार कर लिया गया है। आपका मेंबर कोड AP\d+ है।/);
      expect(welcome!.html).toContain('>अपना पासवर्ड सेट करें</a> (लिंक केवल एक बार काम करेगा');
      const link = new URL(welcome!.text.match(/https?:\/\/\S+/)![0]);
      expect(`${link.origin}${link.pathname}`).toBe(`${PORTAL_URL}/set-password`);
      // The link opens the portal in Hindi on any device (English links carry no lang).
      expect(link.searchParams.get('lang')).toBe('hi');
      const password = 'Hindi@12345';
      const set = await inject({
        method: 'POST',
        url: endpoints.account.setPassword.path,
        headers: HINDI,
        payload: { email: applicant.email, token: link.searchParams.get('token'), password },
      });
      expect(set.json()).toEqual({ status: 'success', message: 'आपका पासवर्ड सेट हो गया है। अब आप लॉग इन कर सकते हैं।' });

      // The reset mail is in the member's language, whatever the request's.
      const reset = await inject({ method: 'POST', url: endpoints.account.resetPassword.path, payload: { email: applicant.email } });
      expect(reset.json()).toEqual({
        status: 'success',
        message: 'Password reset link sent! Please check your email (including spam folder).',
      });
      const resetMail = (await caught(applicant.email)).at(-1)!;
      expect(resetMail.subject).toBe('अपना Agent Portal पासवर्ड रीसेट करें');
      expect(resetMail.text).toContain('किसी ने आपके Agent Portal अकाउंट का पासवर्ड रीसेट करने का अनुरोध किया है।');
      expect(resetMail.text).toContain(`${PORTAL_URL}/reset-password?oobCode=`);
      expect(new URL(resetMail.text.match(/https?:\/\/\S+/)![0]).searchParams.get('lang')).toBe('hi');

      // The preference: on the profile, changed alone, refused for a language the portal does not have.
      const token = await signIn(applicant.email, password);
      const profile = (await inject({ url: endpoints.account.profile.path, headers: bearer(token) })).json() as ProfileResponse;
      expect(profile.profile.preferences).toEqual({ renewalReminders: true, language: 'hi' });
      const put = (payload: object, headers: Record<string, string> = {}) =>
        inject({ method: 'PUT', url: endpoints.account.preferences.path, headers: { ...bearer(token), ...headers }, payload });
      const english = await put({ language: 'en' });
      expect(english.statusCode).toBe(200);
      expect(english.json() as PreferencesResponse).toEqual({ status: 'success', preferences: { renewalReminders: true, language: 'en' } });
      expect((await put({ renewalReminders: false })).json()).toEqual({
        status: 'success',
        preferences: { renewalReminders: false, language: 'en' },
      });
      const french = await put({ language: 'fr' });
      expect(french.statusCode).toBe(400);
      expect((french.json() as { errors: Record<string, string> }).errors).toEqual({ language: "Language must be 'en' or 'hi'" });
      const frenchInHindi = await put({ language: 'fr' }, HINDI);
      expect((frenchInHindi.json() as { errors: Record<string, string> }).errors).toEqual({ language: "भाषा 'en' या 'hi' होनी चाहिए" });
      expect((await put({ language: 'hi', renewalReminders: true })).json()).toEqual({
        status: 'success',
        preferences: { renewalReminders: true, language: 'hi' },
      });
      const stored = await one<{ language: string; reminders: boolean }>(
        db(),
        sql`SELECT language, renewal_reminders AS reminders FROM members WHERE id = ${member!.id}`,
      );
      expect(stored).toEqual({ language: 'hi', reminders: true });
      expect((await inject({ url: endpoints.account.preferences.path, headers: bearer(token) })).json()).toEqual({
        status: 'success',
        preferences: { renewalReminders: true, language: 'hi' },
      });
      expect((await inject({ url: endpoints.account.preferences.path })).statusCode).toBe(401);
    });

    it("sends the rejection in the applicant's language", async () => {
      const hindi = await apply(HINDI);
      const english = await apply();
      for (const { id } of [hindi, english]) {
        expect(
          (await ops({ method: 'POST', url: `/admin/applications/${id}/reject`, payload: { reason: 'PAN verify nahin hua' } })).statusCode,
        ).toBe(200);
      }
      const rejection = (await caught(hindi.email)).at(-1);
      expect(rejection!.subject).toBe('Agent Portal के लिए आपका आवेदन');
      expect(rejection!.text).toContain('हमें खेद है, पर हम आपका आवेदन स्वीकार नहीं कर सकते।\n\nकारण: PAN verify nahin hua');
      expect(rejection!.html).toContain('<p>कारण: PAN verify nahin hua</p>');
      const [englishReceived, englishRejection] = await caught(english.email);
      expect(englishReceived!.subject).toBe('We have received your Agent Portal application');
      expect(englishRejection!.subject).toBe('Your Agent Portal application');
      expect(englishRejection!.text).toContain('Reason: PAN verify nahin hua');
    });

    it("sends the renewal reminder digest in the member's language", async () => {
      const key = ctx().config.encryptionKey;
      const add = async (name: string, language: 'en' | 'hi') => {
        const email = unique(name.toLowerCase().replace(/\s+/g, '-'));
        return { ...(await createMember(db(), key, { name, email, parentCoCode: null, language })), email };
      };
      const hindi = await add('Hindi Reminder', 'hi');
      const english = await add('English Reminder', 'en');
      const policy = (number: string, daysLeft: number): PolicyValues => {
        const riskEnd = addDays(REMINDER_DAY, daysLeft);
        return {
          policyType: 'health',
          productName: 'Family floater',
          policyNumber: number,
          clientName: `Client ${number}`,
          riskStart: addDays(riskEnd, -364),
          riskEnd,
          netPremium: '12000.00',
          payOut: '1200.00',
          vehicleNo: null,
          insurer: 'Star Health',
        };
      };
      await insertPolicies(db(), hindi, [policy(`LANG-HI-${run}-1`, 7), policy(`LANG-HI-${run}-2`, 1)]);
      await insertPolicies(db(), english, [policy(`LANG-EN-${run}-1`, 7)]);
      const result = await runReminderDigests(db(), { today: REMINDER_DAY, portalUrl: PORTAL_URL });
      expect(result.digests).toBeGreaterThanOrEqual(2);

      const digest = (await caught(hindi.email)).at(-1)!;
      expect(digest.subject).toBe('रिन्यूअल रिमाइंडर: 2 पॉलिसी जल्द ड्यू हैं');
      expect(digest.text).toContain('प्रिय Hindi Reminder,\n\n2 पॉलिसी के रिन्यूअल में अब 30, 15, 7 या 1 दिन बाकी हैं:');
      expect(digest.text).toContain(
        `आपकी पॉलिसी (2):\n- 1 दिन बाकी (${addDays(REMINDER_DAY, 1)}): Client LANG-HI-${run}-2, Family floater (health), Star Health, पॉलिसी LANG-HI-${run}-2`,
      );
      expect(digest.html).toContain('<th>ड्यू</th><th>ग्राहक</th>');
      expect(digest.subject).toMatch(DEVANAGARI);
      const englishDigest = (await caught(english.email)).at(-1)!;
      expect(englishDigest.subject).toBe('Renewal reminder: 1 policy due soon');
      expect(englishDigest.text).toContain(
        `Your policies (1):\n- 7 days left (${addDays(REMINDER_DAY, 7)}): Client LANG-EN-${run}-1, Family floater (health), Star Health, policy LANG-EN-${run}-1`,
      );
      const queued = await rows<{ subject: string }>(db(), sql`SELECT subject FROM outbox WHERE to_address = ${hindi.email}`);
      expect(queued.map((m) => m.subject)).toEqual(['रिन्यूअल रिमाइंडर: 2 पॉलिसी जल्द ड्यू हैं']);
    });
  });
}
