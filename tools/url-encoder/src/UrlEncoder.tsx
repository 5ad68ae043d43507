import { TextConverter } from '@toolnest/ui/text-converter';
import { decodeUrl, encodeUrl } from './logic';

// The page module (the package's "." export, loaded lazily by the site): the tool, its article and page meta.
export { Article, pageDescription } from './article';

export interface UrlEncoderProps {
  /** Text to start with (stories, embeds); the page starts empty. */
  initialInput?: string;
}

/** The URL Encoder: text in, Encode URL or Decode URL, the result in a read-only box to copy. */
export function UrlEncoder({ initialInput }: UrlEncoderProps) {
  return (
    <TextConverter
      input={{ label: 'Input', placeholder: 'Type or paste text to encode, or an encoded URL to decode...', rows: 6, spellCheck: false }}
      output={{ label: 'Output', placeholder: 'The result appears here.', rows: 6, spellCheck: false }}
      actions={[
        { label: 'Encode URL', convert: encodeUrl },
        { label: 'Decode URL', convert: decodeUrl },
      ]}
      // Encode and Decode do nothing on blank input.
      onBlank="ignore"
      initialInput={initialInput}
    />
  );
}

export default UrlEncoder;
