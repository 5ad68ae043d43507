import { TextConverter } from '@toolnest/ui/text-converter';
import { decodeBase64, encodeBase64 } from './logic';

// The page module (the package's "." export, loaded lazily by the site): the tool, its article and page meta.
export { Article, pageDescription } from './article';

export interface Base64ConverterProps {
  /** Text to start with (stories, embeds); the page starts empty. */
  initialInput?: string;
}

/** The Base64 Converter: text in, Encode to Base64 or Decode from Base64, the result in a read-only box to copy. */
export function Base64Converter({ initialInput }: Base64ConverterProps) {
  return (
    <TextConverter
      input={{ label: 'Input', placeholder: 'Type or paste text to encode, or Base64 to decode...', rows: 6, spellCheck: false }}
      output={{ label: 'Output', placeholder: 'The result appears here.', rows: 6, spellCheck: false }}
      actions={[
        { label: 'Encode to Base64', convert: encodeBase64 },
        { label: 'Decode from Base64', convert: decodeBase64 },
      ]}
      // Encode and Decode do nothing on blank input.
      onBlank="ignore"
      initialInput={initialInput}
    />
  );
}

export default Base64Converter;
