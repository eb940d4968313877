import { z } from 'zod';

/** `?limit=`: how many rows a page holds, 1 to `max`, each refusal naming what is wrong. */
export const pageLimitSchema = (max: number) =>
  z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(max, `Limit must be at most ${max}`)
    .optional();

/** `?cursor=`: a page position from the previous answer's `nextCursor` (opaque to the screens). */
export const opaqueCursorSchema = z.string().trim().min(1, 'Invalid cursor').max(200, 'Invalid cursor').optional();
