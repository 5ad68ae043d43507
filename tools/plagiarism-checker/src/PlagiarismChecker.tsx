import { apiRequest, serverMessageOr } from '@toolnest/api-client';
import type { PlagiarismCheckBody, PlagiarismCheckResult, PlagiarismSource } from './schemas';
import { Button, directionBeforePaste, Input, Textarea, textDirection, toast } from '@toolnest/ui';
import { Field } from '@toolnest/ui/field';
import FileSearch from 'lucide-react/icons/file-search';
import Link from 'lucide-react/icons/link';
import Plus from 'lucide-react/icons/plus';
import X from 'lucide-react/icons/x';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { countWords, FAILURE_MESSAGE, MAX_SOURCES, textProblem } from './logic';
import { PlagiarismReport } from './PlagiarismReport';

// The page module (the package's "." export, loaded lazily by the site): the tool, its article and page meta.
export { Article, pageDescription } from './article';

export const PLAGIARISM_CHECK_URL = '/api/plagiarism-check';

interface SourceDraft extends PlagiarismSource {
  id: number;
}

const KIND_LABEL: Record<PlagiarismSource['kind'], string> = { text: 'pasted text', url: 'web page address' };

export interface PlagiarismCheckerProps {
  /** A text, sources and report to start with (stories); the page starts empty. */
  initial?: { text: string; sources?: PlagiarismSource[]; result?: PlagiarismCheckResult };
}

/** The Plagiarism Checker: a text and up to 10 sources in, the server's originality report out. */
export function PlagiarismChecker({ initial }: PlagiarismCheckerProps) {
  const [text, setText] = useState(initial?.text ?? '');
  const sourceList = useSourceList(initial?.sources ?? []);
  const { busy, report, check, clearReport } = usePlagiarismCheck(initial);
  const words = countWords(text);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void check(text, sourceList.sources);
  };

  const clearAll = () => {
    setText('');
    sourceList.clear();
    clearReport();
  };

  return (
    <div className="space-y-6">
      <form className="space-y-6" onSubmit={submit} noValidate>
        <Field label="Text to check" hint={`Words: ${words}`}>
          <Textarea
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Paste or type the text you want to check for plagiarism..."
            rows={8}
            dir={textDirection(text)}
            onPaste={directionBeforePaste}
          />
        </Field>

        <SourcesFieldset {...sourceList} />

        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={busy}>
            <FileSearch aria-hidden="true" />
            {busy ? 'Scanning...' : 'Check for Plagiarism'}
          </Button>
          <Button type="button" variant="outline" onClick={clearAll}>
            Clear All
          </Button>
        </div>
      </form>

      <div aria-live="polite">{report ? <PlagiarismReport text={report.text} result={report.result} /> : null}</div>
    </div>
  );
}

