// The portal's one door to React Router. Apps import routing from here, never from 'react-router'
// itself: this module is what the federation shares (one router in the page, its context included),
// and because it re-exports only what the portal uses, the shared chunk is React Router tree-shaken
// to these names instead of the whole package that sharing 'react-router' would ship. A name a remote needs is added here, in a new @portal/shared release.
export { Link, NavLink, Navigate, Outlet, createBrowserRouter, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
export type { NavigateOptions, RouteObject, To } from 'react-router';
// RouterProvider from 'react-router/dom' is the one wired to react-dom's flushSync.
export { RouterProvider } from 'react-router/dom';
