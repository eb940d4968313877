import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ModalDialog } from './ModalDialog';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <ModalDialog title="Mark renewed" closeLabel="Close" onClose={() => setOpen(false)} placement="centred" initialFocus="input">
          <input aria-label="New policy number" />
          <button type="button">Save</button>
        </ModalDialog>
      ) : null}
    </>
  );
}

describe('ModalDialog', () => {
  it('takes the focus, keeps Tab inside, closes on Escape and gives the focus back', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Mark renewed' })).toBeInTheDocument();
    expect(screen.getByLabelText('New policy number')).toHaveFocus();
    // Close, New policy number, Save: after Save, Tab goes round to the close button.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('stops the page behind from scrolling with a class, never an inline style (the CSP allows none)', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const classesBefore = document.body.className;
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.body.className).not.toBe(classesBefore);
    expect(document.body.getAttribute('style')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.body.className).toBe(classesBefore);
    expect(document.body.getAttribute('style')).toBeNull();
  });
});
