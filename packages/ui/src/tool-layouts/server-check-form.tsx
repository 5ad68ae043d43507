// The form of the pages that send one address to the server and show what it answers (Cloaking
// Checker, Spam Score Checker, YouTube to MP3): a labelled box, optional controls, a submit button
// that is off while the server works, and the answer under the form. Each page keeps its own state,
// its checks of the input, its request and its answer's look.
import type { ComponentType, FormEvent, InputHTMLAttributes, ReactNode } from 'react';
import { Button } from '../controls/button';
import { Field } from '../controls/field';
import { Input } from '../controls/input';

/** The box's own attributes; its value, change handler, id and description come from the form. */
export type ServerCheckInputProps = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'placeholder' | 'maxLength' | 'autoComplete'>;

export interface ServerCheckFormProps {
  /** The box's label and the guidance under it. */
  label: string;
  hint?: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  input?: ServerCheckInputProps;
  /** Controls between the box and the button (the MP3 quality). */
  options?: ReactNode;
  /** A lucide icon, drawn before the button's label. */
  icon: ComponentType<{ 'aria-hidden'?: 'true' }>;
  buttonLabel: string;
  /** The button's label while busy ('Analyzing...'); the same label by default. */
  busyLabel?: string;
  /** True while the server works: the button is off. */
  busy: boolean;
  /** The button or Enter in the box; the page itself does not reload. */
  onSubmit: () => void;
  /** The answer, under the form; the page decides how it is announced. */
  children?: ReactNode;
}

export function ServerCheckForm({
  label,
  hint,
  value,
  onValueChange,
  input,
  options,
  icon: Icon,
  buttonLabel,
  busyLabel = buttonLabel,
  busy,
  onSubmit,
  children,
}: ServerCheckFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <div className="space-y-6">
      {/* The page's own checks say what is wrong, in a notice: the browser's bubbles would say it differently. */}
      <form className="space-y-4" onSubmit={submit} noValidate>
        <Field label={label} hint={hint}>
          {/* An address or a domain is no prose: no capitals or spelling marks. */}
          <Input {...input} value={value} onChange={(event) => onValueChange(event.target.value)} autoCapitalize="none" spellCheck={false} />
        </Field>
        {options}
        <Button type="submit" disabled={busy}>
          <Icon aria-hidden="true" />
          {busy ? busyLabel : buttonLabel}
        </Button>
      </form>
      {children}
    </div>
  );
}
