import { Button, Textarea, cn, toast } from '@toolnest/ui';
import { CopyButton } from '@toolnest/ui/copy-button';
import { Field } from '@toolnest/ui/field';
import { useWorkerTask, type WorkerTaskOptions } from '@toolnest/ui/worker-task';
import Braces from 'lucide-react/icons/braces';
import CircleCheck from 'lucide-react/icons/circle-check';
import Eraser from 'lucide-react/icons/eraser';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import Minimize2 from 'lucide-react/icons/minimize-2';
import { useId, useState } from 'react';
import { processJson, type DuplicateKey, type JsonMode, type JsonResult, type JsonSyntaxError, type JsonTask } from './logic';

// The page module (the package's "." export, loaded lazily by the site): the tool, its article and page meta.
export { Article, pageDescription, pageTitle } from './article';

/** Inputs shorter than this are handled on the main thread: a few milliseconds, less than a worker's start-up. */
export const INLINE_LIMIT = 100_000;

// Module-level, as useWorkerTask reads its options once.
const jsonTask: WorkerTaskOptions<JsonTask, JsonResult> = {
  worker: () => new Worker(new URL('./json-formatter.worker.ts', import.meta.url), { type: 'module' }),
  run: processJson,
  inline: ({ text }) => text.length < INLINE_LIMIT,
};

const SAMPLE_PLACEHOLDER = '{"name": "Ada Lovelace", "born": 1815, "languages": ["en", "fr"], "notes": null}';

// The notices, word for word (docs/tools/json-formatter.md).
const BLANK: Record<JsonMode, string> = {
  format: 'Please enter JSON to format.',
  minify: 'Please enter JSON to minify.',
  validate: 'Please enter JSON to validate.',
};
const DONE: Record<JsonMode, { title: string; description: string }> = {
  format: { title: 'Success!', description: 'JSON is valid and has been formatted.' },
  minify: { title: 'Success!', description: 'JSON has been minified.' },
  validate: { title: 'Valid JSON', description: 'The JSON is valid!' },
};
const COPY_NOTICES = {
  success: { title: 'Copied!', description: 'Formatted JSON copied to clipboard.' },
  failure: { title: 'Error', description: 'Failed to copy to clipboard.' },
};
const BUSY_LABEL: Record<JsonMode, string> = { format: 'Formatting...', minify: 'Minifying...', validate: 'Validating...' };

/**
 * The most of a result the output box shows. Chromium lays out a text box's lines on the main thread, about
 * 100 µs a line: a 10 MB document formatted is a million lines, which held the page for over a minute. A
 * longer result is shown up to a line break before this, and Copy copies all of it.
 */
export const OUTPUT_PREVIEW_LIMIT = 500_000;

/** What the output box shows of a result: all of it, or its start up to a line break. */
function previewOf(text: string): string {
  if (text.length <= OUTPUT_PREVIEW_LIMIT) return text;
  const lineEnd = text.lastIndexOf('\n', OUTPUT_PREVIEW_LIMIT);
  return text.slice(0, lineEnd > 0 ? lineEnd : OUTPUT_PREVIEW_LIMIT);
}

// Not tool-kit's formatCount: importing it brings tool-kit's text chunk into this tool's, past its 15 kB budget.
const count = (n: number) => n.toLocaleString('en-US');

/** At most this many duplicate keys are listed; a count says how many more there are. */
const MAX_LISTED_DUPLICATES = 100;

/** Unset at start; valid or invalid after an action; unset again when the input changes. */
type Validity = 'unset' | 'valid' | 'invalid';

export interface JsonFormatterProps {
  /** JSON to start with (stories, embeds); the page starts empty. */
  initialInput?: string;
}

/** The JSON Formatter: Format JSON, Minify JSON and Validate JSON over the input, the result read-only below. */
export function JsonFormatter({ initialInput = '' }: JsonFormatterProps) {
  const { input, output, validity, error, duplicates, running, busy, edit, act, clearAll } = useJsonFormatter(initialInput);
  const statusId = useId();

  return (
    <div className="space-y-4">
      <Field label="Input JSON">
        <Textarea
          value={input}
          onChange={(event) => edit(event.target.value)}
          placeholder={SAMPLE_PLACEHOLDER}
          rows={10}
          spellCheck={false}
          // JSON reads left to right whatever its strings hold; a fixed direction also spares the browser
          // dir="auto"'s cost on a 10 MB paste.
          dir="ltr"
          aria-describedby={validity === 'unset' ? undefined : statusId}
          aria-invalid={validity === 'invalid' || undefined}
          className="font-mono"
        />
      </Field>
      {validity !== 'unset' && <CheckStatus id={statusId} validity={validity} error={error} duplicates={duplicates} />}

      <Actions running={busy ? running : null} onAct={(mode) => void act(mode)} output={output} onClear={clearAll} />

      <OutputField output={output} busy={busy} />
    </div>
  );
}

