import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages, networkErrorMessage } from '@portal/shared';
import { deferred, jsonResponse, mockFetch, type RecordedCall } from '../../testing/fetchMock';
import { renderRoute } from '../../testing/renderRoute';
import { useTestConfig } from '../../testing/testConfig';
import { normalisePhone, REGISTRATION_SUCCESS_TEXT } from '../../features/signup';
import SignupPage from './SignupPage';

const VALID_AADHAAR = '234123412346';
const BAD_CHECKSUM_AADHAAR = '234123412345';
const PAN_MESSAGE = 'PAN must look like ABCDE1234F (5 letters, 4 digits, 1 letter)';

type Fields = Partial<Record<'name' | 'phone' | 'email' | 'pan' | 'aadhaar' | 'referral' | 'reason', string>>;
const VALID: Required<Fields> = {
  name: 'Asha Rao',
  phone: '9876543210',
  email: 'asha@example.com',
  pan: '',
  aadhaar: '',
  referral: '',
  reason: 'A friend told me',
};

const box = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const submitButton = () => screen.getByRole('button', { name: 'Sign Up' });

function renderSignup() {
  return renderRoute(<SignupPage />, { path: '/signup', entry: '/signup' });
}

function registration(answer: (call: RecordedCall) => Response = () => jsonResponse({ status: 'success' })) {
  return mockFetch(answer);
}

async function fill(user: ReturnType<typeof renderSignup>['user'], fields: Fields = {}) {
  const values = { ...VALID, ...fields };
  const entries: [string, string][] = [
    ['Full Name', values.name],
    ['Phone Number', values.phone],
    ['Email Address', values.email],
    ['PAN Number', values.pan],
    ['Aadhar Number', values.aadhaar],
    ['Referral Name', values.referral],
    ['How did you know about us?', values.reason],
  ];
  for (const [label, value] of entries) {
    if (box(label).value) await user.clear(box(label));
    if (value) await user.type(box(label), value);
  }
}

