import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { Dialog, type DialogProps } from './Dialog';

function Harness({ onClose = () => {}, ...props }: { onClose?: () => void } & Partial<DialogProps>) {
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
          actions={
            <>
              <Button>First</Button>
              <Button>Last</Button>
            </>
          }
          {...props}
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        />
      ) : null}
    </div>
  );
}

describe('Dialog', () => {
  it('is a modal labelled by its title and described by its message, that takes focus and traps Tab both ways', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Heads up' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Something happened.');
    expect(screen.getByRole('heading', { level: 2, name: 'Heads up' })).toBeInTheDocument();
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
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(container.inert).toBe(false);
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

  it('focuses what it is told, goes round its close button too, and closes from it', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <Harness closeLabel="Close" initialFocus="input" description={undefined} actions={<Button>Save</Button>}>
        <input aria-label="New policy number" />
      </Harness>,
    );
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Heads up' });
    expect(dialog).not.toHaveAttribute('aria-describedby');
    expect(screen.getByLabelText('New policy number')).toHaveFocus();
    // Close, New policy number, Save: after Save, Tab goes round to the close button.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('takes the focus itself when it holds nothing focusable, and Tab stays on it', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness actions={null} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Heads up' });
    expect(dialog).toHaveFocus();
    await user.tab();
    expect(dialog).toHaveFocus();
  });

  it('stops the page behind from scrolling with a class, never an inline style (the CSP allows none)', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness closeLabel="Close" />);
    const classesBefore = document.body.className;
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.body.className).not.toBe(classesBefore);
    expect(document.body.getAttribute('style')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.body.className).toBe(classesBefore);
    expect(document.body.getAttribute('style')).toBeNull();
  });

  it('closes on a click beside it only when told to', async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const scrim = document.querySelector<HTMLElement>('[role="dialog"]')?.previousElementSibling as HTMLElement;
    await user.click(scrim);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    unmount();
    render(<Harness closeOnBackdrop />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(document.querySelector<HTMLElement>('[role="dialog"]')?.previousElementSibling as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens and closes the same under StrictMode, which runs its effects twice', async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = render(
      <StrictMode>
        <Harness closeLabel="Close" />
      </StrictMode>,
    );
    const classesBefore = document.body.className;
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    // Its first focusable element: the close button in its header.
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(container.inert).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(container.inert).toBe(false);
    expect(document.body.className).toBe(classesBefore);
    expect(opener).toHaveFocus();
  });
});
