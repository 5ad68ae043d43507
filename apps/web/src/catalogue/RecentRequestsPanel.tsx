import { Link } from '@toolnest/ui';
import { formatDate } from '../app/format-date';
import { panelLinkClass, SidePanel } from './SidePanel';

export interface RecentRequest {
  id: number;
  toolName: string;
  createdAt: string;
}

/** The 5 newest approved requests (already picked by the caller), each linking to /submissions. */
export function RecentRequestsPanel({ requests }: { requests: readonly RecentRequest[] }) {
  return (
    <SidePanel title="Recent Requests">
      {requests.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">No recent requests yet.</p>
      ) : (
        <ul className="mt-3 space-y-1">
          {requests.map((request) => {
            const date = formatDate(request.createdAt);
            return (
              <li key={request.id}>
                <Link to="/submissions" className={`${panelLinkClass} flex-col`}>
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
    </SidePanel>
  );
}
