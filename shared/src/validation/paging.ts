import { z } from 'zod';
import { says } from './i18n';

/** `?limit=`: how many rows a page holds, 1 to `max`, each refusal naming what is wrong. */
export const pageLimitSchema = (max: number) =>
  z.coerce.number(says('limit.number')).int(says('limit.whole')).min(1, says('limit.min')).max(max, says('limit.max', { max })).optional();

/** `?cursor=`: a page position from the previous answer's `nextCursor` (opaque to the screens). */
export const opaqueCursorSchema = z.string().trim().min(1, says('cursor.invalid')).max(200, says('cursor.invalid')).optional();
