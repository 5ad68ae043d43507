import { Button, Input, parseUrlSettings, toast, urlParam, useUrlSettings, type UrlParam } from '@toolnest/ui';
import { Field } from '@toolnest/ui/field';
import Clock from 'lucide-react/icons/clock';
import Eraser from 'lucide-react/icons/eraser';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { calculateHours, MINUTES_PER_DAY, parseClockTime, resultDetails, resultLine, type HoursWorked } from './logic';

// The page module (the package's "." export, loaded lazily by the site): the tool, its article and page meta.
export { Article, pageDescription } from './article';

const clockTime: UrlParam<string> = { default: '', parse: (raw) => (parseClockTime(raw) === undefined ? undefined : raw), format: String };
/**
 * The last calculation's times and break, kept in the URL (as it-tools keeps a tool's state) so a reload,
 * a bookmark or a shared link shows it again. They are settings of a sum, not private text. Written only
 * by Calculate Hours, so the address always matches the result on screen; Clear removes them.
 */
const settingsSchema = {
  start: clockTime,
  end: clockTime,
  // A calculation that stands never has a break longer than the day.
  break: urlParam.integer(0, MINUTES_PER_DAY - 1, 0),
};

export interface HoursCalculatorProps {
  /** Field values to start with (stories, embeds); the page starts empty. */
  initialStart?: string;
  initialEnd?: string;
  initialBreak?: string;
}

/** The Hours Calculator: start and end times and a break in minutes in, the time worked out. */
export function HoursCalculator(props: HoursCalculatorProps) {
  const { start, end, pause, result, edit, calculate, clear, startField } = useHoursCalculator(props);

  return (
    <div>
      {/* noValidate: the tool's own messages, not the browser's bubbles, answer a missing time or an odd break. */}
      <form className="space-y-4" onSubmit={calculate} noValidate>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label="Start Time">
            <Input ref={startField} type="time" value={start} onChange={(event) => edit({ start: event.target.value })} />
          </Field>
          <Field label="End Time">
            <Input type="time" value={end} onChange={(event) => edit({ end: event.target.value })} />
          </Field>
          <Field label="Break Time (minutes)">
            <Input
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              placeholder="0"
              value={pause}
              onChange={(event) => edit({ pause: event.target.value })}
            />
          </Field>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit">
            <Clock aria-hidden="true" />
            Calculate Hours
          </Button>
          <Button variant="outline" onClick={clear}>
            <Eraser aria-hidden="true" />
            Clear
          </Button>
        </div>
      </form>

      {/* Announced when a calculation lands; empty until then. */}
      <div aria-live="polite">{result ? <ResultCard result={result} /> : null}</div>
    </div>
  );
}

/** The fields as typed, the last result, and the address that keeps that result; Calculate Hours and Clear. */
function useHoursCalculator({ initialStart = '', initialEnd = '', initialBreak = '' }: HoursCalculatorProps) {
  // One state: the fields as typed and the result of the last Calculate Hours (none until then).
  const [state, setState] = useState<{ start: string; end: string; pause: string; result?: HoursWorked }>({
    start: initialStart,
    end: initialEnd,
    pause: initialBreak,
  });
  const { start, end, pause } = state;
  const [, setSettings] = useUrlSettings(settingsSchema);
  const startField = useRef<HTMLInputElement>(null);
  const edit = (patch: Partial<typeof state>) => setState((current) => ({ ...current, ...patch }));

  // A link or reload with a calculation in its address shows it once the page runs in the browser: the
  // prerendered page knows no query, so the address is read after hydration, never at render.
  useEffect(() => {
    const saved = parseUrlSettings(settingsSchema, window.location.search);
    const pauseText = saved.break === 0 ? '' : String(saved.break);
    const restored = calculateHours(saved.start, saved.end, pauseText);
    if (!restored.ok) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one update, from the address, once
    setState({ start: saved.start, end: saved.end, pause: pauseText, result: restored });
  }, []);

  const calculate = (event: FormEvent) => {
    event.preventDefault();
    const outcome = calculateHours(start, end, pause);
    if (!outcome.ok) {
      edit({ result: undefined });
      setSettings({ start: '', end: '', break: 0 });
      toast({ title: 'Error', description: outcome.message, variant: 'destructive' });
      return;
    }
    edit({ result: outcome });
    setSettings({ start, end, break: outcome.breakMinutes });
  };

  const clear = () => {
    setState({ start: '', end: '', pause: '' });
    setSettings({ start: '', end: '', break: 0 });
    startField.current?.focus();
  };

  return { ...state, edit, calculate, clear, startField };
}

/** The time worked, large, and how it was reached below. */
function ResultCard({ result }: { result: HoursWorked }) {
  return (
    <div className="mt-6 rounded-lg border border-border bg-background p-4 text-center">
      <p className="text-xl font-bold text-foreground tabular-nums sm:text-2xl">{resultLine(result.minutes)}</p>
      <p className="mt-1 text-sm text-muted-foreground">{resultDetails(result)}</p>
    </div>
  );
}

export default HoursCalculator;
