// Finished files in an S3-style bucket (MEDIA_S3_*), for workers that share no folder with the
// servers: a worker uploads the file, the server's file route answers with a short-lived signed URL
// of it, and the expiry job deletes it. Any S3-compatible store works (MEDIA_S3_ENDPOINT).
import { createReadStream } from 'node:fs';
import type { S3Client } from '@aws-sdk/client-s3';
import { contentDisposition } from '../files';
import type { FinishedFile } from '../job';

export interface MediaBucketOptions {
  bucket: string;
  /** The bucket's region (us-east-1 for most S3-compatible stores). */
  region: string;
  /** An S3-compatible store's URL (MinIO, R2, …); unset: AWS. Such stores get path-style URLs. */
  endpoint?: string;
  /** Else the SDK's usual sources (environment, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** How long a download's signed URL works. */
  urlTtlSeconds: number;
}

/** What one PUT may hold (S3's limit without a multipart upload). */
export const MAX_BUCKET_FILE_BYTES = 5 * 1024 ** 3;

// The SDK is loaded by the first bucket made, not with this module: every server and worker loads the module,
// most run without a bucket, and the SDK alone was ~0.3 s of CPU at each start.
const loadSdk = async () => {
  const [s3, presigner] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/s3-request-presigner')]);
  return { ...s3, getSignedUrl: presigner.getSignedUrl };
};
type Sdk = Awaited<ReturnType<typeof loadSdk>>;

export class MediaBucket {
  private readonly sdk: Promise<{ client: S3Client } & Sdk>;

  constructor(private readonly options: MediaBucketOptions) {
    const { region, endpoint, accessKeyId, secretAccessKey } = options;
    this.sdk = loadSdk().then((sdk) => ({
      ...sdk,
      client: new sdk.S3Client({
        region,
        ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
        ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
        // Checksums only where S3 requires them: S3-compatible stores differ on the newer trailing ones.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }));
  }

  /** Uploads a worker's finished file under `name`. */
  async put(name: string, file: FinishedFile): Promise<void> {
    const { client, PutObjectCommand } = await this.sdk;
    await client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: name,
        Body: createReadStream(file.path),
        ContentLength: file.size,
        ContentType: file.contentType,
      }),
    );
  }

  /** A URL that downloads `name` under the visitor's file name for the next MEDIA_S3_URL_TTL_S seconds. */
  async signedUrl(name: string, file: Pick<FinishedFile, 'filename' | 'contentType'>): Promise<string> {
    const { client, GetObjectCommand, getSignedUrl } = await this.sdk;
    const command = new GetObjectCommand({
      Bucket: this.options.bucket,
      Key: name,
      ResponseContentDisposition: contentDisposition(file.filename),
      ResponseContentType: file.contentType,
    });
    return getSignedUrl(client, command, { expiresIn: this.options.urlTtlSeconds });
  }

  async remove(name: string): Promise<void> {
    const { client, DeleteObjectCommand } = await this.sdk;
    await client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: name }));
  }

  close(): void {
    void this.sdk.then(({ client }) => client.destroy());
  }
}
