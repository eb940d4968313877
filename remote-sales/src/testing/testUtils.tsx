/* Test helpers for the sales screen: a fake API, a router with a visible URL, IntersectionObserver. */
import { act, render, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { portalApi, setConfig } from '@portal/shared';
import { afterEach, beforeEach, vi } from 'vitest';
import { salesApi, type FakeCall } from './fakeApi';
import type { HierarchyMember, Sale } from '../features/sales-area';

export { deferred } from '@portal/shared/testing';
export { salesApi } from './fakeApi';

export const testConfig = {
  apiBaseUrl: 'http://api.test',
  firebase: { apiKey: 'k', authDomain: 'a.test', projectId: 'demo-test' },
  contact: { email: 'c@example.com', phone: '0000000000' },
  remotes: [],
};

export function setTestConfig() {
  setConfig(testConfig);
}

export function makeSale(index: number, overrides: Partial<Sale> = {}): Sale {
  return {
    srNo: `S${index}`,
    policyType: 'motor',
    productName: `Product ${index}`,
    policyNumber: `POL-${index}`,
    clientName: `Client ${index}`,
    riskStart: '2024-03-05',
    riskEnd: '2025-03-04',
    netPremium: '150000',
    payOut: '1234.5',
    vehicleNo: null,
    insurer: 'Acme General',
    soldBy: 'CO2',
    soldByName: 'Bina',
    ...overrides,
  };
}

export function makeSales(from: number, count: number, overrides: Partial<Sale> = {}): Sale[] {
  return Array.from({ length: count }, (_, i) => makeSale(from + i, overrides));
}

/**
 * A small tree:
 *   Asha CO1
 *   ├─ Bina CO2 (team) ── Dev CO4 (team) ── Farah CO6 (team) ── Gopal CO7
 *   │                 └─ Esha CO5
 *   └─ Chetan CO3
 */
export const tree: Record<string, HierarchyMember[]> = {
  CO1: [
    { name: 'Bina', coCode: 'CO2', hasChildren: true },
    { name: 'Chetan', coCode: 'CO3', hasChildren: false },
  ],
  CO2: [
    { name: 'Dev', coCode: 'CO4', hasChildren: true },
    { name: 'Esha', coCode: 'CO5', hasChildren: false },
  ],
  CO3: [],
  CO4: [{ name: 'Farah', coCode: 'CO6', hasChildren: true }],
  CO5: [],
  CO6: [{ name: 'Gopal', coCode: 'CO7', hasChildren: false }],
  CO7: [],
};

export const topMember: HierarchyMember = { name: 'Asha', coCode: 'CO1' };

/** Default answers: the tree above, one page of 3 sales per member, and a summary. */
export function installDefaultApi() {
  const api = salesApi;
  api.getL1Member.mockResolvedValue({ status: 'success', member: topMember });
  api.getHierarchy.mockImplementation(async (coCode: string) => ({
    status: 'success',
    hasChildren: (tree[coCode] ?? []).length > 0,
    children: tree[coCode] ?? [],
  }));
  api.getSales.mockImplementation(async (coCode: string) => ({
    status: 'success',
    sales: makeSales(1, 3, { soldBy: coCode }),
    nextCursor: null,
  }));
  api.getSalesSummary.mockResolvedValue({
    status: 'success',
    summary: { count: 3, netPremium: '450000', payOut: '3703.5' },
  });
}

/** Renders `Page` at `url`, served at `route` (the Policies tab's `/sales` unless told). */
export function renderAt(Page: () => React.JSX.Element, url = '/sales', route = '/sales') {
  const router = createMemoryRouter([{ path: route, element: <Page /> }], { initialEntries: [url] });
  const utils = render(<RouterProvider router={router} />);
  const search = () => new URLSearchParams(router.state.location.search);
  return { ...utils, router, search };
}

/** A controllable IntersectionObserver: tests decide what intersects. */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  elements = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.elements.add(element);
  }
  unobserve(element: Element) {
    this.elements.delete(element);
  }
  disconnect() {
    this.elements.clear();
  }
  takeRecords() {
    return [];
  }
  /** Reports `element` entering (or leaving) the viewport to every observer watching it. */
  static trigger(element: Element, isIntersecting = true) {
    for (const observer of FakeIntersectionObserver.instances) {
      if (!observer.elements.has(element)) continue;
      observer.callback(
        [{ target: element, isIntersecting, intersectionRatio: isIntersecting ? 1 : 0 } as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      );
    }
  }
}

/**
 * Waits until something observes `element` (observers attach in effects, which may run a moment after
 * the DOM is there), then reports it entering or leaving the viewport.
 */
export async function reveal(element: Element, isIntersecting = true) {
  await waitFor(() => {
    if (!FakeIntersectionObserver.instances.some((observer) => observer.elements.has(element))) {
      throw new Error('element is not observed yet');
    }
  });
  await act(async () => FakeIntersectionObserver.trigger(element, isIntersecting));
}

export function installIntersectionObserver() {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
}

/** Makes `(max-width: 768px)` match (or not). */
export function setNarrowScreen(narrow: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: narrow && query.includes('max-width'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

/**
 * Puts a fake's `call` in place of the client's: the screens and the query cache (loaded before any
 * test file, by the test setup) both call the one `portalApi`.
 */
export function answerCallsWith(call: FakeCall) {
  vi.spyOn(portalApi, 'call').mockImplementation(call as typeof portalApi.call);
}

/**
 * The sales page's tests, each from the same start: fresh mocks answering as `installDefaultApi`,
 * the test config, a controllable IntersectionObserver; the stubbed globals go afterwards.
 */
export function setUpSalesPageTests() {
  beforeEach(() => {
    vi.resetAllMocks();
    answerCallsWith(salesApi.call);
    setTestConfig();
    installIntersectionObserver();
    installDefaultApi();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
