import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, messages, portalApi } from '@portal/shared';
import { endpoints } from '@portal/shared/validation';
import { ContactForm } from './ContactForm';
import { loadContactEndpoint } from '../lib/contactValidation';

// The lazy validation chunk cannot be fetched for the form's checks (a flaky network, a bad deploy).
const chunkFailed = vi.hoisted(() => () => Promise.reject(new Error('Loading chunk 562 failed')));
vi.mock('../lib/contactValidation', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../lib/contactValidation')>();
  return { ...actual, loadValidation: vi.fn(chunkFailed), loadContactEndpoint: vi.fn(actual.loadContactEndpoint) };
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function fillAndSend() {
  const user = userEvent.setup();
  render(<ContactForm />);
  await user.type(screen.getByLabelText(/^Name/), '  Ravi  ');
  await user.type(screen.getByLabelText(/^Email/), 'ravi@');
  await user.type(screen.getByLabelText(/^Phone/), '+91 98765-43210');
  await user.type(screen.getByLabelText(/^Message/), 'Hello');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

describe('ContactForm without the validation chunk', () => {
  it('still sends (trimmed, phone normalised, unchecked) once the send’s own try at the chunk gets it, and shows the server’s field errors', async () => {
    const send = vi
      .spyOn(portalApi, 'call')
      .mockRejectedValue(new ApiError('http', 'Please check your details.', 400, { email: 'Please enter a valid email address' }));
    await fillAndSend();

    expect(await screen.findByText('Please check your details.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(send).toHaveBeenCalledWith(endpoints.contact.contactUs, {
      body: { name: 'Ravi', email: 'ravi@', phone: '9876543210', message: 'Hello' },
    });
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ravi@');
  });

  it('says the message could not be sent, and keeps it, when the send cannot get the chunk either (the endpoint is in it)', async () => {
    vi.mocked(loadContactEndpoint).mockImplementationOnce(chunkFailed);
    const send = vi.spyOn(portalApi, 'call');
    await fillAndSend();

    expect(await screen.findByText(messages.contact.failed)).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Hello');
  });
});
