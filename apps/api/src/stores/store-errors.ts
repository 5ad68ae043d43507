/**
 * A write a store refused because of what it was asked, not because something broke. It carries the
 * HTTP status a route answers with, so a route can let it through: errors.ts sends `{ error: message }`.
 */
export class StoreError extends Error {
  constructor(
    message: string,
    readonly statusCode: 400 | 404 | 409,
    /** The longer explanation Generate's answers carry (`{ error, details }`). */
    readonly details?: string,
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

/** A write referred to a category (in its body) that does not exist: bad input, so a 400. */
export class UnknownCategoryError extends StoreError {
  constructor(readonly categoryId: number) {
    super(`There is no category ${categoryId}.`, 400);
  }
}

/** A request path named a tool request that does not exist (or no longer does). */
export class ToolRequestNotFoundError extends StoreError {
  constructor(readonly toolRequestId: number) {
    super(`There is no tool request ${toolRequestId}.`, 404);
  }
}

/** A request path named a category that does not exist (or no longer does). */
export class CategoryNotFoundError extends StoreError {
  constructor(readonly categoryId: number) {
    super(`There is no category ${categoryId}.`, 404);
  }
}

/** An edit the request form's rules refuse; the message is the form's sentence. */
export class InvalidToolRequestError extends StoreError {
  constructor(message: string) {
    super(message, 400);
  }
}

/** Generate asked of a request whose state does not allow it: not approved, being generated, or live. */
export class GenerationNotAllowedError extends StoreError {
  constructor(details: string) {
    super('This request cannot be generated now.', 409, details);
  }
}

/** The tool's name would give a page the site already uses (a route of its own, such as /admin or /word-count); the admin renames it. */
export class ReservedPageNameError extends StoreError {
  constructor(readonly pageName: string) {
    super(
      `The page name /${pageName} is taken by the site.`,
      409,
      `Rename the tool: its page would be /${pageName}, which the site already uses. Edit the name, then generate again.`,
    );
  }
}

/** Go Live or Preview asked of a request that has no generated page yet. */
export class PageNotGeneratedError extends StoreError {
  constructor() {
    super('Generate the tool page first.', 409);
  }
}
