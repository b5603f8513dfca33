import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import { s3Settings } from '../shared/storage/s3'

/**
 * Where uploaded media live. With S3_BUCKET set: that bucket (AWS, or any S3-compatible server at
 * S3_ENDPOINT; shared/storage/s3.ts), so every instance of the site reads and writes the same files.
 * Without it: the disk under DATA_DIR/media (the collection's staticDir), right for one instance.
 *
 * Files are still served through Payload's own route (/cms-api/media/file/<name>), which checks read
 * access and keeps image URLs the same whichever storage is used.
 */
export function mediaStorage(): Plugin[] {
  const s3 = s3Settings()
  if (!s3) return []
  return [s3Storage({ collections: { media: true }, bucket: s3.bucket, config: s3.config })]
}
