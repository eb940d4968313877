/**
 * The API's base URL as the pre-rendered markup carries it: the server that includes a remote's
 * pre-rendered page replaces it with the configured API base URL (the shell's nginx configuration of
 * tooling/lib/renderFrontend.mjs, tooling/lib/ssi.mjs in the Node server), so a form can post to the
 * API before any script has run. Plain JavaScript: those servers read it too.
 */
export const PRERENDER_API_BASE = 'https://portal-api.prerender.invalid';
