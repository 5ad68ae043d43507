import { Toaster } from '@toolnest/ui';
import { Layout } from '../layout/Layout';
import { AppRoutes } from './AppRoutes';

/**
 * The shell; the router is supplied by the caller (BrowserRouter or a test's MemoryRouter).
 * Tools get TanStack Query and tooltips through LazyProviders; API lists are read through api-client's one list cache (lists.ts), never through Query.
 */
export function App() {
  return (
    <>
      <Layout>
        <AppRoutes />
      </Layout>
      <Toaster />
    </>
  );
}
