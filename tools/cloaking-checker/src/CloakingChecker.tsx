import { apiRequest, serverMessageOr } from '@toolnest/api-client';
import type { CloakingCheckResult } from './schemas';
import { showError, useServerCheck } from '@toolnest/ui';
import { ServerCheckForm } from '@toolnest/ui/server-check-form';
import ScanEye from 'lucide-react/icons/scan-eye';
import { useState } from 'react';
import { CloakingResult } from './CloakingResult';
import { FAILURE_MESSAGE, MAX_URL_LENGTH, urlProblem } from './logic';

// The page module (the package's "." export, loaded lazily by the site): the tool, its article and page meta.
export { Article, pageDescription } from './article';

export const CLOAKING_CHECK_URL = '/api/cloaking-check';

export interface CloakingCheckerProps {
  /** A result to start with (stories); the page starts empty. */
  initialResult?: CloakingCheckResult;
}

/**
 * The Cloaking Checker: a URL in; the server fetches it as a desktop browser and as Googlebot and
 * answers with what each saw and what differs. The URL stays out of the address bar: it is the
 * visitor's input, not a setting, and may carry tokens.
 */
export function CloakingChecker({ initialResult }: CloakingCheckerProps) {
  const [url, setUrl] = useState('');
  const { busy, result, run, clear: clearResult } = useServerCheck(initialResult);

  const check = async () => {
    const problem = urlProblem(url);
    if (problem) {
      showError(problem);
      return;
    }
    await run(
      async () => (await apiRequest('POST', CLOAKING_CHECK_URL, { url: url.trim() })).json() as Promise<CloakingCheckResult>,
      (error) => serverMessageOr(error, FAILURE_MESSAGE),
    );
  };

  const clear = () => {
    setUrl('');
    clearResult();
  };

  return (
    <ServerCheckForm
      label="Website URL"
      hint="The full address, for example https://example.com/page"
      value={url}
      onValueChange={setUrl}
      input={{ type: 'url', inputMode: 'url', placeholder: 'https://example.com', maxLength: MAX_URL_LENGTH, autoComplete: 'url' }}
      icon={ScanEye}
      buttonLabel="Check for Cloaking"
      busyLabel="Analyzing..."
      busy={busy}
      onSubmit={check}
    >
      <div aria-live="polite">{result ? <CloakingResult result={result} onClear={clear} /> : null}</div>
    </ServerCheckForm>
  );
}

export default CloakingChecker;
