import { Button, Card, CardContent, CardHeader, CardTitle, Input } from '@toolnest/ui';
import Plus from 'lucide-react/icons/plus';
import UserMinus from 'lucide-react/icons/user-minus';
import { useId, useRef } from 'react';
import { MIN_PEOPLE, displayName, nextId, type Person } from './logic';

export interface PeopleProps {
  people: readonly Person[];
  onAdd: () => void;
  onRename: (id: string, name: string) => void;
  onRemove: (id: string) => void;
}

/** The People card: a name box per person, Add, and Remove while more than the minimum are left. */
export function People({ people, onAdd, onRename, onRemove }: PeopleProps) {
  const addButton = useRef<HTMLButtonElement>(null);
  const focusPerson = useRef<string | null>(null);
  const titleId = useId();

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle as="h2" id={titleId}>
          People
        </CardTitle>
        <Button
          ref={addButton}
          aria-label="Add person"
          onClick={() => {
            focusPerson.current = nextId(people);
            onAdd();
          }}
        >
          <Plus aria-hidden="true" />
          Add
        </Button>
      </CardHeader>
      <CardContent>
        <ul aria-labelledby={titleId} className="grid gap-2">
          {people.map((person) => (
            <li key={person.id} className="flex items-center gap-2">
              <Input
                ref={(element) => {
                  // A person just added gets the focus, so their name can be typed at once.
                  if (element && focusPerson.current === person.id) {
                    focusPerson.current = null;
                    element.focus();
                  }
                }}
                dir="auto"
                aria-label={`Name of Person ${person.id}`}
                placeholder={`Person ${person.id}`}
                value={person.name}
                onChange={(event) => onRename(person.id, event.target.value)}
              />
              {people.length > MIN_PEOPLE ? (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove ${displayName(person)}`}
                  onClick={() => {
                    onRemove(person.id);
                    addButton.current?.focus();
                  }}
                >
                  <UserMinus aria-hidden="true" />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
