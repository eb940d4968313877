import { screen, within } from '@testing-library/react';
import { buildPath } from '@portal/shared';
import { englishLeft, switchLanguageForTest } from '@portal/shared/testing';
import { adminEndpoints } from '@portal/shared/admin';
import { beforeEach, describe, expect, it } from 'vitest';
import QueriesPage from './QueriesPage';
import { fakeFetch, on, resetFakeServer } from '../../../testing/fakeServer';
import { signInAsOperator } from '../../../testing/operatorClient';
import { renderPage } from '../../../testing/renderPage';
import { makeQuery, makeQueryDetail, missingPolicySubject } from '../../../testing/queryFixtures';

signInAsOperator(fakeFetch);

beforeEach(async () => {
  resetFakeServer();
  await switchLanguageForTest('hi');
});

describe('QueriesPage in Hindi', () => {
  it('shows the list, a query, its thread and the actions in Hindi, with no English text of the catalogue left', async () => {
    on('GET', adminEndpoints.queries.adminQueries.path, {
      status: 'success',
      queries: [makeQuery(1, { overdue: true, ageDays: 16 }), makeQuery(2, { type: 'missing_policy', subject: missingPolicySubject })],
      nextCursor: null,
    });
    on('GET', buildPath(adminEndpoints.queries.adminQuery.path, { id: 2 }), {
      status: 'success',
      query: makeQueryDetail(2, { type: 'missing_policy', subject: missingPolicySubject }),
    });
    const { user } = renderPage(QueriesPage, '/admin/queries?query=2');
    expect(screen.getByRole('heading', { level: 1, name: 'पेआउट प्रश्न' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'पेआउट प्रश्न, समय-सीमा पार वाले पहले, फिर सबसे पुराने' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('16 दिनसमय-सीमा पार');
    const details = (await screen.findByRole('heading', { level: 2, name: 'Q-000002 · Priya Patel (AP1002)' })).closest('section')!;
    expect(within(details).getByText('छूटी हुई पॉलिसी का नंबर')).toBeInTheDocument();
    expect(within(details).getByRole('textbox', { name: 'समायोजन (₹)' })).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'समीक्षा में ले जाएँ' })).toBeInTheDocument();
    expect(englishLeft({ catalogues: ['backoffice', 'common'] })).toEqual([]);
    await user.click(within(details).getByRole('button', { name: 'पॉलिसी बनाएँ…' }));
    expect(within(details).getByRole('combobox', { name: 'पॉलिसी का प्रकार' })).toBeInTheDocument();
    expect(englishLeft({ catalogues: ['backoffice', 'common'] })).toEqual([]);
  });
});
