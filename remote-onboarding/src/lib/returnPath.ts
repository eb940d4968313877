/** Where a member starts after signing in when they came for no page in particular: their sales. */
export const MEMBER_HOME = '/sales';

const ONBOARDING_PATHS = /^\/(login|signup|set-password|reset-password)(?:[/?#]|$)/;

/**
 * Where to go after signing in: the page the user came for (router location state `from`, set by
 * the shell's RequireAuth as a path string, or a location object), else `fallback`. Only same-site
 * paths are accepted (no `//host` or `/\host` open redirects), and never back to an onboarding screen.
 */
export function returnPath(state: unknown, fallback = '/'): string {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  let path: string | null = null;
  if (typeof from === 'string') {
    path = from;
  } else if (typeof from === 'object' && from !== null && typeof (from as { pathname?: unknown }).pathname === 'string') {
    const location = from as { pathname: string; search?: unknown; hash?: unknown };
    path =
      location.pathname +
      (typeof location.search === 'string' ? location.search : '') +
      (typeof location.hash === 'string' ? location.hash : '');
  }
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return fallback;
  if (ONBOARDING_PATHS.test(path)) return fallback;
  return path;
}

/** A notice handed over by another page in router location state `{ notice: string }`. */
export function noticeFrom(state: unknown): string | null {
  const notice = typeof state === 'object' && state !== null ? (state as { notice?: unknown }).notice : undefined;
  return typeof notice === 'string' && notice.trim() ? notice : null;
}
