import { Button, Icon, useDocumentMeta } from '@toolnest/ui';
import type { ReactNode } from 'react';
import { ADMIN_DESCRIPTION, ADMIN_TITLE } from '../admin/admin-meta';
import { AdminDashboard } from '../admin/AdminDashboard';
import { LoginForm } from '../admin/LoginForm';
import { useAdminSession } from '../admin/use-admin-session';
import { LazyProviders } from '../providers/LazyProviders';

function Heading({ children }: { children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Admin Dashboard</h1>
      {children}
    </div>
  );
}

function AdminScreen() {
  const session = useAdminSession();
  if (session.phase === 'logged-in' && session.authorization) {
    return (
      <>
        <Heading>
          <Button variant="outline" onClick={session.logOut}>
            <Icon name="log-out" />
            Logout
          </Button>
        </Heading>
        <AdminDashboard authorization={session.authorization} onFailure={session.endIfUnauthorized} />
      </>
    );
  }
  return (
    <>
      <Heading />
      {session.phase === 'restoring' ? (
        <p role="status" className="mt-8 text-muted-foreground">
          Logging in with your saved login…
        </p>
      ) : (
        <LoginForm onLogIn={session.logIn} pending={session.loggingIn} />
      )}
    </>
  );
}

/** The admin dashboard at /admin: the login form, or the dashboard once logged in. Not indexed. */
export default function AdminPage() {
  useDocumentMeta({ title: ADMIN_TITLE, description: ADMIN_DESCRIPTION });
  return (
    // Wider than the other pages: the request tables have seven columns.
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
      {/* TanStack Query (the admin's reads and writes) comes with the providers' own chunk. */}
      <LazyProviders fallback={<Heading />}>
        <AdminScreen />
      </LazyProviders>
    </div>
  );
}
