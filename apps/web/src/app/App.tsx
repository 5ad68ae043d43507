import { Toaster } from '@toolnest/ui';
import { Layout } from '../layout/Layout';
import { AppRoutes } from './AppRoutes';

/**
 * The shell; the router is supplied by the caller (BrowserRouter or a test's MemoryRouter).
 * Request a Tool and the admin get TanStack Query and tooltips through LazyProviders (tools need no providers); API lists are read through api-client's one list cache (lists.ts), never through Query.
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
