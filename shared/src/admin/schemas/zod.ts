import type { z as zod } from 'zod';
import { zodBuilders } from '@portal/shared/validation';

/** zod as these schemas use it: the builders from @portal/shared/validation's copy, and its types. */
export const z = zodBuilders;

// eslint-disable-next-line @typescript-eslint/no-namespace -- the types beside the value, as zod's own `z` has them
export declare namespace z {
  type input<T> = zod.input<T>;
  type output<T> = zod.output<T>;
}
