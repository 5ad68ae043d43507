import { Button, Textarea, textDirection, toast } from '@toolnest/ui';
import { CopyButton } from '@toolnest/ui/copy-button';
import { Field } from '@toolnest/ui/field';
import Eraser from 'lucide-react/icons/eraser';
import { useState } from 'react';
import { generateSmallText } from './logic';

// The page module (the package's "." export, loaded lazily by the site): the tool, its article and page meta.
export { Article, pageDescription } from './article';

/** Spec 1 §8: the small text copy notice; a failed copy gets the generic one. */
export const COPY_NOTICES = {
  success: { title: 'Copied!', description: 'Small text copied to clipboard successfully.' },
  failure: { title: 'Error', description: 'Failed to copy text to clipboard.' },
};

export interface SmallTextGeneratorProps {
  /** Text to start with (stories, embeds); the page starts empty. */
  initialText?: string;
  /** A result to start with (stories); the page starts without one. */
  initialResult?: string;
}

/** The Small Text Generator: text in, Generate Small Text, the superscript result in a read-only box to copy. */
export function SmallTextGenerator({ initialText = '', initialResult = '' }: SmallTextGeneratorProps) {
  const [text, setText] = useState(initialText);
  const [result, setResult] = useState(initialResult);

  const generate = () => {
    const outcome = generateSmallText(text);
    if (outcome.ok) {
      setResult(outcome.text);
    } else {
      // The text stays for the visitor to fix; a stale result must not pass for this one.
      setResult('');
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
        <Button onClick={generate}>Generate Small Text</Button>
        <CopyButton text={result} disabled={result === ''} notices={COPY_NOTICES} />
        <Button
          variant="outline"
          onClick={() => {
            setText('');
            setResult('');
          }}
        >
          <Eraser aria-hidden="true" />
          Clear All
        </Button>
      </div>

      <Field label="Small text">
        <Textarea value={result} readOnly placeholder="The small text appears here." rows={5} dir={textDirection(result)} spellCheck={false} />
      </Field>
    </div>
  );
}

export default SmallTextGenerator;
