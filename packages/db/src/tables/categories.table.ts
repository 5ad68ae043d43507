import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Categories the admin assigns to tool requests; a live request with a category joins the catalogue. */
export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  /** ISO 8601 text, written by the application so every dialect stores the same format. */
  created_at: ColumnType<string, string, never>;
}

export type CategoryRow = Selectable<CategoriesTable>;
export type NewCategoryRow = Insertable<CategoriesTable>;
