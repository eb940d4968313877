import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { englishLeft, switchLanguageForTest } from '@portal/shared/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { chartCsv, insightsCharts } from '../../../features/insights';
import { emptyInsights, insightsApi as api, makeInsights, renderInsights, setUpInsightsTests } from '../../../testing/insightsTestUtils';

setUpInsightsTests();

const PERIOD = 'दिसंबर 2025 से नवंबर 2026 तक';
const rowCells = (element: HTMLElement) =>
  within(element)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

beforeEach(async () => {
  await switchLanguageForTest('hi');
});

describe('InsightsPage in Hindi', () => {
  it('shows the summary, the charts’ titles, legends, tooltips, axes and tables in Hindi, and none of its English', async () => {
    const user = userEvent.setup();
    // An insurer whose name shares no word with the English texts.
    const insurers = makeInsights().insurers.map((row, i) => (i === 1 ? { ...row, insurer: 'Bharat Bima' } : row));
    api.getInsights.mockResolvedValue(makeInsights({ insurers }));
    renderInsights();
    expect(screen.getByRole('heading', { level: 1, name: 'इनसाइट्स' })).toBeInTheDocument();
    expect(await screen.findByTestId('insights-summary')).toHaveTextContent(
      `Asha (CO1) और उनकी टीम, ${PERIOD}: 6 पॉलिसियाँ, नेट प्रीमियम ₹1,26,950.49, पेआउट ₹15,234.07।`,
    );

    const months = screen.getByRole('table', { name: `महीने के अनुसार प्रीमियम और पेआउट, ${PERIOD}` });
    const monthRows = rowCells(months);
    expect(monthRows[0]).toEqual(['महीना', 'पॉलिसियाँ', 'नेट प्रीमियम (₹)', 'पेआउट (₹)']);
    expect(monthRows[2]).toEqual(['जन॰ 2026', '2', '1,23,450.50', '14,814.06']);
    expect(monthRows.at(-1)).toEqual(['कुल', '6', '1,26,950.49', '15,234.07']);

    const card = screen.getByRole('region', { name: 'बीमा कंपनी के अनुसार प्रीमियम' });
    expect(card).toHaveTextContent('नेट प्रीमियमपेआउट');
    // The bars' tooltips: a plural each way (one policy, five policies); the axis in lakh.
    const tooltips = [...card.querySelectorAll('title')].map((title) => title.textContent);
    expect(tooltips).toEqual([
      'Acme General: नेट प्रीमियम ₹1,26,000, पेआउट ₹15,120, 5 पॉलिसियाँ',
      'Bharat Bima: नेट प्रीमियम ₹950.49, पेआउट ₹114.07, 1 पॉलिसी',
    ]);
    expect(card).toHaveTextContent('₹1.3 लाख');
    await user.click(within(card).getByRole('button', { name: 'टेबल दिखाएँ: बीमा कंपनी के अनुसार प्रीमियम' }));
    expect(within(card).getByRole('button', { name: 'चार्ट दिखाएँ: बीमा कंपनी के अनुसार प्रीमियम' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'CSV डाउनलोड करें: बीमा कंपनी के अनुसार प्रीमियम' })).toHaveTextContent('CSV डाउनलोड करें');

    expect(englishLeft({ catalogues: ['sales:insights', 'common'] })).toEqual([]);
  });

  it('writes a chart’s CSV with the headers in Hindi', () => {
    const [byMonth] = insightsCharts(makeInsights());
    const lines = chartCsv(byMonth!).split('\r\n');
    expect(lines[0]).toBe('महीना,पॉलिसियाँ,नेट प्रीमियम (₹),पेआउट (₹)');
    expect(lines.at(-2)).toBe('कुल,6,"1,26,950.49","15,234.07"');
  });

  it('says in Hindi when nothing was sold', async () => {
    api.getInsights.mockResolvedValue({ ...emptyInsights(), childCount: 0 });
    renderInsights();
    expect(await screen.findByText('पिछले 12 महीनों में कोई बिक्री नहीं')).toBeInTheDocument();
    expect(screen.getByText(`${PERIOD} Asha (CO1) ने कोई पॉलिसी नहीं बेची।`)).toBeInTheDocument();
    expect(englishLeft({ catalogues: ['sales:insights', 'common'] })).toEqual([]);
  });
});
