import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@portal/shared';
import { englishLeft, switchLanguageForTest } from '@portal/shared/testing';
import { answerCalls, setPageVisibility } from '../../testing/answerCalls';
import { aHeartbeatAnswer, aModule, aResult, aSitting, aStatus, aTraining } from '../../testing/certificationData';
import { renderRoute } from '../../testing/renderRoute';
import { useTestConfig } from '../../testing/testConfig';
import CertificationPage from './CertificationPage';

const open = () => renderRoute(<CertificationPage />, { path: '/certification', entry: '/certification' });

/** The files the page saved (the browser's blob: URLs and the link click stood in for): name and type. */
function savedFiles() {
  const saved: { name: string; type: string }[] = [];
  const blobs: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => `blob:test/${blobs.push(blob) - 1}`,
    revokeObjectURL: () => undefined,
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, type: blobs[Number(this.href.split('/').pop())]?.type ?? '' });
  });
  return saved;
}

const pdf = () => Promise.resolve(new Blob(['%PDF-1.7'], { type: 'application/pdf' }));

beforeEach(() => {
  useTestConfig();
  setPageVisibility('visible');
});

afterEach(() => {
  vi.restoreAllMocks();
  // jsdom has no blob: URLs of its own: the stand-ins go.
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('CertificationPage', () => {
  it('training: the time done of the time required, the modules in order; an open module records time as the server says', async () => {
    const api = answerCalls({
      certificationStatus: () => Promise.resolve(aStatus('training')),
      training: () => Promise.resolve(aTraining([aModule(2, { position: 2 }), aModule(1, { position: 1, secondsDone: 120 })])),
      trainingHeartbeat: () =>
        Promise.resolve(
          aHeartbeatAnswer(aModule(1, { secondsDone: 185 }), { training: { secondsDone: 365, requiredSeconds: 1200, complete: false } }),
        ),
    });
    const { user } = open();
    expect(screen.getByText('Loading your certification…')).toBeInTheDocument();
    expect(await screen.findByText('Step 1 of 3: complete your training.')).toBeInTheDocument();
    expect(screen.getByText('5 of 20 minutes done')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Modules' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Module 1', 'Module 2']);
    expect(within(items[0]!).getByText(/2 of 10 min/)).toBeInTheDocument();
    expect(screen.getByText('The examination opens when your training is complete.')).toBeInTheDocument();

    await user.click(within(items[0]!).getByRole('button', { name: 'Open Module 1' }));
    expect(within(items[0]!).getByText('What module 1 teaches.')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Your time in this module is being recorded.')).toBeInTheDocument();
    // What the server answered, not anything the page counted.
    expect(await within(items[0]!).findByText(/3 of 10 min/)).toBeInTheDocument();
    expect(screen.getByText('6 of 20 minutes done')).toBeInTheDocument();
    expect(api.of('trainingHeartbeat')).toHaveLength(1);

    act(() => setPageVisibility('hidden'));
    expect(within(items[0]!).getByText('Paused while this page is hidden.')).toBeInTheDocument();
    await user.click(within(items[0]!).getByRole('button', { name: 'Close module' }));
    expect(within(items[0]!).queryByText('What module 1 teaches.')).toBeNull();
  });

  it('the training completed while a module is open: the examination opens above it, and the module stays open', async () => {
    let status = aStatus('training');
    answerCalls({
      certificationStatus: () => Promise.resolve(status),
      training: () => Promise.resolve(aTraining([aModule(1, { requiredSeconds: 16, secondsDone: 10 })])),
      trainingHeartbeat: () => {
        status = aStatus('exam');
        return Promise.resolve(
          aHeartbeatAnswer(aModule(1, { requiredSeconds: 16, secondsDone: 16, complete: true }), {
            training: { secondsDone: 1200, requiredSeconds: 1200, complete: true },
          }),
        );
      },
    });
    const { user } = open();
    const list = await screen.findByRole('list', { name: 'Modules' });
    expect(within(list).getByText(/0:10 of 0:16/)).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Open Module 1' }));
    expect(await screen.findByRole('button', { name: 'Start the examination' })).toBeInTheDocument();
    expect(within(list).getByText(/0:16 of 0:16/)).toBeInTheDocument();
    expect(within(list).getByText('Done')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Close module' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Examination', 'Training']);
  });

  it('the modules fail to load or there are none: said, with Try again for a failure', async () => {
    let modules: () => Promise<unknown> = () => Promise.reject(new ApiError('http', 'The server had a problem.', 500));
    answerCalls({ certificationStatus: () => Promise.resolve(aStatus('training')), training: () => modules() });
    const { user } = open();
    expect(await screen.findByText('We could not load the modules: The server had a problem.')).toBeInTheDocument();
    modules = () => Promise.resolve(aTraining([]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No training modules yet. Please check again later.')).toBeInTheDocument();
  });

  it('the certification fails to load: said, with Try again', async () => {
    let fail = true;
    answerCalls({
      certificationStatus: () =>
        fail ? Promise.reject(new ApiError('http', 'The server had a problem.', 500)) : Promise.resolve(aStatus('exam')),
      training: () => Promise.resolve(aTraining()),
    });
    const { user } = open();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your certification: The server had a problem.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Start the examination' })).toBeInTheDocument();
  });

  it('a pass: the certificate with its number, date and status, its PDF in the page’s language and its public link', async () => {
    let status = aStatus('exam');
    const api = answerCalls({
      certificationStatus: () => Promise.resolve(status),
      training: () => Promise.resolve(aTraining()),
      startExam: () => Promise.resolve(aSitting(600)),
      submitExam: () => {
        status = aStatus('certified');
        return Promise.resolve(aResult(true, 3));
      },
      certificatePdf: pdf,
    });
    const saved = savedFiles();
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Start the examination' }));
    await user.click(await screen.findByRole('button', { name: 'Submit answers' }));
    const card = await screen.findByRole('region', { name: 'Your certificate' });
    expect(
      within(card)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['POSP-2026-000123', '27 Nov 2026', 'Valid']);
    expect(screen.getByText('You are certified since 27 Nov 2026: you can sell.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: `${window.location.origin}/verify/POSP-2026-000123` })).toHaveAttribute(
      'href',
      '/verify/POSP-2026-000123',
    );
    await user.click(within(card).getByRole('button', { name: 'Download certificate (PDF)' }));
    expect(await within(card).findByText('Your certificate is downloaded.')).toBeInTheDocument();
    expect(api.of('certificatePdf')).toEqual([{ query: { language: 'en' } }]);
    expect(saved).toEqual([{ name: 'certificate-POSP-2026-000123-en.pdf', type: 'application/pdf' }]);
  });

  it('in Hindi: the page has no English left, and the certificate comes in Hindi', async () => {
    await switchLanguageForTest('hi');
    const api = answerCalls({
      certificationStatus: () => Promise.resolve(aStatus('certified')),
      training: () => Promise.resolve(aTraining()),
      certificatePdf: pdf,
    });
    savedFiles();
    const { user } = open();
    const card = await screen.findByRole('region', { name: 'आपका प्रमाणपत्र' });
    await screen.findByRole('list', { name: 'मॉड्यूल' });
    expect(englishLeft({ catalogues: ['onboarding', 'common'] })).toEqual([]);
    await user.click(within(card).getByRole('button', { name: 'प्रमाणपत्र डाउनलोड करें (PDF)' }));
    expect(await within(card).findByText('आपका प्रमाणपत्र डाउनलोड हो गया है।')).toBeInTheDocument();
    expect(api.of('certificatePdf')).toEqual([{ query: { language: 'hi' } }]);
  });

  it('revoked: the date and reason, no training or examination, the certificate shown as revoked without its PDF', async () => {
    answerCalls({ certificationStatus: () => Promise.resolve(aStatus('revoked')), training: () => Promise.resolve(aTraining()) });
    open();
    expect(
      await screen.findByText(
        'Your certificate was revoked on 28 Nov 2026. You cannot sell. Please contact us. Reason: Duplicate registration',
      ),
    ).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Your certificate' });
    expect(within(card).getByText('Revoked')).toBeInTheDocument();
    expect(within(card).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Training' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Examination' })).toBeNull();
  });
});
