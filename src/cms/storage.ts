import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import { settings } from '../shared/settings'

/**
 * Where uploaded media live. With S3_BUCKET set: that bucket (AWS, or any S3-compatible server at
 * S3_ENDPOINT), so every instance of the site reads and writes the same files. Without it: the disk
 * under DATA_DIR/media (the collection's staticDir), right for one instance.
 *
 * Files are still served through Payload's own route (/cms-api/media/file/<name>), which checks read
 * access and keeps image URLs the same whichever storage is used.
 */
export function mediaStorage(): Plugin[] {
  const { S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = settings()
  if (!S3_BUCKET) return []
  return [
    s3Storage({
      collections: { media: true },
      bucket: S3_BUCKET,
      config: {
        region: S3_REGION,
        ...(S3_ENDPOINT ? { endpoint: S3_ENDPOINT, forcePathStyle: true } : {}),
        // Without keys the SDK's own chain applies (instance role, AWS_* variables).
        ...(S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY ? { credentials: { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY } } : {}),
        // Checksums only where the protocol requires them: S3-compatible servers that do not understand
        // the SDK's chunked checksum encoding would otherwise store the encoding with the file.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      },
    }),
  ]
}
