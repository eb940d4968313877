import type { SuiteContext } from '../../helpers/context.js';
import type { Maildev } from '../../helpers/services.js';

/** The back office's payments: its `/admin/*` routes on a seeded database (ctx.opsToken is the demo operator's). */
export function adminPaymentsTests(_ctx: () => SuiteContext, _maildev: () => Maildev) {}
