import { Button, Input, Textarea, toast } from '@toolnest/ui';
import { CopyButton } from '@toolnest/ui/copy-button';
import { Field } from '@toolnest/ui/field';
import Eraser from 'lucide-react/icons/eraser';
import { useMemo, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { LinkPreview } from './LinkPreview';
import { EMPTY_FIELDS, MESSAGES, generateTags, previewOf, type FieldErrors, type OgField, type OgFields } from './logic';

// The page module (the package's "." export, loaded lazily by the site): the tool, its article and page meta.
export { Article, pageDescription } from './article';

/** This tool's Copy notices. */
export const COPY_NOTICES = {
  success: { title: 'Copied!', description: 'Open Graph tags copied to clipboard successfully.' },
  failure: { title: 'Error', description: 'Failed to copy tags to clipboard.' },
};

interface FieldSpec {
  name: OgField;
  label: string;
  placeholder: string;
  hint?: ReactNode;
  url?: boolean;
  required?: boolean;
}

// An address field: a URL keyboard, no spelling or capitals, read left to right.
const URL_INPUT = {
  type: 'url',
  inputMode: 'url',
  dir: 'ltr',
  spellCheck: false,
  autoCapitalize: 'none',
  autoComplete: 'off',
} satisfies InputHTMLAttributes<HTMLInputElement>;

// The five inputs, in the page's order.
const FIELDS: FieldSpec[] = [
  { name: 'title', label: 'Title', placeholder: 'The title of your page', required: true },
  { name: 'description', label: 'Description', placeholder: 'A sentence or two about the page', required: true },
  {
    name: 'imageUrl',
    label: 'Image URL',
    placeholder: 'https://example.com/image.png',
    hint: 'The preview shows https:// images. 1200 × 630 pixels suits Facebook and X.',
    url: true,
  },
  { name: 'pageUrl', label: 'Page URL', placeholder: 'https://example.com/page', url: true },
  { name: 'siteName', label: 'Site Name', placeholder: 'Your site or brand' },
];

export interface OpenGraphGeneratorProps {
  /** Fields to start with (stories, embeds); the page starts empty. */
  initialFields?: Partial<OgFields>;
}

/**
 * The Open Graph Generator: five fields, Generate writes the tags into a read-only box to copy, and a
 * link preview follows the typing. There are no settings to keep in the URL, and the fields stay out
 * of it: they are the visitor's content, perhaps an unpublished page.
 */
export function OpenGraphGenerator({ initialFields }: OpenGraphGeneratorProps) {
  const { fields, errors, output, preview, stale, edit, generate, clear } = useOpenGraphForm(initialFields);

  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <form className="min-w-0 space-y-4" onSubmit={generate} noValidate>
          {FIELDS.map((spec) => (
            <TagField key={spec.name} spec={spec} value={fields[spec.name]} error={errors[spec.name]} onEdit={edit} />
          ))}
          <div className="flex flex-wrap gap-2">
            <Button type="submit">Generate</Button>
            <CopyButton text={output} notices={COPY_NOTICES} />
            <Button variant="outline" onClick={clear}>
              <Eraser aria-hidden="true" />
              Clear All
            </Button>
          </div>
        </form>
        <LinkPreview preview={preview} />
      </div>

      <Field label="Generated Tags" hint={stale ? 'The fields have changed since these tags were generated: press Generate to update them.' : undefined}>
        {/* Code, one tag a line: no wrapping, left to right; the box scrolls sideways within the page. */}
        <Textarea
          value={output}
          readOnly
          rows={10}
          wrap="off"
          dir="ltr"
          spellCheck={false}
          placeholder="The tags appear here. Paste them into your page's <head>."
          className="font-mono"
        />
      </Field>
    </div>
  );
}

/** The fields, their problems and the tags generated; what Generate and Clear All do. */
function useOpenGraphForm(initialFields: Partial<OgFields> | undefined) {
  const [fields, setFields] = useState<OgFields>({ ...EMPTY_FIELDS, ...initialFields });
  // The problems found by the last Generate; editing a field clears its own.
  const [errors, setErrors] = useState<FieldErrors>({});
  const [output, setOutput] = useState('');
  const preview = useMemo(() => previewOf(fields), [fields]);
  // Tags generated from fields edited since: say so, so that stale tags are not copied unawares.
  const stale = useMemo(() => {
    if (output === '') return false;
    const now = generateTags(fields);
    return !now.ok || now.text !== output;
  }, [fields, output]);

  const edit = (name: OgField, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  };

  const generate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = generateTags(fields);
    if (result.ok) {
      setErrors({});
      setOutput(result.text);
      return;
    }
    // Drawn before the focus moves, so a screen reader reads the field's message with it.
    flushSync(() => {
      setErrors(result.errors);
      setOutput('');
    });
    if (result.errors.title || result.errors.description) toast({ title: 'Error', description: MESSAGES.required, variant: 'destructive' });
    // The first field to fix takes the focus.
    const first = FIELDS.find(({ name }) => result.errors[name]);
    const control = first && event.currentTarget.elements.namedItem(first.name);
    if (control instanceof HTMLElement) control.focus();
  };

  const clear = () => {
    setFields(EMPTY_FIELDS);
    setErrors({});
    setOutput('');
  };

  return { fields, errors, output, preview, stale, edit, generate, clear };
}

interface TagFieldProps {
  spec: FieldSpec;
  value: string;
  /** The last Generate's problem with this field, if any. */
  error: string | undefined;
  onEdit: (name: OgField, value: string) => void;
}

/** One of the five inputs: the description is a text area, the others one-line boxes. */
function TagField({ spec: { name, label, placeholder, hint, url, required }, value, error, onEdit }: TagFieldProps) {
  const common = { name, value, placeholder, required, 'aria-invalid': error ? true : undefined } as const;
  return (
    // The URL message is read out with its field; the required one comes as the 'Error' notice.
    <Field label={label} hint={hint} error={url ? error : undefined}>
      {name === 'description' ? (
        <Textarea {...common} dir="auto" rows={3} onChange={(event) => onEdit(name, event.target.value)} />
      ) : (
        <Input {...common} {...(url ? URL_INPUT : { dir: 'auto' })} onChange={(event) => onEdit(name, event.target.value)} />
      )}
    </Field>
  );
}

export default OpenGraphGenerator;
