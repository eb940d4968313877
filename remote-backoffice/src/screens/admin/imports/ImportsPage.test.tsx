import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@portal/shared/testing';
import type { ImportDryRun, ImportRecord } from '@portal/shared/admin';
import { renderPage as renderScreen } from '../../../testing/renderPage';
import { stubFetch } from '../../../testing/stubFetch';
import { setUpScreenTests } from '../../../testing/testConfig';
import ImportsPage from './ImportsPage';
import { signInAsOperator } from '../../../testing/operatorClient';

// The portal's real API client over a stubbed fetch, with a signed-in operator's token.
signInAsOperator();

const CSV =
  'policyType,productName,policyNumber,clientName,riskStart,riskEnd,netPremium,payOut,vehicleNo,insurer,soldBy\nhealth,H,P1,A,2026-01-01,2026-12-31,1,1,,I,CO1\n';

const dryRun: ImportDryRun = {
  fileName: 'march.csv',
  total: 5,
  counts: { valid: 3, duplicate: 0, error: 2 },
  rows: [
    { line: 2, policyNumber: 'P1', soldBy: 'CO1', status: 'valid', action: 'new', reasons: [] },
    { line: 3, policyNumber: 'P2', soldBy: 'NOBODY', status: 'error', action: null, reasons: ['soldBy: no member with code NOBODY'] },
    { line: 4, policyNumber: 'P3', soldBy: 'CO1', status: 'valid', action: 'new', reasons: [] },
    {
      line: 5,
      policyNumber: 'P4',
      soldBy: 'CO1',
      status: 'error',
      action: null,
      reasons: ['riskStart: riskStart is not a real date', 'netPremium: netPremium must be an amount like 12345.67'],
    },
    { line: 6, policyNumber: 'P5', soldBy: 'CO1', status: 'valid', action: 'cancel', reasons: [] },
  ],
};

const record = (overrides: Partial<ImportRecord> = {}): ImportRecord => ({
  id: 7,
  operatorEmail: 'ops@agentportal.in',
  fileName: 'march.csv',
  status: 'running',
  total: 5,
  processed: 0,
  imported: 0,
  duplicates: 0,
  errors: 0,
  cancelled: 0,
  error: null,
  startedAt: '2026-11-24T08:30:00.000Z',
  finishedAt: null,
  ...overrides,
});

