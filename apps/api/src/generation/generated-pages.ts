// Generate and its preview tokens. The pages' files live in DATA_DIR/generated (page-files.ts); their
// rows' generation status is stores/page-generations.ts's.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkDraftedPage, PageCheckError } from './page-checks';
import { compilePage } from './page-compiler';
import { DraftError, draftPage, LLM_TIMEOUT_MS, type LlmConfig } from './page-drafter';
import { PageFiles } from './page-files';
import { generatedHeader, pageSource } from './page-template';
import { ToolRequestNotFoundError } from '../stores/store-errors';
import type { ToolRequestStore } from '../stores/tool-requests';
import type { GenerationClaim } from '../stores/page-generations';

/** The folder inside DATA_DIR. */
export const GENERATED_DIR = 'generated';

/** How long a preview link's module URL works. */
export const PREVIEW_TOKEN_TTL_MS = 10 * 60 * 1000;

// `{expiry ms}.{HMAC-SHA256, base64url}`: the expiry as issue() writes it, no leading zero, so each token has one spelling.
const TOKEN = /^([1-9]\d{0,15})\.([A-Za-z0-9_-]{43})$/;

/**
 * Preview tokens: an HMAC of the page name and an expiry, under a key every server on the DATA_DIR shares
 * (previewKey), so a preview link made by one server opens on another, and after a restart.
 */
export class PreviewTokens {
  readonly #key: Buffer;

  constructor(key: Buffer) {
    this.#key = key;
  }

  issue(pageName: string, now = Date.now()): string {
    const expires = now + PREVIEW_TOKEN_TTL_MS;
    return `${expires}.${this.#sign(pageName, expires)}`;
  }

