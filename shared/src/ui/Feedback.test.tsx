import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Feedback } from './Feedback';

describe('Feedback', () => {
  it('announces an error at once and a success politely', () => {
    render(
      <>
        <Feedback kind="error">Could not save</Feedback>
        <Feedback kind="success">Saved</Feedback>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save');
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });

  it('shows no box when every conditional child came out empty, but keeps its live region', () => {
    const shown = false;
    render(
      <Feedback kind="info">
        {shown ? <p>Under review</p> : null}
        {shown ? <p>Not activated</p> : null}
        {''}
      </Feedback>,
    );
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
  });

  it('shows the message and its action in one box', () => {
    render(
      <Feedback kind="error" action={<button type="button">Try again</button>}>
        Failed to fetch sales data
      </Feedback>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch sales data');
    expect(alert).toContainElement(screen.getByRole('button', { name: 'Try again' }));
  });

  it('offers Try again beside the message, which calls back', async () => {
    const onRetry = vi.fn();
    render(
      <Feedback kind="error" retry={{ label: 'Try again', onRetry }}>
        Failed to fetch sales data
      </Feedback>,
    );
    const alert = screen.getByRole('alert');
    const button = screen.getByRole('button', { name: 'Try again' });
    expect(alert).toContainElement(button);
    await userEvent.click(button);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
