import { TextConverter, type Conversion } from '@toolnest/ui/text-converter';
import { decodeBinary } from './logic';

// The page module (the package's "." export, loaded lazily by the site): the tool, its article and page meta.
export { Article, pageDescription } from './article';

/** The decoded text copy notice; a failed copy gets the generic one (the copied thing is text). */
export const COPY_NOTICES = {
  success: { title: 'Copied!', description: 'Decoded text copied to clipboard successfully.' },
  failure: { title: 'Error', description: 'Failed to copy text to clipboard.' },
};

/** Empty input gets the logic's own message, so every press decodes. */
function decode(binary: string): Conversion {
  const outcome = decodeBinary(binary);
  return outcome.ok ? outcome : { ok: false, message: outcome.error };
}

export interface BinaryDecoderProps {
  /** Binary code to start with (stories, embeds); the page starts empty. */
  initialBinary?: string;
  /** A result to start with (stories); the page starts without one. */
  initialResult?: string;
}

/** The Binary Decoder: binary code in, Decode Binary, the UTF-8 text in a read-only box to copy. */
export function BinaryDecoder({ initialBinary, initialResult }: BinaryDecoderProps) {
  return (
    <TextConverter
      input={{
        label: 'Binary code',
        hint: 'Groups of 0s and 1s, one byte each, separated by spaces or line breaks.',
        placeholder: '01001000 01101001',
        rows: 6,
        // Binary code reads left to right, which is what "auto" would pick, without its cost on long text.
        dir: 'ltr',
        spellCheck: false,
        className: 'font-mono',
      }}
      output={{ label: 'Decoded text', placeholder: 'The decoded text appears here.', rows: 5 }}
      actions={[{ label: 'Decode Binary', convert: decode }]}
      copyNotices={COPY_NOTICES}
      initialInput={initialBinary}
      initialOutput={initialResult}
    />
  );
}

export default BinaryDecoder;
