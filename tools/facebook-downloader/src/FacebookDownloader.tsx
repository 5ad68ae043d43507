import { apiRequest, serverMessageOr } from '@toolnest/api-client';
import { Button, Textarea, toast } from '@toolnest/ui';
import { CopyButton } from '@toolnest/ui/copy-button';
import { Field } from '@toolnest/ui/field';
import { useState } from 'react';
import type { FacebookDownloaderResult } from './schemas';

// The page module (the package's "." export, loaded lazily by the site): the tool, its article and page meta.
export { Article, pageDescription } from './article';

export const FAILURE_MESSAGE = 'The request failed. Please try again.';

/** The tool itself: input, actions, output; the work happens on the server (POST /api/facebook-downloader). */
export function FacebookDownloader() {
  const [input, setInput] = useState('');
  const [output, setOutput] = useState('');
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      const response = await apiRequest('POST', '/api/facebook-downloader', { input });
      setOutput(((await response.json()) as FacebookDownloaderResult).output);
    } catch (error) {
      toast({ title: 'Error', description: serverMessageOr(error, FAILURE_MESSAGE), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-4">
      <Field label="Input">
        <Textarea value={input} onChange={(event) => setInput(event.target.value)} rows={6} />
      </Field>

      <div className="flex flex-wrap gap-2">
        <Button onClick={run} disabled={busy}>
          {busy ? 'Working...' : 'Convert'}
        </Button>
        <CopyButton text={output} />
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

export default FacebookDownloader;
