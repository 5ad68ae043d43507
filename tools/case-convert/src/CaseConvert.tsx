import { Button, Textarea, downloadTextFile, toast, urlParam, useUrlSettings } from '@toolnest/ui';
import { CopyButton } from '@toolnest/ui/copy-button';
import { Field } from '@toolnest/ui/field';
import Download from 'lucide-react/icons/download';
import Eraser from 'lucide-react/icons/eraser';
import { useState } from 'react';
import { CASES, textStats, type CaseKey } from './logic';

// The page module (the package's "." export, loaded lazily by the site): the tool, its article and page meta.
export { Article, pageDescription } from './article';

export const DOWNLOAD_FILENAME = 'converted-text.txt';

const isBlank = (text: string) => text.trim() === '';

const CASE_KEYS = CASES.map((c) => c.key);
// The last case applied, shown pressed: a shared link or a reload keeps it (the text never goes in the URL).
const settingsSchema = { case: urlParam.oneOf<CaseKey | ''>(['', ...CASE_KEYS], '') };

export interface CaseConvertProps {
  /** Text to start with (stories, embeds); the page starts empty. */
  initialText?: string;
}

/** The Case Convert tool: one text area converted in place by the seven case buttons. */
export function CaseConvert({ initialText = '' }: CaseConvertProps) {
  const [text, setText] = useState(initialText);
  const [settings, setSettings] = useUrlSettings(settingsSchema);
  // A live count under the text, as convertcase.net shows one.
  const { characters, words } = textStats(text);

  const convert = ({ key, convert: fn }: (typeof CASES)[number]) => {
    if (isBlank(text)) return;
    setText(fn(text));
    setSettings({ case: key });
  };

  const download = () => {
    if (isBlank(text)) {
      toast({ title: 'No text to download', description: 'Please enter some text first.', variant: 'destructive' });
      return;
    }
    downloadTextFile(DOWNLOAD_FILENAME, text);
    toast({ title: 'Downloaded!', description: 'Text file downloaded successfully.' });
  };

  return (
    <div className="space-y-4">
      <Field label="Your text" hint={`Character Count: ${characters} | Word Count: ${words}`}>
        <Textarea
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Type or paste your text here..."
          rows={10}
        />
      </Field>

      <div className="flex flex-wrap gap-2">
        {CASES.map((c) => (
          <Button key={c.key} variant={settings.case === c.key ? 'default' : 'secondary'} aria-pressed={settings.case === c.key} onClick={() => convert(c)}>
            {c.label}
          </Button>
        ))}
      </div>

      <div className="flex flex-wrap gap-2">
        <Button onClick={download}>
          <Download aria-hidden="true" />
          Download Text
        </Button>
        <CopyButton text={text} label="Copy to Clipboard" />
        <Button variant="outline" onClick={() => setText('')}>
          <Eraser aria-hidden="true" />
          Clear
        </Button>
      </div>
    </div>
  );
}

export default CaseConvert;
