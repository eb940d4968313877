import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, portalApi } from '@portal/shared';
import { ContactForm } from './ContactForm';

// The lazy validation chunk cannot be fetched (a flaky network, a bad deploy).
vi.mock('./contactValidation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./contactValidation')>()),
  loadValidation: vi.fn().mockRejectedValue(new Error('Loading chunk 562 failed')),
}));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ContactForm without the validation chunk', () => {
  it('still sends (trimmed, phone normalised) and shows the server’s field errors', async () => {
    const send = vi
      .spyOn(portalApi, 'sendContact')
      .mockRejectedValue(new ApiError('http', 'Please check your details.', 400, { email: 'Please enter a valid email address' }));
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(screen.getByLabelText(/^Name/), '  Ravi  ');
    await user.type(screen.getByLabelText(/^Email/), 'ravi@');
    await user.type(screen.getByLabelText(/^Phone/), '+91 98765-43210');
    await user.type(screen.getByLabelText(/^Message/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Please check your details.')).toBeInTheDocument();
    expect(send).toHaveBeenCalledWith({ name: 'Ravi', email: 'ravi@', phone: '9876543210', message: 'Hello' });
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ravi@');
  });
});
