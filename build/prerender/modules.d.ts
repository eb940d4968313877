/** The shell's pre-render of its layout (an alias of shell/src/prerender.tsx, see build/prerender/prerender.mjs). */
declare module 'portal-shell-prerender' {
  export function render(location: string): { html: string; slot: string; email: string; phone: string; phoneHref: string };
}
