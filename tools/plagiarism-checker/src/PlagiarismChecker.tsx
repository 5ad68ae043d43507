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
  const [sources, setSources] = useState<SourceDraft[]>(() => (initial?.sources ?? []).map((source, id) => ({ ...source, id })));
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<{ text: string; result: PlagiarismCheckResult } | undefined>(
    initial?.result ? { text: initial.text, result: initial.result } : undefined,
  );
  const nextId = useRef(sources.length);
  const focusId = useRef<number | null>(null);
  const addTextButton = useRef<HTMLButtonElement>(null);
  const focusAddButton = useRef(false);
  const words = countWords(text);
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

  const check = async (event: FormEvent) => {
    event.preventDefault();
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

  const clearAll = () => {
    setText('');
    setSources([]);
    setReport(undefined);
  };

  return (
    <div className="space-y-6">
      <form className="space-y-6" onSubmit={check} noValidate>
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

        <fieldset className="space-y-4">
          <legend className="font-semibold">
            Sources ({sources.length} of {MAX_SOURCES})
          </legend>
          <p className="text-sm text-muted-foreground">
            Compare your text with up to {MAX_SOURCES} sources: paste a text, or give the address of a web page for our server to fetch.
          </p>
          {sources.map((source, index) => (
            <div key={source.id} className="flex items-end gap-2">
              <Field label={`Source ${index + 1}: ${KIND_LABEL[source.kind]}`} className="min-w-0 flex-1">
                {source.kind === 'text' ? (
                  <Textarea
                    ref={focusIfNew(source.id)}
                    value={source.value}
                    onChange={(event) => setSourceValue(source.id, event.target.value)}
                    placeholder="Paste the source text..."
                    rows={4}
                    dir={textDirection(source.value)}
                    onPaste={directionBeforePaste}
                  />
                ) : (
                  <Input
                    ref={focusIfNew(source.id)}
                    type="url"
                    inputMode="url"
                    value={source.value}
                    onChange={(event) => setSourceValue(source.id, event.target.value)}
                    placeholder="https://example.com/article"
                    autoComplete="off"
                    autoCapitalize="none"
                    spellCheck={false}
                  />
                )}
              </Field>
              <Button type="button" variant="outline" size="icon" aria-label={`Remove source ${index + 1}`} onClick={() => removeSource(source.id)}>
                <X aria-hidden="true" />
              </Button>
            </div>
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

export default PlagiarismChecker;
