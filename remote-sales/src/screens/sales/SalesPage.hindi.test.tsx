import { act, screen, waitFor, within } from '@testing-library/react';
import { englishLeft, switchLanguageForTest } from '@portal/shared/testing';
import { whenLanguageLoaded } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import SalesPage from './SalesPage';
import { salesApi as api, makeSale, renderAt, setNarrowScreen, setUpSalesPageTests } from '../../testing/testUtils';

setUpSalesPageTests();

describe('SalesPage in Hindi', () => {
  it('shows the tabs, the member tree, the filters, the totals and the policies in Hindi, ₹ amounts in Indian grouping', async () => {
    await switchLanguageForTest('hi');
    api.getSales.mockResolvedValue({
      status: 'success',
      sales: [makeSale(1, { vehicleNo: 'MH01AB1234' }), makeSale(2, { policyType: 'health' })],
      nextCursor: 'c2',
    });
    api.getSalesSummary.mockResolvedValue({
      status: 'success',
      summary: { count: 123456, netPremium: '98765432.1', payOut: '1500000' },
    });
    renderAt(SalesPage, '/sales?path=CO2&types=motor&from=2024-03-05&client=Client');

    expect(await screen.findByRole('heading', { level: 1, name: 'बिक्री' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('navigation', { name: 'बिक्री के सेक्शन' }));
    expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual(['पॉलिसियाँ', 'रिन्यूअल', 'पेआउट', 'क्वेरी', 'इनसाइट्स']);

    // The member tree: the top member's team, the opened member's team, the path.
    expect(await screen.findByRole('region', { name: 'आपकी टीम' })).toBeInTheDocument();
    const middle = await screen.findByRole('region', { name: 'Bina की टीम' });
    expect(within(middle).getByText('चुने गए सदस्य')).toBeInTheDocument();
    expect(await within(middle).findByRole('heading', { name: 'टीम के सदस्य (2)' })).toBeInTheDocument();
    expect(within(middle).getByText('CO कोड: CO4')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'चुने गए सदस्य तक का क्रम' })).toBeInTheDocument();

    // The filters and their tags.
    expect(screen.getByRole('group', { name: 'पॉलिसी का प्रकार' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मोटर' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('इस तारीख से')).toHaveValue('2024-03-05');
    expect(screen.getByPlaceholderText('क्लाइंट का नाम खोजें')).toHaveValue('Client');
    const tags = within(screen.getByRole('list', { name: 'लागू फ़िल्टर' }));
    expect(tags.getByText('05 मार्च 2024 से')).toBeInTheDocument();
    expect(tags.getByRole('button', { name: 'फ़िल्टर हटाएँ: क्लाइंट: Client' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सभी फ़िल्टर हटाएँ' })).toBeEnabled();

    // The totals: ₹ amounts keep Indian grouping, counts too.
    const totals = await screen.findByLabelText('बिक्री का सारांश');
    expect(within(totals).getByText('पॉलिसियाँ').nextElementSibling).toHaveTextContent('1,23,456');
    expect(within(totals).getByText('कुल नेट प्रीमियम').nextElementSibling).toHaveTextContent('₹9,87,65,432.10');
    expect(within(totals).getByText('कुल पेआउट').nextElementSibling).toHaveTextContent('₹15,00,000');
    expect(screen.getByText('1,23,456 में से 2 दिखाई जा रही हैं')).toBeInTheDocument();

    // The policies.
    expect(screen.getByRole('heading', { level: 2, name: 'पॉलिसियाँ' })).toBeInTheDocument();
    expect(screen.getByText('Bina (CO2) और उनकी टीम द्वारा बेची गई पॉलिसियाँ')).toBeInTheDocument();
    const card = within(screen.getByRole('article', { name: 'Product 1' }));
    const field = (label: string) => card.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(field('पॉलिसी नंबर')).toBe('POL-1');
    expect(field('क्लाइंट का नाम')).toBe('Client 1');
    expect(field('रिस्क शुरू होने की तारीख')).toBe('05 मार्च 2024');
    expect(field('रिस्क खत्म होने की तारीख')).toBe('04 मार्च 2025');
    expect(field('नेट प्रीमियम')).toBe('₹1,50,000');
    expect(field('पेआउट')).toBe('₹1,234.50');
    expect(field('वाहन नंबर')).toBe('MH01AB1234');
    expect(field('बीमा कंपनी')).toBe('Acme General');
    expect(field('बेचने वाले')).toBe('Bina (CO2)');
    expect(card.getByRole('button', { name: 'पॉलिसी देखें: POL-1' })).toHaveTextContent('पॉलिसी देखें');
    expect(within(screen.getByRole('article', { name: 'Product 2' })).getByText('हेल्थ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'और पॉलिसियाँ दिखाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CSV डाउनलोड करें' })).toBeEnabled();

    expect(englishLeft({ catalogues: ['sales', 'common'] })).toEqual([]);
  });

  it('says the catalogue’s failure, the empty list and the narrow screen’s filters in Hindi', async () => {
    await switchLanguageForTest('hi');
    setNarrowScreen(true);
    api.getSales.mockResolvedValueOnce({ status: 'error', message: '' });
    api.getSalesSummary.mockResolvedValue({ status: 'success', summary: { count: 0, netPremium: '0', payOut: '0' } });
    renderAt(SalesPage, '/sales?types=life');

    expect(await screen.findByText('बिक्री की जानकारी नहीं मिल सकी')).toBeInTheDocument();
    api.getSales.mockResolvedValue({ status: 'success', sales: [], nextCursor: null });
    await act(async () => screen.getByRole('button', { name: 'फिर से कोशिश करें' }).click());
    expect(await screen.findByText('चुने गए फ़िल्टर से कोई पॉलिसी मेल नहीं खाती।')).toBeInTheDocument();

    const filters = screen.getByRole('button', { name: /^फ़िल्टर\s*1 लागू$/ });
    expect(within(filters).getByLabelText('1 लागू')).toHaveTextContent('1');
    await act(async () => filters.click());
    const dialog = within(await screen.findByRole('dialog', { name: 'फ़िल्टर' }));
    expect(dialog.getByRole('button', { name: 'फ़िल्टर बंद करें' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'फ़िल्टर लागू करें' })).toBeInTheDocument();
    await act(async () => dialog.getByRole('button', { name: 'फ़िल्टर बंद करें' }).click());
    // The teams fold behind the member picker on a narrow screen; the team panel's toggle names the count.
    const picker = await screen.findByRole('button', { name: /सदस्य\s*Asha \(CO1\)/ });
    await act(async () => picker.click());
    await waitFor(() => expect(screen.getByRole('button', { name: /टीम के सदस्य \(2\)/ })).toBeInTheDocument());

    expect(englishLeft({ catalogues: ['sales', 'common'] })).toEqual([]);
  });

  it('(the check itself) finds the English texts on the English page', async () => {
    await whenLanguageLoaded('hi');
    renderAt(SalesPage);
    await screen.findByRole('region', { name: 'Your team' });
    await screen.findByLabelText('Sales summary');
    expect(englishLeft({ catalogues: ['sales', 'common'] })).toEqual(
      expect.arrayContaining([
        'sales:tabs.label: Sales sections',
        'sales:list.title: Sales',
        'sales:summary.netPremium: Total Net Premium',
        'sales:policy.view: View Policy',
      ]),
    );
  });
});
