import { Toaster } from '@toolnest/ui';
import { Layout } from '../layout/Layout';
import { AppRoutes } from './AppRoutes';

/**
 * The shell; the router is supplied by the caller (BrowserRouter or a test's MemoryRouter).
 * TanStack Query and tooltips are provided where they are used, through LazyProviders.
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
