/* Test helper of the profile screens: the API client's calls answered by a mock per endpoint. */
import { vi } from 'vitest';
import { portalApi } from '@portal/shared';
import type { Endpoint } from '@portal/shared/validation';

/**
 * Answers each call of the portal's one client with `answers[endpoint name](input)`. The client is changed
 * in place rather than mocked as a module: the data layer, loaded by the test setup before any mock, calls
 * that same client.
 */
export function answerCalls(answers: Record<string, (input?: unknown) => unknown>) {
  const answer = (endpoint: Endpoint, input?: unknown) =>
    answers[endpoint.operationId]?.(input) ?? Promise.reject(new Error(`No answer for ${endpoint.operationId}`));
  vi.spyOn(portalApi, 'call').mockImplementation(answer as typeof portalApi.call);
}
