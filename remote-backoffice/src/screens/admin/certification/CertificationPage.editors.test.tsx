import { screen, waitFor, within } from '@testing-library/react';
import { buildPath } from '@portal/shared';
import { jsonResponse } from '@portal/shared/testing';
import { adminEndpoints } from '@portal/shared/admin';
import { beforeEach, describe, expect, it } from 'vitest';
import CertificationPage from './CertificationPage';
import { callsTo, fakeFetch, on, resetFakeServer } from '../../../testing/fakeServer';
import { signInAsOperator } from '../../../testing/operatorClient';
import { renderPage } from '../../../testing/renderPage';
import { makeModule, makeQuestion } from '../../../testing/certificationFixtures';

signInAsOperator(fakeFetch);

const MODULES = adminEndpoints.certification.adminTrainingModules.path;
const moduleAt = (id: number) => buildPath(adminEndpoints.certification.adminUpdateTrainingModule.path, { id });
const QUESTIONS = adminEndpoints.certification.adminQuestions.path;

beforeEach(() => resetFakeServer());

describe('CertificationPage: the training modules', () => {
  it('adds a video module in both languages: its address is asked for first, then it is saved', async () => {
    on('GET', MODULES, { status: 'success', modules: [makeModule(1)] });
    const { user } = renderPage(CertificationPage, '/admin/certification?view=training');
    expect(await screen.findByRole('table', { name: 'Training modules in order' })).toHaveTextContent('Module 1मॉड्यूल 1Text30 minActive');
    await user.click(screen.getByRole('button', { name: 'Add a module' }));
    const form = screen.getByRole('form', { name: 'Add a training module' });
    expect(within(form).getByRole('textbox', { name: 'Order' })).toHaveValue('2');
    await user.type(within(form).getByRole('textbox', { name: 'Minimum minutes' }), '45');
    await user.type(within(form).getByRole('textbox', { name: 'Title (English)' }), 'Claims');
    await user.type(within(form).getByRole('textbox', { name: 'Title (Hindi)' }), 'दावे');
    await user.type(within(form).getByRole('textbox', { name: 'Text (English)' }), 'How a claim is made.');
    await user.type(within(form).getByRole('textbox', { name: 'Text (Hindi)' }), 'दावा कैसे किया जाता है।');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Kind' }), 'video');
    await user.click(within(form).getByRole('button', { name: 'Save module' }));
    const address = within(form).getByRole('textbox', { name: 'Image or video address' });
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('POST', MODULES)).toHaveLength(0);

    on('POST', MODULES, () => jsonResponse({ status: 'success', module: makeModule(2, { title: { en: 'Claims', hi: 'दावे' } }) }, 201));
    await user.type(address, 'https://videos.example.in/claims');
    await user.click(within(form).getByRole('button', { name: 'Save module' }));
    expect(await screen.findByText('Added “Claims”.')).toBeInTheDocument();
    expect(callsTo('POST', MODULES)[0]!.body).toEqual({
      position: 2,
      title: { en: 'Claims', hi: 'दावे' },
      body: { en: 'How a claim is made.', hi: 'दावा कैसे किया जाता है।' },
      kind: 'video',
      mediaUrl: 'https://videos.example.in/claims',
      minimumMinutes: 45,
      active: true,
    });
    expect(screen.queryByRole('form', { name: 'Add a training module' })).not.toBeInTheDocument();
  });

  it('moves a module up by swapping places with the one above, and retires one (never deletes it)', async () => {
    on('GET', MODULES, { status: 'success', modules: [makeModule(1), makeModule(2)] });
    on('PUT', moduleAt(1), (_url: URL, call: { body: unknown }) =>
      jsonResponse({ status: 'success', module: { ...makeModule(1), ...(call.body as object) } }),
    );
    on('PUT', moduleAt(2), (_url: URL, call: { body: unknown }) =>
      jsonResponse({ status: 'success', module: { ...makeModule(2), ...(call.body as object) } }),
    );
    const { user } = renderPage(CertificationPage, '/admin/certification?view=training');
    expect(await screen.findByRole('button', { name: 'Move “Module 1” up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move “Module 2” up' }));
    expect(await screen.findByText('Moved “Module 2” to place 1.')).toBeInTheDocument();
    expect(callsTo('PUT', moduleAt(2))[0]!.body).toMatchObject({ position: 1, title: { en: 'Module 2', hi: 'मॉड्यूल 2' } });
    expect(callsTo('PUT', moduleAt(1))[0]!.body).toMatchObject({ position: 2 });

    await user.click(screen.getByRole('button', { name: 'Retire “Module 1”' }));
    expect(await screen.findByText('Retired “Module 1”: members no longer see it.')).toBeInTheDocument();
    expect(callsTo('PUT', moduleAt(1)).at(-1)!.body).toMatchObject({ active: false, position: 1 });
    expect(callsTo('DELETE', moduleAt(1))).toHaveLength(0);
  });
});

describe('CertificationPage: the question bank', () => {
  it('adds a question with its right option; the server’s error on an option lands on that option', async () => {
    on('GET', QUESTIONS, { status: 'success', questions: [makeQuestion(1)], activeCount: 1, nextCursor: null });
    const { user } = renderPage(CertificationPage, '/admin/certification?view=questions');
    expect(await screen.findByRole('table', { name: 'Questions of the bank' })).toHaveTextContent('What is rule 1?');
    expect(screen.getByText(/^1 active question:/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    const form = screen.getByRole('form', { name: 'Add a question' });
    await user.type(within(form).getByRole('textbox', { name: 'Question (English)' }), 'Who may sell?');
    await user.type(within(form).getByRole('textbox', { name: 'Question (Hindi)' }), 'कौन बेच सकता है?');
    for (const n of [1, 2, 3, 4]) {
      await user.type(within(form).getByRole('textbox', { name: `Option ${n} (English)` }), `Choice ${n}`);
      await user.type(within(form).getByRole('textbox', { name: `Option ${n} (Hindi)` }), `विकल्प ${n}`);
    }
    await user.click(within(form).getByRole('radio', { name: 'Option 3 is right' }));
    on('POST', QUESTIONS, () =>
      jsonResponse({ status: 'error', message: 'Check the fields.', errors: { 'options.2.hi': 'Option 3 (Hindi) repeats option 1' } }, 400),
    );
    await user.click(within(form).getByRole('button', { name: 'Save question' }));
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'Option 3 (Hindi)' })).toHaveAccessibleDescription(
        'Option 3 (Hindi) repeats option 1',
      ),
    );
    expect(callsTo('POST', QUESTIONS)[0]!.body).toMatchObject({
      text: { en: 'Who may sell?', hi: 'कौन बेच सकता है?' },
      correctOption: 2,
      active: true,
    });
    expect((callsTo('POST', QUESTIONS)[0]!.body as { options: unknown[] }).options).toHaveLength(4);
  });

  it('lists only the retired ones when asked', async () => {
    on('GET', QUESTIONS, { status: 'success', questions: [], activeCount: 0, nextCursor: null });
    const { user } = renderPage(CertificationPage, '/admin/certification?view=questions');
    await screen.findByText('No question here yet.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'false');
    await waitFor(() => expect(callsTo('GET', QUESTIONS).at(-1)!.url.searchParams.get('active')).toBe('false'));
  });
});
