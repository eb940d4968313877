import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { englishLeft, switchLanguageForTest } from '@portal/shared/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStatement, payoutsApi as api, renderPayouts, setUpPayoutsTests } from '../../../testing/payoutsTestUtils';

setUpPayoutsTests();

beforeEach(async () => {
  await switchLanguageForTest('hi');
});

describe('PayoutsPage in Hindi', () => {
  it('shows the statement, its ledger, TDS and payments in Hindi, with ₹ amounts and Hindi dates, and none of its English', async () => {
    // A month over the threshold, with lakh amounts, so that TDS applies.
    api.getPayoutStatement.mockResolvedValue({
      status: 'success',
      statement: makeStatement({
        netPayablePaise: 12_345_050,
        tds: { ...makeStatement().tds, fyToDateGrossPaise: 25_000_000, deductedPaise: 500_000 },
      }),
    });
    renderPayouts();
    expect(screen.getByRole('heading', { level: 1, name: 'पेआउट' })).toBeInTheDocument();
    expect(await screen.findByTestId('net-payable')).toHaveTextContent('₹1,23,450.50');
    expect(screen.getByTestId('net-payable').previousElementSibling).toHaveTextContent(/^देय राशि$/);

    expect(screen.getByRole('heading', { level: 2, name: 'Asha (CO1) का स्टेटमेंट' })).toBeInTheDocument();
    expect(screen.getByTestId('statement-so-far')).toHaveTextContent(
      'नवंबर 2026 अभी पूरा नहीं हुआ है: यह 24 नव॰ 2026 तक का स्टेटमेंट है। इसमें अभी बदलाव हो सकता है।',
    );
    expect(screen.getByLabelText('महीना')).toHaveDisplayValue('नवंबर 2026 (अब तक)');

    const lines = screen.getByRole('table', { name: 'नवंबर 2026 की पॉलिसियाँ' });
    const [earned, reversed] = within(lines).getAllByRole('row').slice(1);
    expect(earned).toHaveTextContent(/03 नव॰ 2026\s*POL-1\s*Ravi Kumar\s*Motor Secure\s*₹15,000\s*₹2,500.50/);
    expect(within(reversed!).getByRole('rowheader')).toHaveTextContent('POL-7क्लॉबैक');
    expect(within(lines).getByRole('row', { name: /कुल कमीशन/ })).toHaveTextContent('₹1,300.50');

    expect(screen.getByTestId('statement-tds')).toHaveTextContent('TDS लागू है: इस वित्त वर्ष में ₹2,50,000 का कमीशन ₹20,000 की सीमा से ज़्यादा है');
    expect(screen.getByTestId('statement-tds')).toHaveTextContent('नवंबर 2026 में ₹5,000 काटे गए।');
    expect(screen.getByTestId('statement-tds')).toHaveTextContent('दर 2%, PAN दर्ज है (ABXXXXX34F)।');

    const payments = screen.getByRole('table', { name: 'नवंबर 2026 के भुगतान' });
    expect(within(payments).getByRole('row', { name: /UTR-998877/ })).toHaveTextContent('15 नव॰ 2026UTR-998877₹1,000');

    const team = screen.getByRole('table', { name: 'नवंबर 2026 में आपकी सीधी टीम के सदस्यों की अपनी बिक्री' });
    expect(within(team).getByRole('row', { name: /Bina/ })).toHaveTextContent('Bina (CO2)12₹50,000-₹250₹500₹50,250');

    expect(screen.getByText('Asha का नवंबर 2026 का अब तक का स्टेटमेंट दिखाया जा रहा है।')).toHaveAttribute('role', 'status');

    const tax = screen.getByRole('table', { name: 'तिमाही के अनुसार कुल कमीशन और TDS, वित्त वर्ष 2026-27' });
    expect(within(tax).getByRole('row', { name: /Q2/ })).toHaveTextContent('Q2 (जुलाई – सितंबर)₹16,000₹480');
    expect(screen.getByText(/^वित्त वर्ष 2026-27 \(अप्रैल 2026 – मार्च 2027\), अब तक \(24 नव॰ 2026 तक\)।/)).toHaveTextContent(
      'सेक्शन 194D के तहत TDS 2% की दर से, PAN दर्ज है; सालाना सीमा ₹20,000।',
    );
    expect(screen.getByLabelText('वित्त वर्ष')).toHaveDisplayValue('वित्त वर्ष 2026-27 (अब तक)');

    expect(englishLeft({ catalogues: ['sales:payouts', 'common'] })).toEqual([]);
  });

  it('says a download and its failure in Hindi', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:statement'), revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    api.downloadStatement.mockRejectedValueOnce(new Error('सर्वर से संपर्क नहीं हो सका।'));
    const user = userEvent.setup();
    renderPayouts();
    await screen.findByTestId('net-payable');
    await user.click(screen.getByRole('button', { name: 'CSV डाउनलोड करें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('नवंबर 2026 का CSV स्टेटमेंट डाउनलोड नहीं हो सका: सर्वर से संपर्क नहीं हो सका।');
    expect(englishLeft({ catalogues: ['sales:payouts', 'common'] })).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'बंद करें' }));
    await user.click(screen.getByRole('button', { name: 'PDF डाउनलोड करें' }));
    await waitFor(() => expect(screen.getByText('नवंबर 2026 का PDF स्टेटमेंट डाउनलोड हो गया।')).toHaveAttribute('role', 'status'));
    expect(englishLeft({ catalogues: ['sales:payouts', 'common'] })).toEqual([]);
  });
});
