import { screen, within } from '@testing-library/react';
import { englishLeft, switchLanguageForTest } from '@portal/shared/testing';
import { buildPath } from '@portal/shared';
import { adminEndpoints, type ImportDryRun, type ImportRecord, type MemberDetails, type PaymentRecord } from '@portal/shared/admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { on, resetFakeServer, fakeFetch } from '../../testing/fakeServer';
import { makeMemberSummary } from '../../testing/memberFixtures';
import { renderPage } from '../../testing/renderPage';
import ImportsPage from './imports/ImportsPage';
import InboxPage from './inbox/InboxPage';
import { makeMail, makeMessage } from '../../testing/inboxFixtures';
import MembersPage from './members/MembersPage';
import PaymentsPage from './payments/PaymentsPage';
import { signInAsOperator } from '../../testing/operatorClient';

// The other sections of the back office in Hindi: their labels, and no English text of the catalogue left.
signInAsOperator(fakeFetch);

beforeEach(async () => {
  resetFakeServer();
  await switchLanguageForTest('hi');
});

const rajesh = makeMemberSummary('AP1001', 'Rajesh Sharma', { depth: 0, parentCoCode: null, parentName: null, subtreeSize: 3 });
const priya = makeMemberSummary('AP1002', 'Priya Patel', { subtreeSize: 2, signInDisabled: true });
const amit = makeMemberSummary('AP1003', 'Amit Kumar', { depth: 2, parentCoCode: 'AP1002', parentName: 'Priya Patel', hasAccount: false });

const details = (member: typeof rajesh, children: (typeof rajesh)[]): MemberDetails => ({
  ...member,
  mobile: '9876543210',
  pan: 'ABXXXXX34F',
  aadhaar: null,
  bankName: 'SBI',
  bankAccount: '••••4455',
  joinedAt: '2026-01-05T06:00:00.000Z',
  signInDisabledAt: member.signInDisabled ? '2026-11-01T06:00:00.000Z' : null,
  children,
  childCount: children.length,
  ownSales: { count: 3, netPremiumPaise: 1_250_050, payOutPaise: 150_000 },
  subtreeSales: { count: 10, netPremiumPaise: 5_000_000, payOutPaise: 600_000 },
});

