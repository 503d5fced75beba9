import type { Readable } from 'node:stream';
import { Readable as ReadableStream } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client, paginateListObjectsV2 } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { isStorageKey, type ByteRange, type FileStorage, type StoredFile, type StoredFileInfo } from './file-storage';
import { newStorageKey } from './keys';

/** Where the bucket is and how to reach it (README: S3_* variables). */
export interface S3Settings {
  bucket: string;
  /** An S3-compatible server's URL (MinIO, Ceph, R2, …); undefined for AWS itself. */
  endpoint: string | undefined;
  region: string;
  /** Both or neither: without them the SDK's default chain (environment, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `bucket` in the path (`endpoint/bucket/key`) instead of the host name: what most S3-compatible servers need. */
  forcePathStyle: boolean;
}

/** Bytes per part of a multipart upload (S3's smallest part), and parts in flight per upload. */
const PART_SIZE = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // The SDK's default (WHEN_SUPPORTED) adds a CRC trailer to streamed bodies (aws-chunked encoding);
    // some S3-compatible servers store it as part of the object (45 bytes longer, no error). Checksums
    // only where an operation requires them; the storage tests compare the bytes one by one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** A missing object, as S3 and the compatible servers report it (HeadObject has no body: only the status). */
function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/** The whole object's size from `Content-Range: bytes 0-9/1234`. */
function totalSize(contentRange: string | undefined, fallback: number): number {
  const total = contentRange?.match(/\/(\d+)$/)?.[1];
  return total ? Number(total) : fallback;
}

/**
 * Files as objects of one bucket, one object per key (at the bucket's root). Several server processes
 * may share the bucket: keys are random, an object is written once and never changed. Downloads still go
 * through the API (session check, safe headers): the bucket needs no public access.
 */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings, client: S3Client = s3Client(settings)) {
    this.client = client;
    this.bucket = settings.bucket;
  }

  async put(source: Readable, extension: string): Promise<{ key: string; size: number }> {
    const key = newStorageKey(extension);
    return { key, ...(await this.upload(key, source)) };
  }

  async putAs(key: string, source: Readable): Promise<{ size: number }> {
    if (!isStorageKey(key)) throw new Error(`Clave de archivo no válida: ${key}`);
    return this.upload(key, source);
  }

  private async upload(key: string, source: Readable): Promise<{ size: number }> {
    let size = 0;
    let sourceError: unknown;
    const counted = async function* () {
      try {
        for await (const chunk of source as AsyncIterable<Buffer>) {
          size += chunk.length;
          yield chunk;
        }
      } catch (error) {
        sourceError = error;
        throw error;
      }
    };
    // A body under one part goes as one PutObject; a larger one as a multipart upload, aborted on failure
    // (the object only appears when the upload completes, so a refused or cut source leaves none).
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: ReadableStream.from(counted()), ContentType: 'application/octet-stream' },
      partSize: PART_SIZE,
      queueSize: PARTS_IN_FLIGHT,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      await this.delete(key).catch(() => undefined);
      // The source's own error (a refusal, a cut connection), not a later one of aborting the upload.
      throw sourceError ?? error;
    }
    return { size };
  }

  async get(key: string, range?: ByteRange): Promise<{ stream: Readable; size: number } | undefined> {
    if (!isStorageKey(key)) return undefined;
    try {
      const out = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      );
      const stream = out.Body as Readable | undefined;
      if (!stream) return undefined;
      return { stream, size: totalSize(out.ContentRange, out.ContentLength ?? 0) };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async stat(key: string): Promise<StoredFileInfo | undefined> {
    if (!isStorageKey(key)) return undefined;
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: out.ContentLength ?? 0, modifiedAt: out.LastModified ?? new Date(0) };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    if (!isStorageKey(key)) return;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async *list(): AsyncIterable<StoredFile> {
    for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket })) {
      for (const object of page.Contents ?? []) {
        if (!object.Key || !isStorageKey(object.Key)) continue;
        yield { key: object.Key, size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) };
      }
    }
  }

  /** Lets the process exit: closes the client's keep-alive sockets. */
  close(): void {
    this.client.destroy();
  }
}
