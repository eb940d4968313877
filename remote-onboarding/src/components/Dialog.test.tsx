import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const fallback = useRef<HTMLButtonElement>(null);
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button" ref={fallback}>
        Fallback
      </button>
      {open ? (
        <Dialog
          title="Heads up"
          description="Something happened."
          returnFocusRef={fallback}
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
          <button type="button">First</button>
          <button type="button">Last</button>
        </Dialog>
      ) : null}
    </div>
  );
}

describe('Dialog', () => {
  it('is a labelled, described modal that takes focus and traps Tab both ways', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Heads up' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Something happened.');
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
  });

  it('makes the rest of the page inert and restores it on Escape, focus back on the opener', async () => {
    const user = userEvent.setup({ delay: null });
    const onClose = vi.fn();
    const { container } = render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(container.inert).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(container.inert).toBe(false);
    expect(document.body.style.overflow).toBe('');
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('returns focus to the fallback when nothing was focused before opening', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    const open = screen.getByRole('button', { name: 'Open' });
    open.focus();
    open.blur();
    open.click();
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Fallback' })).toHaveFocus();
  });
});
