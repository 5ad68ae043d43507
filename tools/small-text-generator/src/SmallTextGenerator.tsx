import { TextConverter, type Conversion } from '@toolnest/ui/text-converter';
import { generateSmallText } from './logic';

// The page module (the package's "." export, loaded lazily by the site): the tool, its article and page meta.
export { Article, pageDescription } from './article';

/** The small text copy notice; a failed copy gets the generic one. */
export const COPY_NOTICES = {
  success: { title: 'Copied!', description: 'Small text copied to clipboard successfully.' },
  failure: { title: 'Error', description: 'Failed to copy text to clipboard.' },
};

/** Blank text gets the logic's own message, so every press converts. */
function generate(text: string): Conversion {
  const outcome = generateSmallText(text);
  return outcome.ok ? outcome : { ok: false, message: outcome.error };
}

export interface SmallTextGeneratorProps {
  /** Text to start with (stories, embeds); the page starts empty. */
  initialText?: string;
  /** A result to start with (stories); the page starts without one. */
  initialResult?: string;
}

/** The Small Text Generator: text in, Generate Small Text, the superscript result in a read-only box to copy. */
export function SmallTextGenerator({ initialText, initialResult }: SmallTextGeneratorProps) {
  return (
    <TextConverter
      input={{ label: 'Your text', placeholder: 'Type or paste your text here...', rows: 5 }}
      output={{ label: 'Small text', placeholder: 'The small text appears here.', rows: 5, spellCheck: false }}
      actions={[{ label: 'Generate Small Text', convert: generate }]}
      copyNotices={COPY_NOTICES}
      initialInput={initialText}
      initialOutput={initialResult}
    />
  );
}

export default SmallTextGenerator;
