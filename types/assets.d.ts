declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;

/** The exposed page a remote pre-renders at build time (an alias of its screen, see build/prerender/prerender.mjs). */
declare module 'portal-prerendered-page' {
  import type { ComponentType } from 'react';
  const Page: ComponentType;
  export default Page;
  export const contract: string;
}
