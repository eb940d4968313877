/* Test helper of the certification screens: the API client's calls answered by a mock per endpoint. */
import { vi } from 'vitest';
import { portalApi } from '@portal/shared';
import type { Endpoint } from '@portal/shared/validation';

export type Answers = Record<string, (input?: unknown) => unknown>;

/**
 * Answers each call of the portal's one client with `answers[endpoint name](input)`, and records the calls.
 * The client is changed in place rather than mocked as a module: the data layer, loaded by the test setup
 * before any mock, calls that same client.
 */
export function answerCalls(answers: Answers) {
  const calls: { endpoint: string; input: unknown }[] = [];
  const answer = (endpoint: Endpoint, input?: unknown) => {
    calls.push({ endpoint: endpoint.operationId, input });
    return answers[endpoint.operationId]?.(input) ?? Promise.reject(new Error(`No answer for ${endpoint.operationId}`));
  };
  const spy = vi.spyOn(portalApi, 'call').mockImplementation(answer as typeof portalApi.call);
  return { calls, spy, of: (endpoint: string) => calls.filter((call) => call.endpoint === endpoint).map((call) => call.input) };
}

/** Sets what the Page Visibility API reports and tells the page, as the browser does when a tab is hidden or shown. */
export function setPageVisibility(state: 'visible' | 'hidden'): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
}
