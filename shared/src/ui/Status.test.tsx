import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Feedback } from './Feedback';
import { Status } from './Status';

describe('Status', () => {
  it('says it is loading, politely', () => {
    render(<Status kind="loading">Loading messages…</Status>);
    expect(screen.getByRole('status')).toHaveTextContent('Loading messages…');
  });

  it('says there is nothing, politely', () => {
    render(<Status kind="empty">No payments yet.</Status>);
    expect(screen.getByRole('status')).toHaveTextContent('No payments yet.');
  });

  it('says what failed at once, with "Try again" that retries', async () => {
    const user = userEvent.setup({ delay: null });
    const onRetry = vi.fn();
    render(
      <Status kind="error" retry={{ label: 'Try again', onRetry }}>
        Could not load the list.
      </Status>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the list.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no button when there is nothing to retry', () => {
    render(<Status kind="error">Gone.</Status>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('Feedback', () => {
  it('is an alert for an error and a status for the others', () => {
    const { rerender } = render(<Feedback kind="error">Could not send.</Feedback>);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not send.');
    for (const kind of ['success', 'info', 'warning'] as const) {
      rerender(<Feedback kind={kind}>Sent.</Feedback>);
      expect(screen.getByRole('status')).toHaveTextContent('Sent.');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    }
  });

  it('stays in the page while empty, so that a message put in later is announced', () => {
    const { rerender } = render(<Feedback kind="success" id="result" />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    expect(region).toHaveAttribute('aria-atomic', 'true');
    rerender(
      <Feedback kind="success" id="result">
        Thank you.
      </Feedback>,
    );
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('Thank you.');
  });

  it('shows its action beside the message', () => {
    render(
      <Feedback kind="error" action={<button type="button">Dismiss</button>}>
        Failed.
      </Feedback>,
    );
    expect(screen.getByRole('alert')).toContainElement(screen.getByRole('button', { name: 'Dismiss' }));
  });
});
