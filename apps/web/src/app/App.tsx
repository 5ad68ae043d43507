import { Toaster } from '@toolnest/ui';
import { Layout } from '../layout/Layout';
import { AppRoutes } from './AppRoutes';

/**
 * The shell; the router is supplied by the caller (BrowserRouter or a test's MemoryRouter).
 * Tools get TanStack Query and tooltips through LazyProviders; the catalogue reads its lists without Query (see catalogue-lists.ts).
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
