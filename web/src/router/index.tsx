import { HashRouter, useRoutes } from 'react-router-dom';
import { routes } from './routes';

/** The route table rendered at the current location. */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Hash history, base path / (spec §2). The declarative router: the data router
 * (createHashRouter) would add some 17 KB gzip to every page for loaders and actions the SPA
 * does not use.
 */
export function AppRouter() {
  return (
    <HashRouter>
      <AppRoutes />
    </HashRouter>
  );
}
