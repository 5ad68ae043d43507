import { apiRequest, serverMessageOr } from '@toolnest/api-client';
import type { SpamScoreResult } from './schemas';
import { Button, Input, showError, toast, useServerCheck } from '@toolnest/ui';
import { Field } from '@toolnest/ui/field';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { useState, type FormEvent } from 'react';
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

  const check = async (event: FormEvent) => {
    event.preventDefault();
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
    <div className="space-y-6">
      <form className="space-y-4" onSubmit={check} noValidate>
        <Field label="Domain or email address" hint="For example example.com or name@example.com">
          <Input
            value={domain}
            onChange={(event) => setDomain(event.target.value)}
            placeholder="example.com"
            maxLength={MAX_INPUT_LENGTH}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
          />
        </Field>
        <Button type="submit" disabled={busy}>
          <ShieldCheck aria-hidden="true" />
          {busy ? 'Analyzing...' : 'Check Spam Score'}
        </Button>
      </form>

      <div aria-live="polite">{result ? <SpamResult result={result} /> : null}</div>
    </div>
  );
}

export default SpamScoreChecker;
