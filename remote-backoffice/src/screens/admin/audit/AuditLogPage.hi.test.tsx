import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { englishLeft, switchLanguageForTest } from '@portal/shared/testing';
import { adminEndpoints, type AuditEntryView } from '@portal/shared/admin';
import { beforeEach, describe, expect, it } from 'vitest';
import AuditLogPage from './AuditLogPage';
import { on, resetFakeServer, fakeFetch } from '../../../testing/fakeServer';
import { renderPage } from '../../../testing/renderPage';
import { signInAsOperator } from '../../../testing/operatorClient';

signInAsOperator(fakeFetch);

function entry(id: number, overrides: Partial<AuditEntryView> = {}): AuditEntryView {
  return {
    id: String(id),
    at: '2026-01-10T20:00:00.000Z',
    operatorEmail: 'ops@agentportal.in',
    action: 'member.move',
    recordType: 'member',
    recordId: 'CO12',
    before: { parentCoCode: 'CO1' },
    after: { parentCoCode: 'CO3' },
    ...overrides,
  };
}
const page = (entries: AuditEntryView[], nextCursor: string | null = null) => ({ status: 'success', entries, nextCursor });

beforeEach(() => resetFakeServer());

describe('AuditLogPage in Hindi', () => {
  it('shows the filters, the table and the actions in Hindi, with no English text of the catalogue left', async () => {
    on(
      'GET',
      adminEndpoints.audit.adminAuditLog.path,
      page(
        [
          entry(3),
          entry(2, {
            action: 'application.approve',
            recordType: 'application',
            recordId: '41',
            before: { paid: false },
            after: { paid: true },
          }),
          entry(1, { action: 'payment.record', recordType: 'payment', recordId: '7', before: null, after: null }),
        ],
        'next',
      ),
    );
    await switchLanguageForTest('hi');
    renderPage(AuditLogPage, '/admin/audit');
    expect(screen.getByRole('heading', { level: 1, name: 'ऑडिट लॉग' })).toBeInTheDocument();
    const filters = screen.getByRole('form', { name: 'ऑडिट लॉग फ़िल्टर करें' });
    for (const label of ['कार्रवाई', 'ऑपरेटर का ईमेल', 'रिकॉर्ड का प्रकार', 'रिकॉर्ड आईडी', 'से', 'तक'])
      expect(within(filters).getByLabelText(label)).toBeInTheDocument();
    expect(within(filters).getByRole('option', { name: 'कोई भी' })).toBeInTheDocument();
    expect(within(filters).getByRole('option', { name: 'संपर्क संदेश' })).toBeInTheDocument();
    expect(within(filters).getByRole('button', { name: 'फ़िल्टर लागू करें' })).toBeInTheDocument();
    expect(within(filters).getByRole('button', { name: 'साफ़ करें' })).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'ऑपरेटरों की कार्रवाइयाँ, सबसे नई पहले' });
    const [head, first, second, third] = within(table).getAllByRole('row');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['कब (भारतीय समय)', 'किसने', 'कार्रवाई', 'रिकॉर्ड', 'पहले → बाद में']);
    const cells = within(first!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells[0]).toMatch(/^11 जन॰ 2026, 1:30\s(am|pm|पूर्वाह्न|अपराह्न)$/);
    expect(cells[2]).toBe('सदस्य को दूसरी जगह ले जायाmember.move');
    expect(cells[3]).toBe('सदस्य CO12');
    expect(cells[4]).toBe('Parent co code: CO1 →  से बदलकर CO3');
    expect(second).toHaveTextContent('आवेदन स्वीकृत किया');
    expect(second).toHaveTextContent('आवेदन 41');
    expect(second).toHaveTextContent('Paid: नहीं → से बदलकर हाँ');
    expect(third).toHaveTextContent('भुगतान दर्ज किया');
    expect(third).toHaveTextContent('कोई बदलाव दर्ज नहीं');
    expect(screen.getByRole('status')).toHaveTextContent('3 प्रविष्टियाँ दिखाई गईं; बाकी “और दिखाएँ” से।');
    expect(screen.getByRole('button', { name: 'और दिखाएँ' })).toBeInTheDocument();
    expect(englishLeft({ catalogues: ['backoffice', 'common'] })).toEqual([]);
  });

  it('says in Hindi when nothing matches the filters', async () => {
    const user = userEvent.setup();
    on('GET', adminEndpoints.audit.adminAuditLog.path, page([entry(1)]));
    await switchLanguageForTest('hi');
    renderPage(AuditLogPage, '/admin/audit');
    await screen.findByRole('table');
    expect(screen.getByRole('status')).toHaveTextContent('1 प्रविष्टि दिखाई गई।');
    await user.type(screen.getByLabelText('रिकॉर्ड आईडी'), 'CO99');
    on('GET', adminEndpoints.audit.adminAuditLog.path, page([]));
    await user.click(screen.getByRole('button', { name: 'फ़िल्टर लागू करें' }));
    expect(await screen.findByText('इन फ़िल्टरों से कोई कार्रवाई मेल नहीं खाती।')).toBeInTheDocument();
    await waitFor(() => expect(englishLeft({ catalogues: ['backoffice', 'common'] })).toEqual([]));
  });
});
