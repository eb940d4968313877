import { describe, expect, it } from 'vitest';
import { contactSchema } from '@portal/shared/validation';
import { contactMail } from './mails.js';

const visitor = { name: 'Meera Iyer', email: 'meera@example.in', phone: '9876543210', message: 'Please call me.' };

describe('contactMail', () => {
  it('is addressed to the inbox with Reply-To the visitor, so that a reply reaches them and not no-reply', () => {
    const mail = contactMail('inbox@agentportal.test', contactSchema.parse(visitor));
    expect(mail).toMatchObject({ to: 'inbox@agentportal.test', replyTo: 'meera@example.in', subject: 'Contact form: Meera Iyer' });
  });

  it('never gets a header from the visitor: an address or a name with a line break is refused before any mail is made', () => {
    for (const email of [
      'meera@example.in\r\nBcc: all@example.in',
      'meera@example.in\nBcc: all@example.in',
      'a@b.in, c@d.in',
      '"x" <a@b.in>',
    ]) {
      expect(contactSchema.safeParse({ ...visitor, email }).success, email).toBe(false);
    }
    expect(contactSchema.safeParse({ ...visitor, name: 'Meera\r\nBcc: all@example.in' }).success).toBe(false);
  });
});
