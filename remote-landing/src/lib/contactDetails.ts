import { getConfig } from '@portal/shared';

export interface ContactDetails {
  email: string;
  phone: string;
  /** The phone number as a tel: URL (digits and a leading +). */
  phoneHref: string;
}

/** The portal's public e-mail and phone from config.json, or null before the config is loaded. */
export function contactDetails(): ContactDetails | null {
  try {
    const { email, phone } = getConfig().contact;
    return { email, phone, phoneHref: `tel:${phone.replace(/[^\d+]/g, '')}` };
  } catch {
    return null;
  }
}
