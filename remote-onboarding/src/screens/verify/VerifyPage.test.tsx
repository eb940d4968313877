import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@portal/shared';
import { englishLeft, switchLanguageForTest } from '@portal/shared/testing';
import { answerCalls } from '../../testing/answerCalls';
import { aVerifyAnswer } from '../../testing/certificationData';
import { renderRoute } from '../../testing/renderRoute';
import { useTestConfig } from '../../testing/testConfig';
import VerifyPage from './VerifyPage';

const ROUTE = '/verify/:number?';
const open = (entry: string) => renderRoute(<VerifyPage />, { path: ROUTE, entry });

/** The numbers the page asked the server about. */
const asked = (api: ReturnType<typeof answerCalls>) =>
  api.of('verifyCertificate').map((input) => (input as { params: { number: string } }).params.number);

const notFound = () => Promise.reject(new ApiError('http', 'Not found', 404));

beforeEach(() => {
  useTestConfig();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('VerifyPage: the public check of a certificate', () => {
  it("shows the holder's name, the status and the date of issue, and nothing else", async () => {
    const api = answerCalls({ verifyCertificate: () => Promise.resolve(aVerifyAnswer()) });
    open('/verify/POSP-2026-000123');
    const card = await screen.findByRole('region', { name: 'Certificate POSP-2026-000123' });
    const terms = within(card)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Name', 'Status', 'Date of issue']);
    const values = within(card)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(values).toEqual(['Asha Rao', 'Valid', '27 Nov 2026']);
    expect(asked(api)).toEqual(['POSP-2026-000123']);
  });

  it('a revoked certificate says so', async () => {
    answerCalls({ verifyCertificate: () => Promise.resolve(aVerifyAnswer({ status: 'revoked' })) });
    open('/verify/POSP-2026-000123');
    const card = await screen.findByRole('region', { name: 'Certificate POSP-2026-000123' });
    expect(within(card).getByText('Revoked')).toBeInTheDocument();
    expect(within(card).queryByText('Valid')).toBeNull();
  });

  it('a number nobody holds: "No certificate with this number."', async () => {
    answerCalls({ verifyCertificate: notFound });
    open('/verify/POSP-2026-999999');
    expect(await screen.findByText('No certificate with this number.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Certificate POSP/ })).toBeNull();
  });

  it('a number typed in small letters is checked as printed, in capitals', async () => {
    const api = answerCalls({ verifyCertificate: () => Promise.resolve(aVerifyAnswer()) });
    open('/verify/posp-2026-000123');
    await screen.findByRole('region', { name: 'Certificate POSP-2026-000123' });
    expect(asked(api)).toEqual(['POSP-2026-000123']);
  });

  it('something that is no certificate number is refused without asking the server', async () => {
    const api = answerCalls({ verifyCertificate: () => Promise.resolve(aVerifyAnswer()) });
    open('/verify/hello');
    expect(await screen.findByText('This is not a certificate number. It looks like POSP-2026-000123.')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('a failure to check says why, with Try again', async () => {
    let fail = true;
    answerCalls({
      verifyCertificate: () =>
        fail ? Promise.reject(new ApiError('http', 'The server had a problem.', 500)) : Promise.resolve(aVerifyAnswer()),
    });
    const { user } = open('/verify/POSP-2026-000123');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not check this certificate: The server had a problem.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Certificate POSP-2026-000123' })).toBeInTheDocument();
  });

  it('the form: a number typed opens its check; something else is refused at the field', async () => {
    const api = answerCalls({ verifyCertificate: () => Promise.resolve(aVerifyAnswer()) });
    const { user } = open('/verify');
    expect(screen.getByRole('heading', { level: 1, name: 'Check a certificate' })).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Certificate number' });
    await user.type(box, 'ABC');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(box).toHaveAccessibleDescription(expect.stringContaining('This is not a certificate number. It looks like POSP-2026-000123.'));
    expect(box).toBeInvalid();
    expect(api.calls).toEqual([]);

    await user.clear(box);
    await user.type(box, ' posp-2026-000123 {Enter}');
    expect(await screen.findByRole('region', { name: 'Certificate POSP-2026-000123' })).toBeInTheDocument();
    expect(asked(api)).toEqual(['POSP-2026-000123']);
  });

  it('in Hindi, with no English left', async () => {
    await switchLanguageForTest('hi');
    answerCalls({ verifyCertificate: () => Promise.resolve(aVerifyAnswer()) });
    open('/verify/POSP-2026-000123');
    const card = await screen.findByRole('region', { name: 'प्रमाणपत्र POSP-2026-000123' });
    expect(within(card).getByText('मान्य')).toBeInTheDocument();
    expect(englishLeft({ catalogues: ['onboarding', 'common'] })).toEqual([]);
  });
});
