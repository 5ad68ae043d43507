import Upload from 'lucide-react/icons/upload';
import { useId, useState, type DragEvent, type ReactNode } from 'react';
import { Button } from './button';
import { cn } from '../lib/cn';
import { ErrorText } from './field';

export interface FileRejection {
  file: File;
  /** A sentence naming the file and the rule it broke. */
  reason: string;
}

export interface FileRules {
  /** Extensions ('.pdf') and/or MIME types ('application/pdf', 'image/*'); any file when empty. */
  accept?: readonly string[];
  multiple?: boolean;
  /** Bytes per file. */
  maxFileSize?: number;
  /** Bytes for all the files of one pick or drop together. */
  maxTotalSize?: number;
}

export interface FileDropProps extends FileRules {
  /** The file input's label, shown as its button ("Choose PDF files"). */
  label: string;
  /** Files that passed the rules, in the order given; called only when there are some. */
  onAccept?: (files: File[]) => void;
  /** Files that did not, each with its reason; called only when there are some. */
  onReject?: (rejections: FileRejection[]) => void;
  /** Guidance under the button; a summary of the rules when left out. */
  hint?: ReactNode;
  disabled?: boolean;
  className?: string;
}

const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** A size in Bytes, KB, MB or GB (base 1024) with up to 2 decimals, as the page shows selected files. */
export function formatFileSize(bytes: number): string {
  const exponent = bytes > 0 ? Math.min(UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024))) : 0;
  return `${Number((bytes / 1024 ** exponent).toFixed(2))} ${UNITS[exponent]}`;
}

/** Whether a file matches one of the accept entries, as the file input's own `accept` reads them. */
export function isAccepted(file: File, accept: readonly string[] = []): boolean {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((entry) => {
    const rule = entry.trim().toLowerCase();
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

/** Splits files into accepted and rejected ones: type first, then size per file, then the running total. */
export function checkFiles(files: readonly File[], { accept = [], multiple = false, maxFileSize, maxTotalSize }: FileRules) {
  const accepted: File[] = [];
  const rejected: FileRejection[] = [];
  let total = 0;
  for (const file of files) {
    const reason =
      !multiple && accepted.length > 0
        ? `${file.name} was left out: choose one file at a time.`
        : !isAccepted(file, accept)
          ? `${file.name} is not an accepted file type (${accept.join(', ')}).`
          : maxFileSize !== undefined && file.size > maxFileSize
            ? `${file.name} is ${formatFileSize(file.size)}, over the ${formatFileSize(maxFileSize)} limit per file.`
            : maxTotalSize !== undefined && total + file.size > maxTotalSize
              ? `${file.name} would bring the total to ${formatFileSize(total + file.size)}, over the ${formatFileSize(maxTotalSize)} limit in total.`
              : undefined;
    if (reason) {
      rejected.push({ file, reason });
    } else {
      accepted.push(file);
      total += file.size;
    }
  }
  return { accepted, rejected };
}

function describeRules({ accept = [], maxFileSize, maxTotalSize }: FileRules): string {
  return [
    accept.length > 0 ? `Accepted: ${accept.join(', ')}.` : '',
    maxFileSize !== undefined ? `Up to ${formatFileSize(maxFileSize)} per file.` : '',
    maxTotalSize !== undefined ? `Up to ${formatFileSize(maxTotalSize)} in total.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** Whether files are being dragged over the zone, and the zone's drag and drop handlers; a drop hands its files to `take`. */
function useDropZone(disabled: boolean, take: (list: FileList | null) => void) {
  const [dragging, setDragging] = useState(false);

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    // Always cancelled, so a file dropped here never makes the browser leave the page to open it.
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    if (!disabled) setDragging(true);
  };

  const handlers = {
    onDragEnter: onDragOver,
    onDragOver,
    onDragLeave: (event: DragEvent<HTMLDivElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
    },
    onDrop: (event: DragEvent<HTMLDivElement>) => {
      event.preventDefault();
      setDragging(false);
      if (!disabled) take(event.dataTransfer.files);
    },
  };
  return { dragging, handlers };
}

/** The reasons files were turned away, one per line. */
function RejectionList({ rejections }: { rejections: readonly FileRejection[] }) {
  return (
    // Present from the start so screen readers announce the reasons when they appear.
    <div aria-live="polite">
      {rejections.length > 0 ? (
        <ul className="grid gap-1">
          {rejections.map(({ file, reason }, index) => (
            <li key={`${index}-${file.name}`}>
              <ErrorText>{reason}</ErrorText>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * A drop zone around a real, labelled file input (Tab reaches it; Space or Enter opens the picker).
 * Files stay in the browser: they are checked against the rules and handed to the callbacks, and the
 * reasons for any rejection are shown under the zone.
 */
export function FileDrop({ label, onAccept, onReject, hint, disabled = false, className, ...rules }: FileDropProps) {
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const hintId = `${baseId}-hint`;
  const [rejections, setRejections] = useState<FileRejection[]>([]);
  const guidance = hint ?? describeRules(rules);

  const take = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (files.length === 0) return;
    const { accepted, rejected } = checkFiles(files, rules);
    setRejections(rejected);
    if (accepted.length > 0) onAccept?.(accepted);
    if (rejected.length > 0) onReject?.(rejected);
  };
  const { dragging, handlers } = useDropZone(disabled, take);

  return (
    <div className={cn('grid gap-2', className)}>
      <div
        {...handlers}
        className={cn(
          'flex flex-col items-center justify-center gap-3 rounded-lg border-2 border-dashed border-input p-6 text-center transition-colors',
          dragging && 'border-primary bg-accent',
          disabled && 'cursor-not-allowed',
        )}
      >
        <Upload aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="text-sm text-muted-foreground">
          {disabled ? 'File selection is turned off.' : `Drop ${rules.multiple ? 'files' : 'a file'} here, or`}
        </p>
        <input
          id={inputId}
          type="file"
          // Visually hidden but focusable; its label below is the visible button and shows its focus ring.
          className="peer sr-only"
          accept={rules.accept?.join(',')}
          multiple={rules.multiple}
          disabled={disabled}
          aria-describedby={guidance ? hintId : undefined}
          onChange={(event) => {
            take(event.currentTarget.files);
            // Cleared, so choosing the same file again still reports it.
            event.currentTarget.value = '';
          }}
        />
        <Button
          asChild
          variant="outline"
          className={cn(
            'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
            'peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
          )}
        >
          <label htmlFor={inputId}>{label}</label>
        </Button>
        {guidance ? (
          <p id={hintId} className="text-sm text-muted-foreground">
            {guidance}
          </p>
        ) : null}
      </div>
      <RejectionList rejections={rejections} />
    </div>
  );
}
