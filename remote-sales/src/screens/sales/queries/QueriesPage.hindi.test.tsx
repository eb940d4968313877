import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { englishLeft, switchLanguageForTest } from '@portal/shared/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeDetail, programAsPdf, queriesApi as api, renderQueries, setUpQueriesTests } from '../../../testing/queriesTestUtils';

setUpQueriesTests();

beforeEach(async () => {
  await switchLanguageForTest('hi');
});

describe('QueriesPage in Hindi', () => {
  it('shows the list, a query and the raise dialog in Hindi with ₹ amounts and Hindi dates, and none of their English', async () => {
    const user = userEvent.setup();
    renderQueries();
    expect(screen.getByRole('heading', { level: 1, name: 'क्वेरी' })).toBeInTheDocument();
    const [own, team] = await screen.findAllByTestId('query-card');
    expect(own).toHaveTextContent('खुली');
    expect(own).toHaveTextContent('गलत रकम');
    expect(own).toHaveTextContent('पॉलिसी POL-1 (Motor Secure): 03 नव॰ 2026 को ₹2,500.50');
    expect(own).toHaveTextContent('10 दिनों में जवाब');
    expect(team).toHaveTextContent('8 दिनों की देरी');
    expect(screen.getByRole('group', { name: 'स्थिति' })).toBeInTheDocument();
    expect(englishLeft({ catalogues: ['sales:queries'] })).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'मेरी बेची हुई एक पॉलिसी नहीं दिख रही' }));
    const dialog = screen.getByRole('dialog', { name: 'मेरी बेची हुई एक पॉलिसी नहीं दिख रही' });
    await user.upload(within(dialog).getByLabelText('फ़ाइलें जोड़ें'), programAsPdf('invoice.pdf'));
    expect(await within(dialog).findByText('invoice.pdf PDF, JPEG या PNG फ़ाइल नहीं है।')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'क्वेरी भेजें' }));
    expect(await within(dialog).findByText('कृपया नीचे चिह्नित फ़ील्ड ठीक करें।')).toBeVisible();
    expect(englishLeft({ catalogues: ['sales:queries'] })).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'रद्द करें' }));

    api.getQuery.mockResolvedValue({
      status: 'success',
      query: makeDetail({ status: 'accepted', decidedOn: '2026-11-23', adjustmentPaise: 1_25_000_00, canReply: false }),
    });
    await user.click(screen.getByRole('link', { name: 'क्वेरी Q-000007 खोलें' }));
    expect(await screen.findByRole('heading', { name: 'क्वेरी Q-000007' })).toBeVisible();
    expect(screen.getByText('₹1,25,000 के समायोजन के साथ स्वीकार, जो नवंबर 2026 के स्टेटमेंट में क्वेरी के नंबर के साथ है।')).toBeVisible();
    expect(screen.getByText(/^आप, 20 नव॰ 2026/)).toBeVisible();
    expect(screen.getByText(/^पेआउट टीम, 21 नव॰ 2026/)).toBeVisible();
    expect(englishLeft({ catalogues: ['sales:queries'] })).toEqual([]);
  });
});
