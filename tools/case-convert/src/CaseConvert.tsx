import { Button, Label, Textarea, downloadTextFile, toast, useCopy } from '@toolnest/ui';
import Copy from 'lucide-react/icons/copy';
import Download from 'lucide-react/icons/download';
import Eraser from 'lucide-react/icons/eraser';
import { useId, useState } from 'react';
import { CASES, textStats, type CaseFunction } from './logic';

// The page module (the package's "." export, loaded lazily by the site): the tool, its article and page meta.
export { Article, pageDescription } from './article';

export const DOWNLOAD_FILENAME = 'converted-text.txt';

const isBlank = (text: string) => text.trim() === '';

export interface CaseConvertProps {
  /** Text to start with (stories, embeds); the page starts empty. */
  initialText?: string;
}

/** The Case Convert tool: one text area converted in place by the seven case buttons. */
export function CaseConvert({ initialText = '' }: CaseConvertProps) {
  const [text, setText] = useState(initialText);
  const copy = useCopy();
  const inputId = useId();
  const statsId = useId();
  // A live count under the text, as convertcase.net shows one.
  const { characters, words } = textStats(text);

  const convert = (fn: CaseFunction) => {
    if (!isBlank(text)) setText(fn(text));
  };

  const download = () => {
    if (isBlank(text)) {
      toast({ title: 'No text to download', description: 'Please enter some text first.', variant: 'destructive' });
      return;
    }
    downloadTextFile(DOWNLOAD_FILENAME, text);
    toast({ title: 'Downloaded!', description: 'Text file downloaded successfully.' });
  };

  const copyText = () =>
    copy(text, {
      success: { title: 'Copied!', description: 'Text copied to clipboard successfully.' },
      failure: { title: 'Error', description: 'Failed to copy text to clipboard.' },
    });

  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor={inputId}>Your text</Label>
        <Textarea
          id={inputId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Type or paste your text here..."
          rows={10}
          aria-describedby={statsId}
        />
        <p id={statsId} className="text-sm text-muted-foreground">
          Character Count: {characters} | Word Count: {words}
        </p>
      </div>

      <div className="flex flex-wrap gap-2">
        {CASES.map(({ label, convert: fn }) => (
          <Button key={label} variant="secondary" onClick={() => convert(fn)}>
            {label}
          </Button>
        ))}
      </div>

      <div className="flex flex-wrap gap-2">
        <Button onClick={download}>
          <Download aria-hidden="true" />
          Download Text
        </Button>
        <Button variant="outline" onClick={copyText}>
          <Copy aria-hidden="true" />
          Copy to Clipboard
        </Button>
        <Button variant="outline" onClick={() => setText('')}>
          <Eraser aria-hidden="true" />
          Clear
        </Button>
      </div>
    </div>
  );
}

export default CaseConvert;