describe('the back office in Hindi', () => {
  it('members: the search, a member’s details, sales, team and actions', async () => {
    on('GET', adminEndpoints.members.adminSearchMembers.path, { status: 'success', members: [rajesh, priya] });
    on('GET', buildPath(adminEndpoints.members.adminMember.path, { code: 'AP1002' }), {
      status: 'success',
      member: details(priya, [amit]),
    });
    const { user } = renderPage(MembersPage, '/admin/members?member=AP1002');
    expect(screen.getByRole('heading', { level: 1, name: 'सदस्य' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'सदस्य खोजें' })).toHaveAttribute('placeholder', 'नाम, CO कोड या ईमेल');
    const found = await screen.findByRole('list', { name: 'मिले हुए सदस्य' });
    expect(found).toHaveTextContent('शीर्ष सदस्य · 3 की टीम · साइन इन कर सकते हैं');
    expect(found).toHaveTextContent('स्तर 1 · 2 की टीम · साइन-इन बंद');
    expect(screen.getByText('नेटवर्क के शीर्ष सदस्य: किसी और को ढूँढने के लिए खोजें।')).toBeInTheDocument();
    const panel = (await screen.findByRole('heading', { level: 2, name: 'Priya Patel (AP1002)' })).closest('section')!;
    for (const label of ['ईमेल', 'मोबाइल', 'स्तर', 'टीम', 'साइन-इन', 'जुड़ने की तारीख़', 'PAN', 'आधार', 'बैंक'])
      expect(within(panel).getByText(label, { selector: 'dt' })).toBeInTheDocument();
    expect(within(panel).getByText('नहीं दिया गया')).toBeInTheDocument();
    expect(within(panel).getByRole('table', { name: 'अब तक की कुल बिक्री' })).toHaveTextContent('केवल इनकी3₹12,500.50₹1,500');
    expect(within(panel).getByRole('heading', { name: 'सीधी टीम (1)' })).toBeInTheDocument();
    expect(within(panel).getByText('· कोई टीम नहीं')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'साइन-इन चालू करें' }));
    expect(within(panel).getByRole('group', { name: /^Priya Patel \(AP1002\) का साइन-इन चालू करें\?/ })).toBeInTheDocument();
    expect(englishLeft({ catalogues: ['backoffice', 'common'] })).toEqual([]);
    await user.click(within(panel).getByRole('button', { name: 'रद्द करें' }));
    await user.click(within(panel).getByRole('button', { name: 'दूसरे पैरेंट के अंतर्गत ले जाएँ' }));
    expect(within(panel).getByRole('combobox', { name: 'किसके अंतर्गत रखें (पैरेंट सदस्य)' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'आगे बढ़ें' })).toBeInTheDocument();
    expect(englishLeft({ catalogues: ['backoffice', 'common'] })).toEqual([]);
  });

  it('policy import: the file, the dry run’s results and the past imports', async () => {
    const past: ImportRecord = {
      id: 7,
      operatorEmail: 'ops@agentportal.in',
      fileName: 'march.csv',
      status: 'done',
      total: 1500,
      processed: 1500,
      imported: 1490,
      duplicates: 4,
      errors: 6,
      cancelled: 2,
      error: null,
      startedAt: '2026-11-24T08:30:00.000Z',
      finishedAt: '2026-11-24T08:31:00.000Z',
    };
    const dryRun: ImportDryRun = {
      fileName: 'april.csv',
      total: 3,
      counts: { valid: 2, duplicate: 0, error: 1 },
      rows: [
        { line: 2, policyNumber: 'P1', soldBy: 'CO1', status: 'valid', action: 'new', reasons: [] },
        { line: 3, policyNumber: 'P2', soldBy: 'CO1', status: 'valid', action: 'cancel', reasons: [] },
        { line: 4, policyNumber: 'P3', soldBy: 'NOBODY', status: 'error', action: null, reasons: ['soldBy: NOBODY'] },
      ],
    };
    on('GET', adminEndpoints.imports.adminImports.path, { status: 'success', imports: [past] });
    on('POST', adminEndpoints.imports.adminImportDryRun.path, { status: 'success', dryRun });
    const { user } = renderPage(ImportsPage, '/admin/imports');
    expect(screen.getByRole('heading', { level: 1, name: 'पॉलिसी इंपोर्ट' })).toBeInTheDocument();
    const history = await screen.findByRole('table', { name: 'पिछले इंपोर्ट, सबसे नए पहले' });
    expect(
      within(history)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['कब', 'फ़ाइल', 'किसने', 'स्थिति', 'पंक्तियाँ', 'इंपोर्ट हुईं', 'डुप्लिकेट', 'त्रुटियाँ', 'वापस लें']);
    expect(within(history).getAllByRole('row')[1]).toHaveTextContent('पूरा1,5001,490 (+2 रद्द)46');
    await user.upload(screen.getByLabelText('पॉलिसियों की CSV फ़ाइल'), new File(['policyType\nhealth\n'], 'april.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'फ़ाइल जाँचें' }));
    expect(await screen.findByText('april.csv की जाँच पूरी: मान्य 2, डुप्लिकेट 0, त्रुटि 1।')).toBeInTheDocument();
    expect(screen.getByTestId('dry-run-counts')).toHaveTextContent('3 पंक्तियाँ: 2 मान्य, 0 डुप्लिकेट, 1 त्रुटि।');
    expect(screen.getByRole('button', { name: '2 मान्य पंक्तियाँ इंपोर्ट करें' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^सभी पंक्तियाँ/ }));
    expect(screen.getByText('नई पॉलिसी')).toBeInTheDocument();
    expect(screen.getByText('पहले से इंपोर्ट की गई पॉलिसी को रद्द करती है')).toBeInTheDocument();
    expect(englishLeft({ catalogues: ['backoffice', 'common'] })).toEqual([]);
  });

  it('inbox: the contact messages and the mail outbox', async () => {
    on('GET', adminEndpoints.inbox.adminInboxMessages.path, {
      status: 'success',
      messages: [makeMessage(1, { referer: 'a friend' })],
      nextCursor: 'more',
    });
    on('GET', adminEndpoints.inbox.adminOutbox.path, {
      status: 'success',
      mails: [
        makeMail(1, { subject: 'Invitation' }),
        makeMail(2, {
          subject: 'Password reset',
          status: 'failed',
          sentAt: null,
          lastError: 'SMTP 550',
          nextAttemptAt: '2026-11-24T07:00:00.000Z',
        }),
        makeMail(3, { subject: 'Reminder', status: 'pending', sentAt: null }),
      ],
      nextCursor: null,
    });
    const { user } = renderPage(InboxPage, '/admin/inbox');
    expect(screen.getByRole('heading', { level: 1, name: 'इनबॉक्स' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Visitor 1' });
    expect(card).toHaveTextContent('खुले');
    expect(card).toHaveTextContent('हमारे बारे में यहाँ से सुना: a friend');
    expect(card).toHaveTextContent('अभी निपटाया नहीं गया');
    expect(within(card).getByRole('button', { name: '“निपटाया गया” चिह्नित करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'और दिखाएँ' })).toBeInTheDocument();
    expect(englishLeft({ catalogues: ['backoffice', 'common'] })).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'मेल आउटबॉक्स' }));
    const table = await screen.findByRole('table', { name: 'आउटबॉक्स के मेल, सबसे नए पहले' });
    const [, sent, failed, waiting] = within(table).getAllByRole('row');
    expect(sent).toHaveTextContent('भेजा गया');
    expect(failed).toHaveTextContent('विफल: फिर से कोशिश होगी');
    expect(failed).toHaveTextContent('12 में से 1');
    expect(within(failed!).getByRole('button', { name: 'person2@example.com को मेल फिर से भेजें: Password reset' })).toHaveTextContent(
      'फिर से भेजें',
    );
    expect(waiting).toHaveTextContent('भेजे जाने की प्रतीक्षा में');
    expect(englishLeft({ catalogues: ['backoffice', 'common'] })).toEqual([]);
  });

  it('payments: the form and the recent payments', async () => {
    const payment: PaymentRecord = {
      id: 1,
      coCode: 'AP1001',
      memberName: 'Rajesh Sharma',
      amountPaise: 500_000,
      reference: 'NEFT-1',
      date: '2026-11-01',
      recordedBy: 'cli:ops',
      recordedAt: '2026-11-01T06:00:00.000Z',
    };
    on('GET', adminEndpoints.payments.adminPayments.path, { status: 'success', payments: [payment] });
    renderPage(PaymentsPage, '/admin/payments');
    expect(screen.getByRole('heading', { level: 1, name: 'भुगतान' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'भुगतान दर्ज करें' })).toBeInTheDocument();
    for (const label of ['CO कोड', 'राशि (₹)', 'संदर्भ', 'भुगतान की तारीख़']) expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'भुगतान दर्ज करें' })).toBeInTheDocument();
    const recent = await screen.findByRole('table', { name: 'हाल के भुगतान, सबसे नए पहले' });
    expect(
      within(recent)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['तारीख़', 'सदस्य', 'राशि', 'संदर्भ', 'किसने दर्ज किया', 'रद्द करें']);
    expect(within(recent).getAllByRole('row')[1]).toHaveTextContent(/^01 नव॰ 2026Rajesh Sharma \(AP1001\)₹5,000NEFT-1cli:opsरद्द करें…$/);
    expect(englishLeft({ catalogues: ['backoffice', 'common'] })).toEqual([]);
  });
});
