import type { SuiteContext } from '../../helpers/context.js';
import type { Maildev } from '../../helpers/services.js';

/** The back office's imports: its `/admin/*` routes on a seeded database (ctx.opsToken is the demo operator's). */
export function adminImportsTests(_ctx: () => SuiteContext, _maildev: () => Maildev) {}
