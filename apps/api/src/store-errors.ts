/**
 * A write a store refused because of what it was asked, not because something broke. It carries the
 * HTTP status a route answers with, so a route can let it through: errors.ts sends `{ error: message }`.
 */
export class StoreError extends Error {
  constructor(
    message: string,
    readonly statusCode: 400 | 404 | 409,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class InvalidCategoryNameError extends StoreError {
  constructor(message: string) {
    super(message, 400);
  }
}

/** Another category already has this name, ignoring case. */
export class CategoryNameTakenError extends StoreError {
  constructor(readonly existingName: string) {
    super(`A category named "${existingName}" already exists.`, 409);
  }
}

export class UnknownCategoryError extends StoreError {
  constructor(readonly categoryId: number) {
    super(`There is no category ${categoryId}.`, 400);
  }
}
