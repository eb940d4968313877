import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from '@portal/shared/router';
import { PAGES, type Page } from '@portal/shared/topology';
import { AppLayout } from '../layout/AppLayout';
import { NotFoundPage } from '../screens/not-found/NotFoundPage';
import { RequireAuth } from './RequireAuth';

export interface PageRendering {
  /** The page's element: its remote's page, isolated behind its own error boundary. */
  element: (page: Page) => ReactNode;
}

/** A page of the topology as a route; a members-only page asks others to sign in first. */
export function pageRoute(page: Page, rendering: PageRendering): RouteObject {
  const element = rendering.element(page);
  return {
    path: page.route,
    element: page.auth ? <RequireAuth requiredRole={page.role}>{element}</RequireAuth> : element,
  };
}

/** The portal's routes: the layout around every page of the topology, `/contact` and not found. */
export function portalRoutes(rendering: PageRendering, pages: readonly Page[] = PAGES): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      children: [
        ...pages.map((page) => pageRoute(page, rendering)),
        { path: '/contact', element: <Navigate to="/#contact" replace /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
