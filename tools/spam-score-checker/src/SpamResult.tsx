import type { SpamScoreResult } from './schemas';
import { Card, CardContent, CardHeader, CardTitle, cn } from '@toolnest/ui';
import { noThreatMessage, riskOf, THREATS_HEADING, type RiskLevel } from './logic';

// White text on a solid colour: readable in light and dark alike (at least 4.5:1 in both).
const BADGE: Record<RiskLevel, string> = {
  low: 'bg-green-700 text-white',
  medium: 'bg-amber-700 text-white',
  high: 'bg-destructive text-destructive-foreground',
};
const BAR: Record<RiskLevel, string> = { low: 'bg-green-600', medium: 'bg-amber-500', high: 'bg-destructive' };

export interface SpamResultProps {
  result: Pick<SpamScoreResult, 'domain' | 'spamScore' | 'threats' | 'notChecked'>;
}

/** The result panel: score out of 100, risk label, threats, and the checks that could not run. */
export function SpamResult({ result }: SpamResultProps) {
  const { domain, spamScore, threats, notChecked } = result;
  const risk = riskOf(spamScore);
  const calm = noThreatMessage(result);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="break-all">
          Spam score for {domain}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-4xl font-bold tabular-nums">{spamScore}/100</p>
          <p className={cn('rounded-md px-2.5 py-1 text-sm font-semibold', BADGE[risk.level])}>{risk.label}</p>
        </div>
        <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
          <div className={cn('h-full rounded-full', BAR[risk.level])} style={{ width: `${spamScore}%` }} />
        </div>

        {threats.length > 0 ? (
          <div className="space-y-2">
            <h3 className="font-semibold">{THREATS_HEADING}</h3>
            <ul className="list-disc space-y-1 pl-5">
              {threats.map((threat) => (
                <li key={threat}>{threat}</li>
              ))}
            </ul>
          </div>
        ) : calm ? (
          <p>{calm}</p>
        ) : null}

        {notChecked.length > 0 ? (
          <div className="space-y-2 rounded-md border border-border p-3">
            <h3 className="font-semibold">Not checked:</h3>
            <p className="text-sm text-muted-foreground">These lookups could not be completed, so they add no points and do not count as passed.</p>
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {notChecked.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
