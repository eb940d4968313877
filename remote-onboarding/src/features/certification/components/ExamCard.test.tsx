import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@portal/shared';
import { deferred } from '@portal/shared/testing';
import type { ExamSubmit } from '@portal/shared/validation';
import { answerCalls } from '../../../testing/answerCalls';
import { aResult, aSitting, aStatus, QUESTIONS } from '../../../testing/certificationData';
import { ExamCard } from './ExamCard';

function renderExam(status = aStatus('exam')) {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(<ExamCard status={status} />);
  return user;
}

const form = () => screen.getByRole('form', { name: 'Examination' });
const submitButton = () => within(form()).getByRole('button', { name: /Submit answers|Submitting/ });

async function startSitting(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Start the examination' }));
  await screen.findByRole('form', { name: 'Examination' });
}

/** Answers question `index` (0-based) with option `option` by its label, as a user clicks it. */
async function answer(user: ReturnType<typeof userEvent.setup>, index: number, option: number) {
  const group = screen.getByRole('group', { name: new RegExp(`Question ${index + 1} of 3`) });
  await user.click(within(group).getByRole('radio', { name: QUESTIONS[index]!.options[option]!.en }));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ExamCard', () => {
  it('before the training is complete: locked, nothing to start', () => {
    answerCalls({});
    renderExam(aStatus('training'));
    expect(screen.getByText('The examination opens when your training is complete.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start the examination' })).toBeNull();
  });

  it('shows the rules and the attempts left today; none left: when to try again, and no start', () => {
    answerCalls({});
    renderExam(aStatus('exam', { attemptsLeftToday: 0, canStart: false }));
    expect(screen.getByText('3 questions, 10 minutes, pass mark 60%.')).toBeInTheDocument();
    expect(screen.getByText('No attempts left today. You can try again tomorrow (from midnight, India time).')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start the examination' })).toBeNull();
  });

  it('a sitting: each question a labelled radio group, and a countdown from the seconds the server gave', async () => {
    answerCalls({ startExam: () => Promise.resolve(aSitting(605)), certificationStatus: () => Promise.resolve(aStatus('exam')) });
    const user = renderExam();
    await startSitting(user);
    const groups = screen.getAllByRole('group');
    expect(groups).toHaveLength(3);
    expect(within(groups[0]!).getAllByRole('radio')).toHaveLength(3);
    expect(groups[0]).toHaveAccessibleName('Question 1 of 3 Question text 1?');
    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent('Time left: 10:05');
    await act(async () => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole('timer')).toHaveTextContent('Time left: 10:03');
    await answer(user, 0, 2);
    expect(screen.getByText('1 of 3 answered')).toBeInTheDocument();
  });

  it('submits once, with the answers chosen, the button disabled while sending; then the result', async () => {
    const sent = deferred<ReturnType<typeof aResult>>();
    const api = answerCalls({
      startExam: () => Promise.resolve(aSitting(600)),
      submitExam: () => sent.promise,
      certificationStatus: () => Promise.resolve(aStatus('exam', { attemptsLeftToday: 2 })),
    });
    const user = renderExam(aStatus('exam', { attemptsLeftToday: 2 }));
    await startSitting(user);
    await answer(user, 0, 1);
    await answer(user, 2, 0);
    await user.dblClick(submitButton());
    await user.click(submitButton());
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveTextContent('Submitting…');
    expect(api.of('submitExam')).toEqual([
      {
        params: { attemptId: 7 },
        body: {
          answers: [
            { questionId: 101, option: 1 },
            { questionId: 103, option: 0 },
          ],
        } satisfies ExamSubmit,
      },
    ]);
    await act(async () => sent.resolve(aResult(false, 1)));
    expect(
      await screen.findByText(/Not passed\. You answered 1 of 3 questions correctly \(33%\)\. The pass mark is 60%\./),
    ).toBeInTheDocument();
    expect(screen.getByText('You have 2 attempts left today (of 3). You can try again now.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Examination' })).toBeNull();
    expect(api.of('submitExam')).toHaveLength(1);
  });

  it('a pass says the certificate is issued', async () => {
    answerCalls({
      startExam: () => Promise.resolve(aSitting(600)),
      submitExam: () => Promise.resolve(aResult(true, 3)),
      certificationStatus: () => Promise.resolve(aStatus('certified')),
    });
    const user = renderExam();
    await startSitting(user);
    await user.click(submitButton());
    expect(
      await screen.findByText(/Passed\. Your certificate is issued\. You answered 3 of 3 questions correctly \(100%\)/),
    ).toBeInTheDocument();
  });

  it('time over: the answers and the submit are disabled, it is said, and nothing is sent', async () => {
    const api = answerCalls({
      startExam: () => Promise.resolve(aSitting(2)),
      submitExam: () => Promise.resolve(aResult(true, 3)),
      certificationStatus: () => Promise.resolve(aStatus('exam')),
    });
    const user = renderExam();
    await startSitting(user);
    await answer(user, 0, 0);
    await act(async () => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByRole('timer')).toHaveTextContent('Time left: 0:00');
    expect(screen.getByText('Time is over. This sitting can no longer be submitted and counts as an attempt.')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    form().dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(api.of('submitExam')).toHaveLength(0);
  });

  it("a submit the server refuses as a second one or too late ends the sitting with the server's words", async () => {
    answerCalls({
      startExam: () => Promise.resolve(aSitting(600)),
      submitExam: () => Promise.reject(new ApiError('http', 'This sitting was already submitted.', 409, {}, true)),
      certificationStatus: () => Promise.resolve(aStatus('exam')),
    });
    const user = renderExam();
    await startSitting(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not submit your answers: This sitting was already submitted.');
    expect(screen.queryByRole('form', { name: 'Examination' })).toBeNull();
  });
});
