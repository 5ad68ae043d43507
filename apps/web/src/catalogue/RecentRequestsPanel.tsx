import { Link } from 'react-router-dom';

export interface RecentRequest {
  id: number;
  toolName: string;
  createdAt: string;
}

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

function formatDate(iso: string): string | null {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : dateFormat.format(ms);
}

/** The 5 newest approved requests (already picked by the caller), each linking to /submissions. */
export function RecentRequestsPanel({ requests }: { requests: readonly RecentRequest[] }) {
  return (
    <section aria-labelledby="recent-requests-heading" className="rounded-lg border border-border bg-card p-5 text-card-foreground">
      <h2 id="recent-requests-heading" className="font-semibold">
        Recent Requests
      </h2>
      {requests.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">No recent requests yet.</p>
      ) : (
        <ul className="mt-3 space-y-1">
          {requests.map((request) => {
            const date = formatDate(request.createdAt);
            return (
              <li key={request.id}>
                <Link
                  to="/submissions"
                  className="flex flex-col rounded-md px-2 py-1.5 text-sm hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  <span className="font-medium">{request.toolName}</span>
                  {date && (
                    <time dateTime={request.createdAt} className="text-xs text-muted-foreground">
                      {date}
                    </time>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
