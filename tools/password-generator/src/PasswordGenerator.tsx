import { Button, Textarea, urlParam, useUrlSettings, type UrlParam } from '@toolnest/ui';
import { Checkbox } from '@toolnest/ui/checkbox';
import { CopyButton } from '@toolnest/ui/copy-button';
import { ErrorText, Field } from '@toolnest/ui/field';
import { Progress } from '@toolnest/ui/progress';
import { Slider } from '@toolnest/ui/slider';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useEffect, useState } from 'react';
import {
  DEFAULT_SETTINGS,
  LENGTH_MAX,
  LENGTH_MIN,
  MAX_SCORE,
  NO_CHARACTER_TYPE,
  generatePassword,
  parseLength,
  passwordStrength,
  type CharacterType,
  type PasswordResult,
  type PasswordSettings,
  type StrengthLabel,
} from './logic';

// The page module (the package's "." export, loaded lazily by the site): the tool, its article and page meta.
export { Article, pageDescription } from './article';

/** The password's own copy notices. */
export const PASSWORD_COPY_NOTICES = {
  success: { title: 'Copied!' },
  failure: { title: 'Copy failed', description: 'Could not copy password to clipboard' },
};

const TYPE_LABELS: Record<CharacterType, string> = {
  uppercase: 'Uppercase Letters (A-Z)',
  lowercase: 'Lowercase Letters (a-z)',
  numbers: 'Numbers (0-9)',
  symbols: 'Symbols (!@#$%^&*)',
};
const TYPE_KEYS = Object.keys(TYPE_LABELS) as CharacterType[];

// Red, yellow, green and darker green, each at least 3:1 against the bar's track in light and in
// dark; the label says the same in words.
const BAR_COLOURS: Record<StrengthLabel, string> = {
  Weak: '[&>div]:bg-[#dc2626] dark:[&>div]:bg-[#f87171]',
  Medium: '[&>div]:bg-[#a16207] dark:[&>div]:bg-[#facc15]',
  Strong: '[&>div]:bg-[#15803d] dark:[&>div]:bg-[#4ade80]',
  'Very Strong': '[&>div]:bg-[#14532d] dark:[&>div]:bg-[#16a34a]',
};

/** The settings as URL parameters: a length outside 4 to 50 is clamped (`length=999` is 50), junk is the default. */
function settingsSchema(defaults: PasswordSettings) {
  const length: UrlParam<number> = { default: defaults.length, parse: parseLength, format: String };
  return {
    length,
    uppercase: urlParam.boolean(defaults.uppercase),
    lowercase: urlParam.boolean(defaults.lowercase),
    numbers: urlParam.boolean(defaults.numbers),
    symbols: urlParam.boolean(defaults.symbols),
    excludeSimilar: urlParam.boolean(defaults.excludeSimilar),
  };
}
const pageSchema = settingsSchema(DEFAULT_SETTINGS);

export interface PasswordGeneratorProps {
  /** Settings to start from when the URL names none (stories, embeds); the page starts from DEFAULT_SETTINGS. */
  initialSettings?: Partial<PasswordSettings>;
}

/**
 * The Password Generator: length and character types (kept in the URL), the password with Copy and
 * Generate Password, and its strength. The password is never in the URL or storage, and never in the
 * prerendered page: it is drawn in the browser once the page is live.
 */
export function PasswordGenerator({ initialSettings }: PasswordGeneratorProps) {
  const [schema] = useState(() => (initialSettings ? settingsSchema({ ...DEFAULT_SETTINGS, ...initialSettings }) : pageSchema));
  const [settings, setSettings] = useUrlSettings(schema);
  const { length, uppercase, lowercase, numbers, symbols, excludeSimilar } = settings;
  // Pressing Generate Password counts up, so the effect below draws again with the same settings.
  const [round, setRound] = useState(0);
  const [result, setResult] = useState<PasswordResult | null>(null);

  useEffect(() => {
    // Randomness only here, after mount: the server and the hydration render show no password, and
    // every settings change (from the controls or the URL) or press of the button draws a new one.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the draw is the effect, from the random source
    setResult(generatePassword({ length, uppercase, lowercase, numbers, symbols, excludeSimilar }));
  }, [length, uppercase, lowercase, numbers, symbols, excludeSimilar, round]);

  const noType = !uppercase && !lowercase && !numbers && !symbols;
  const password = !noType && result?.ok ? result.password : '';

  return (
    <div className="space-y-6">
      <Slider label="Password Length" min={LENGTH_MIN} max={LENGTH_MAX} value={length} onValueChange={(value) => setSettings({ length: value })} />

      <fieldset className="grid gap-x-6 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-medium text-foreground">Character Types</legend>
        {TYPE_KEYS.map((key) => (
          <Checkbox
            key={key}
            label={TYPE_LABELS[key]}
            checked={settings[key]}
            onCheckedChange={(checked) => setSettings({ [key]: checked === true })}
          />
        ))}
        <Checkbox
          className="sm:col-span-2"
          label="Exclude Similar Characters (i, l, 1, L, o, 0, O)"
          checked={excludeSimilar}
          onCheckedChange={(checked) => setSettings({ excludeSimilar: checked === true })}
        />
      </fieldset>

      {noType ? <ErrorText role="alert">{NO_CHARACTER_TYPE}</ErrorText> : null}

      <div className="space-y-3">
        <Field label="Generated Password">
          <Textarea
            readOnly
            value={password}
            rows={2}
            spellCheck={false}
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            // The ui text area's height, resizing and small-screen font size give way (!): two lines of the base
            // size hold 50 characters at 360 px.
            className="min-h-0! resize-none! font-mono break-all sm:text-lg!"
          />
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setRound((n) => n + 1)} disabled={noType}>
            <RefreshCw aria-hidden="true" />
            Generate Password
          </Button>
          <CopyButton text={password} notices={PASSWORD_COPY_NOTICES} />
        </div>
        {/* Its height is kept while no password shows, so the page does not jump when one arrives. */}
        <div className="min-h-12">{password ? <StrengthMeter password={password} /> : null}</div>
      </div>
    </div>
  );
}

/** The strength bar (score 0–7, red to darker green), with the label in words beside the colour. */
function StrengthMeter({ password }: { password: string }) {
  const { score, label } = passwordStrength(password);
  return (
    <div className="grid gap-2">
      <p className="flex justify-between gap-2 text-sm text-foreground">
        <span>
          Strength: <span className="font-semibold">{label}</span>
        </span>
        <span className="text-muted-foreground tabular-nums">
          {score}/{MAX_SCORE}
        </span>
      </p>
      <Progress aria-label="Password strength" value={score} max={MAX_SCORE} getValueLabel={() => `${label}, ${score} of ${MAX_SCORE}`} className={BAR_COLOURS[label]} />
    </div>
  );
}

export default PasswordGenerator;
