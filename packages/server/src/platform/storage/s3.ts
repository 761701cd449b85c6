import {
  type BucketLocationConstraint,
  CreateBucketCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { UploadUses } from '@hangar/domain/contracts/files';
import type { Config } from '../../config';
import { type Download, publicUrl, type StorageDriver } from './driver';
import { keyText, type ObjectKey } from './keys';
import { mediaType } from './signing';

// S3 driver: any S3-compatible store (AWS S3, MinIO, ...). One bucket per use, named S3_BUCKET_PREFIX + use
// (created at start when missing); the object key is the rest of our key. Uploads go straight to the store
// through a presigned PutObject that fixes ContentLength and ContentType; downloads are checked by our server
// (storage/routes.ts) and then redirected to a short presigned GetObject.

export interface S3Driver extends StorageDriver {
  readonly kind: 's3';
  readonly client: S3Client;
}

export function createS3Driver(config: Config): S3Driver {
  const s3 = config.storage.s3;
  const client = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    // Otherwise the SDK signs a CRC32 of the empty body into presigned PUT links, which the store then
    // compares with the uploaded bytes and refuses.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials:
      s3.accessKeyId && s3.secretAccessKey
        ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey }
        : undefined,
  });
  const internalOrigin = s3.endpoint ? new URL(s3.endpoint).origin : undefined;
  const where = (key: ObjectKey) => {
    const [bucket, ...rest] = keyText(key).split('/');
    return { Bucket: s3.bucketPrefix + bucket, Key: rest.join('/') };
  };
  const forBrowser = (url: string) => publicUrl(config, url, internalOrigin);

  return {
    kind: 's3',
    client,
    async init() {
      for (const use of UploadUses) {
        const Bucket = s3.bucketPrefix + use;
        try {
          await client.send(new HeadBucketCommand({ Bucket }));
        } catch (err) {
          if (!(err instanceof S3ServiceException) || err.$metadata.httpStatusCode !== 404) throw err;
          // Outside us-east-1, AWS wants the region named again.
          const where =
            s3.region === 'us-east-1' ? undefined : { LocationConstraint: s3.region as BucketLocationConstraint };
          await client.send(new CreateBucketCommand({ Bucket, CreateBucketConfiguration: where }));
        }
      }
    },
    async presignPut({ key, size, contentType, expires }) {
      const command = new PutObjectCommand({ ...where(key), ContentLength: size, ContentType: mediaType(contentType) });
      const expiresIn = Math.max(1, Math.round((expires - Date.now()) / 1000));
      // ContentLength and ContentType become signed headers: a PUT with other values is refused by the store.
      const url = await getSignedUrl(client, command, {
        expiresIn,
        signableHeaders: new Set(['content-length', 'content-type']),
      });
      return forBrowser(url);
    },
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          ...where(key),
          Body: bytes,
          ContentLength: bytes.length,
          ContentType: mediaType(contentType),
        }),
      );
    },
    async signedGet(key, ttlSeconds) {
      const expires = Date.now() + ttlSeconds * 1000;
      const url = await getSignedUrl(client, new GetObjectCommand(where(key)), { expiresIn: ttlSeconds });
      return { url: forBrowser(url), expires };
    },
    async download(key, serve): Promise<Download | null> {
      let stored: string;
      try {
        const head = await client.send(new HeadObjectCommand(where(key)));
        stored = mediaType(head.ContentType);
      } catch (err) {
        if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404) return null;
        throw err;
      }
      const served = serve(stored);
      const command = new GetObjectCommand({
        ...where(key),
        ResponseContentType: served.contentType,
        ResponseContentDisposition: served.disposition,
      });
      return { kind: 'redirect', url: forBrowser(await getSignedUrl(client, command, { expiresIn: 300 })) };
    },
  };
}
