import { render, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ApiError, messages, portalApi, setConfig } from '@portal/shared';
import { deferred, jsonResponse } from '@portal/shared/testing';
import { endpoints, type ContactInput, type Endpoint, type ResponseOf } from '@portal/shared/validation';
import { CONTACT_SUCCESS_FALLBACK, ContactForm } from './ContactForm';
import { loadValidation } from '../lib/contactValidation';
import { landingTestConfig } from '../../../testing/renderPage';

const field = {
  name: () => screen.getByLabelText(/^Name/),
  email: () => screen.getByLabelText(/^Email/),
  phone: () => screen.getByLabelText(/^Phone/),
  message: () => screen.getByLabelText(/^Message/),
  referer: () => screen.getByLabelText(/How did you find us/),
};
const submit = () => screen.getByRole('button', { name: /send message|sending/i });
const status = () => screen.getByRole('status');

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field.name(), 'Asha Verma');
  await user.type(field.email(), 'Asha@Example.in');
  await user.type(field.phone(), '98765 43210');
  await user.type(field.message(), 'I would like to become an agent.');
  await user.type(field.referer(), 'A friend');
}

/** Types into the form's fields from a layout effect, as the shell does when it adopts a pre-rendered page. */
function TypedInOneCommit({ typed }: { typed: Partial<Record<keyof typeof field, string>> }) {
  useLayoutEffect(() => {
    for (const [name, value] of Object.entries(typed)) {
      const input = field[name as keyof typeof field]() as HTMLInputElement | HTMLTextAreaElement;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')?.set?.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }, [typed]);
  return null;
}

/** What the contact endpoint answers; a test may leave the message out, as a server might. */
type ContactAnswer = Partial<ResponseOf<typeof endpoints.contact.contactUs>>;

/** The form's call to the API, the contact endpoint's being its only one. */
const spyOnSend = () =>
  vi.spyOn(portalApi, 'call') as unknown as MockInstance<(endpoint: Endpoint, input: { body: ContactInput }) => Promise<ContactAnswer>>;

/** The call that sends `body` to the contact endpoint. */
const sent = (body: ContactInput) => [endpoints.contact.contactUs, { body }];

beforeAll(async () => {
  await loadValidation(); // warm the lazy chunk once so the first test is not slower than the rest
});

beforeEach(() => {
  setConfig(landingTestConfig('help@agentportal.test'));
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('ContactForm', () => {
  it('has the contact fields with the right input types, autocomplete and required flags', () => {
    render(<ContactForm />);
    expect(field.name()).toHaveAttribute('autocomplete', 'name');
    expect(field.name()).toBeRequired();
    expect(field.email()).toHaveAttribute('type', 'email');
    expect(field.email()).toHaveAttribute('autocomplete', 'email');
    expect(field.email()).toBeRequired();
    expect(field.phone()).toHaveAttribute('type', 'tel');
    expect(field.phone()).toHaveAttribute('autocomplete', 'tel');
    expect(field.phone()).toBeRequired();
    expect(field.message().tagName).toBe('TEXTAREA');
    expect(field.message()).toBeRequired();
    expect(field.referer()).not.toBeRequired();
    expect(submit()).toHaveTextContent('Send Message');
    expect(submit()).toBeEnabled();
    expect(status()).toHaveAttribute('aria-live', 'polite');
    expect(status()).toBeEmptyDOMElement();
  });

  it('shows the shared rules’ messages next to each field, tied by aria-describedby, and sends nothing', async () => {
    const send = spyOnSend();
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(field.email(), 'not-an-email');
    await user.type(field.phone(), '12345');
    await user.click(submit());

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(field.name()).toHaveAccessibleDescription('Name is required');
    expect(field.name()).toHaveAttribute('aria-invalid', 'true');
    expect(field.email()).toHaveAccessibleDescription('Please enter a valid email address');
    expect(field.phone()).toHaveAccessibleDescription(/Phone number must be exactly 10 digits/);
    expect(field.message()).toHaveAccessibleDescription('Message is required');
    expect(field.referer()).not.toHaveAttribute('aria-invalid');
    expect(field.name()).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
    expect(submit()).toBeEnabled();
  });

  it('keeps every field when several fields change in one commit (a pre-rendered page adopted with fields already typed)', () => {
    render(
      <>
        <ContactForm />
        <TypedInOneCommit typed={{ name: 'Asha Verma', email: 'asha@example.in', message: 'Call me' }} />
      </>,
    );
    expect(field.name()).toHaveValue('Asha Verma');
    expect(field.email()).toHaveValue('asha@example.in');
    expect(field.message()).toHaveValue('Call me');
  });

  it('clears a field’s message as soon as it is corrected', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(submit());
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await user.type(field.name(), 'A');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(field.name()).not.toHaveAttribute('aria-invalid');
  });

  it("shows 'Sending...' and disables the button while sending, then the server's message and clears every field", async () => {
    const answer = deferred<ContactAnswer>();
    const send = spyOnSend().mockReturnValue(answer.promise);
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValid(user);
    await user.click(submit());

    await waitFor(() => expect(submit()).toHaveTextContent('Sending...'));
    expect(submit()).toBeDisabled();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(
      ...sent({
        name: 'Asha Verma',
        email: 'asha@example.in',
        phone: '9876543210',
        message: 'I would like to become an agent.',
        referer: 'A friend',
      }),
    );

    answer.resolve({ status: 'success', message: 'Thanks! We will call you back shortly.' });
    expect(await screen.findByText('Thanks! We will call you back shortly.')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Thanks! We will call you back shortly.');
    expect(submit()).toHaveTextContent('Send Message');
    expect(submit()).toBeEnabled();
    for (const input of Object.values(field)) expect(input()).toHaveValue('');
  });

  it('a success without a message still confirms and clears the form', async () => {
    spyOnSend().mockResolvedValue({ status: 'success' });
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByText(CONTACT_SUCCESS_FALLBACK)).toBeInTheDocument();
    expect(field.name()).toHaveValue('');
  });

  it("shows the server's message when the status is not 'success', and keeps what was typed", async () => {
    spyOnSend().mockResolvedValue({ status: 'error', message: 'We could not accept your message today.' });
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByText('We could not accept your message today.')).toBeInTheDocument();
    expect(field.name()).toHaveValue('Asha Verma');
    expect(field.email()).toHaveValue('Asha@Example.in');
    expect(field.message()).toHaveValue('I would like to become an agent.');
  });

  it("shows 'Failed to send message. Please try again.' when a non-success answer has no message", async () => {
    spyOnSend().mockResolvedValue({ status: 'error' });
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByText(messages.contact.failed)).toBeInTheDocument();
  });

  it('shows the server’s error message and its field errors next to the fields (real client, stubbed fetch)', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(
        jsonResponse(
          { status: 'error', message: 'Please check the highlighted fields.', errors: { phone: 'This number is not in service' } },
          400,
        ),
      );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValid(user);
    await user.click(submit());

    expect(await screen.findByText('Please check the highlighted fields.')).toBeInTheDocument();
    expect(field.phone()).toHaveAccessibleDescription(/This number is not in service/);
    expect(field.phone()).toHaveAttribute('aria-invalid', 'true');
    expect(field.phone()).toHaveValue('98765 43210');
    expect(fetchMock).toHaveBeenCalledWith('http://api.test/contact', expect.objectContaining({ method: 'POST' }));
  });

  it("shows 'Failed to send message. Please try again.' when the request fails (network down)", async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByText(messages.contact.failed)).toBeInTheDocument();
    expect(field.message()).toHaveValue('I would like to become an agent.');
    expect(submit()).toBeEnabled();
  });

  it('shows the failure message for an HTTP error whose body carries no message', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 })));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByText(messages.contact.failed)).toBeInTheDocument();
  });

  it('clears the previous message at each submit', async () => {
    const second = deferred<ContactAnswer>();
    spyOnSend().mockRejectedValueOnce(new ApiError('network', 'offline')).mockReturnValueOnce(second.promise);
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByText(messages.contact.failed)).toBeInTheDocument();

    await user.click(submit());
    await waitFor(() => expect(submit()).toHaveTextContent('Sending...'));
    expect(status()).toBeEmptyDOMElement();
    second.resolve({ status: 'success', message: 'Message received.' });
    expect(await screen.findByText('Message received.')).toBeInTheDocument();
    expect(screen.queryByText(messages.contact.failed)).not.toBeInTheDocument();
  });

  it('clears server field errors at the next submit', async () => {
    spyOnSend()
      .mockRejectedValueOnce(new ApiError('http', 'Invalid details.', 400, { email: 'This address bounced' }))
      .mockResolvedValueOnce({ status: 'success', message: 'Done.' });
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByText('This address bounced')).toBeInTheDocument();
    expect(field.email()).toHaveFocus();
    await user.click(submit());
    expect(await screen.findByText('Done.')).toBeInTheDocument();
    expect(screen.queryByText('This address bounced')).not.toBeInTheDocument();
    expect(screen.queryByText('Invalid details.')).not.toBeInTheDocument();
  });

  it('does not send twice when the button is pressed again while sending', async () => {
    const answer = deferred<ContactAnswer>();
    const send = spyOnSend().mockReturnValue(answer.promise);
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValid(user);
    await user.click(submit());
    await waitFor(() => expect(submit()).toBeDisabled());
    await user.keyboard('{Enter}');
    await user.click(submit());
    expect(send).toHaveBeenCalledTimes(1);
    answer.resolve({ status: 'success', message: 'ok' });
    expect(await screen.findByText('ok')).toBeInTheDocument();
  });
});
