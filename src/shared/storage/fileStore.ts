import fs from 'node:fs/promises'
import path from 'node:path'

import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'

import { dataDir } from '@/shared/settings'

import { s3Settings } from './s3'

/**
 * Files visitors upload (review photos and videos), kept where every instance of the site can read them:
 * the S3 bucket when S3_BUCKET is set (under `folder/`), else the disk under DATA_DIR/folder (one instance).
 * Names are the caller's (generated, never a visitor's).
 */
export interface FileStore {
  put(name: string, bytes: Uint8Array, contentType: string): Promise<void>
  /** The file's bytes, or undefined when there is no such file. */
  get(name: string): Promise<Uint8Array | undefined>
}

let client: S3Client | undefined

export function fileStore(folder: string): FileStore {
  const s3 = s3Settings()
  if (s3) {
    client ??= new S3Client(s3.config)
    const Key = (name: string) => `${folder}/${name}`
    return {
      async put(name, bytes, contentType) {
        await client!.send(new PutObjectCommand({ Bucket: s3.bucket, Key: Key(name), Body: bytes, ContentType: contentType, IfNoneMatch: '*' }))
      },
      async get(name) {
        try {
          const object = await client!.send(new GetObjectCommand({ Bucket: s3.bucket, Key: Key(name) }))
          return await object.Body!.transformToByteArray()
        } catch (error) {
          if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined
          throw error
        }
      },
    }
  }
  const dir = () => path.join(dataDir(), folder)
  return {
    async put(name, bytes) {
      await fs.mkdir(dir(), { recursive: true })
      await fs.writeFile(path.join(dir(), name), bytes, { flag: 'wx' })
    },
    async get(name) {
      try {
        return new Uint8Array(await fs.readFile(path.join(dir(), name)))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
        throw error
      }
    },
  }
}
