import { isValidElement, type ReactElement } from 'react';
import { PAGES, type Page } from '@portal/shared/topology';
import { A_NEW_PAGE } from '@portal/shared/testing';
import { RequireAuth } from './RequireAuth';
import { portalRoutes } from './portalRoutes';

const rendering = {
  element: (page: Page) => <p data-page={`${page.remote}/${page.expose}`}>{page.label.en}</p>,
};

function routeAt(pages: readonly Page[], path: string) {
  const [layout] = portalRoutes(rendering, pages);
  return layout?.children?.find((route) => route.path === path);
}

describe('portalRoutes', () => {
  it('routes every page of the topology, with the not-found page last', () => {
    const [layout] = portalRoutes(rendering);
    const paths = layout?.children?.map((route) => route.path);
    expect(paths).toEqual([...PAGES.map((page) => page.route), '/contact', '*']);
  });

  it('a page added to the topology is routed to its remote page; members only behind sign-in', () => {
    const route = routeAt([...PAGES, A_NEW_PAGE], '/sales/leads');
    const gate = route?.element as ReactElement<{ children: ReactElement<{ 'data-page': string }> }>;
    expect(isValidElement(gate) && gate.type).toBe(RequireAuth);
    expect(gate.props.children.props['data-page']).toBe('remote_sales/LeadsPage');
  });

  it('a public page is routed without the gate', () => {
    const route = routeAt(PAGES, '/login');
    expect((route?.element as ReactElement).type).toBe('p');
  });
});
