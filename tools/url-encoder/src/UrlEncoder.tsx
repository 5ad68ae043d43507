import { Button, Textarea, textDirection, toast } from '@toolnest/ui';
import { CopyButton } from '@toolnest/ui/copy-button';
import { Field } from '@toolnest/ui/field';
import Eraser from 'lucide-react/icons/eraser';
import { useState } from 'react';
import { decodeUrl, encodeUrl, type Conversion } from './logic';

// The page module (the package's "." export, loaded lazily by the site): the tool, its article and page meta.
export { Article, pageDescription } from './article';

export interface UrlEncoderProps {
  /** Text to start with (stories, embeds); the page starts empty. */
  initialInput?: string;
}

/** The URL Encoder: text in, Encode URL or Decode URL, the result in a read-only box to copy. */
export function UrlEncoder({ initialInput = '' }: UrlEncoderProps) {
  const [input, setInput] = useState(initialInput);
  const [output, setOutput] = useState('');

  const run = (convert: (text: string) => Conversion) => {
    // Spec 1 §5: Encode and Decode do nothing on blank input.
    if (input.trim() === '') return;
    const result = convert(input);
    if (result.ok) {
      setOutput(result.text);
    } else {
      // The input stays for the visitor to fix; a stale result must not pass for this one.
      setOutput('');
      toast({ title: 'Error', description: result.message, variant: 'destructive' });
    }
  };

  return (
    <div className="space-y-4">
      <Field label="Input">
        <Textarea
          value={input}
          onChange={(event) => setInput(event.target.value)}
          placeholder="Type or paste text to encode, or an encoded URL to decode..."
          rows={6}
          dir={textDirection(input)}
          spellCheck={false}
        />
      </Field>

      <div className="flex flex-wrap gap-2">
        <Button onClick={() => run(encodeUrl)}>Encode URL</Button>
        <Button onClick={() => run(decodeUrl)}>Decode URL</Button>
        <CopyButton text={output} disabled={output === ''} />
        <Button
          variant="outline"
          onClick={() => {
            setInput('');
            setOutput('');
          }}
        >
          <Eraser aria-hidden="true" />
          Clear All
        </Button>
      </div>

      <Field label="Output">
        <Textarea value={output} readOnly placeholder="The result appears here." rows={6} dir={textDirection(output)} spellCheck={false} />
      </Field>
    </div>
  );
}

export default UrlEncoder;
