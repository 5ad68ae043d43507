import { apiRequest, serverMessageOr } from '@toolnest/api-client';
import type { SpamScoreResult } from './schemas';
import { showError, toast, useServerCheck } from '@toolnest/ui';
import { ServerCheckForm } from '@toolnest/ui/server-check-form';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { useState } from 'react';
import { BLANK_MESSAGE, FAILURE_MESSAGE, MAX_INPUT_LENGTH } from './logic';
import { SpamResult } from './SpamResult';

// The page module (the package's "." export, loaded lazily by the site): the tool, its article and page meta.
export { Article, pageDescription } from './article';

export const SPAM_SCORE_URL = '/api/spam-score';

export interface SpamScoreCheckerProps {
  /** A result to start with (stories); the page starts empty. */
  initialResult?: SpamScoreResult;
}

/** The Spam Score Checker: a domain or e-mail address in, the server's score, risk label and threats out. */
export function SpamScoreChecker({ initialResult }: SpamScoreCheckerProps) {
  const [domain, setDomain] = useState('');
  const { busy, result, run } = useServerCheck(initialResult);

  const check = async () => {
    const value = domain.trim();
    if (value === '') {
      showError(BLANK_MESSAGE);
      return;
    }
    const body = await run(
      async () => (await apiRequest('POST', SPAM_SCORE_URL, { domain: value })).json() as Promise<SpamScoreResult>,
      (error) => serverMessageOr(error, FAILURE_MESSAGE),
    );
    if (body) toast({ title: 'Analysis Complete', description: `Spam score calculated for ${body.domain}` });
  };

  return (
    <ServerCheckForm
      label="Domain or email address"
      hint="For example example.com or name@example.com"
      value={domain}
      onValueChange={setDomain}
      input={{ placeholder: 'example.com', maxLength: MAX_INPUT_LENGTH, autoComplete: 'off' }}
      icon={ShieldCheck}
      buttonLabel="Check Spam Score"
      busyLabel="Analyzing..."
      busy={busy}
      onSubmit={check}
    >
      <div aria-live="polite">{result ? <SpamResult result={result} /> : null}</div>
    </ServerCheckForm>
  );
}

export default SpamScoreChecker;
