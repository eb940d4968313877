import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('is disabled and relabelled while busy', () => {
    const { rerender } = render(<Button busy={false}>Login</Button>);
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    rerender(<Button busy>Login</Button>);
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(screen.getByRole('button')).toHaveAttribute('aria-busy', 'true');
    rerender(
      <Button busy busyLabel="Verifying...">
        Verify Email
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Verifying...' })).toBeDisabled();
  });

  it('takes focus back when it lost it by being disabled', () => {
    const { rerender } = render(<Button busy={false}>Send</Button>);
    const button = screen.getByRole('button');
    button.focus();
    rerender(<Button busy>Send</Button>);
    // Browsers drop focus from a focused button that becomes disabled; jsdom does not, so move it
    // to an element that then disappears, which leaves <body> focused as in a browser.
    const elsewhere = document.body.appendChild(document.createElement('input'));
    elsewhere.focus();
    elsewhere.remove();
    expect(document.activeElement).toBe(document.body);
    rerender(<Button busy={false}>Send</Button>);
    expect(button).toHaveFocus();
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
});
