import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { endpoints } from '@portal/shared/validation';
import { DEFAULT_LANGUAGE, translatorFor, type Language, type Translate } from '../i18n/index.js';

/**
 * The landing page's contact form posts natively (`method="post"`, urlencoded) to POST /contact when its
 * JavaScript has not started. Such a post is a top-level navigation, so its answer — success, field errors,
 * rate limit, server error — is a small self-contained HTML page instead of JSON. The route renders the
 * success page, the error handler every other outcome (so 429s and 500s are pages too).
 */

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

const FIELDS = ['name', 'email', 'phone', 'message', 'referer'] as const;

/** Form field labels, as on the landing page, for the field messages of a 400 page. */
const labels = (t: Translate): Record<string, string> => ({
  name: t('contactPage.label.name'),
  email: t('contactPage.label.email'),
  phone: t('contactPage.label.phone'),
  message: t('contactPage.label.message'),
  referer: t('contactPage.label.referer'),
});

/** Whether `contentType` (a Content-Type header) is a urlencoded form body. */
export function isFormContentType(contentType: string | undefined): boolean {
  return (contentType ?? '').split(';', 1)[0]!.trim().toLowerCase() === FORM_CONTENT_TYPE;
}

/** A native form post to the contact route: its answers are HTML pages. */
export function isContactFormPost(request: FastifyRequest): boolean {
  return (
    request.method === 'POST' &&
    request.routeOptions.url === endpoints.contact.contactUs.path &&
    isFormContentType(request.headers['content-type'])
  );
}

/**
 * The fields of a urlencoded contact form, in the shape of the JSON body (unknown fields dropped, the first
 * value of a repeated field, an empty `referer` absent), for the same `contactSchema` to validate.
 */
export function contactFormFields(body: string): Record<string, string> {
  const params = new URLSearchParams(body);
  const fields: Record<string, string> = {};
  for (const field of FIELDS) {
    const value = params.get(field);
    if (value === null || (field === 'referer' && value.trim() === '')) continue;
    fields[field] = value;
  }
  return fields;
}

/** The portal origin of the page's links: the request's Origin when it is a configured portal origin, else the first one. */
export function portalOriginFor(request: FastifyRequest, portalOrigins: readonly string[]): string {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && portalOrigins.includes(origin)) return origin;
  return portalOrigins[0] ?? '';
}

export type ContactFormOutcome =
  { kind: 'sent'; message: string } | { kind: 'invalid'; message: string; errors: Record<string, string> } | { kind: 'failed' };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE =
  ':root{color-scheme:light dark}' +
  'body{margin:0;font:1.0625rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c1c1e;background:#f5f6f8}' +
  'main{box-sizing:border-box;max-width:36rem;margin:0 auto;padding:2.5rem 1.25rem}' +
  'h1{font-size:1.6rem;line-height:1.25;margin:0 0 1rem}' +
  'ul{padding-left:1.25rem}li{margin:.25rem 0}' +
  'a{display:inline-block;padding:.5rem 0;color:#0b57d0;font-weight:600}' +
  '@media (prefers-color-scheme:dark){body{color:#ececf0;background:#16171a}a{color:#8ab4f8}}';

/** The page's Content-Security-Policy: nothing but its own inline style sheet. */
export const CONTACT_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

function page(language: Language, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Agent Portal</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/**
 * The HTML of an outcome in `language` (the request's); `portalOrigin` is a configured portal origin (see
 * `portalOriginFor`).
 */
export function renderContactFormPage(outcome: ContactFormOutcome, portalOrigin: string, language: Language = DEFAULT_LANGUAGE): string {
  const t = translatorFor(language);
  const home = escapeHtml(`${portalOrigin}/`);
  const form = escapeHtml(`${portalOrigin}/#contact`);
  if (outcome.kind === 'sent') {
    return page(
      language,
      t('contactPage.sent'),
      `<h1>${t('contactPage.sent')}</h1>
<p>${escapeHtml(outcome.message)}</p>
<p><a href="${home}">${t('contactPage.backHome')}</a></p>`,
    );
  }
  if (outcome.kind === 'invalid') {
    const fieldLabels = labels(t);
    const items = Object.entries(outcome.errors)
      .map(([field, message]) => {
        const label = fieldLabels[field];
        return `<li>${label ? `<strong>${escapeHtml(label)}</strong>: ` : ''}${escapeHtml(message)}</li>`;
      })
      .join('\n');
    return page(
      language,
      t('contactPage.notSent'),
      `<h1>${t('contactPage.notSentHeading')}</h1>
<p>${escapeHtml(outcome.message)}</p>
${items ? `<ul>\n${items}\n</ul>\n` : ''}<p>${t('contactPage.nothingStored')}</p>
<p><a href="${form}">${t('contactPage.backToForm')}</a></p>`,
    );
  }
  return page(
    language,
    t('contactPage.notSent'),
    `<h1>${t('contactPage.notSentHeading')}</h1>
<p>${t('common:contact.failed')}</p>
<p><a href="${form}">${t('contactPage.backToForm')}</a></p>`,
  );
}

/** Sends the page of `outcome` with `statusCode`, its own CSP, and no caching. */
export function sendContactFormPage(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  outcome: ContactFormOutcome,
): FastifyReply {
  return reply
    .status(statusCode)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', CONTACT_PAGE_CSP)
    .header('cache-control', 'no-store')
    .send(renderContactFormPage(outcome, portalOriginFor(request, request.server.config.portalOrigins), request.language));
}
