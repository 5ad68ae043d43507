import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, useCopy } from '@toolnest/ui';
import { CopyButton } from '@toolnest/ui/copy-button';
import Info from 'lucide-react/icons/info';
import { useId } from 'react';
import { COPY_COUNTS, INVISIBLE_CHARACTERS, copyLabel, copyNotices, repeatCharacter, type InvisibleCharacter as Entry } from './logic';

// The page module (the package's "." export, loaded lazily by the site): the tool, its article and page meta.
export { Article, pageDescription } from './article';

/** The Invisible Character Generator: five cards, each copying its character once, 5 or 10 times. */
export function InvisibleCharacter() {
  return (
    <div className="space-y-6">
      <ul className="grid gap-4 md:grid-cols-2">
        {INVISIBLE_CHARACTERS.map((entry) => (
          <CharacterCard key={entry.codePoint} entry={entry} />
        ))}
      </ul>

      <p className="flex items-start gap-2 rounded-md border border-border bg-muted p-3 text-sm text-foreground">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <strong>Usage note:</strong> some platforms filter or remove invisible characters, so a name or post made of
          them may be rejected, trimmed or shown differently. Try it on the platform before you rely on it.
        </span>
      </p>
    </div>
  );
}

function CharacterCard({ entry }: { entry: Entry }) {
  const copy = useCopy();
  const titleId = useId();
  return (
    <li>
      <Card className="flex h-full flex-col">
        <CardHeader>
          <CardTitle as="h2" id={titleId}>
            {entry.name}
          </CardTitle>
          <p className="font-mono text-sm text-muted-foreground">{entry.unicode}</p>
          <CardDescription>{entry.description}</CardDescription>
        </CardHeader>
        {/* Three buttons per card read "Copy", "Copy 5x", "Copy 10x"; the card's name describes them. */}
        <CardContent className="mt-auto flex flex-wrap gap-2">
          <CopyButton variant="default" text={entry.character} notices={copyNotices(entry.name)} aria-describedby={titleId} />
          {COPY_COUNTS.map((count) => (
            <Button
              key={count}
              variant="outline"
              aria-describedby={titleId}
              data-copy=""
              onClick={() => void copy(repeatCharacter(entry.character, count), copyNotices(entry.name, count))}
            >
              {copyLabel(count)}
            </Button>
          ))}
        </CardContent>
      </Card>
    </li>
  );
}

export default InvisibleCharacter;
