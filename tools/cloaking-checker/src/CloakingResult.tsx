import type { CloakingCheckResult, CloakingView } from './schemas';
import { Button, Card, CardContent, CardHeader, CardTitle, cn } from '@toolnest/ui';
import { useId, type ReactNode } from 'react';
import { percent, SIMILARITY_THRESHOLD, verdictOf } from './logic';

export interface CloakingResultProps {
  result: CloakingCheckResult;
  onClear?: () => void;
}

/** A value of a view, or a quiet "None" when the page had none. */
function Value({ value }: { value: string }) {
  return value === '' ? <span className="text-muted-foreground">None</span> : <>{value}</>;
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm font-medium text-muted-foreground">{term}</dt>
      <dd className="wrap-anywhere">{children}</dd>
    </div>
  );
}

/** What one fetch saw: its User-Agent, then status, final URL, title, robots rules, canonical link and text. */
function ViewPanel({ title, agent, view }: { title: string; agent: string; view: CloakingView }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-3 rounded-md border border-border p-3 sm:p-4">
      <div className="space-y-1">
        <h3 id={headingId} className="font-semibold">
          {title}
        </h3>
        <p className="text-xs break-all text-muted-foreground">{agent}</p>
      </div>
      {view.fetched ? (
        <dl className="space-y-2">
          <Row term="Status">{view.status}</Row>
          <Row term="Final URL">
            {view.finalUrl}
            {view.redirects > 0 ? <span className="text-muted-foreground"> (after {view.redirects === 1 ? '1 redirect' : `${view.redirects} redirects`})</span> : null}
          </Row>
          <Row term="Title">
            <Value value={view.title} />
          </Row>
          <Row term="Meta robots">
            <Value value={view.metaRobots} />
          </Row>
          <Row term="X-Robots-Tag">
            <Value value={view.robotsHeader} />
          </Row>
          <Row term="Canonical">
            <Value value={view.canonical} />
          </Row>
          <Row term={`Text (${view.wordCount === 1 ? '1 word' : `${view.wordCount} words`})`}>
            <span dir="auto" className="text-sm">
              <Value value={view.excerpt} />
            </span>
          </Row>
        </dl>
      ) : (
        <p className="wrap-anywhere">
          <span className="font-medium">The fetch failed:</span> {view.error}
        </p>
      )}
    </section>
  );
}

/** The result card: the verdict, the differences, the User View and Bot View panels, and Clear Results. */
export function CloakingResult({ result, onClear }: CloakingResultProps) {
  const { url, isDifferent, differences, textSimilarity, userAgent, botAgent, userView, botView } = result;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="wrap-anywhere">
          Cloaking check for {url}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {/* White on a solid colour: readable in light and dark alike. */}
        <p className={cn('rounded-md px-3 py-2 font-semibold', isDifferent ? 'bg-destructive text-destructive-foreground' : 'bg-green-700 text-white')}>
          {verdictOf(isDifferent)}
        </p>
        {textSimilarity !== null ? (
          <p>
            Text similarity: <span className="font-semibold tabular-nums">{percent(textSimilarity)}%</span>{' '}
            <span className="text-sm text-muted-foreground">(below {percent(SIMILARITY_THRESHOLD)}% counts as different)</span>
          </p>
        ) : null}

        {differences.length > 0 ? (
          <div className="space-y-2">
            <h3 className="font-semibold">Differences found:</h3>
            <ul className="list-disc space-y-1 pl-5">
              {differences.map((line) => (
                <li key={line} className="wrap-anywhere">
                  {line}
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p>Status, final URL, title, robots rules, canonical link and visible text all match.</p>
        )}

        <div className="grid gap-4 md:grid-cols-2">
          <ViewPanel title="User View" agent={userAgent} view={userView} />
          <ViewPanel title="Bot View" agent={botAgent} view={botView} />
        </div>

        {onClear ? (
          <Button variant="outline" onClick={onClear}>
            Clear Results
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
