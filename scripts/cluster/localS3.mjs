/**
 * A local S3-compatible server (s3rver, files in a folder) for `npm run start:cluster` when no S3 bucket is
 * set: the instances then share uploaded media the way they would share a real bucket, so the rehearsal
 * exercises the S3 path (an image uploaded through one instance is served by the others). Not for
 * production: it has one fixed key pair and no durability beyond its folder.
 */
import S3rver from 's3rver'

export const LOCAL_S3_KEY = 'S3RVER' // s3rver's built-in account (key id and secret alike)

/** Starts the server with `bucket` created; resolves to the settings that point the site at it. */
export async function startLocalS3({ port, directory, bucket }) {
  const server = new S3rver({ address: '127.0.0.1', port, directory, silent: true, vhostBuckets: false, configureBuckets: [{ name: bucket }] })
  await server.run()
  return {
    server,
    settings: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: LOCAL_S3_KEY,
      S3_SECRET_ACCESS_KEY: LOCAL_S3_KEY,
    },
  }
}
