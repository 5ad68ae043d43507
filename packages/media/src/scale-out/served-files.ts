// The shared queue's finished files as this API server's file route serves them: from MEDIA_DIR,
// where a worker moved them, or from the bucket (MEDIA_S3_*) through a short-lived signed URL. Where
// a file is comes from Redis, so it is checked before use: whoever can write to Redis must not get
// another file served.
import { isAbsolute, relative, resolve } from 'node:path';
import type { MediaLogger } from '../engine-options';
import { isJobKey } from '../ids';
import type { FinishedFile } from '../job';
import { MediaBucket, type MediaBucketOptions } from './bucket';
import { isFinishedName, type SharedJobState } from './state';

/** A finished file as the file route serves it: from disk, or a redirect to a short-lived signed URL of the bucket's copy. */
export type ServedFile = FinishedFile | { redirect: string };

export interface SharedFilesOptions {
  /** MEDIA_DIR, which the servers and workers share. */
  mediaDir: string;
  /** MEDIA_S3_*: the workers put finished files in this bucket. */
  bucket?: MediaBucketOptions;
  log?: MediaLogger;
}

export class SharedFiles {
  private readonly bucket: MediaBucket | undefined;

  constructor(
    private readonly state: SharedJobState,
    private readonly options: SharedFilesOptions,
  ) {
    this.bucket = options.bucket ? new MediaBucket(options.bucket) : undefined;
  }

  /** A finished file by its key, or null: in MEDIA_DIR, or a signed URL of the bucket's copy. */
  async finished(key: string): Promise<ServedFile | null> {
    const record = isJobKey(key) ? await this.state.read(key) : null;
    if (record?.snapshot.phase !== 'complete' || !record.file) return null;
    const { name, filename, size, contentType, inBucket } = record.file;
    const { mediaDir } = this.options;
    const path = resolve(mediaDir, name);
    const inside = relative(mediaDir, path);
    if (!isFinishedName(key, name) || inside.startsWith('..') || isAbsolute(inside)) {
      this.options.log?.warn(`media: the finished file of job ${key} in Redis is not where a worker puts it (${JSON.stringify(name)}); not served`);
      return null;
    }
    if (inBucket) return this.bucket ? { redirect: await this.bucket.signedUrl(name, { filename, contentType }) } : null;
    return { path, filename, size, contentType };
  }

  /** Lets go of the bucket's client (the server stops). */
  close(): void {
    this.bucket?.close();
  }
}