  /** True when `token` was issued for `pageName` under this key and has not expired. Constant-time. */
  verify(pageName: string, token: string, now = Date.now()): boolean {
    const match = TOKEN.exec(token);
    if (!match) return false;
    const expires = Number(match[1]);
    if (!(expires > now)) return false;
    // The characters, not the bytes they decode to: base64url's last character carries unused bits, so
    // decoding would take a token with one of them changed as the same MAC.
    const given = Buffer.from(match[2]!);
    const expected = Buffer.from(this.#sign(pageName, expires));
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  #sign(pageName: string, expires: number): string {
    return createHmac('sha256', this.#key).update(`${pageName}\n${expires}`).digest('base64url');
  }
}

/**
 * A Generate that failed, with details for the dashboard's 'Failed to generate tool page': the LLM
 * failed (502), timed out (504) or drafted a page that fails a check (422), or this server could not compile or
 * save the page (500, its cause for the log).
 */
export class GenerationFailedError extends Error {
  constructor(
    message: string,
    readonly statusCode: 422 | 500 | 502 | 504,
    readonly details: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'GenerationFailedError';
  }
}

/** What the admin reads when compiling or saving the page failed here: nothing to fix on their side but trying again. */
const SERVER_FAULT = {
  error: 'The server could not compile or save the tool page.',
  details: 'Nothing was changed: the request is as it was. Try again; if it fails again, the server log has the cause.',
};

/** The preview key's file in DATA_DIR: 32 random bytes, made by the first server that starts there. */
export const PREVIEW_KEY_FILE = 'preview-token.key';

/**
 * Reads DATA_DIR's preview key, making it first when there is none. Made under a temporary name and linked in,
 * so servers starting at once on a shared DATA_DIR end with one key: a link fails where the name exists.
 */
export function previewKey(dataDir: string): Buffer {
  const file = join(dataDir, PREVIEW_KEY_FILE);
  if (!existsSync(file)) {
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    writeFileSync(temporary, randomBytes(32), { mode: 0o600, flag: 'wx' });
    try {
      linkSync(temporary, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(temporary, { force: true });
    }
  }
  const key = readFileSync(file);
  if (key.length !== 32) throw new Error(`${file} is not a preview key (32 bytes): delete it and start again`);
  return key;
}

/** Writes, removes and reads generated pages, keeping the store's generation status in step. */
export class GeneratedPages {
  readonly tokens: PreviewTokens;
  readonly #files: PageFiles;
  readonly #store: ToolRequestStore;
  readonly #llm: LlmConfig | undefined;

  /** With `llm`, an LLM drafts each page instead of the template. */
  constructor(dataDir: string, store: ToolRequestStore, { llm }: { llm?: LlmConfig } = {}) {
    this.#files = new PageFiles(join(dataDir, GENERATED_DIR));
    this.tokens = new PreviewTokens(previewKey(dataDir));
    this.#store = store;
    this.#llm = llm;
  }

  /** DATA_DIR/generated. */
  get dir(): string {
    return this.#files.dir;
  }

  /**
   * Creates the folder, deletes temporary files a stopped server left, and restores rows it left 'generating'.
   * Only what is older than any Generate runs (the drafting service's timeout and a minute for the rest): servers
   * sharing the DATA_DIR and database may be generating right now.
   */
  async recover(now = new Date()): Promise<void> {
    const staleBefore = this.#staleBefore(now);
    this.#files.prepare(staleBefore);
    await this.#store.generations.recover((pageName) => this.#files.has(pageName), staleBefore);
  }

  /**
   * Generate: writes and compiles the request's page, then marks it ready_for_qa. On any failure
   * the temporary files are removed and the request is put back as it was. Answers the source's path
   * relative to DATA_DIR.
   */
  async generate(id: number, now = new Date()): Promise<string> {
    const claim = await this.#store.generations.start(id, now, this.#staleBefore(now));
    const { pageName } = claim;
    try {
      const source = this.#llm ? await draftCheckedPage(this.#llm, claim) : pageSource(claim);
      await this.#files.write(pageName, source, await compilePage(source));
    } catch (error) {
      await this.#store.generations.abandon(id, claim.before);
      if (error instanceof GenerationFailedError) throw error;
      throw new GenerationFailedError(SERVER_FAULT.error, 500, SERVER_FAULT.details, { cause: error });
    }
    if (!(await this.#store.generations.finish(id))) {
      // Deleted while it was generating: its files go with it.
      await this.remove(`/${pageName}`);
      throw new ToolRequestNotFoundError(id);
    }
    return `${GENERATED_DIR}/${pageName}.tsx`;
  }

  /** Deletes a page's files (a deleted request's); a path of null means there are none. */
  async remove(pagePath: string | null): Promise<void> {
    if (pagePath === null) return;
    await this.#files.remove(pagePath.slice(1));
  }

  /** The compiled module of a page, or undefined when it has none. */
  readModule(pageName: string): Promise<Buffer | undefined> {
    return this.#files.readModule(pageName);
  }

  /** The `.tsx` source of a page, for the admin's review; undefined when it has none. */
  readSource(pageName: string): Promise<string | undefined> {
    return this.#files.readSource(pageName);
  }

  /** Claims and temporary files from before this were left by a stopped server: no Generate runs that long. */
  #staleBefore(now: Date): Date {
    return new Date(now.getTime() - (this.#llm?.timeoutMs ?? LLM_TIMEOUT_MS) - 60_000);
  }
}

/** The LLM's page, checked, under the generated header; its failures as GenerationFailedError. */
async function draftCheckedPage(llm: LlmConfig, claim: GenerationClaim): Promise<string> {
  try {
    const drafted = await draftPage(llm, claim);
    await checkDraftedPage(drafted);
    return `${generatedHeader(claim.id, 'LLM')}\n${drafted}\n`;
  } catch (error) {
    if (error instanceof DraftError) throw new GenerationFailedError('The page drafting service failed.', error.statusCode, error.message);
    if (error instanceof PageCheckError) throw new GenerationFailedError('The drafted page failed a check.', 422, error.message);
    throw error;
  }
}
