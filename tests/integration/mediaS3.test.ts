/**
 * Media in S3-compatible storage (S3_* settings, cms/storage.ts), against a local S3 server (s3rver, as
 * `npm run start:cluster` starts when no bucket is set): an upload and each of its sizes land in the
 * bucket byte for byte (no chunked-checksum framing stored with them), nothing is written to local disk,
 * and deleting the document deletes its objects; visitors' uploads (review photos) share the bucket.
 */
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startLocalS3 } from '../../scripts/cluster/localS3.mjs'

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-media-s3-'))

describe('media in S3-compatible storage', () => {
  let payload: Payload
  let s3: Awaited<ReturnType<typeof startLocalS3>>
  let client: S3Client

  beforeAll(async () => {
    s3 = await startLocalS3({ port: await freePort(), directory: path.join(dataDir, 's3'), bucket: 'site-media' })
    Object.assign(process.env, { NODE_ENV: 'production', DATA_DIR: dataDir, ...s3.settings })
    delete process.env.DATABASE_URL
    client = new S3Client({
      region: 'us-east-1',
      endpoint: s3.settings.S3_ENDPOINT,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    })
    const { getPayload } = await import('payload')
    const { default: config } = await import('../../src/cms/payload.config')
    payload = await getPayload({ config })
  })

  afterAll(async () => {
    await payload?.destroy()
    await s3?.server.close()
  })

  const objectBytes = async (key: string) =>
    Buffer.from(await (await client.send(new GetObjectCommand({ Bucket: 'site-media', Key: key }))).Body!.transformToByteArray())
  const keys = async () => ((await client.send(new ListObjectsV2Command({ Bucket: 'site-media' }))).Contents ?? []).map((object) => object.Key).sort()

  it('stores an upload and its sizes in the bucket byte for byte, and removes them with the document', async () => {
    const sharp = (await import('sharp')).default
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#204080' } })
      .jpeg()
      .toBuffer()
    const doc = await payload.create({
      collection: 'media',
      data: { alt: 'A test photo in a bucket' },
      file: { data: photo, name: 'bucket-photo.jpg', mimetype: 'image/jpeg', size: photo.length },
    })
    expect(doc.url).toMatch(/\/cms-api\/media\/file\/bucket-photo\.jpg$/) // served through the site either way
    // The original and its sizes (none enlarged past the original's 900 px).
    expect(await keys()).toEqual(['bucket-photo-320x213.webp', 'bucket-photo-640x427.webp', 'bucket-photo-900x600.webp', 'bucket-photo.jpg'])
    expect((await objectBytes('bucket-photo.jpg')).equals(photo)).toBe(true)
    expect((await sharp(await objectBytes(doc.sizes!.w320!.filename!)).metadata()).format).toBe('webp')
    expect(fs.existsSync(path.join(dataDir, 'media', 'bucket-photo.jpg'))).toBe(false)

    await payload.delete({ collection: 'media', id: doc.id })
    expect(await keys()).toEqual([])
  })

  it("keeps visitors' uploads (review photos) in the same bucket, under their own folder", async () => {
    const { fileStore } = await import('../../src/shared/storage/fileStore')
    const store = fileStore('reviews-media')
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3])
    await store.put('a-review-photo.jpg', bytes, 'image/jpeg')
    expect(await keys()).toEqual(['reviews-media/a-review-photo.jpg'])
    expect(await store.get('a-review-photo.jpg')).toEqual(bytes)
    expect(await store.get('no-such-photo.jpg')).toBeUndefined()
  })
})
