import { TextConverter } from '@toolnest/ui/text-converter';
import { transform } from './logic';

// The page module (the package's "." export, loaded lazily by the site): the tool, its article and page meta.
export { Article, pageDescription } from './article';

/**
 * The tool itself: input, actions, Copy, Clear All, output. The page frame (heading, Related Tools,
 * article) comes from the shell. An action that can fail returns { ok: false, message }: TextConverter
 * shows the 'Error' notice, keeps the input and empties the output.
 */
export function PdfToZip() {
  return (
    <TextConverter
      input={{ label: 'Input', rows: 6 }}
      output={{ label: 'Output', rows: 6 }}
      actions={[{ label: 'Convert', convert: (text) => ({ ok: true, text: transform(text) }) }]}
    />
  );
}

export default PdfToZip;
