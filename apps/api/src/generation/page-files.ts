// A generated page's two files in DATA_DIR/generated: {name}.tsx (the source the admin may read) and
// {name}.js (what GET /api/generated/{name}.js serves). Both are written under temporary names and
// renamed in, so a page is either whole or absent.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A temporary file of a Generate in progress: `.{name}.{random}.tmp`, never served. */
const TEMP_FILE = /^\..+\.tmp$/;

/** The generated pages' files in one folder. */
export class PageFiles {
  constructor(readonly dir: string) {}

  /** Creates the folder, and deletes the temporary files last changed before `staleBefore` (a stopped server's). */
  prepare(staleBefore: Date): void {
    mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    for (const name of readdirSync(this.dir)) {
      const file = join(this.dir, name);
      const modified = TEMP_FILE.test(name) ? statSync(file, { throwIfNoEntry: false })?.mtimeMs : undefined;
      if (modified !== undefined && modified < staleBefore.getTime()) rmSync(file, { force: true });
    }
  }

  /** Whether both of a page's files are in place. */
  has(pageName: string): boolean {
    return existsSync(this.#file(pageName, 'js')) && existsSync(this.#file(pageName, 'tsx'));
  }

  /** Puts a page's source and compiled module in place; on failure its temporary files are removed. */
  async write(pageName: string, source: string, compiled: string): Promise<void> {
    const suffix = `${randomBytes(6).toString('hex')}.tmp`;
    const temp = { tsx: join(this.dir, `.${pageName}.tsx.${suffix}`), js: join(this.dir, `.${pageName}.js.${suffix}`) };
    try {
      await writeFile(temp.tsx, source, { mode: 0o600 });
      await writeFile(temp.js, compiled, { mode: 0o600 });
      await rename(temp.js, this.#file(pageName, 'js'));
      await rename(temp.tsx, this.#file(pageName, 'tsx'));
    } catch (error) {
      await Promise.all([rm(temp.tsx, { force: true }), rm(temp.js, { force: true })]);
      throw error;
    }
  }

  /** Deletes a page's files. */
  async remove(pageName: string): Promise<void> {
    await Promise.all([rm(this.#file(pageName, 'js'), { force: true }), rm(this.#file(pageName, 'tsx'), { force: true })]);
  }

  /** The compiled module of a page, or undefined when it has none. */
  async readModule(pageName: string): Promise<Buffer | undefined> {
    return orMissing(readFile(this.#file(pageName, 'js')));
  }

  /** The `.tsx` source of a page, for the admin's review; undefined when it has none. */
  async readSource(pageName: string): Promise<string | undefined> {
    return orMissing(readFile(this.#file(pageName, 'tsx'), 'utf8'));
  }

  #file(pageName: string, extension: 'tsx' | 'js'): string {
    return join(this.dir, `${pageName}.${extension}`);
  }
}

/** What `reading` reads, or undefined when the file does not exist. */
async function orMissing<T>(reading: Promise<T>): Promise<T | undefined> {
  try {
    return await reading;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
