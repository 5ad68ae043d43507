import { TextConverter, type Conversion } from '@toolnest/ui/text-converter';
import { textToBinary } from './logic';

// The page module (the package's "." export, loaded lazily by the site): the tool, its article and page meta.
export { Article, pageDescription } from './article';

/** The binary copy notices. */
export const COPY_NOTICES = {
  success: { title: 'Copied!', description: 'Binary code copied to clipboard successfully.' },
  failure: { title: 'Error', description: 'Failed to copy binary to clipboard.' },
};

/** Blank text (empty or whitespace only) gets the logic's message (the Small Text Generator's), so every press converts. */
function convert(text: string): Conversion {
  const outcome = textToBinary(text);
  return outcome.ok ? { ok: true, text: outcome.binary } : { ok: false, message: outcome.error };
}

export interface TextToBinaryProps {
  /** Text to start with (stories, embeds); the page starts empty. */
  initialText?: string;
  /** A result to start with (stories); the page starts without one. */
  initialResult?: string;
}

/** Text to Binary: text in, Convert to Binary, 8 digits per UTF-8 byte in a read-only box to copy. */
export function TextToBinary({ initialText, initialResult }: TextToBinaryProps) {
  return (
    <TextConverter
      input={{ label: 'Your text', placeholder: 'Type or paste your text here...', rows: 5 }}
      output={{
        label: 'Binary code',
        placeholder: '01000010 01101001 01101110 01100001 01110010 01111001',
        rows: 6,
        // Digits and spaces only: left to right, which is what "auto" would pick, without its cost on long text.
        dir: 'ltr',
        spellCheck: false,
        className: 'font-mono',
      }}
      actions={[{ label: 'Convert to Binary', convert }]}
      copyNotices={COPY_NOTICES}
      initialInput={initialText}
      initialOutput={initialResult}
    />
  );
}

export default TextToBinary;
