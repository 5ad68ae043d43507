import type { Category } from '@toolnest/api-client';
import { Button, Card, CardContent, CardHeader, CardTitle, Icon, Input } from '@toolnest/ui';
import { Field } from '@toolnest/ui/field';
import { useId, useState, type FormEvent } from 'react';

/** The longest category name the server takes. */
export const CATEGORY_NAME_MAX = 50;

export interface CategoriesPanelProps {
  categories: readonly Category[] | undefined;
  creating: boolean;
  /** Resolves true when the category was created, so the field is cleared only then. */
  onCreate: (name: string) => Promise<boolean>;
  onDelete: (category: Category) => void;
}

/** Category management: add a category, delete one (after the dashboard's confirmation). */
export function CategoriesPanel({ categories, creating, onCreate, onDelete }: CategoriesPanelProps) {
  const [name, setName] = useState('');
  const headingId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (creating) return;
    if (await onCreate(name)) setName('');
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" id={headingId}>
          Categories
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form onSubmit={submit} aria-labelledby={headingId} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <Field label="New category" className="flex-1">
            <Input name="category" value={name} onChange={(event) => setName(event.target.value)} maxLength={CATEGORY_NAME_MAX} autoComplete="off" />
          </Field>
          <Button type="submit" aria-disabled={creating} className={creating ? 'opacity-50' : undefined}>
            <Icon name="plus" />
            Add Category
          </Button>
        </form>
        {categories === undefined ? (
          <p className="text-sm text-muted-foreground">Loading categories…</p>
        ) : categories.length === 0 ? (
          <p className="text-sm text-muted-foreground">No categories yet.</p>
        ) : (
          <ul aria-label="Categories" className="flex flex-wrap gap-2">
            {categories.map((category) => (
              <li key={category.id} className="flex items-center gap-1 rounded-full border border-border bg-secondary py-0.5 pr-0.5 pl-3 text-sm text-secondary-foreground">
                {category.name}
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Delete category ${category.name}`}
                  className="h-7 rounded-full px-2"
                  onClick={() => onDelete(category)}
                >
                  <Icon name="x" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
