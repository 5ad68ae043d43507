import { formatCount } from '@toolnest/tool-kit/text';
import { Button, Textarea, directionBeforePaste, textDirection, toast } from '@toolnest/ui';
import { Field } from '@toolnest/ui/field';
import { useWorkerTask, type WorkerTaskOptions } from '@toolnest/ui/worker-task';
import DiffIcon from 'lucide-react/icons/diff';
import Eraser from 'lucide-react/icons/eraser';
import { useDeferredValue, useId, useMemo, useState, type ReactNode } from 'react';
import { EDIT_CAP, isBlankText, textStats, type CompareInput, type DiffView, type ViewPiece } from './logic';

// The page module (the package's "." export, loaded lazily by the site): the tool, its article and page meta.
export { Article, pageDescription } from './article';

// Module-level, as useWorkerTask reads its options once. Every compare runs in the module worker, whatever the
// texts' length: the page's own chunk then carries no diff code (the worker has it), which keeps the page within
// its 12 kB budget with the worker counted. A worker's start-up hides inside the 100 ms that 'Comparing...'
// shows at the least, and module workers are in every browser the site's build targets.
const diffTask: WorkerTaskOptions<CompareInput, DiffView> = {
  worker: () => new Worker(new URL('./text-diff.worker.ts', import.meta.url), { type: 'module' }),
  noWorkerMessage: 'This browser cannot compare texts in the background. Please try a current browser.',
  minBusyMs: 100,
};

// One fixed locale, so the prerendered page and the browser print the same digits ("12,345").
const count = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

export interface TextDiffProps {
  /** Texts to start with (stories, embeds); the page starts empty. */
  initialOriginal?: string;
  initialChanged?: string;
}

/**
 * The Text Diff tool: two texts, Compare and Clear All, and the comparison with removed words struck
 * through (`<del>`) and added words underlined (`<ins>`). Editing either text after a compare ends a
 * compare still running and clears the result, so a comparison never stands beside texts it was not made from.
 */
export function TextDiff({ initialOriginal = '', initialChanged = '' }: TextDiffProps) {
  const [original, setOriginal] = useState(initialOriginal);
  const [changed, setChanged] = useState(initialChanged);
  const [result, setResult] = useState<DiffView | null>(null);
  const task = useWorkerTask(diffTask);

  const edit = (set: (text: string) => void) => (text: string) => {
    // The newer input wins: a compare still running on the old texts is ended, and the old result goes.
    task.cancel();
    setResult(null);
    set(text);
  };

  const compare = async () => {
    if (isBlankText(original) || isBlankText(changed)) return;
    const outcome = await task.start({ original, changed });
    if (outcome.status === 'superseded') return;
    if (outcome.status === 'failed') {
      // The worker itself failed (out of memory, say); the tool has no message of its own for this.
      toast({ title: 'Error', description: outcome.message, variant: 'destructive' });
      return;
    }
    setResult(outcome.value);
  };

  const clearAll = () => {
    task.cancel();
    setResult(null);
    setOriginal('');
    setChanged('');
  };

  // Disabled while either text is blank or while comparing.
  const canCompare = !task.busy && !isBlankText(original) && !isBlankText(changed);

  return (
    <div className="space-y-4">
      <div className="grid gap-4 md:grid-cols-2">
        <TextBox label="Original text" value={original} onChange={edit(setOriginal)} placeholder="Paste the original text here..." />
        <TextBox label="Changed text" value={changed} onChange={edit(setChanged)} placeholder="Paste the changed text here..." />
      </div>

      <div className="flex flex-wrap gap-2">
        <Button onClick={compare} disabled={!canCompare}>
          <DiffIcon aria-hidden="true" />
          {task.busy ? 'Comparing...' : 'Compare'}
        </Button>
        <Button variant="outline" onClick={clearAll}>
          <Eraser aria-hidden="true" />
          Clear All
        </Button>
      </div>

      <Comparison result={result} busy={task.busy} />
    </div>
  );
}

