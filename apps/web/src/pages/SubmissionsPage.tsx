import { Card, CardContent, CardDescription, CardHeader, CardTitle, useDocumentMeta } from '@toolnest/ui';
import { useId } from 'react';
import { LazyProviders } from '../providers/LazyProviders';
import { ApprovedRequestsTable } from '../submissions/ApprovedRequestsTable';
import { RequestToolForm } from '../submissions/RequestToolForm';
import { SUBMISSIONS_DESCRIPTION, SUBMISSIONS_TITLE } from '../submissions/submissions-meta';

/** Request a Tool at /submissions: the request form, then the approved requests. */
export default function SubmissionsPage() {
  useDocumentMeta({ title: SUBMISSIONS_TITLE, description: SUBMISSIONS_DESCRIPTION });
  const formHeadingId = useId();
  const approvedHeadingId = useId();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <div className="max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Request a Tool</h1>
        <p className="mt-3 text-muted-foreground">
          Missing a tool? Tell us what it should do. Once approved, your request is listed below with its status: In Progress or Completed.
        </p>
      </div>

      <Card className="mt-8 max-w-2xl">
        <CardHeader>
          <CardTitle as="h2" id={formHeadingId}>
            Your request
          </CardTitle>
          <CardDescription>Name the tool and describe what it should do.</CardDescription>
        </CardHeader>
        <CardContent>
          {/* TanStack Query (the submit mutation) comes with the providers' own chunk, as on tool pages. */}
          <LazyProviders>
            <RequestToolForm labelledBy={formHeadingId} />
          </LazyProviders>
        </CardContent>
      </Card>

      <section aria-labelledby={approvedHeadingId} className="mt-12">
        <h2 id={approvedHeadingId} className="text-xl font-semibold">
          Approved Requests
        </h2>
        <p className="mt-1 mb-4 text-sm text-muted-foreground">Requests the admin has approved, newest first.</p>
        <ApprovedRequestsTable labelledBy={approvedHeadingId} />
      </section>
    </div>
  );
}