/** A fake API: `answers` by "METHOD path", each a list of answers used in turn (the last one repeats). */
function fakeApi(answers: Record<string, (() => Response)[]>) {
  const used = new Map<string, number>();
  const calls = stubFetch(({ method, path }) => {
    const key = `${method} ${path}`;
    const list = answers[key];
    if (!list) return jsonResponse({ status: 'error', message: `no fake for ${key}` }, 500);
    const n = used.get(key) ?? 0;
    used.set(key, n + 1);
    return list[Math.min(n, list.length - 1)]!();
  });
  return { calls, callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}

const renderPage = () => renderScreen(ImportsPage, '/admin/imports').user;

const csvFile = (text = CSV, name = 'march.csv') => new File([text], name, { type: 'text/csv' });

setUpScreenTests();
afterEach(() => {
  vi.useRealTimers();
});

describe('ImportsPage', () => {
  it('checks the chosen file, shows both errors with their reasons, imports the valid rows with a progress bar, then the final counts', async () => {
    const api = fakeApi({
      'GET /admin/imports': [
        () => jsonResponse({ status: 'success', imports: [] }),
        () =>
          jsonResponse({ status: 'success', imports: [record({ status: 'done', processed: 5, imported: 2, cancelled: 1, errors: 2 })] }),
      ],
      'POST /admin/imports/dry-run': [() => jsonResponse({ status: 'success', dryRun })],
      'POST /admin/imports': [() => jsonResponse({ status: 'success', import: record() }, 202)],
      'GET /admin/imports/7': [
        () => jsonResponse({ status: 'success', import: record({ processed: 2, imported: 1, errors: 1 }) }),
        () =>
          jsonResponse({
            status: 'success',
            import: record({ status: 'done', processed: 5, imported: 2, cancelled: 1, errors: 2, finishedAt: '2026-11-24T08:30:02.000Z' }),
          }),
      ],
    });
    const user = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Policy import' })).toBeInTheDocument();
    expect(await screen.findByText('No imports yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check file' })).toBeDisabled();

    await user.upload(screen.getByLabelText('CSV file of policies'), csvFile());
    await user.click(await screen.findByRole('button', { name: 'Check file' }));
    expect(api.callsTo('POST /admin/imports/dry-run')[0]).toMatchObject({
      body: { fileName: 'march.csv', csv: CSV },
      authorization: 'Bearer operator-token',
    });

    expect(await screen.findByTestId('dry-run-counts')).toHaveTextContent('5 rows: 3 valid, 0 duplicates, 2 errors.');
    // With errors in the file, the table opens on them.
    const table = screen.getByRole('table', { name: 'Rows of march.csv' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(/^3\s*P2\s*NOBODY\s*Error\s*soldBy: no member with code NOBODY$/);
    expect(rows[1]).toHaveTextContent('riskStart: riskStart is not a real date; netPremium: netPremium must be an amount like 12345.67');
    expect(screen.getByRole('button', { name: /Errors \(2\)/ })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: /All rows \(5\)/ }));
    expect(within(screen.getByRole('table', { name: 'Rows of march.csv' })).getAllByRole('row')).toHaveLength(6);
    expect(screen.getByRole('row', { name: /^6 P5/ })).toHaveTextContent('Cancels the policy already imported');

    await user.click(screen.getByRole('button', { name: 'Import 3 valid rows' }));
    expect(api.callsTo('POST /admin/imports')[0]!.body).toEqual({ fileName: 'march.csv', csv: CSV });
    const bar = await screen.findByRole('progressbar');
    await waitFor(() => expect(bar).toHaveAttribute('value', '2'));
    expect(bar).toHaveAttribute('max', '5');
    expect(screen.getByTestId('import-status')).toHaveTextContent('Importing… 2 of 5 rows (40%).');
    await waitFor(
      () =>
        expect(screen.getByTestId('import-status')).toHaveTextContent(
          'Import finished: 2 imported, 1 cancelled, 0 duplicates skipped, 2 errors.',
        ),
      { timeout: 3000 },
    );
    expect(screen.getByTestId('import-status')).toHaveAttribute('role', 'status');
    expect(api.callsTo('GET /admin/imports/7')).toHaveLength(2);
    // The record below is reloaded with the finished import.
    const past = await screen.findByRole('table', { name: 'Past imports, newest first' });
    expect(within(past).getByRole('row', { name: /march\.csv/ })).toHaveTextContent(
      /ops@agentportal\.in\s*Done\s*5\s*2 \(\+1 cancelled\)\s*0\s*2/,
    );
  });

  it('says why the server refused the file, on the file, and lets the operator choose another', async () => {
    fakeApi({
      'GET /admin/imports': [() => jsonResponse({ status: 'success', imports: [] })],
      'POST /admin/imports/dry-run': [
        () =>
          jsonResponse(
            {
              status: 'error',
              message: 'This is not a policy file: Missing columns: soldBy.',
              errors: { csv: 'Missing columns: soldBy (line 1 must name the columns)' },
            },
            400,
          ),
      ],
    });
    const user = renderPage();
    await user.upload(screen.getByLabelText('CSV file of policies'), csvFile('name,amount\nRavi,1\n', 'other.csv'));
    await user.click(await screen.findByRole('button', { name: 'Check file' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Missing columns: soldBy (line 1 must name the columns)');
    expect(screen.queryByRole('button', { name: /^Import/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check file' })).toBeEnabled();
  });

  it('refuses an empty or too large file before sending it, and offers no import when nothing is valid', async () => {
    const api = fakeApi({
      'GET /admin/imports': [() => jsonResponse({ status: 'success', imports: [] })],
      'POST /admin/imports/dry-run': [
        () =>
          jsonResponse({
            status: 'success',
            dryRun: {
              ...dryRun,
              counts: { valid: 0, duplicate: 1, error: 0 },
              total: 1,
              rows: [
                {
                  line: 2,
                  policyNumber: 'P1',
                  soldBy: 'CO1',
                  status: 'duplicate',
                  action: null,
                  reasons: ['policyNumber P1 already exists for CO1'],
                },
              ],
            },
          }),
      ],
    });
    const user = renderPage();
    const input = screen.getByLabelText('CSV file of policies');
    await user.upload(input, csvFile('  \n', 'blank.csv'));
    expect(await screen.findByRole('alert')).toHaveTextContent('blank.csv is empty.');
    const big = csvFile('x', 'big.csv');
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    await user.upload(input, big);
    expect(await screen.findByRole('alert')).toHaveTextContent('big.csv is larger than 5 MB.');
    expect(screen.getByRole('button', { name: 'Check file' })).toBeDisabled();
    expect(api.callsTo('POST /admin/imports/dry-run')).toHaveLength(0);

    await user.upload(input, csvFile());
    await user.click(await screen.findByRole('button', { name: 'Check file' }));
    expect(await screen.findByText(/There is nothing to import\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 0 valid rows' })).toBeDisabled();
  });

  it('shows an error with Try again when the past imports cannot be loaded', async () => {
    fakeApi({
      'GET /admin/imports': [
        () => jsonResponse({ status: 'error', message: 'The server had a problem. Please try again later.' }, 500),
        () =>
          jsonResponse({ status: 'success', imports: [record({ status: 'failed', processed: 2, imported: 2, error: 'The API stopped' })] }),
      ],
    });
    const user = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server had a problem. Please try again later.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Past imports, newest first' })).toHaveTextContent('Failed');
  });
});
