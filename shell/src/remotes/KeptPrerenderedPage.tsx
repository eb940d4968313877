import { createContext, createElement, useContext, useEffect, type ComponentType } from 'react';
import { finishAdoption, prerenderedPageElement, usePrerendered } from '@portal/shared';
import { RemoteFallback, type RemoteFallbackProps } from './RemoteFallback';

/**
 * The page to show when a remote's code fails to load: a pre-rendered page that the app has not
 * adopted yet is kept exactly as it is on screen (React takes over its element without touching what
 * is inside: what the visitor typed stays, its links and the contact form work without the app),
 * with the fallback's message and "Try again" above it. Any other failure is the error boundary's.
 */
export function keepPrerenderedPage(error: unknown, fallback: Omit<RemoteFallbackProps, 'onRetry'>): { default: ComponentType } {
  const element = prerenderedPageElement();
  if (!element) throw error;
  console.error(`Remote ${fallback.remoteName} failed; its pre-rendered page stays`, error);
  const tag = element.tagName.toLowerCase();
  const html = { __html: element.innerHTML };
  const className = element.getAttribute('class') ?? undefined;

  function KeptPrerenderedPage() {
    const { hydrated } = usePrerendered();
    const onRetry = useContext(RemoteRetry);
    useEffect(() => queueMicrotask(finishAdoption), []);
    // Same markup and key as the server's element, so React adopts it; the message joins it afterwards.
    const kept = createElement(tag, { key: 'page', className, dangerouslySetInnerHTML: html, suppressHydrationWarning: true });
    return hydrated
      ? [<RemoteFallback key="fallback" {...fallback} onRetry={onRetry} contractBroken={isContractError(error)} loadFailed />, kept]
      : [kept];
  }
  return { default: KeptPrerenderedPage };
}

/** "Try again" for the page of a remote: loads that remote once more. */
export const RemoteRetry = createContext<() => void>(() => undefined);

const isContractError = (error: unknown) => error instanceof Error && error.name === 'ContractError';
