import { Button, Textarea } from '@toolnest/ui';
import { CopyButton } from '@toolnest/ui/copy-button';
import { Field } from '@toolnest/ui/field';
import { useState } from 'react';
import { transform } from './logic';

// The page module (the package's "." export, loaded lazily by the site): the tool, its article and page meta.
export { Article, pageDescription } from './article';

/** The tool itself: input, actions, output. The page frame (heading, Related Tools, article) comes from the shell. */
export function TextToBinary() {
  const [input, setInput] = useState('');
  const [output, setOutput] = useState('');

  return (
    <div className="space-y-4">
      <Field label="Input">
        <Textarea value={input} onChange={(event) => setInput(event.target.value)} rows={6} />
      </Field>

      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setOutput(transform(input))}>Convert</Button>
        <CopyButton text={output} disabled={output === ''} />
        <Button
          variant="outline"
          onClick={() => {
            setInput('');
            setOutput('');
          }}
        >
          Clear All
        </Button>
      </div>

      <Field label="Output">
        <Textarea value={output} readOnly rows={6} />
      </Field>
    </div>
  );
}

export default TextToBinary;
