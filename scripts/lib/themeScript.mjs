// The one inline script of the portal: in the <head> of `/` (home.html, pre-rendered), it applies the
// remembered dark theme before the first paint, as @portal/shared's theme store would once the app
// runs — so a dark-theme visitor never sees the page flash light. Allowed by its hash in the shell's
// Content-Security-Policy (scripts/lib/portalConfig.mjs and docker/render-frontend.sh, kept equal by
// docker/containers.test.ts).
import { createHash } from 'node:crypto';

export const THEME_SCRIPT = 'try{if(localStorage.getItem("theme")==="dark")document.documentElement.dataset.theme="dark"}catch(e){}';
export const THEME_SCRIPT_HASH = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;
