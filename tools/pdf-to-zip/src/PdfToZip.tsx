import { Button, downloadBlob, toast } from '@toolnest/ui';
import { FileDrop, formatFileSize } from '@toolnest/ui/file-drop';
import { Progress } from '@toolnest/ui/progress';
import { useWorkerTask, type WorkerTaskOptions } from '@toolnest/ui/worker-task';
import FileArchive from 'lucide-react/icons/file-archive';
import FileText from 'lucide-react/icons/file-text';
import X from 'lucide-react/icons/x';
import { memo, useCallback, useId, useMemo, useRef, useState } from 'react';
import { UnreadableFileError, readSources, sortOutPdfs } from './files';
import {
  ARCHIVE_NAME,
  NON_PDF_WARNING,
  NO_FILES_MESSAGE,
  SUCCESS_TITLE,
  TOO_BIG_MESSAGE,
  fitsInZip,
  successMessage,
  uniqueNames,
  type ZipSource,
} from './logic';

// The page module (the package's "." export, loaded lazily by the site): the tool, its article and page meta.
export { Article, pageDescription } from './article';

/** The picker offers PDFs only; what is dropped is checked by its bytes as well. */
const ACCEPT = ['.pdf', 'application/pdf'];

const zipTask: WorkerTaskOptions<ZipSource[], Blob> = {
  worker: () => new Worker(new URL('./zip.worker.ts', import.meta.url), { type: 'module' }),
  // No main-thread fallback: 100 MB zipped there would freeze the page, and fflate would weigh on the page's
  // chunk (its 20 kB budget holds the worker already). Every browser the site supports has module workers.
  noWorkerMessage: 'this browser cannot build it in the background.',
  // Moved, not copied: 100 MB cloned would be a long task on the page and twice the memory.
  transfer: (sources) => sources.map((source) => source.data.buffer as ArrayBuffer),
};

const showError = (description: string) => toast({ title: 'Error', description, variant: 'destructive' });

/** Resolves in a task of its own, so what follows does not lengthen the task that awaited it. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

interface Picked {
  id: number;
  file: File;
}

// Keys for the list: file names repeat, so each chosen file gets a number of its own.
let lastId = 0;
const withIds = (files: readonly File[]): Picked[] => files.map((file) => ({ id: ++lastId, file }));

export interface PdfToZipProps {
  /** Files to start with (stories); the page starts with none. They are taken as PDFs, unchecked. */
  initialFiles?: readonly File[];
}

/** The PDF to ZIP tool: choose or drop PDFs, check the list, and save them all as pdfs.zip. */
export function PdfToZip({ initialFiles = [] }: PdfToZipProps) {
  const files = usePickedFiles(initialFiles);
  const { picked, checking, choose, remove } = files;
  const { busy, percent, create } = useZipCreation(files);

  return (
    <div className="space-y-4">
      <FileDrop
        label="Choose PDF files"
        accept={ACCEPT}
        multiple
        disabled={busy}
        hint="PDF files only. They stay on your device: the archive is made in your browser."
        onAccept={choose}
        onReject={() => toast({ title: 'Warning', description: NON_PDF_WARNING })}
      />

      <p aria-live="polite" className="text-sm text-muted-foreground empty:hidden">
        {checking > 0 ? `Checking ${checking} ${checking === 1 ? 'file' : 'files'}...` : ''}
      </p>

      {picked.length > 0 ? (
        // The fieldset turns every remove button off at once while busy, so the rows do not re-render.
        <fieldset disabled={busy} className="min-w-0">
          <Selection picked={picked} onRemove={remove} />
        </fieldset>
      ) : null}

      <Button onClick={() => void create()} disabled={busy}>
        <FileArchive aria-hidden="true" />
        {busy ? 'Creating ZIP...' : 'Create ZIP Archive'}
      </Button>

      {busy ? (
        <div className="grid gap-1">
          <Progress value={percent} aria-label={`Creating ${ARCHIVE_NAME}`} />
          <p className="text-sm text-muted-foreground">{percent}%</p>
        </div>
      ) : null}
    </div>
  );
}

