import { apiRequest, serverMessageOr } from '@toolnest/api-client';
import type { CloakingCheckResult } from './schemas';
import { Button, Input, showError, useServerCheck } from '@toolnest/ui';
import { Field } from '@toolnest/ui/field';
import ScanEye from 'lucide-react/icons/scan-eye';
import { useState, type FormEvent } from 'react';
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

  const check = async (event: FormEvent) => {
    event.preventDefault();
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
    <div className="space-y-6">
      <form className="space-y-4" onSubmit={check} noValidate>
        <Field label="Website URL" hint="The full address, for example https://example.com/page">
          <Input
            type="url"
            inputMode="url"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            placeholder="https://example.com"
            maxLength={MAX_URL_LENGTH}
            autoComplete="url"
            autoCapitalize="none"
            spellCheck={false}
          />
        </Field>
        <Button type="submit" disabled={busy}>
          <ScanEye aria-hidden="true" />
          {busy ? 'Analyzing...' : 'Check for Cloaking'}
        </Button>
      </form>

      <div aria-live="polite">{result ? <CloakingResult result={result} onClear={clear} /> : null}</div>
    </div>
  );
}

export default CloakingChecker;
