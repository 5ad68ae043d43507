import type { PlagiarismCheckResult, PlagiarismTextRange } from './schemas';
import { Card, CardContent, CardHeader, CardTitle, cn, textDirection } from '@toolnest/ui';
import { useId } from 'react';
import { originalityBand, type Band } from './logic';

// White text on a solid colour: readable in light and dark alike (at least 4.5:1 in both).
const BADGE: Record<Band, string> = {
  excellent: 'bg-green-700 text-white',
  good: 'bg-amber-700 text-white',
  review: 'bg-destructive text-destructive-foreground',
};
const BAR: Record<Band, string> = { excellent: 'bg-green-600', good: 'bg-amber-500', review: 'bg-destructive' };

export const WEB_SEARCH_NOTES: Record<PlagiarismCheckResult['webSearch'], string> = {
  off: 'Only the sources you gave were checked: no web search is set up on this server.',
  done: 'The sources you gave were checked, and web pages found for the most distinctive sentences of your text.',
  failed: 'Only the sources you gave were checked: the web search failed (see Skipped sources).',
};

/** The text cut into plain and matched pieces; `ranges` are ascending and disjoint. */
export function highlightPieces(text: string, ranges: readonly PlagiarismTextRange[]): Array<{ text: string; matched: boolean }> {
  const pieces: Array<{ text: string; matched: boolean }> = [];
  let at = 0;
  for (const { start, end } of ranges) {
    if (start > at) pieces.push({ text: text.slice(at, start), matched: false });
    pieces.push({ text: text.slice(start, end), matched: true });
    at = end;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), matched: false });
  return pieces;
}

export interface PlagiarismReportProps {
  /** The text that was checked (the ranges point into it). */
  text: string;
  result: PlagiarismCheckResult;
}

/** The report card: originality and its band, counts, matches, the text with matches marked, skipped sources. */
export function PlagiarismReport({ text, result }: PlagiarismReportProps) {
  const { originalityScore, totalWords, checkedSources, matches, highlights, skippedSources, webSearch } = result;
  // One id for the whole card: its sections' headings are named from it.
  const id = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Plagiarism Report</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <Originality score={originalityScore} />

        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-muted-foreground">Words compared</dt>
            <dd className="text-lg font-semibold tabular-nums">{totalWords}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Sources checked</dt>
            <dd className="text-lg font-semibold tabular-nums">{checkedSources}</dd>
          </div>
        </dl>
        <p className="text-sm text-muted-foreground">{WEB_SEARCH_NOTES[webSearch]}</p>

        <Matches id={id} matches={matches} />

        {highlights.length > 0 ? <HighlightedText id={id} text={text} highlights={highlights} /> : null}

        {skippedSources.length > 0 ? <SkippedSources id={id} skippedSources={skippedSources} /> : null}
      </CardContent>
    </Card>
  );
}

/** The originality score, its band's badge, and a bar as long as the score. */
function Originality({ score }: { score: number }) {
  const band = originalityBand(score);
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-4xl font-bold tabular-nums">{score}%</p>
        <p className="text-sm text-muted-foreground">original</p>
        <p className={cn('rounded-md px-2.5 py-1 text-sm font-semibold', BADGE[band.band])}>{band.label}</p>
      </div>
      <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
        <div className={cn('h-full rounded-full', BAR[band.band])} style={{ width: `${score}%` }} />
      </div>
    </div>
  );
}

/** Each matched passage, its source and how similar it is. */
function Matches({ id, matches }: { id: string; matches: PlagiarismCheckResult['matches'] }) {
  return (
    <section className="space-y-2" aria-labelledby={`${id}-matches`}>
      <h3 id={`${id}-matches`} className="font-semibold">
        Matches
      </h3>
      {matches.length === 0 ? (
        <p>No matching passages were found in the sources checked.</p>
      ) : (
        <ul className="space-y-3">
          {matches.map((match, index) => (
            <li key={index} className="space-y-1 rounded-md border border-border p-3">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-medium break-all">{match.source}</p>
                <p className="text-sm font-semibold tabular-nums">{match.similarity}% similar</p>
              </div>
              <blockquote dir="auto" className="border-l-2 border-border pl-3 text-sm break-words text-muted-foreground">
                {match.matchedText}
              </blockquote>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The checked text with its matched parts marked. */
function HighlightedText({ id, text, highlights }: { id: string; text: string; highlights: readonly PlagiarismTextRange[] }) {
  return (
    <div className="space-y-2">
      <h3 id={`${id}-highlights`} className="font-semibold">
        Your text with matches highlighted
      </h3>
      {/* Focusable and named: a scrolling box must be reachable by keyboard. */}
      <div
        role="region"
        tabIndex={0}
        aria-labelledby={`${id}-highlights`}
        dir={textDirection(text)}
        className="max-h-96 overflow-y-auto rounded-md border border-border p-3 text-sm break-words whitespace-pre-wrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {highlightPieces(text, highlights).map((piece, index) =>
          piece.matched ? (
            <mark key={index} className="rounded-sm bg-amber-200 text-black dark:bg-amber-300">
              {piece.text}
            </mark>
          ) : (
            <span key={index}>{piece.text}</span>
          ),
        )}
      </div>
    </div>
  );
}

/** The sources that could not be read, each with why. */
function SkippedSources({ id, skippedSources }: { id: string; skippedSources: PlagiarismCheckResult['skippedSources'] }) {
  return (
    <section className="space-y-2 rounded-md border border-border p-3" aria-labelledby={`${id}-skipped`}>
      <h3 id={`${id}-skipped`} className="font-semibold">
        Skipped sources
      </h3>
      <p className="text-sm text-muted-foreground">These could not be read, so they were not compared.</p>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {skippedSources.map((skipped, index) => (
          <li key={index} className="break-words">
            <span className="font-medium break-all">{skipped.source}</span>: {skipped.reason}
          </li>
        ))}
      </ul>
    </section>
  );
}
