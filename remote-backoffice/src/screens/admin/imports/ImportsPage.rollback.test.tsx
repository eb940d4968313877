import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@portal/shared/testing';
import type { ImportRecord } from '@portal/shared/admin';
import { renderPage as renderScreen } from '../../../testing/renderPage';
import { stubFetch } from '../../../testing/stubFetch';
import { setUpScreenTests } from '../../../testing/testConfig';
import ImportsPage from './ImportsPage';
import { signInAsOperator } from '../../../testing/operatorClient';

signInAsOperator();

const done: ImportRecord = {
  id: 7,
  operatorEmail: 'ops@agentportal.in',
  fileName: 'march.csv',
  status: 'done',
  total: 2,
  processed: 2,
  imported: 2,
  duplicates: 0,
  errors: 0,
  cancelled: 0,
  error: null,
  startedAt: '2026-11-24T08:30:00.000Z',
  finishedAt: '2026-11-24T08:31:00.000Z',
  rolledBackAt: null,
  rolledBackBy: null,
};

/** The history holds `done`; the rollback answers with `rollback`. */
function fakeApi(rollback: () => Response) {
  let current = done;
  const calls = stubFetch(async ({ method, path }) => {
    if (method === 'GET' && path === '/admin/imports') return jsonResponse({ status: 'success', imports: [current] });
    if (method === 'POST' && path === '/admin/imports/7/rollback') {
      const res = rollback();
      if (res.ok) current = ((await res.clone().json()) as { import: ImportRecord }).import;
      return res;
    }
    return jsonResponse({ status: 'error', message: 'Not found' }, 404);
  });
  return { rollbacks: () => calls.filter((c) => c.method === 'POST') };
}

const renderPage = () => renderScreen(ImportsPage, '/admin/imports').user;

setUpScreenTests();

describe('ImportsPage rollback', () => {
  it('asks first, rolls the import back, says so and marks its row', async () => {
    const api = fakeApi(() =>
      jsonResponse({
        status: 'success',
        import: { ...done, rolledBackAt: '2026-11-24T09:00:00.000Z', rolledBackBy: 'ops@agentportal.in' },
      }),
    );
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Roll back import #7 (march.csv)' }));
    const card = screen.getByRole('region', { name: 'Roll back an import' });
    const question = within(card).getByRole('group', { name: /^Roll back import #7 \(march\.csv\)\? Its 2 new policies are cancelled/ });
    expect(within(question).getByRole('button', { name: 'Roll back the import' })).toHaveFocus();
    expect(api.rollbacks()).toHaveLength(0);

    await user.click(within(question).getByRole('button', { name: 'Roll back the import' }));
    expect(await within(card).findByRole('status')).toHaveTextContent(
      'Import #7 (march.csv) is rolled back: 2 policies cancelled, their pay outs reversed.',
    );
    expect(await screen.findByRole('row', { name: /march\.csv/ })).toHaveTextContent(/Rolled back .* by ops@agentportal\.in/);
    expect(screen.queryByRole('button', { name: 'Roll back import #7 (march.csv)' })).not.toBeInTheDocument();
  });

  it('says why an import cannot be rolled back, in the server’s words', async () => {
    fakeApi(() =>
      jsonResponse(
        {
          status: 'error',
          message: 'Import #7 cannot be rolled back: these of its policies have been paid or changed since: P1.',
          errors: { id: 'x' },
        },
        409,
      ),
    );
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Roll back import #7 (march.csv)' }));
    await user.click(screen.getByRole('button', { name: 'Roll back the import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('have been paid or changed since: P1.');
    // Cancelling the question sends nothing.
    await user.click(screen.getByRole('button', { name: 'Roll back import #7 (march.csv)' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });
});
