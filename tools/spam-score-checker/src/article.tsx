import { SPAM_WEIGHTS } from './logic';

/** The meta description of the tool's page. */
export const pageDescription =
  "Free Spam Score Checker: enter a domain or e-mail address to check its MX, SPF and DMARC records, Spamhaus and SURBL blocklists and disposable-mail lists, and get a spam risk score out of 100.";

const SIGNALS: Array<[signal: string, points: number]> = [
  ['The name is not a valid domain (then nothing is looked up)', SPAM_WEIGHTS.invalidSyntax],
  ['No MX, A or AAAA record at all', SPAM_WEIGHTS.noAddressOrMail],
  ['No MX record (or a "null MX" that refuses mail)', SPAM_WEIGHTS.noMx],
  ['No SPF record, or more than one', SPAM_WEIGHTS.noSpf],
  ['An SPF record that allows every sender (+all)', SPAM_WEIGHTS.spfPassAll],
  ['No DMARC record, at the domain or its parent domain', SPAM_WEIGHTS.noDmarc],
  ['A DMARC policy of p=none', SPAM_WEIGHTS.dmarcNone],
  ['Listed on the Spamhaus Domain Block List (DBL)', SPAM_WEIGHTS.dbl],
  ['Listed on SURBL', SPAM_WEIGHTS.surbl],
  ['A mail server address listed on Spamhaus ZEN', SPAM_WEIGHTS.zen],
  ['A disposable (throwaway) e-mail domain', SPAM_WEIGHTS.disposable],
];

/** The explanatory article under the tool: what it does, how to use it, FAQs. The page's h1 is the tool title, so this starts at h2. */
export function Article() {
  return (
    <>
      <h2>What the Spam Score Checker does</h2>
      <p>
        Mail from a domain lands in the spam folder when receivers cannot tell it is genuine, or when the domain is already known for
        spam. This tool looks the domain up in the public DNS the way a receiving mail server would: whether it can receive mail
        (MX records), whether it says which servers may send for it (SPF), whether it tells receivers what to do with forged mail
        (DMARC), whether it is on the Spamhaus DBL or SURBL domain blocklists, whether its mail servers are on Spamhaus ZEN, and
        whether it is a known disposable-mail domain. Each problem adds points to a score out of 100.
      </p>
      <h2>How to use it</h2>
      <ol>
        <li>Type a domain such as example.com, or a whole e-mail address: only the part after the @ is checked.</li>
        <li>Press Check Spam Score. The lookups run on our server and take at most a few seconds.</li>
        <li>Read the score, the risk label and the threats found, then fix what the threats name.</li>
      </ol>
      <h2>How the score is made</h2>
      <p>
        The score is the sum of the points below, capped at 100. 0 to 30 is Low Risk, 31 to 60 Medium Risk and 61 to 100 High Risk.
        Nothing is random: the same DNS answers always give the same score.
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">Signal</th>
            <th scope="col">Points</th>
          </tr>
        </thead>
        <tbody>
          {SIGNALS.map(([signal, points]) => (
            <tr key={signal}>
              <td>{signal}</td>
              <td>{points}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Checks that could not run</h2>
      <p>
        A lookup can time out, a name server can fail, and a blocklist can refuse to answer (Spamhaus does so for queries that come
        through large public resolvers). Such a check adds no points, but it is not a pass either: it is listed under the result as
        not checked, for example "Spamhaus DBL: not checked (timed out)". Run the check again later to complete it.
      </p>
      <h2>Frequently asked questions</h2>
      <dl>
        <dt>Is a low score a guarantee that my mail is delivered?</dt>
        <dd>
          No. Receivers also look at the content of each message, DKIM signatures, the sending server and how recipients react. A low
          score means the domain's DNS set-up and reputation, as far as these checks see, give receivers no reason to distrust it.
        </dd>
        <dt>What does DMARC "inherited" mean?</dt>
        <dd>
          A subdomain without a DMARC record of its own is covered by the record of its parent (organisational) domain, which may set
          a separate policy for subdomains (sp=). The checker looks there too.
        </dd>
        <dt>Why is my domain on a blocklist?</dt>
        <dd>
          Usually because spam, phishing or malware links used it, or because a mail server's address sent spam. Both Spamhaus and
          SURBL have lookup and removal pages; fix the cause first, then ask for removal.
        </dd>
        <dt>Do you keep what I check?</dt>
        <dd>No. A fully checked result is reused for five minutes so repeated checks are fast, and then forgotten; nothing is stored.</dd>
      </dl>
    </>
  );
}
