import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { englishLeft, switchLanguageForTest } from '@portal/shared/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import RenewalsPage from './RenewalsPage';
import { makeRenewal, renewalsAnswer } from '../../../testing/renewalsTestData';
import { salesApi as api, renderAt, setUpSalesPageTests } from '../../../testing/testUtils';

setUpSalesPageTests();

const ROUTE = '/sales/renewals';
const rows = () => screen.queryAllByRole('article');
/** A premium with lakh grouping, and names that share no word with the English texts. */
const policy = (index: number) =>
  makeRenewal(index, { clientName: `Ravi ${index}`, productName: 'Car Shield', netPremiumPaise: 12_345_050, netPremium: '123450.50' });

beforeEach(async () => {
  api.getRenewals.mockResolvedValue(renewalsAnswer([policy(-5), policy(0), policy(1), policy(12)]));
  await switchLanguageForTest('hi');
});

describe('RenewalsPage in Hindi', { timeout: 20_000 }, () => {
  it('shows the buckets, badges, counts, dates and amounts in Hindi, and none of its English', async () => {
    renderAt(RenewalsPage, ROUTE, ROUTE);
    expect(screen.getByRole('heading', { level: 1, name: 'रिन्यूअल' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(4));

    // Plurals: "4 पॉलिसियों" (other) beside "1 पॉलिसी" (one), in the live region.
    expect(
      screen.getByText('अगले 30 दिनों में 4 पॉलिसियों का रिन्यूअल ड्यू है, और पिछले 30 दिनों में 1 पॉलिसी लैप्स हुई (सबसे ऊपर दी गई है)'),
    ).toHaveAttribute('role', 'status');

    const chips = within(screen.getByRole('group', { name: 'कितने दिनों में ड्यू' }));
    expect(chips.getByRole('button', { name: '30 दिन 4' })).toHaveAttribute('aria-pressed', 'true');
    expect(chips.getByRole('button', { name: 'लैप्स 1' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'पॉलिसी के प्रकार' })).toBeInTheDocument();

    const [lapsed, today, tomorrow, later] = rows() as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(lapsed).toHaveTextContent('5 दिन पहले लैप्स हुई');
    expect(lapsed).toHaveTextContent('समाप्ति की तारीख');
    expect(today).toHaveTextContent('आज ड्यू है');
    expect(tomorrow).toHaveTextContent('1 दिन बाकी');
    expect(later).toHaveTextContent('12 दिन बाकी');
    for (const text of ['ड्यू तारीख', '01 दिस॰ 2026', 'प्रीमियम', '₹1,23,450.50', 'बेचने वाले', 'Bina (CO2)', 'मोटर']) {
      expect(later).toHaveTextContent(text);
    }
    expect(within(later).getByRole('button', { name: 'रिन्यू मार्क करें' })).toBeInTheDocument();
    expect(within(later).getByRole('button', { name: 'रिन्यू नहीं होगी' })).toBeInTheDocument();

    expect(englishLeft({ catalogues: ['sales:renewals', 'common'] })).toEqual([]);
  });

  it('writes the WhatsApp reminder in Hindi, with the ₹ amount and a Hindi date', async () => {
    renderAt(RenewalsPage, ROUTE, ROUTE);
    const row = await screen.findByRole('article', { name: /Ravi 12/ });
    const link = within(row).getByRole('link', { name: 'Ravi 12 को WhatsApp पर रिमाइंडर भेजें (नए टैब में खुलेगा)' });
    expect(link).toHaveTextContent('रिमाइंडर भेजें');
    const text = new URL(link.getAttribute('href') ?? '').searchParams.get('text') ?? '';
    expect(text.split('\n')).toEqual([
      'प्रिय Ravi 12 जी,',
      'आपको याद दिला दें कि Acme General की आपकी Car Shield पॉलिसी (पॉलिसी नंबर POL-12) का रिन्यूअल 01 दिस॰ 2026 को ड्यू है।',
      'प्रीमियम: ₹1,23,450.50।',
      'कृपया इसे समय पर रिन्यू कराएँ, ताकि आपका कवर बिना रुकावट जारी रहे। मैं आपकी मदद के लिए हाज़िर हूँ।',
      'धन्यवाद।',
    ]);
  });

  it('marks a policy not renewing in Hindi: the dialog, its check and the mark', async () => {
    const user = userEvent.setup();
    api.markRenewal.mockResolvedValue({
      status: 'success',
      renewal: { ...policy(12), outcome: { kind: 'not_renewing', reason: 'विदेश चले गए', at: '2026-11-24T06:00:00Z', byName: 'Asha' } },
    });
    renderAt(RenewalsPage, ROUTE, ROUTE);
    const row = await screen.findByRole('article', { name: /Ravi 12/ });
    await user.click(within(row).getByRole('button', { name: 'रिन्यू नहीं होगी' }));
    const dialog = screen.getByRole('dialog', { name: 'रिन्यू नहीं होगी' });
    expect(dialog).toHaveTextContent('Ravi 12 · Car Shield · Acme General · पॉलिसी POL-12 · ड्यू तारीख 01 दिस॰ 2026');
    await user.click(within(dialog).getByRole('button', { name: 'सेव करें' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('कृपया कारण बताएँ');
    await user.type(within(dialog).getByLabelText('कारण (ज़रूरी)'), 'ab');
    await user.click(within(dialog).getByRole('button', { name: 'सेव करें' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('कारण कम से कम 3 अक्षरों का होना चाहिए');
    expect(englishLeft({ catalogues: ['sales:renewals', 'common'] })).toEqual([]);

    await user.type(within(dialog).getByLabelText('कारण (ज़रूरी)'), 'c');
    await user.click(within(dialog).getByRole('button', { name: 'सेव करें' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(row).toHaveTextContent('रिन्यू नहीं होगी: विदेश चले गए · Asha ने 24 नव॰ 2026 को मार्क किया');
    expect(within(row).getByRole('button', { name: 'मार्क हटाएँ' })).toBeInTheDocument();
  });
});
