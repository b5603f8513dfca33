import fs from 'node:fs/promises'

import { fileTypeFromBuffer } from 'file-type'
import type { PayloadRequest } from 'payload'
import { ValidationError } from 'payload'

/**
 * What the media collection takes, decided by the file's bytes (its name and declared type are the
 * sender's word). Payload's own check falls back to the name when it cannot read a type: a text file
 * called photo.png would pass it and fail later in sharp with a server error. Checked before anything is
 * stored; Payload then checks an SVG for scripts.
 */
export const MEDIA_TYPE_MESSAGE = 'The file is not an image the site takes: JPEG, PNG, WebP, AVIF, GIF or SVG.'

/** The media collection's formats (its `upload.mimeTypes`). */
export const MEDIA_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'image/svg+xml']

const RASTER_TYPES = new Set(MEDIA_MIME_TYPES.filter((type) => type !== 'image/svg+xml'))

/** An SVG document: optional BOM, XML declaration, comments and doctype, then an `<svg` element. */
const SVG_START = /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE\s+svg[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/i

export async function isAcceptedImage(bytes: Uint8Array): Promise<boolean> {
  const type = await fileTypeFromBuffer(bytes)
  if (type && RASTER_TYPES.has(type.mime)) return true
  if (type && type.mime !== 'application/xml') return false
  return SVG_START.test(Buffer.from(bytes.subarray(0, 8192)).toString('utf8'))
}

/** The media collection's beforeOperation hook: a new or replaced file must be an accepted image. */
export async function checkUploadedImage({ operation, req }: { operation: string; req: PayloadRequest }): Promise<void> {
  if ((operation !== 'create' && operation !== 'update') || !req.file) return
  const { data, tempFilePath } = req.file
  const bytes = data?.length ? data : tempFilePath ? await fs.readFile(tempFilePath) : undefined
  if (!bytes || !(await isAcceptedImage(bytes))) throw new ValidationError({ errors: [{ path: 'file', message: MEDIA_TYPE_MESSAGE }] })
}
