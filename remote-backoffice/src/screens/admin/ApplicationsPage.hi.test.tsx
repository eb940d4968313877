import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { whenLanguageLoaded } from '@portal/shared';
import { englishLeft, switchLanguageForTest } from '@portal/shared/testing';
import { setUpScreenTests } from '../../testing/testConfig';
import { fakeApi, makeApplication, renderApplicationsPage } from '../../testing/applicationsTestApi';
import { signInAsOperator } from '../../testing/operatorClient';

// The portal's real API client over the stubbed fetch, with a signed-in operator's token.
signInAsOperator();

setUpScreenTests();

describe('ApplicationsPage in Hindi', () => {
  it('shows the sections, the list, the details and the decisions in Hindi, with no English text of the catalogue left', async () => {
    fakeApi([makeApplication(1), makeApplication(2, { referralId: 'AP1001' }), makeApplication(3, { status: 'rejected' })]);
    await switchLanguageForTest('hi');
    const { user } = renderApplicationsPage();

    expect(screen.getByRole('heading', { level: 1, name: 'आवेदन' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'बैक ऑफ़िस के विभाग' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['आवेदन', 'सदस्य', 'सर्टिफ़िकेशन', 'पॉलिसी इंपोर्ट', 'इनबॉक्स', 'भुगतान', 'पेआउट प्रश्न', 'ऑडिट लॉग']);
    const list = await screen.findByRole('list', { name: 'लंबित आवेदन' });
    const items = within(list).getAllByRole('button');
    expect(items[0]).toHaveTextContent('Applicant 2');
    expect(items[0]).toHaveTextContent(/9876500002 · 20 नव॰ 2026, \d\d:\d\d (am|pm) को आवेदन किया/);
    expect(items[0]).toHaveTextContent('लंबित');
    expect(screen.getByRole('button', { name: /^लंबित/ })).toHaveTextContent('लंबित (2)');
    expect(screen.getByRole('button', { name: /^अस्वीकृत/ })).toHaveTextContent('अस्वीकृत (1)');
    expect(screen.getByRole('searchbox', { name: 'आवेदन खोजें' })).toHaveAttribute('placeholder', 'नाम, ईमेल या फ़ोन');
    expect(screen.getByText('विवरण देखने के लिए कोई आवेदन चुनें।')).toBeInTheDocument();

    await user.click(items[0]!);
    const details = (await screen.findByRole('heading', { level: 2, name: 'Applicant 2' })).closest('section')!;
    for (const label of ['स्थिति', 'ईमेल', 'फ़ोन', 'आवेदन की तारीख़', 'रेफ़र करने वाले', 'हमारे बारे में कैसे जाना', 'PAN', 'आधार'])
      expect(within(details).getByText(label, { selector: 'dt' })).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'PAN और आधार दिखाएँ' })).toBeInTheDocument();
    expect(within(details).getByText('हर बार नंबर देखने पर आपके नाम के साथ ऑडिट लॉग में दर्ज होता है।')).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'अस्वीकृत करें' })).toBeInTheDocument();
    expect(englishLeft({ catalogues: ['backoffice', 'common'] })).toEqual([]);

    await user.click(within(details).getByRole('button', { name: 'स्वीकृत करें' }));
    const approve = screen.getByRole('form', { name: 'Applicant 2 को स्वीकृत करें' });
    expect(within(approve).getByRole('combobox', { name: 'किसके अंतर्गत रखें (पैरेंट सदस्य)' })).toHaveAttribute(
      'placeholder',
      'नाम, CO कोड या ईमेल',
    );
    await user.click(within(approve).getByRole('button', { name: 'स्वीकृत करें' }));
    expect(await within(approve).findByRole('alert')).not.toHaveTextContent(/[A-Za-z]{3}/);
    expect(within(approve).getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
    expect(englishLeft({ catalogues: ['backoffice', 'common'] })).toEqual([]);

    await user.click(within(approve).getByRole('button', { name: 'रद्द करें' }));
    await user.click(screen.getByRole('button', { name: 'अस्वीकृत करें' }));
    const reject = screen.getByRole('form', { name: 'Applicant 2 को अस्वीकृत करें' });
    expect(within(reject).getByRole('textbox', { name: 'अस्वीकृति का कारण (आवेदक को ईमेल किया जाएगा)' })).toBeInTheDocument();
    expect(within(reject).getByRole('button', { name: 'आवेदन अस्वीकृत करें' })).toBeInTheDocument();
    expect(englishLeft({ catalogues: ['backoffice', 'common'] })).toEqual([]);
  });

  it('says in Hindi when no application of a status matches the search', async () => {
    fakeApi([makeApplication(1)]);
    await switchLanguageForTest('hi');
    const { user } = renderApplicationsPage();
    await screen.findByRole('list', { name: 'लंबित आवेदन' });
    await user.click(screen.getByRole('button', { name: /^स्वीकृत/ }));
    expect(await screen.findByText('कोई स्वीकृत आवेदन नहीं है।')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'आवेदन खोजें' }), 'nobody');
    expect(await screen.findByText('“nobody” से कोई स्वीकृत आवेदन मेल नहीं खाता।')).toBeInTheDocument();
    expect(englishLeft({ catalogues: ['backoffice', 'common'] })).toEqual([]);
  });

  it('finds the English texts when the page is in English (the check above can fail)', async () => {
    fakeApi([makeApplication(1)]);
    await whenLanguageLoaded('hi');
    renderApplicationsPage();
    await screen.findByRole('list', { name: 'Pending applications' });
    expect(englishLeft({ catalogues: ['backoffice', 'common'] })).toEqual(
      expect.arrayContaining([
        'backoffice:applications.title: Applications',
        'backoffice:applications.searchPlaceholder: Name, e-mail or phone',
        'backoffice:applications.listOf.pending: Pending applications',
      ]),
    );
  });

  it('switches an open page to Hindi at once, without asking the server again', async () => {
    const api = fakeApi([makeApplication(1)]);
    const { user } = renderApplicationsPage();
    await user.click(within(await screen.findByRole('list', { name: 'Pending applications' })).getByRole('button'));
    await screen.findByRole('button', { name: 'Reveal PAN and Aadhaar' });
    const asked = api.calls.length;
    await act(() => switchLanguageForTest('hi'));
    expect(screen.getByRole('heading', { level: 1, name: 'आवेदन' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'लंबित आवेदन' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PAN और आधार दिखाएँ' })).toBeInTheDocument();
    expect(englishLeft({ catalogues: ['backoffice', 'common'] })).toEqual([]);
    expect(api.calls).toHaveLength(asked);
  });
});
