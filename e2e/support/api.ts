/**
 * Direct calls to the e2e API with a real ID token from the Auth emulator, to check what the pages
 * show against what the server says (and what it refuses).
 */
import type { Account } from './login';

const tokens = new Map<string, Promise<string>>();

/** An ID token for the account (cached per run; emulator tokens last an hour). */
export function idTokenFor(account: Account): Promise<string> {
  let token = tokens.get(account.email);
  if (!token) {
    token = (async () => {
      const response = await fetch(
        `${process.env['E2E_AUTH_EMULATOR_URL']}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: account.email, password: account.password, returnSecureToken: true }),
        },
      );
      if (!response.ok) throw new Error(`Emulator sign-in failed for ${account.email}: ${await response.text()}`);
      return ((await response.json()) as { idToken: string }).idToken;
    })();
    tokens.set(account.email, token);
    token.catch(() => tokens.delete(account.email));
  }
  return token;
}

export interface ApiFilters {
  policyTypes?: string[];
  fromDate?: string;
  toDate?: string;
  clientName?: string;
}

export function filterQuery(filters: ApiFilters = {}): string {
  const params = new URLSearchParams();
  if (filters.policyTypes?.length) params.set('policyTypes', filters.policyTypes.join(','));
  if (filters.fromDate) params.set('fromDate', filters.fromDate);
  if (filters.toDate) params.set('toDate', filters.toDate);
  if (filters.clientName) params.set('clientName', filters.clientName);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A JSON body's fields, read by each caller as the endpoint it called defines them. */
type JsonBody = Record<string, unknown>;

/** GET on the API as `account`; returns the status and the parsed JSON body (a document's text otherwise). */
export async function apiGet(account: Account, path: string): Promise<{ status: number; body: JsonBody | string; contentType: string }> {
  const response = await fetch(`${process.env['E2E_API_URL']}${path}`, {
    headers: { Authorization: `Bearer ${await idTokenFor(account)}` },
  });
  const contentType = response.headers.get('content-type') ?? '';
  const body = contentType.includes('json') ? await response.json() : await response.text();
  return { status: response.status, body, contentType };
}

/** GET of a JSON endpoint that must answer 200; its body. */
export async function apiJson(account: Account, path: string, what: string): Promise<JsonBody> {
  const { status, body } = await apiGet(account, path);
  if (status !== 200 || typeof body === 'string') throw new Error(`${what} answered ${status}: ${JSON.stringify(body)}`);
  return body;
}

export interface Summary {
  count: number;
  netPremium: string;
  payOut: string;
}

export async function apiSummary(account: Account, coCode: string, filters: ApiFilters = {}): Promise<Summary> {
  const body = await apiJson(account, `/sales/summary/${encodeURIComponent(coCode)}${filterQuery(filters)}`, `summary ${coCode}`);
  return body.summary as Summary;
}

export interface Member {
  name: string;
  coCode: string;
  hasChildren: boolean;
}

export async function apiTop(account: Account): Promise<Member> {
  const body = await apiJson(account, '/sales/l1member', 'l1member');
  return body.member as Member;
}

export async function apiChildren(account: Account, coCode: string): Promise<Member[]> {
  const body = await apiJson(account, `/sales/hierarchy/${encodeURIComponent(coCode)}`, `hierarchy ${coCode}`);
  return body.children as Member[];
}

export interface ApiSale {
  srNo: string;
  policyType: string;
  policyNumber: string;
  clientName: string;
  riskStart: string;
  soldBy: string;
}

/** Every sale of a member's subtree for the filters, following the cursor. */
export async function apiAllSales(account: Account, coCode: string, filters: ApiFilters = {}): Promise<ApiSale[]> {
  const all: ApiSale[] = [];
  let cursor: string | null = null;
  do {
    const query = filterQuery(filters);
    const page = `${query ? `${query}&` : '?'}limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const body = await apiJson(account, `/sales/sales/${encodeURIComponent(coCode)}${page}`, `sales ${coCode}`);
    all.push(...(body.sales as ApiSale[]));
    cursor = (body.nextCursor as string | null | undefined) ?? null;
  } while (cursor);
  return all;
}

/** The count as the page formats it (en-IN grouping). */
export const formatCount = (count: number) => new Intl.NumberFormat('en-IN').format(count);

/** Rupees as the page formats them (the shared formatRupees). */
export function formatRupees(amount: string | number): string {
  const value = Number(amount);
  const paise = Math.round(value * 100);
  const whole = paise % 100 === 0;
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(paise / 100);
}
