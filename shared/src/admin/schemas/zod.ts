import { zodBuilders } from '@portal/shared/validation';

/**
 * zod as these schemas build with it: the builders of @portal/shared/validation's copy (their types
 * come from 'zod' itself, type-only, which costs no bytes).
 */
export const z = zodBuilders;