/** The files chosen, and the check of each new pick (PDFs kept, anything else warned of) that replaces them. */
function usePickedFiles(initialFiles: readonly File[]) {
  const [picked, setPickedState] = useState<Picked[]>(() => withIds(initialFiles));
  // The selection as of now, for a Create ZIP click that waited for a pick's check (its render's list is older).
  const selection = useRef(picked);
  const setPicked = useCallback((update: (current: Picked[]) => Picked[]) => {
    selection.current = update(selection.current);
    setPickedState(selection.current);
  }, []);
  // A pick whose files are still being checked when a newer pick comes is forgotten.
  const latestPick = useRef(0);
  // How many files of the latest pick are being checked (a browser reads 2,000 files' first bytes in a second or more).
  const [checking, setChecking] = useState(0);

  // The latest pick's check: a click on Create ZIP while it runs (a quick visitor, or one who picked and clicked
  // before the page was live) waits for it and archives those files, rather than finding none.
  const pickChecked = useRef<Promise<void>>(Promise.resolve());

  const choose = (files: File[]) => {
    const pick = ++latestPick.current;
    setChecking(files.length);
    pickChecked.current = sortOutPdfs(files).then(({ pdfs, others }) => {
      if (pick !== latestPick.current) return;
      setChecking(0);
      if (others.length > 0) toast({ title: 'Warning', description: NON_PDF_WARNING });
      // Picking replaces the selection; a pick with no PDF at all leaves it as it was.
      if (pdfs.length > 0) setPicked(() => withIds(pdfs));
    });
  };

  const remove = useCallback((id: number) => setPicked((current) => current.filter((entry) => entry.id !== id)), [setPicked]);

  // The files a Create ZIP click archives: the selection once the latest pick's check is done.
  const checkedFiles = async () => {
    await pickChecked.current;
    return selection.current.map((entry) => entry.file);
  };

  return { picked, checking, choose, remove, checkedFiles };
}

/** Create ZIP: the selected files read, zipped in the worker and downloaded, one progress bar over both. */
function useZipCreation({ checkedFiles }: Pick<ReturnType<typeof usePickedFiles>, 'checkedFiles'>) {
  // Reading the files comes before the worker's part; both show on one bar, each as half of it.
  const [reading, setReading] = useState(false);
  const [percent, setPercent] = useState(0);
  const task = useWorkerTask(zipTask);
  const busy = reading || task.busy;

  const create = async () => {
    // Busy from the click on (the button turns off, so a second click is not a second archive), then after the
    // latest pick's check, with the selection as it is now.
    setPercent(0);
    setReading(true);
    const files = await checkedFiles();
    const problem = files.length === 0 ? NO_FILES_MESSAGE : fitsInZip(files.map(({ name, size }) => ({ name, size }))) ? null : TOO_BIG_MESSAGE;
    if (problem) {
      setReading(false);
      return showError(problem);
    }

    const total = files.reduce((sum, file) => sum + file.size, 0);
    // Only whole percents re-render, however many files or pieces report.
    const show = (done: number) => setPercent(total === 0 ? 0 : Math.floor((done / (2 * total)) * 100));
    let sources: ZipSource[];
    try {
      let read = 0;
      sources = await readSources(files, (bytes) => show((read += bytes)));
    } catch (error) {
      // No archive, and the selection stays as it was, so the visitor can fix the file and try again.
      showError(error instanceof UnreadableFileError ? error.message : String(error));
      return;
    } finally {
      setReading(false);
    }
    const outcome = await task.start(sources, { onProgress: ({ done }) => show(total + done) });
    if (outcome.status === 'failed') showError(`Could not create ${ARCHIVE_NAME}: ${outcome.message}`);
    if (outcome.status !== 'done') return;
    // The page's update, the download's start and the first notice each take a task: one after the other
    // in the worker's reply, they could add up to a task long enough to be felt.
    await nextTask();
    downloadBlob(ARCHIVE_NAME, outcome.value);
    await nextTask();
    toast({ title: SUCCESS_TITLE, description: successMessage(files.length) });
  };

  return { busy, percent, create };
}

interface SelectionProps {
  picked: readonly Picked[];
  onRemove: (id: number) => void;
}

/**
 * The selected files, each with its size and a remove button; the list scrolls past a maximum height.
 * Memoised (and turned off by its fieldset), so neither the progress bar's updates nor the busy state
 * re-render 2,000 rows.
 */
const Selection = memo(function Selection({ picked, onRemove }: SelectionProps) {
  const headingId = useId();
  const entryNames = useMemo(() => uniqueNames(picked.map(({ file }) => file.name)), [picked]);
  const totalSize = picked.reduce((sum, { file }) => sum + file.size, 0);
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h2 id={headingId} className="text-base font-semibold">
        Selected files ({picked.length}, {formatFileSize(totalSize)})
      </h2>
      <ul className="max-h-80 divide-y divide-border overflow-y-auto rounded-md border border-border px-3">
        {picked.map(({ id, file }, index) => (
          // Laid out in full: with content-visibility:auto, 2,000 rows took 3.2 s to draw their first frame, not 0.4 s.
          <li key={id} className="flex items-center gap-3 py-2">
            <FileText aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium [overflow-wrap:anywhere]">{file.name}</p>
              <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
                {formatFileSize(file.size)}
                {entryNames[index] !== file.name ? ` · saved as ${entryNames[index]}` : ''}
              </p>
            </div>
            <Button variant="ghost" size="icon" aria-label={`Remove ${file.name}`} onClick={() => onRemove(id)}>
              <X aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
});

export default PdfToZip;
