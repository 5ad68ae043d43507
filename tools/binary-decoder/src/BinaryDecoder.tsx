import { Button, Textarea, textDirection, toast } from '@toolnest/ui';
import { CopyButton } from '@toolnest/ui/copy-button';
import { Field } from '@toolnest/ui/field';
import Eraser from 'lucide-react/icons/eraser';
import { useState } from 'react';
import { decodeBinary } from './logic';

// The page module (the package's "." export, loaded lazily by the site): the tool, its article and page meta.
export { Article, pageDescription } from './article';

/** Spec 1 §8: the decoded text copy notice; a failed copy gets the generic one (the copied thing is text). */
export const COPY_NOTICES = {
  success: { title: 'Copied!', description: 'Decoded text copied to clipboard successfully.' },
  failure: { title: 'Error', description: 'Failed to copy text to clipboard.' },
};

export interface BinaryDecoderProps {
  /** Binary code to start with (stories, embeds); the page starts empty. */
  initialBinary?: string;
  /** A result to start with (stories); the page starts without one. */
  initialResult?: string;
}

/** The Binary Decoder: binary code in, Decode Binary, the UTF-8 text in a read-only box to copy. */
export function BinaryDecoder({ initialBinary = '', initialResult = '' }: BinaryDecoderProps) {
  const [binary, setBinary] = useState(initialBinary);
  const [text, setText] = useState(initialResult);

  const decode = () => {
    const outcome = decodeBinary(binary);
    if (outcome.ok) {
      setText(outcome.text);
    } else {
      // The binary stays for the visitor to fix; a stale result must not pass for this one.
      setText('');
      toast({ title: 'Error', description: outcome.error, variant: 'destructive' });
    }
  };

  return (
    <div className="space-y-4">
      <Field label="Binary code" hint="Groups of 0s and 1s, one byte each, separated by spaces or line breaks.">
        <Textarea
          value={binary}
          onChange={(event) => setBinary(event.target.value)}
          placeholder="01001000 01101001"
          rows={6}
          // Binary code reads left to right, which is what "auto" would pick, without its cost on long text.
          dir="ltr"
          spellCheck={false}
          className="font-mono"
        />
      </Field>

      <div className="flex flex-wrap gap-2">
        <Button onClick={decode}>Decode Binary</Button>
        <CopyButton text={text} disabled={text === ''} notices={COPY_NOTICES} />
        <Button
          variant="outline"
          onClick={() => {
            setBinary('');
            setText('');
          }}
        >
          <Eraser aria-hidden="true" />
          Clear All
        </Button>
      </div>

      <Field label="Decoded text">
        <Textarea value={text} readOnly placeholder="The decoded text appears here." rows={5} dir={textDirection(text)} />
      </Field>
    </div>
  );
}

export default BinaryDecoder;
