import { formatCount } from '@toolnest/tool-kit/text';
import { Button, directionBeforePaste, Textarea, textDirection } from '@toolnest/ui';
import { Field } from '@toolnest/ui/field';
import Eraser from 'lucide-react/icons/eraser';
import { useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import { textStats } from './logic';

// The page module (the package's "." export, loaded lazily by the site): the tool, its article and page meta.
export { Article, pageDescription } from './article';

// One fixed locale, so the prerendered page and the browser print the same digits ("12,345").

export interface WordCountProps {
  /** Text to start with (stories, embeds); the page starts empty. */
  initialText?: string;
}

/** The Word Count tool: a text area with live Words and Characters counters. */
export function WordCount({ initialText = '' }: WordCountProps) {
  const [text, setText] = useState(initialText);
  // Typing renders first; the counters catch up when the browser is free, so counting never delays a keystroke.
  const countedText = useDeferredValue(text);
  const { words, characters } = useMemo(() => textStats(countedText), [countedText]);
  const countsId = useId();
  const textArea = useRef<HTMLTextAreaElement>(null);

  const clear = () => {
    setText('');
    textArea.current?.focus();
  };

  return (
    <div className="space-y-4">
      <dl id={countsId} className="grid grid-cols-2 gap-3 sm:gap-4">
        <Counter label="Words" value={words} />
        <Counter label="Characters" value={characters} />
      </dl>

      <Field label="Your text">
        <Textarea
          ref={textArea}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onPaste={directionBeforePaste}
          placeholder="Type or paste your text here..."
          rows={12}
          // dir="auto" shows right-to-left text the right way round; textDirection spares Chromium its cost on
          // long texts (it lays out a dir="auto" text area in quadratic time: a 10 MB paste would freeze the page).
          dir={textDirection(text)}
          // The counters are read out with the text area, not announced on every keystroke.
          aria-describedby={countsId}
        />
      </Field>

      <Button variant="outline" onClick={clear}>
        <Eraser aria-hidden="true" />
        Clear
      </Button>
    </div>
  );
}

function Counter({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg border border-border bg-background p-3 text-center sm:p-4">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-foreground tabular-nums sm:text-3xl">{formatCount(value)}</dd>
    </div>
  );
}

export default WordCount;
