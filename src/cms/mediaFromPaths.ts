import fs from 'node:fs/promises'
import path from 'node:path'

import type { Payload, PayloadRequest, RequestContext } from 'payload'
import sharp from 'sharp'

/**
 * Images that exist as files under public/ (`/media/products/fusion5.svg`: the demo drawings, and what
 * an image field held before images were uploads) turned into media documents, once each: the seed
 * loads its images this way, and the migration that made image fields uploads carries every stored path
 * over (migrations/imagePaths.ts).
 *
 * A document's file name is the path's folder and name (`products-fusion5.svg`: several folders hold a
 * `fusion5.svg`), which is also how a second run finds the first one's document. `jpeg` and `webp`
 * render the drawing as a photo would arrive (stored sizes, srcset); `iconWebp` at three times its drawn
 * size, without loss (a variant's swatch: drawings without text, which a server without fonts would draw
 * as boxes); `original` keeps the file as it is.
 */
export type Rendition = 'original' | 'jpeg' | 'webp' | 'iconWebp'

type Id = number | string

type Sharp = ReturnType<typeof sharp>

const PUBLIC_DIR = path.resolve(/*turbopackIgnore: true*/ process.cwd(), 'public')

/** `scale`: how many pixels a drawing's own pixel becomes (1: its drawn size). */
const RENDITIONS = {
  jpeg: { ext: 'jpg', mimetype: 'image/jpeg', scale: 1, encode: (image: Sharp) => image.jpeg({ quality: 82, mozjpeg: true }) },
  webp: { ext: 'webp', mimetype: 'image/webp', scale: 1, encode: (image: Sharp) => image.webp({ quality: 82 }) },
  // Swatches: small drawings with hard edges, shown on screens of two and three device pixels a CSS pixel.
  // A drawing in an <img> is a document of its own, laid out and painted on the page's main thread as the
  // page starts; a raster image is decoded off it.
  iconWebp: { ext: 'webp', mimetype: 'image/webp', scale: 3, encode: (image: Sharp) => image.webp({ lossless: true }) },
} as const

const MIME_BY_EXT: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
}

/** `/media/products/fusion5.svg` → `products-fusion5.svg` (`products-fusion5.jpg` as a JPEG). */
export function mediaFileName(imagePath: string, rendition: Rendition = 'original'): string {
  const clean = imagePath
    .split(/[?#]/)[0]!
    .replace(/^\/?media\//, '')
    .replace(/^\/+/, '')
  const base = clean.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'image'
  if (rendition === 'original') return base
  return `${base.replace(/\.[^.]+$/, '')}.${RENDITIONS[rendition].ext}`
}

/** A plain grey picture for a path whose file is gone: the field keeps an image an editor can replace. */
function placeholderSvg(label: string): Buffer {
  const text = label.replace(/[<>&"']/g, '')
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600"><title>${text}</title><rect width="600" height="600" fill="#e4e7ec"/></svg>`,
  )
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

/** An SVG's `<title>`, the drawing's own description. */
function svgTitle(file: Buffer): string | undefined {
  const title = /<title>([^<]{1,300})<\/title>/.exec(file.subarray(0, 4096).toString('utf8'))?.[1]
  return title?.replace(/&(amp|lt|gt|quot|apos);/g, (_, entity: string) => ENTITIES[entity]!).trim() || undefined
}

/** The file behind a site path, if it is a file under public/ (never outside it). */
async function readPublicFile(imagePath: string): Promise<Buffer | undefined> {
  if (!imagePath.startsWith('/') || imagePath.startsWith('//')) return undefined
  let decoded: string
  try {
    decoded = decodeURI(imagePath.split(/[?#]/)[0]!)
  } catch {
    return undefined // a malformed %-escape names no file
  }
  const file = path.resolve(PUBLIC_DIR, `.${decoded}`)
  if (!file.startsWith(PUBLIC_DIR + path.sep)) return undefined
  try {
    // a file of public/ the migration names: nothing for the bundler to trace
    return await fs.readFile(/*turbopackIgnore: true*/ file)
  } catch {
    return undefined
  }
}

export interface MediaFromPathOptions {
  /** What the image shows; by default the drawing's own `<title>`. */
  alt?: string
  rendition?: Rendition
  req?: Partial<PayloadRequest>
  context?: RequestContext
  /** Ids already made in this run, by file name (saves a lookup per repeated path). */
  known?: Map<string, Id>
}

/** The media document for an image path: found by its file name, or made from the file (or a placeholder). */
export async function mediaFromPath(payload: Payload, imagePath: string, options: MediaFromPathOptions): Promise<Id> {
  const rendition = options.rendition ?? 'original'
  const original = await readPublicFile(imagePath)
  // A missing file's placeholder is an SVG named after the path (`…-gone.jpg.svg`): each path its own.
  const missing = mediaFileName(imagePath)
  const name = original ? mediaFileName(imagePath, rendition) : missing.endsWith('.svg') ? missing : `${missing}.svg`
  const known = options.known?.get(name)
  if (known !== undefined) return known
  const found = await payload.find({ collection: 'media', where: { filename: { equals: name } }, limit: 1, depth: 0, pagination: false, req: options.req })
  let id = found.docs[0]?.id
  if (id === undefined) {
    const alt = (options.alt?.trim() || (original && svgTitle(original)) || name.replace(/\.[^.]+$/, '').replaceAll('-', ' ')).slice(0, 300)
    const ext = name.split('.').pop()!.toLowerCase()
    let data = original ?? placeholderSvg(alt)
    let mimetype = original ? (MIME_BY_EXT[ext] ?? 'application/octet-stream') : 'image/svg+xml'
    if (original && rendition !== 'original') {
      const { encode, scale } = RENDITIONS[rendition]
      // An SVG is read at 72 dpi (sharp's default) for its drawn size.
      data = await encode(sharp(original, { density: 72 * scale })).toBuffer()
      mimetype = RENDITIONS[rendition].mimetype
    }
    const doc = await payload.create({
      collection: 'media',
      data: { alt },
      file: { data, mimetype, name, size: data.length },
      depth: 0,
      overrideAccess: true,
      // No document has this name (looked up above): a file of that name on disk or in the bucket is left
      // from an earlier database and is replaced, so the name stays what a second run looks up.
      overwriteExistingFiles: true,
      req: options.req,
      context: options.context,
    })
    id = doc.id
  }
  options.known?.set(name, id)
  return id
}
