import type { Category } from '@toolnest/api-client/schemas';
import { lockForWrite, type ChangeFeed, type DB } from '@toolnest/db';
import { ResponseCache, type CachedBody } from './response-cache';
import { CONTROL_CHARACTERS_MESSAGE, hasForbiddenCharacters } from '@toolnest/api-client/schemas';
import { CategoryNameTakenError, CategoryNotFoundError, InvalidCategoryNameError } from './store-errors';

export const CATEGORY_NAME_MAX = 50;

// Equal ignoring case but not accents: 'Text' and 'TEXT' are one category, 'Resume' and 'Résumé' two.
const sameName = new Intl.Collator('und', { sensitivity: 'accent' });

/** Trims a category name and checks it: 1–50 characters (counted as code points like the schemas), no control characters, no lone surrogates. */
export function cleanCategoryName(name: string): string {
  const clean = name.trim();
  if (!clean) throw new InvalidCategoryNameError('Category name is required.');
  if (hasForbiddenCharacters(clean)) throw new InvalidCategoryNameError(CONTROL_CHARACTERS_MESSAGE);
  if ([...clean].length > CATEGORY_NAME_MAX) {
    throw new InvalidCategoryNameError(`Category name must be at most ${CATEGORY_NAME_MAX} characters.`);
  }
  return clean;
}

/** Every read and write of categories; each write drops the cached lists it changes. */
export class CategoryStore {
  readonly #db: DB;
  readonly #list = new ResponseCache();
  readonly #changes: ChangeFeed;

  /** Its cached list drops on every change of 'categories' in `changes`, this server's writes or another's. */
  constructor(db: DB, changes: ChangeFeed) {
    this.#db = db;
    this.#changes = changes;
    changes.subscribe('categories', () => this.#list.invalidate());
  }

  /** Serialized GET /api/categories body. */
  get listCache(): CachedBody {
    return this.#list;
  }

  list(): Promise<Category[]> {
    return this.#db.selectFrom('categories').select(['id', 'name']).orderBy('name').orderBy('id').execute();
  }

  /** Adds a category; throws InvalidCategoryNameError or CategoryNameTakenError (a 409 for the admin route). */
  async create(name: string, now = new Date()): Promise<Category> {
    const clean = cleanCategoryName(name);
    // One transaction, so no other write slips in between the check and the insert.
    const row = await this.#db.transaction().execute(async (trx) => {
      await lockForWrite(trx, 'categories');
      const taken = (await trx.selectFrom('categories').select('name').execute()).find((row) => sameName.compare(row.name, clean) === 0);
      if (taken) throw new CategoryNameTakenError(taken.name);
      return trx.insertInto('categories').values({ name: clean, created_at: now.toISOString() }).returning(['id', 'name']).executeTakeFirstOrThrow();
    });
    await this.#changes.publish('categories');
    return row;
  }

  /**
   * Deletes a category in one statement; its requests keep existing with no category (the foreign key's
   * `on delete set null`). Throws CategoryNotFoundError when there is none.
   */
  async delete(id: number): Promise<void> {
    const { numDeletedRows } = await this.#db.deleteFrom('categories').where('id', '=', id).executeTakeFirstOrThrow();
    // The foreign key set category_id to null in tool_requests: ToolRequestStore listens to 'categories' too.
    await this.#changes.publish('categories');
    if (numDeletedRows === 0n) throw new CategoryNotFoundError(id);
  }
}
