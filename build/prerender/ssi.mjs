// The subset of nginx's SSI (ngx_http_ssi_module) that the shell's pre-rendered pages (home.html,
// login.html) use, for the Node static server of `npm start`, the benchmark and E2E_SERVER=node, so
// they serve `/` and `/login` as the containers' nginx does (tooling/lib/renderFrontend.mjs):
//   <!--# include virtual="/path" set="var" -->   the response of /path, into a variable
//   <!--# if expr="$var" --> / <!--# if expr="$var = /regex/" --> … <!--# else --> … <!--# endif -->
//       (PCRE's leading `(?s)` is supported; the regex's captures become the variables 1, 2, …)
//   <!--# echo var="var" [encoding="none"] -->    HTML-escaped unless encoding="none"
//   <!--# config timefmt="%Y" --> with <!--# echo var="date_local" -->   (the year only)
import { PRERENDER_API_BASE } from '../../shared/src/prerender/names.mjs';

const DIRECTIVE = /<!--#\s*(\w+)((?:\s+\w+="[^"]*")*)\s*-->/g;

const escapeHtml = (value) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

function params(text) {
  return Object.fromEntries([...text.matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]));
}

function evaluate(expr, vars) {
  const match = /^\$(\w+)(?:\s*=\s*\/(.*)\/)?$/.exec(expr.trim());
  if (!match) throw new Error(`ssi: unsupported expression ${expr}`);
  const value = vars[match[1]] ?? '';
  if (match[2] === undefined) return value !== '';
  const dotAll = match[2].startsWith('(?s)');
  const found = new RegExp(dotAll ? match[2].slice(4) : match[2], dotAll ? 's' : '').exec(value);
  found?.forEach((capture, index) => {
    if (index > 0) vars[String(index)] = capture ?? '';
  });
  return found !== null;
}

/**
 * @param {string} template
 * @param {object} options
 * @param {(path: string) => Promise<string>} options.include  the body of a virtual include ('' on error)
 * @param {Record<string, string>} [options.vars]               variables the server sets
 * @param {Date} [options.now]
 */
export async function renderSsi(template, { include, vars = {}, now = new Date() }) {
  const values = { ...vars, date_local: String(now.getFullYear()) };
  /** One entry per open `if`: [this branch is output, some branch was taken]. */
  const stack = [];
  const active = () => stack.every(([on]) => on);
  let out = '';
  let last = 0;
  for (const match of template.matchAll(DIRECTIVE)) {
    if (active()) out += template.slice(last, match.index);
    last = match.index + match[0].length;
    const [, command, rawParams] = match;
    const p = params(rawParams);
    if (command === 'if') {
      const taken = active() && evaluate(p.expr, values);
      stack.push([taken, taken]);
    } else if (command === 'else') {
      const top = stack.at(-1);
      if (!top) throw new Error('ssi: else without if');
      top[0] = !top[1];
    } else if (command === 'endif') {
      if (!stack.pop()) throw new Error('ssi: endif without if');
    } else if (!active()) {
      continue;
    } else if (command === 'include') {
      const body = await include(p.virtual);
      if (p.set) values[p.set] = body;
      else out += body;
    } else if (command === 'echo') {
      const value = values[p.var] ?? '(none)';
      out += p.encoding === 'none' ? value : escapeHtml(value);
    } else if (command === 'config') {
      if (p.timefmt && p.timefmt !== '%Y') throw new Error(`ssi: unsupported timefmt ${p.timefmt}`);
    } else {
      throw new Error(`ssi: unsupported command ${command}`);
    }
  }
  if (stack.length) throw new Error('ssi: if without endif');
  return out + template.slice(last);
}

/**
 * A remote's pre-rendered fragment (`file`: `prerender.html`, or `prerender.hi.html` in Hindi, …) as
 * the shell's nginx includes it: fetched from the remote's origin
 * on each request (short timeout), its relative URLs made absolute; '' when the remote is down, slow
 * or has none.
 */
export async function fetchFragment(remoteBaseUrl, apiBaseUrl, { timeoutMs = 1500, file = 'prerender.html' } = {}) {
  try {
    const response = await fetch(`${remoteBaseUrl}/${file}`, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return '';
    return absolutizeFragment(await response.text(), remoteBaseUrl, apiBaseUrl);
  } catch {
    return '';
  }
}

/**
 * The fragment's own URLs (`<link rel="stylesheet" href="static/…">`, `<link data-portal-preload href=…>`) are relative to it: made
 * absolute, and its forms' API placeholder (PRERENDER_API_BASE of @portal/shared) pointed at the API,
 * with the same three fixed substitutions as nginx's `sub_filter` in the container.
 */
export function absolutizeFragment(html, remoteBaseUrl, apiBaseUrl) {
  return html
    .replaceAll('<link rel="stylesheet" href="', `<link rel="stylesheet" href="${remoteBaseUrl}/`)
    .replaceAll('<link data-portal-preload href="', `<link data-portal-preload href="${remoteBaseUrl}/`)
    .replaceAll(`${PRERENDER_API_BASE}/`, `${apiBaseUrl}/`);
}

/** SSI variables of the shell's server: the contact details of config.json (nginx: `set`). */
export function contactVars(contact) {
  return {
    portal_contact_email: contact.email,
    portal_contact_phone: contact.phone,
    portal_contact_phone_href: `tel:${contact.phone.replace(/[^\d+]/g, '')}`,
  };
}
