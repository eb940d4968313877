import type { ReactNode } from 'react';
import { Trans } from '@portal/shared';
import { Link } from '@portal/shared/router';
import { useT } from '../../../i18n';

function RightsLink({ children }: { children?: ReactNode }) {
  return <a href="#your-rights">{children}</a>;
}

function PrivacyLink({ children }: { children?: ReactNode }) {
  return <Link to="/privacy-policy">{children}</Link>;
}

function ContactLink({ children }: { children?: ReactNode }) {
  return <Link to="/#contact">{children}</Link>;
}

/** The markup a legal text may hold: `<strong>`, and links to the privacy policy, the contact form and the rights section. */
const components = {
  strong: <strong />,
  privacyLink: <PrivacyLink />,
  contactLink: <ContactLink />,
  rightsLink: <RightsLink />,
};

/** A text of the 'landing' catalogue with the legal documents' markup, in the current language. */
export function Rich({ i18nKey }: { i18nKey: string }) {
  const { t } = useT();
  return <Trans t={t} i18nKey={i18nKey} components={components} />;
}
