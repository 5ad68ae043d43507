import Eraser from 'lucide-react/icons/eraser';
import { useState, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { Button } from '../controls/button';
import { CopyButton, DEFAULT_COPY_NOTICES } from '../controls/copy-button';
import { Field } from '../controls/field';
import { Textarea } from '../controls/input';
import { directionBeforePaste, textDirection } from '../lib/text-direction';
import { toast } from '../feedback/toast-store';
import type { CopyNotices } from '../hooks/use-copy';

/** What an action makes of the input: the result, or the message to show instead. */
export type Conversion = { ok: true; text: string } | { ok: false; message: string };

export interface ConverterAction {
  /** The button's label, e.g. 'Encode URL'. */
  label: string;
  convert: (text: string) => Conversion;
}

/** One of the two boxes. `dir` defaults to textDirection(value) ("auto", or the direction of a long text). */
export interface ConverterBox extends Pick<TextareaHTMLAttributes<HTMLTextAreaElement>, 'placeholder' | 'rows' | 'spellCheck' | 'className'> {
  label: ReactNode;
  /** Guidance under the box, read out with it. */
  hint?: ReactNode;
  /** A fixed direction, for content that always reads one way (binary code). */
  dir?: 'ltr' | 'rtl';
}

export interface TextConverterProps {
  input: ConverterBox;
  output: ConverterBox;
  /** One button each, in this order, before Copy and Clear All. */
  actions: ConverterAction[];
  /**
   * What an action does on blank input (empty or whitespace only). 'ignore': nothing at all (the URL
   * Encoder and Base64 Converter); 'convert' (the default): the action runs and its own message reports the blank input.
   */
  onBlank?: 'ignore' | 'convert';
  /** The Copy button's notices; the generic ones unless told otherwise. */
  copyNotices?: CopyNotices;
  initialInput?: string;
  initialOutput?: string;
}

/**
 * A text converter: an input box, one button per action, Copy (disabled while there is no result),
 * Clear All, and a read-only output box. A failed action shows the destructive 'Error' notice with its
 * message, keeps the input for the visitor to fix and empties the output, so a stale result never
 * passes for this one.
 */
export function TextConverter({
  input: inputBox,
  output: outputBox,
  actions,
  onBlank = 'convert',
  copyNotices = DEFAULT_COPY_NOTICES,
  initialInput = '',
  initialOutput = '',
}: TextConverterProps) {
  const [input, setInput] = useState(initialInput);
  const [output, setOutput] = useState(initialOutput);

  const run = ({ convert }: ConverterAction) => {
    if (onBlank === 'ignore' && input.trim() === '') return;
    const result = convert(input);
    if (result.ok) {
      setOutput(result.text);
    } else {
      setOutput('');
      toast({ title: 'Error', description: result.message, variant: 'destructive' });
    }
  };

  return (
    <div className="space-y-4">
      <ConverterField box={inputBox} value={input} onChange={setInput} />

      <div className="flex flex-wrap gap-2">
        {actions.map((action) => (
          <Button key={action.label} onClick={() => run(action)}>
            {action.label}
          </Button>
        ))}
        <CopyButton text={output} notices={copyNotices} />
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

      <ConverterField box={outputBox} value={output} />
    </div>
  );
}

/** A labelled box; read-only when it has no onChange. */
function ConverterField({
  box: { label, hint, dir, ...textarea },
  value,
  onChange,
}: {
  box: ConverterBox;
  value: string;
  onChange?: (value: string) => void;
}) {
  return (
    <Field label={label} hint={hint}>
      <Textarea
        {...textarea}
        value={value}
        onChange={onChange && ((event) => onChange(event.target.value))}
        readOnly={!onChange}
        // dir="auto" shows right-to-left text the right way round; textDirection spares Chromium its cost on long
        // texts, and directionBeforePaste on a paste that makes the text long.
        dir={dir ?? textDirection(value)}
        onPaste={onChange && !dir ? directionBeforePaste : undefined}
      />
    </Field>
  );
}
