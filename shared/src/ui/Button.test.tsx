import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('is a button (not a submit) unless told, and calls back on click', async () => {
    const user = userEvent.setup({ delay: null });
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while busy is disabled, says aria-busy, and reads its busy label when it has one', () => {
    const { rerender } = render(
      <Button busy busyLabel="Processing...">
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Processing...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    rerender(<Button busy>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    rerender(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-busy');
  });

  it('does not call back while disabled', async () => {
    const user = userEvent.setup({ delay: null });
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Save
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('takes the focus back when it is usable again after being busy', async () => {
    const user = userEvent.setup({ delay: null });
    function Busy() {
      const [busy, setBusy] = useState(false);
      return (
        <>
          <Button busy={busy} busyLabel="Sending" onClick={() => setBusy(true)}>
            Send
          </Button>
          <button type="button" onClick={() => setBusy(false)}>
            Done
          </button>
        </>
      );
    }
    render(<Busy />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    // Disabled, it lost the focus (jsdom blurs it like a browser would once it moves to <body>).
    screen.getByRole('button', { name: 'Sending' }).blur();
    expect(document.body).toHaveFocus();
    screen.getByRole('button', { name: 'Done' }).click();
    expect(await screen.findByRole('button', { name: 'Send' })).toHaveFocus();
  });

  it('leaves focus alone when the user moved on', () => {
    const { rerender } = render(
      <>
        <Button busy={false}>Send</Button>
        <input aria-label="other" />
      </>,
    );
    screen.getByRole('button').focus();
    screen.getByRole('textbox').focus();
    rerender(
      <>
        <Button busy>Send</Button>
        <input aria-label="other" />
      </>,
    );
    rerender(
      <>
        <Button busy={false}>Send</Button>
        <input aria-label="other" />
      </>,
    );
    expect(screen.getByRole('textbox')).toHaveFocus();
  });

  it('leaves focus alone when the user moved on while it was busy', () => {
    const { rerender } = render(
      <>
        <Button busy={false}>Send</Button>
        <input aria-label="other" />
      </>,
    );
    screen.getByRole('button').focus();
    rerender(
      <>
        <Button busy>Send</Button>
        <input aria-label="other" />
      </>,
    );
    screen.getByRole('textbox').focus();
    rerender(
      <>
        <Button busy={false}>Send</Button>
        <input aria-label="other" />
      </>,
    );
    expect(screen.getByRole('textbox')).toHaveFocus();
  });

  it('passes its variant, size and own class on', () => {
    render(
      <Button variant="danger" size="sm" block className="mine">
        Reject
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Reject' });
    expect(button.className).toContain('mine');
    expect(button.className).toMatch(/danger/);
  });
});
