// The entry of the shell's build-time pre-render (prerender.mjs): the shell's own `render` of its
// layout (shell/src/prerender.tsx, aliased), called once the language's catalogues are loaded and the
// language is current, as for the remotes' pages (prerenderEntry.tsx).
import { changeLanguage, type Language } from '@portal/shared';
import * as shell from 'portal-shell-prerender';

export async function render(route: string, language: Language): Promise<Awaited<ReturnType<typeof shell.render>>> {
  await changeLanguage(language, { remember: false });
  return shell.render(route);
}
