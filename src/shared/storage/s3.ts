import type { S3ClientConfig } from '@aws-sdk/client-s3'

import { settings } from '@/shared/settings'

/**
 * How the site reaches its S3-compatible bucket (S3_* settings), for the media collection's storage
 * (cms/storage.ts) and the files visitors upload (fileStore.ts). Undefined without S3_BUCKET.
 */
export function s3Settings(): { bucket: string; config: S3ClientConfig } | undefined {
  const { S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = settings()
  if (!S3_BUCKET) return undefined
  return {
    bucket: S3_BUCKET,
    config: {
      region: S3_REGION,
      ...(S3_ENDPOINT ? { endpoint: S3_ENDPOINT, forcePathStyle: true } : {}),
      // Without keys the SDK's own chain applies (instance role, AWS_* variables).
      ...(S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY ? { credentials: { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY } } : {}),
      // Checksums only where the protocol requires them: S3-compatible servers that do not understand the
      // SDK's chunked checksum encoding would otherwise store the encoding with the file.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  }
}