/** One of the two texts, with its word and character counts under it (read out with the box). */
function TextBox({ label, value, onChange, placeholder }: { label: string; value: string; onChange: (text: string) => void; placeholder: string }) {
  // Typing renders first; the counts catch up when the browser is free, so a 10 MB paste never holds a keystroke.
  const counted = useDeferredValue(value);
  const { words, characters } = useMemo(() => textStats(counted), [counted]);
  return (
    <Field label={label} hint={`${count(words, 'word', 'words')}, ${count(characters, 'character', 'characters')}`}>
      <Textarea
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        rows={10}
        // dir="auto" shows right-to-left text the right way round; textDirection and directionBeforePaste spare
        // Chromium its cost on long texts (a 10 MB paste into a dir="auto" box would freeze the page).
        dir={textDirection(value)}
        onPaste={directionBeforePaste}
      />
    </Field>
  );
}

/** The summary line: what changed, in words. */
function summary({ added, removed, identical }: DiffView): string {
  if (identical) return 'The texts are identical.';
  if (added === 0 && removed === 0) return 'No words changed; only spaces or line breaks differ.';
  return `${count(added, 'word', 'words')} added, ${count(removed, 'word', 'words')} removed.`;
}

const insertClass = 'rounded-sm bg-emerald-100 text-emerald-950 underline decoration-2 underline-offset-2 dark:bg-emerald-900 dark:text-emerald-50';
const deleteClass = 'rounded-sm bg-rose-100 text-rose-950 line-through decoration-2 dark:bg-rose-950 dark:text-rose-50';

/** The comparison: a status line always present, so screen readers hear each new summary; the text once there is a result. */
function Comparison({ result, busy }: { result: DiffView | null; busy: boolean }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} aria-busy={busy} className="space-y-3">
      <h2 id={headingId} className="sr-only">
        Comparison
      </h2>
      <p role="status" className="text-sm font-medium text-foreground">
        {result ? summary(result) : ''}
      </p>
      {result && !result.minimal ? (
        <p className="text-sm text-muted-foreground">
          These texts differ in more than {formatCount(EDIT_CAP)} words, so the search for the fewest changes stopped early:
          every change shown is real, but some words may be shown as removed and added although both texts have them.
        </p>
      ) : null}
      {result && !result.identical ? (
        <>
          <p className="text-sm text-muted-foreground">
            <span className={deleteClass}>Removed words</span> are struck through; <span className={insertClass}>added words</span> are underlined.
          </p>
          <div className="rounded-md border border-border bg-background p-3 text-sm leading-relaxed whitespace-pre-wrap text-foreground [overflow-wrap:anywhere]">
            {result.pieces.map((piece, index) => (
              <Piece key={index} piece={piece} />
            ))}
          </div>
          {result.hiddenChanges > 0 ? (
            <p className="text-sm text-muted-foreground">
              The comparison is too long to show in full: {count(result.hiddenChanges, 'more change is', 'more changes are')} not shown. The
              counts above cover both whole texts.
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

/** Whitespace made visible, for a change that is only whitespace: · a space, → a tab, ↵ a line break (CR LF is one). */
function visibleWhitespace(text: string, keepLineBreaks: boolean): ReactNode {
  const glyphs = text.replace(/\r\n|\s/g, (space) => (space === '\t' ? '→' : /[\r\n\u2028\u2029]/.test(space) ? '↵' : '·'));
  return (
    <>
      <span aria-hidden="true">{glyphs}</span>
      <span className="sr-only">{/[\r\n\u2028\u2029]/.test(text) ? 'line break' : 'space'}</span>
      {/* An added line break also breaks the line, so the comparison reads like the changed text. */}
      {keepLineBreaks ? text.replace(/[^\n]/g, '') : null}
    </>
  );
}

function Piece({ piece }: { piece: ViewPiece }) {
  switch (piece.type) {
    case 'equal':
      return piece.text;
    case 'skip':
      return (
        <span className="my-1 block text-xs text-muted-foreground italic">
          … {piece.words === 0 ? 'unchanged spacing' : count(piece.words, 'unchanged word', 'unchanged words')} …
        </span>
      );
    case 'insert':
    case 'delete': {
      const inserted = piece.type === 'insert';
      // Screen readers announce <ins> and <del> unevenly: a hidden word says which it is.
      const content = (
        <>
          <span className="sr-only">{inserted ? '[added: ' : '[removed: '}</span>
          {isBlankText(piece.text) ? visibleWhitespace(piece.text, inserted) : piece.text}
          <span className="sr-only">]</span>
        </>
      );
      return inserted ? <ins className={insertClass}>{content}</ins> : <del className={deleteClass}>{content}</del>;
    }
  }
}

export default TextDiff;
