import { Button, Textarea, textDirection, toast } from '@toolnest/ui';
import { CopyButton } from '@toolnest/ui/copy-button';
import { Field } from '@toolnest/ui/field';
import Eraser from 'lucide-react/icons/eraser';
import { useState } from 'react';
import { textToBinary } from './logic';

// The page module (the package's "." export, loaded lazily by the site): the tool, its article and page meta.
export { Article, pageDescription } from './article';

/** Spec 1 §8: the binary copy notices. */
export const COPY_NOTICES = {
  success: { title: 'Copied!', description: 'Binary code copied to clipboard successfully.' },
  failure: { title: 'Error', description: 'Failed to copy binary to clipboard.' },
};

export interface TextToBinaryProps {
  /** Text to start with (stories, embeds); the page starts empty. */
  initialText?: string;
  /** A result to start with (stories); the page starts without one. */
  initialResult?: string;
}

/** Text to Binary: text in, Convert to Binary, 8 digits per UTF-8 byte in a read-only box to copy. */
export function TextToBinary({ initialText = '', initialResult = '' }: TextToBinaryProps) {
  const [text, setText] = useState(initialText);
  const [binary, setBinary] = useState(initialResult);

  const convert = () => {
    const outcome = textToBinary(text);
    if (outcome.ok) {
      setBinary(outcome.binary);
    } else {
      // The text stays for the visitor to fix; a stale result must not pass for this one.
      setBinary('');
      toast({ title: 'Error', description: outcome.error, variant: 'destructive' });
    }
  };

  return (
    <div className="space-y-4">
      <Field label="Your text">
        <Textarea
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Type or paste your text here..."
          rows={5}
          dir={textDirection(text)}
        />
      </Field>

      <div className="flex flex-wrap gap-2">
        <Button onClick={convert}>Convert to Binary</Button>
        <CopyButton text={binary} disabled={binary === ''} notices={COPY_NOTICES} />
        <Button
          variant="outline"
          onClick={() => {
            setText('');
            setBinary('');
          }}
        >
          <Eraser aria-hidden="true" />
          Clear All
        </Button>
      </div>

      <Field label="Binary code">
        <Textarea
          value={binary}
          readOnly
          placeholder="01000010 01101001 01101110 01100001 01110010 01111001"
          rows={6}
          // Digits and spaces only: left to right, which is what "auto" would pick, without its cost on long text.
          dir="ltr"
          spellCheck={false}
          className="font-mono"
        />
      </Field>
    </div>
  );
}

export default TextToBinary;
