import { serveUpload } from '@/features/reviews/server'

/** Photos and videos uploaded through uploadphoto.json / uploadvideo.json, stored under DATA_DIR/reviews-media. */
type Context = { params: Promise<{ name: string }> }

export const dynamic = 'force-dynamic'

export async function GET(_request: Request, { params }: Context) {
  return serveUpload((await params).name)
}
