import type { AppConfig } from '../config';
import type { FileStorage } from './file-storage';
import { LocalDiskStorage } from './local-disk';
import { S3Storage } from './s3';

/** The driver the configuration names: a bucket when S3_BUCKET is set, otherwise the local folder. */
export function storageFromConfig(config: Pick<AppConfig, 'filesDir'> & Partial<Pick<AppConfig, 's3'>>): FileStorage & { close?(): void } {
  return config.s3 ? new S3Storage(config.s3) : new LocalDiskStorage(config.filesDir);
}