/** The page's state: the input, the last result and check, and the job under way; and what the buttons do. */
function useJsonFormatter(initialInput: string) {
  const [input, setInput] = useState(initialInput);
  const [output, setOutput] = useState('');
  const [validity, setValidity] = useState<Validity>('unset');
  // What the last check found: the first error of an invalid input, the duplicate keys of a validated one.
  const [error, setError] = useState<JsonSyntaxError | null>(null);
  const [duplicates, setDuplicates] = useState<DuplicateKey[]>([]);
  const [running, setRunning] = useState<JsonMode | null>(null);
  const task = useWorkerTask(jsonTask);

  const forgetChecks = () => {
    setValidity('unset');
    setError(null);
    setDuplicates([]);
  };

  const edit = (text: string) => {
    // The newer input wins: a job still running on the old one is ended, and its result never shown.
    task.cancel();
    setRunning(null);
    setInput(text);
    forgetChecks();
  };

  const act = async (mode: JsonMode) => {
    if (input.trim() === '') {
      toast({ title: 'Error', description: BLANK[mode], variant: 'destructive' });
      return;
    }
    setRunning(mode);
    const outcome = await task.start({ mode, text: input });
    if (outcome.status === 'superseded') return;
    setRunning(null);
    if (outcome.status === 'failed') {
      // The worker itself failed (out of memory, say): not a verdict on the JSON.
      if (mode !== 'validate') setOutput('');
      toast({ title: 'Error', description: outcome.message, variant: 'destructive' });
      return;
    }
    const result = outcome.value;
    if (result.status === 'invalid') {
      setValidity('invalid');
      setError(result.error);
      setDuplicates([]);
      if (mode !== 'validate') setOutput('');
      toast({ title: 'Invalid JSON', description: result.error.message || 'The input is not valid JSON.', variant: 'destructive' });
      return;
    }
    setValidity('valid');
    setError(null);
    if (result.status === 'too-large') {
      setOutput('');
      toast({ title: 'Error', description: result.message, variant: 'destructive' });
      return;
    }
    if (mode === 'validate') setDuplicates(result.duplicates);
    else setOutput(result.text);
    toast(DONE[mode]);
  };

  const clearAll = () => {
    task.cancel();
    setRunning(null);
    setInput('');
    setOutput('');
    forgetChecks();
  };

  const busy = task.busy && running !== null;
  return { input, output, validity, error, duplicates, running, busy, edit, act, clearAll };
}

/** The verdict under the input once checked: valid or not, the first error, the duplicate keys. */
function CheckStatus({ id, validity, error, duplicates }: { id: string; validity: Validity; error: JsonSyntaxError | null; duplicates: DuplicateKey[] }) {
  return (
    <div id={id} className="-mt-2 space-y-1 text-sm">
      <p className={cn('font-medium', validity === 'valid' ? 'text-green-700 dark:text-green-400' : 'text-red-700 dark:text-red-300')}>
        {validity === 'valid' ? '✓ Valid JSON' : '✗ Invalid JSON'}
      </p>
      {error && <p>{error.message}</p>}
      {duplicates.length > 0 && <DuplicateKeys duplicates={duplicates} />}
    </div>
  );
}

interface ActionsProps {
  /** The action under way in the background, or null when none is. */
  running: JsonMode | null;
  onAct: (mode: JsonMode) => void;
  output: string;
  onClear: () => void;
}

/** The three actions, Copy and Clear All, and the busy notice. */
function Actions({ running, onAct, output, onClear }: ActionsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={() => onAct('format')}>
        <Braces aria-hidden="true" />
        Format JSON
      </Button>
      <Button variant="secondary" onClick={() => onAct('minify')}>
        <Minimize2 aria-hidden="true" />
        Minify JSON
      </Button>
      <Button variant="secondary" onClick={() => onAct('validate')}>
        <CircleCheck aria-hidden="true" />
        Validate JSON
      </Button>
      <CopyButton text={output} notices={COPY_NOTICES} />
      <Button variant="outline" onClick={onClear}>
        <Eraser aria-hidden="true" />
        Clear All
      </Button>
      {/* Announced while a large input is worked on in the background; typing stays live meanwhile. */}
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        {running && (
          <>
            <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
            {BUSY_LABEL[running]}
          </>
        )}
      </p>
    </div>
  );
}

/** The result, read-only: a long one cut short at a line break, with a note saying so. */
function OutputField({ output, busy }: { output: string; busy: boolean }) {
  const shown = previewOf(output);
  return (
    <Field
      label="Formatted Output"
      hint={
        shown.length < output.length
          ? `The result has ${count(output.length)} characters, too many to show: here are the first ${count(shown.length)}. Copy copies all of it.`
          : undefined
      }
    >
      <Textarea
        value={shown}
        readOnly
        placeholder="Formatted JSON will appear here..."
        rows={14}
        spellCheck={false}
        dir="ltr"
        aria-busy={busy || undefined}
        className="font-mono"
      />
    </Field>
  );
}

/** Validate's warnings: each repeated key, where it is, and where its object first had it. */
function DuplicateKeys({ duplicates }: { duplicates: DuplicateKey[] }) {
  const listed = duplicates.slice(0, MAX_LISTED_DUPLICATES);
  const more = duplicates.length - listed.length;
  return (
    <div className="rounded-md border border-border bg-muted px-3 py-2 text-foreground">
      <p className="font-medium">
        {duplicates.length === 1 ? '1 duplicate key' : `${count(duplicates.length)} duplicate keys`}: most programs keep only the
        last value of a repeated key.
      </p>
      <ul aria-label="Duplicate keys" className="mt-1 list-disc space-y-0.5 ps-5 break-all">
        {listed.map(({ written, line, column, first, offset }) => (
          <li key={offset}>
            <code>{written}</code> at line {line}, column {column} (first at line {first.line}, column {first.column})
          </li>
        ))}
      </ul>
      {more > 0 && <p className="mt-1">…and {count(more)} more.</p>}
    </div>
  );
}

export default JsonFormatter;
