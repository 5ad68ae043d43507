import * as SliderPrimitive from '@radix-ui/react-slider';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from './cn';
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

/**
 * A Radix slider with a number field beside it, kept in sync: the slider takes arrows, Page Up/Down,
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
  const [own, setOwn] = useState(() => clampToStep(defaultValue ?? min, min, max, step));
  const current = value ?? own;
  // The field's text while it is being typed in (null shows the value): "1" on the way to "12" is no error.
  const [draft, setDraft] = useState<string | null>(null);

  const commit = (next: number) => {
    const clamped = clampToStep(next, min, max, step);
    setOwn(clamped);
    if (clamped !== current) onValueChange?.(clamped);
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

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commitDraft();
  };

  return (
    <div className={cn('grid gap-2', className)}>
      <Label id={labelId} htmlFor={inputId}>
        {label}
      </Label>
      <div className="flex items-center gap-4">
        <SliderPrimitive.Root
          min={min}
          max={max}
          step={step}
          value={[current]}
          onValueChange={([next]) => {
            setDraft(null);
            if (next !== undefined) commit(next);
          }}
          disabled={disabled}
          // h-10: the whole strip, not only the 20 px thumb, takes a tap.
          className="relative flex h-10 grow cursor-pointer touch-none items-center select-none data-disabled:cursor-not-allowed data-disabled:opacity-50"
        >
          <SliderPrimitive.Track className="relative h-2 grow overflow-hidden rounded-full bg-accent">
            <SliderPrimitive.Range className="absolute h-full bg-primary" />
          </SliderPrimitive.Track>
          <SliderPrimitive.Thumb
            aria-labelledby={labelId}
            className="block size-5 rounded-full border-2 border-primary bg-background shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          />
        </SliderPrimitive.Root>
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