/** The check sent to the server: whether it is under way, and the report it gave. */
function usePlagiarismCheck(initial: PlagiarismCheckerProps['initial']) {
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<{ text: string; result: PlagiarismCheckResult } | undefined>(
    initial?.result ? { text: initial.text, result: initial.result } : undefined,
  );

  const check = async (text: string, sources: SourceDraft[]) => {
    const problem = textProblem(text);
    if (problem) {
      toast({ title: 'Error', description: problem, variant: 'destructive' });
      return;
    }
    // Boxes left blank are sources not given.
    const body: PlagiarismCheckBody = {
      text,
      sources: sources.filter((source) => source.value.trim() !== '').map(({ kind, value }) => ({ kind, value })),
    };
    setBusy(true);
    setReport(undefined);
    try {
      const response = await apiRequest('POST', PLAGIARISM_CHECK_URL, body);
      setReport({ text, result: (await response.json()) as PlagiarismCheckResult });
    } catch (error) {
      toast({ title: 'Error', description: serverMessageOr(error, FAILURE_MESSAGE), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return { busy, report, check, clearReport: () => setReport(undefined) };
}

/** The sources being written: added, edited and removed, with the keyboard focus kept in a sensible place. */
function useSourceList(initialSources: PlagiarismSource[]) {
  const [sources, setSources] = useState<SourceDraft[]>(() => initialSources.map((source, id) => ({ ...source, id })));
  const nextId = useRef(sources.length);
  const focusId = useRef<number | null>(null);
  const addTextButton = useRef<HTMLButtonElement>(null);
  const focusAddButton = useRef(false);
  const full = sources.length >= MAX_SOURCES;

  const addSource = (kind: PlagiarismSource['kind']) => {
    if (full) return;
    const id = nextId.current++;
    focusId.current = id;
    setSources((current) => [...current, { id, kind, value: '' }]);
  };
  const removeSource = (id: number) => {
    setSources((current) => current.filter((source) => source.id !== id));
    focusAddButton.current = true;
  };
  // The Remove button pressed is gone: keep the keyboard user's place in the sources section (after
  // the render, when Add Pasted Text is enabled again).
  useEffect(() => {
    if (!focusAddButton.current) return;
    focusAddButton.current = false;
    addTextButton.current?.focus();
  }, [sources]);
  const setSourceValue = (id: number, value: string) =>
    setSources((current) => current.map((source) => (source.id === id ? { ...source, value } : source)));
  /** A newly added source's box takes the focus once it exists. */
  const focusIfNew = (id: number) => (element: HTMLElement | null) => {
    if (element && focusId.current === id) {
      focusId.current = null;
      element.focus();
    }
  };

  return { sources, full, addTextButton, addSource, removeSource, setSourceValue, focusIfNew, clear: () => setSources([]) };
}

type SourcesFieldsetProps = Omit<ReturnType<typeof useSourceList>, 'clear'>;

/** The sources section: one row per source, then the two Add buttons (disabled once there are 10). */
function SourcesFieldset({ sources, full, addTextButton, addSource, removeSource, setSourceValue, focusIfNew }: SourcesFieldsetProps) {
  return (
    <fieldset className="space-y-4">
      <legend className="font-semibold">
        Sources ({sources.length} of {MAX_SOURCES})
      </legend>
      <p className="text-sm text-muted-foreground">
        Compare your text with up to {MAX_SOURCES} sources: paste a text, or give the address of a web page for our server to fetch.
      </p>
      {sources.map((source, index) => (
        <SourceRow
          key={source.id}
          source={source}
          index={index}
          boxRef={focusIfNew(source.id)}
          onChange={(value) => setSourceValue(source.id, value)}
          onRemove={() => removeSource(source.id)}
        />
      ))}
      <div className="flex flex-wrap gap-2">
        <Button ref={addTextButton} type="button" variant="outline" onClick={() => addSource('text')} disabled={full}>
          <Plus aria-hidden="true" />
          Add Pasted Text
        </Button>
        <Button type="button" variant="outline" onClick={() => addSource('url')} disabled={full}>
          <Link aria-hidden="true" />
          Add URL
        </Button>
      </div>
    </fieldset>
  );
}

interface SourceRowProps {
  source: SourceDraft;
  index: number;
  boxRef: (element: HTMLElement | null) => void;
  onChange: (value: string) => void;
  onRemove: () => void;
}

/** One source: a text box for pasted text or an address box for a web page, and its Remove button. */
function SourceRow({ source, index, boxRef, onChange, onRemove }: SourceRowProps) {
  return (
    <div className="flex items-end gap-2">
      <Field label={`Source ${index + 1}: ${KIND_LABEL[source.kind]}`} className="min-w-0 flex-1">
        {source.kind === 'text' ? (
          <Textarea
            ref={boxRef}
            value={source.value}
            onChange={(event) => onChange(event.target.value)}
            placeholder="Paste the source text..."
            rows={4}
            dir={textDirection(source.value)}
            onPaste={directionBeforePaste}
          />
        ) : (
          <Input
            ref={boxRef}
            type="url"
            inputMode="url"
            value={source.value}
            onChange={(event) => onChange(event.target.value)}
            placeholder="https://example.com/article"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
          />
        )}
      </Field>
      <Button type="button" variant="outline" size="icon" aria-label={`Remove source ${index + 1}`} onClick={onRemove}>
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}

export default PlagiarismChecker;
