// Server settings from the environment, read once at start: the one helper for apps/api's variables and
// for each tool's own (its toolServer's `settings`). A bad value throws a sentence naming the variable,
// its range and what it counts, and that sentence stops start-up.

/** The environment a setting is read from (process.env, or a test's object). */
export type Environment = Readonly<Record<string, string | undefined>>;

/** A whole-number setting: its variable, its value when unset, its range and what it counts (for the error). */
export interface WholeNumberSetting {
  variable: string;
  default: number;
  min: number;
  max: number;
  meaning: string;
}

/** A tool's settings, by the name its plugin's options give each one. */
export type SettingsSpec = Readonly<Record<string, WholeNumberSetting>>;

/** What readSettings gives for a spec: each name with its number. */
export type SettingsOf<Spec extends SettingsSpec> = { [Name in keyof Spec]: number };

/** A whole number from min to max, or the fallback when unset; anything else throws, saying what it means. */
export function readWholeNumber(env: Environment, name: string, fallback: number, min: number, max: number, meaning: string): number {
  const raw = env[name]?.trim();
  const value = raw ? Number(raw) : fallback;
  if (raw && (!/^\d+$/.test(raw) || value < min || value > max)) {
    throw new Error(`${name} must be a whole number from ${min} to ${max} (${meaning}), got "${env[name]}".`);
  }
  return value;
}

/** Every setting of a spec, read from its variable. */
export function readSettings<Spec extends SettingsSpec>(env: Environment, spec: Spec): SettingsOf<Spec> {
  const entries = Object.entries(spec).map(([name, setting]) => [
    name,
    readWholeNumber(env, setting.variable, setting.default, setting.min, setting.max, setting.meaning),
  ]);
  return Object.fromEntries(entries) as SettingsOf<Spec>;
}
