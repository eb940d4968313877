import { badRequest } from '../errors.js';
import { t } from '../i18n/index.js';

/**
 * A keyset page position (the last row's sort key and id) as the opaque text the screens hand back:
 * base64url of a JSON pair.
 */
export function encodeKeyset(position: readonly [string, string]): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

/** The pair back from `encodeKeyset`'s text when each part passes its check, else a 400 on `cursor`. */
export function decodeKeyset(value: string, accepts: readonly [(part: string) => boolean, (part: string) => boolean]): [string, string] {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      typeof parsed[0] === 'string' &&
      typeof parsed[1] === 'string' &&
      accepts[0](parsed[0]) &&
      accepts[1](parsed[1])
    ) {
      return [parsed[0], parsed[1]];
    }
  } catch {
    // fall through
  }
  throw badRequest(t('errors.invalidCursor'), { cursor: t('errors.invalidCursor') });
}
