import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Input, Label } from './input';

export interface SliderProps {
  /** Names both the slider and its number field. */
  label: ReactNode;
  value?: number;
  defaultValue?: number;
  onValueChange?: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  disabled?: boolean;
  /** Submits the value (from the number field) with a surrounding form. */
  name?: string;
  className?: string;
}

const decimals = (n: number) => (String(n).split('.')[1] ?? '').length;

/** Snaps a number to the nearest step from min and keeps it within min and max. */
export function clampToStep(value: number, min: number, max: number, step: number): number {
  const snapped = min + Math.round((value - min) / step) * step;
  const clamped = Math.min(max, Math.max(min, snapped));
  // Rounded to the step's decimals, so 0.1 steps give 0.3 and not 0.30000000000000004.
  return Number(clamped.toFixed(Math.max(decimals(step), decimals(min))));
}

/** Steps each key moves the slider by (Page Up/Down and Shift+arrow skip ten); Home and End go to the ends. */
const KEY_STEPS: Record<string, number> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1, PageUp: 10, PageDown: -10 };

/** Where a key moves the slider from `current`, or null for a key the slider leaves alone. */
function keyTarget(event: KeyboardEvent<HTMLInputElement>, current: number, min: number, max: number, step: number): number | null {
  if (event.key === 'Home') return min;
  if (event.key === 'End') return max;
  const steps = KEY_STEPS[event.key];
  return steps === undefined ? null : current + steps * (event.shiftKey ? 10 : 1) * step;
}

type SliderValueOptions = Pick<SliderProps, 'value' | 'defaultValue' | 'onValueChange'> & { min: number; max: number; step: number };

/** The slider's value (its own unless `value` is given) and the number field's text while it is being typed in. */
function useSliderValue({ value, defaultValue, onValueChange, min, max, step }: SliderValueOptions) {
  const [own, setOwn] = useState(() => clampToStep(defaultValue ?? min, min, max, step));
  const current = value ?? own;
  // The field's text while it is being typed in (null shows the value): "1" on the way to "12" is no error.
  const [draft, setDraft] = useState<string | null>(null);

  const commit = (next: number) => {
    const clamped = clampToStep(next, min, max, step);
    setOwn(clamped);
    if (clamped !== current) onValueChange?.(clamped);
  };

  const slide = (next: number) => {
    setDraft(null);
    commit(next);
  };

  const commitDraft = () => {
    if (draft === null) return;
    const typed = Number(draft);
    // An empty or unreadable entry puts the last good value back.
    if (draft.trim() !== '' && Number.isFinite(typed)) commit(typed);
    setDraft(null);
  };

  const onTyped = (text: string) => {
    setDraft(text);
    const typed = Number(text);
    // A complete, valid number moves the slider at once; anything else waits for Enter or blur.
    if (text.trim() !== '' && Number.isFinite(typed) && clampToStep(typed, min, max, step) === typed) commit(typed);
  };

  return { current, draft, slide, commitDraft, onTyped };
}

interface SliderTrackProps {
  labelId: string;
  current: number;
  min: number;
  max: number;
  step: number;
  disabled?: boolean;
  slide: (next: number) => void;
}

/** The drawn track and thumb, with the invisible native range input over them. */
function SliderTrack({ labelId, current, min, max, step, disabled, slide }: SliderTrackProps) {
  const percent = max > min ? ((Math.min(max, Math.max(min, current)) - min) / (max - min)) * 100 : 0;

  // The keys are handled here rather than left to the browser's range input, so that every browser (and jsdom)
  // moves by the same amounts: one step, ten with Page Up/Down or Shift.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const target = keyTarget(event, current, min, max, step);
    if (target === null) return;
    event.preventDefault();
    slide(target);
  };

  return (
    // h-10: the whole strip, not only the 20 px thumb, takes a tap. Left to right whatever the page's direction,
    // as the track and thumb below are drawn.
    <div dir="ltr" className={cn('relative flex h-10 grow items-center', disabled && 'opacity-50')}>
      <div className="relative h-2 grow overflow-hidden rounded-full bg-accent">
        <div className="absolute h-full bg-primary" style={{ width: `${percent}%` }} />
      </div>
      {/* The native range input takes the pointer and the keys; it is invisible over the strip, and its
          20 px thumb (the size of the one drawn) puts a click or drag at the value under the pointer. */}
      <input
        type="range"
        aria-labelledby={labelId}
        // Also on the element (a range input already exposes them) for tests and tools that read attributes.
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={current}
        min={min}
        max={max}
        step={step}
        value={current}
        disabled={disabled}
        onChange={(event) => slide(Number(event.target.value))}
        onKeyDown={onKeyDown}
        className="peer absolute inset-0 m-0 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed [&::-moz-range-thumb]:size-5 [&::-moz-range-thumb]:border-0 [&::-webkit-slider-thumb]:size-5 [&::-webkit-slider-thumb]:appearance-none"
      />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute block size-5 -translate-x-1/2 rounded-full border-2 border-primary bg-background shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring"
        // The thumb's centre runs from 10 px to 10 px short of the end, as the native thumb's does.
        style={{ left: `calc(${percent}% + ${10 - percent / 5}px)` }}
      />
    </div>
  );
}

/**
 * A native range input with a number field beside it, kept in sync: the slider takes arrows, Page Up/Down,
 * Home and End; the field takes typing, and clamps to min, max and step on Enter or when it loses focus.
 */
export function Slider({
  label,
  value,
  defaultValue,
  onValueChange,
  min = 0,
  max = 100,
  step = 1,
  disabled,
  name,
  className,
}: SliderProps) {
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const inputId = `${baseId}-input`;
  const { current, draft, slide, commitDraft, onTyped } = useSliderValue({ value, defaultValue, onValueChange, min, max, step });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commitDraft();
  };

  return (
    <div className={cn('grid gap-2', className)}>
      <Label id={labelId} htmlFor={inputId}>
        {label}
      </Label>
      <div className="flex items-center gap-4">
        <SliderTrack labelId={labelId} current={current} min={min} max={max} step={step} disabled={disabled} slide={slide} />
        {/* Input is full width; the wrapper sets its size. */}
        <div className="w-20 shrink-0">
          <Input
            id={inputId}
            type="number"
            inputMode="decimal"
            name={name}
            min={min}
            max={max}
            step={step}
            disabled={disabled}
            value={draft ?? String(current)}
            onChange={(event) => onTyped(event.target.value)}
            onBlur={commitDraft}
            onKeyDown={onKeyDown}
          />
        </div>
      </div>
    </div>
  );
}