beforeEach(() => {
  useTestConfig();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SignupPage: form', () => {
  it("shows 'Join Our Network' with every field labelled and marked up for autofill", () => {
    registration();
    renderSignup();
    expect(screen.getByRole('heading', { level: 1, name: 'Join Our Network' })).toBeInTheDocument();
    expect(box('Full Name')).toHaveAttribute('autocomplete', 'name');
    expect(box('Full Name')).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Phone Number' })).toHaveAttribute('type', 'tel');
    expect(box('Phone Number')).toHaveAttribute('autocomplete', 'tel');
    expect(box('Phone Number')).toBeRequired();
    expect(box('Email Address')).toHaveAttribute('autocomplete', 'email');
    expect(box('Email Address')).toBeRequired();
    expect(box('PAN Number')).not.toBeRequired();
    expect(box('Aadhar Number')).not.toBeRequired();
    expect(box('Referral Name')).not.toBeRequired();
    expect(box('How did you know about us?')).toBeRequired();
    expect(box('How did you know about us?').tagName).toBe('TEXTAREA');
    // The visible asterisks of the required fields' labels.
    expect(screen.getByText('Full Name').parentElement).toHaveTextContent('Full Name*');
    expect(screen.getByText('How did you know about us?').parentElement).toHaveTextContent('How did you know about us?*');
  });

  it('lists every missing required field, focuses the first and sends nothing', async () => {
    const { fetchMock } = registration();
    const { user } = renderSignup();
    await user.click(submitButton());
    expect(screen.getByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText(messages.login.emptyEmail)).toBeInTheDocument();
    expect(screen.getByText('How did you know about us is required')).toBeInTheDocument();
    expect(box('Full Name')).toHaveFocus();
    expect(box('Full Name')).toHaveAttribute('aria-invalid', 'true');
    expect(box('Full Name')).toHaveAccessibleDescription('Full name is required');
    expect(box('PAN Number')).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('treats a name of spaces as missing', async () => {
    registration();
    const { user } = renderSignup();
    await fill(user, { name: '   ' });
    await user.click(submitButton());
    expect(screen.getByText('Full name is required')).toBeInTheDocument();
  });

  it.each(['12345', '98765432101', 'abcdefghij', '+1 98765 43210'])('refuses the phone number %j', async (phone) => {
    const { fetchMock } = registration();
    const { user } = renderSignup();
    await fill(user, { phone });
    await user.click(submitButton());
    expect(screen.getByText('Phone number must be exactly 10 digits')).toBeInTheDocument();
    expect(box('Phone Number')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each(['asha@example', 'asha example.com', 'asha@exa mple.com'])('refuses the email %j', async (email) => {
    registration();
    const { user } = renderSignup();
    await fill(user, { email });
    await user.click(submitButton());
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it.each(['ABCD1234F', 'ABCDE12345', '1BCDE1234F', 'ABCDE1234'])('refuses the PAN %j', async (pan) => {
    registration();
    const { user } = renderSignup();
    await fill(user, { pan });
    await user.click(submitButton());
    expect(screen.getByText(PAN_MESSAGE)).toBeInTheDocument();
    expect(box('PAN Number')).toHaveAccessibleDescription(`Optional, e.g. ABCDE1234F ${PAN_MESSAGE}`);
  });

  it.each([
    ['12345', 'Aadhaar number must be 12 digits'],
    ['2341234123461', 'Aadhaar number must be 12 digits'],
    [BAD_CHECKSUM_AADHAAR, 'This is not a valid Aadhaar number (check the digits)'],
    ['134123412346', 'This is not a valid Aadhaar number (check the digits)'],
  ])('refuses the Aadhaar number %j', async (aadhaar, message) => {
    registration();
    const { user } = renderSignup();
    await fill(user, { aadhaar });
    await user.click(submitButton());
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('checks a field when the user leaves it and updates the message while typing', async () => {
    registration();
    const { user } = renderSignup();
    await user.type(box('Phone Number'), '98765');
    expect(screen.queryByText('Phone number must be exactly 10 digits')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Phone number must be exactly 10 digits')).toBeInTheDocument();
    await user.type(box('Phone Number'), '43210');
    expect(screen.queryByText('Phone number must be exactly 10 digits')).not.toBeInTheDocument();
    expect(box('Phone Number')).not.toHaveAttribute('aria-invalid');
  });

  it('sends the application with optional fields left out when empty', async () => {
    const { calls } = registration();
    const { user } = renderSignup();
    await fill(user);
    await user.click(submitButton());
    await screen.findByRole('dialog');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url.pathname).toBe('/send-registration');
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.body).toEqual({ name: 'Asha Rao', phone: '9876543210', email: 'asha@example.com', reason: 'A friend told me' });
  });

  it('sends optional fields cleaned up (PAN upper-case, Aadhaar without spaces, phone digits only)', async () => {
    const { calls } = registration();
    const { user } = renderSignup();
    await fill(user, { phone: '98765 43210', pan: 'abcde1234f', aadhaar: '2341 2341 2346', referral: 'Ravi Kumar' });
    await user.click(submitButton());
    await screen.findByRole('dialog');
    expect(calls[0]?.body).toEqual({
      name: 'Asha Rao',
      phone: '9876543210',
      email: 'asha@example.com',
      panNo: 'ABCDE1234F',
      aadharNo: VALID_AADHAAR,
      referralId: 'Ravi Kumar',
      reason: 'A friend told me',
    });
  });

  it("shows 'Processing...' while sending and sends once", async () => {
    const pending = deferred<Response>();
    const { fetchMock } = registration(() => pending.promise as unknown as Response);
    const { user } = renderSignup();
    await fill(user);
    await user.click(submitButton());
    const busy = screen.getByRole('button', { name: 'Processing...' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    await user.type(box('Full Name'), '{Enter}');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    pending.resolve(jsonResponse({ status: 'success' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});

describe('SignupPage: server answers', () => {
  it('shows the already-registered message on 409 and keeps what was typed', async () => {
    registration(() => jsonResponse({ message: messages.signup.alreadyRegistered }, 409));
    const { user } = renderSignup();
    await fill(user, { pan: 'ABCDE1234F' });
    await user.click(submitButton());
    const alert = await screen.findByText(messages.signup.alreadyRegistered);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
    expect(box('Email Address')).toHaveAttribute('aria-invalid', 'true');
    expect(box('Email Address')).toHaveAccessibleDescription(`${messages.signup.alreadyRegistered} Go to login`);
    expect(box('Full Name')).toHaveValue('Asha Rao');
    expect(box('Email Address')).toHaveValue('asha@example.com');
    expect(box('PAN Number')).toHaveValue('ABCDE1234F');
    expect(submitButton()).toBeEnabled();
  });

  it('uses the catalogue message when a 409 comes without one', async () => {
    registration(() => new Response('', { status: 409 }));
    const { user } = renderSignup();
    await fill(user);
    await user.click(submitButton());
    expect(await screen.findByText(messages.signup.alreadyRegistered)).toBeInTheDocument();
  });

  it('clears the 409 message once the email is changed', async () => {
    registration(() => jsonResponse({ message: messages.signup.alreadyRegistered }, 409));
    const { user } = renderSignup();
    await fill(user);
    await user.click(submitButton());
    await screen.findByText(messages.signup.alreadyRegistered);
    await user.type(box('Email Address'), 'x');
    expect(screen.queryByText(messages.signup.alreadyRegistered)).not.toBeInTheDocument();
    expect(box('Email Address')).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    [
      'a server error with a message',
      () => jsonResponse({ message: 'Applications are closed today.' }, 503),
      'Applications are closed today.',
    ],
    ['a server error without one', () => new Response('oops', { status: 500 }), 'The server had a problem. Please try again later.'],
    [
      'a network failure',
      () => {
        throw new TypeError('Failed to fetch');
      },
      networkErrorMessage(),
    ],
  ])('shows the raw message on %s', async (_case, answer, message) => {
    registration(answer);
    const { user } = renderSignup();
    await fill(user);
    await user.click(submitButton());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(box('Full Name')).toHaveValue('Asha Rao');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("puts a 400's field messages on their fields", async () => {
    registration(() =>
      jsonResponse({ message: 'Some details are not valid.', errors: { phone: 'This phone number is already in use' } }, 400),
    );
    const { user } = renderSignup();
    await fill(user);
    await user.click(submitButton());
    expect(await screen.findByText('This phone number is already in use')).toBeInTheDocument();
    expect(screen.getByText('Some details are not valid.')).toBeInTheDocument();
    expect(box('Phone Number')).toHaveFocus();
  });
});

describe('SignupPage: Registration Successful dialog', () => {
  async function submitValid() {
    registration();
    const rendered = renderSignup();
    await fill(rendered.user);
    await rendered.user.click(submitButton());
    const dialog = await screen.findByRole('dialog', { name: 'Registration Successful!' });
    return { ...rendered, dialog };
  }

  it('is a labelled modal dialog with the exact text, focus inside', async () => {
    const { dialog } = await submitValid();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(REGISTRATION_SUCCESS_TEXT);
    expect(within(dialog).getByText(REGISTRATION_SUCCESS_TEXT)).toBeInTheDocument();
    expect(REGISTRATION_SUCCESS_TEXT).toBe(
      "Thanks for signing up! We'll review your application and send you an email once your onboarding is completed. Please check your email for further instructions.",
    );
    expect(within(dialog).getByRole('button', { name: 'Continue to Login' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user, dialog } = await submitValid();
    const button = within(dialog).getByRole('button', { name: 'Continue to Login' });
    await user.tab();
    expect(button).toHaveFocus();
    await user.tab({ shift: true });
    expect(button).toHaveFocus();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it("goes to /login with 'Continue to Login'", async () => {
    const { user, dialog } = await submitValid();
    await user.click(within(dialog).getByRole('button', { name: 'Continue to Login' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
  });

  it('closes on Escape, returns focus and leaves a cleared form with a confirmation', async () => {
    const { user } = await submitValid();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(submitButton()).toHaveFocus();
    expect(box('Full Name')).toHaveValue('');
    expect(screen.getByText(/Your application has been sent/)).toBeInTheDocument();
  });
});

describe('normalisePhone', () => {
  it('accepts spaces, dashes and a +91 prefix around 10 digits only', () => {
    expect(normalisePhone('98765 43210')).toBe('9876543210');
    expect(normalisePhone('98765-43210')).toBe('9876543210');
    expect(normalisePhone('+91 98765 43210')).toBe('9876543210');
    expect(normalisePhone('+1 98765 43210')).toBe('+1 98765 43210');
    expect(normalisePhone('12345')).toBe('12345');
  });
});
