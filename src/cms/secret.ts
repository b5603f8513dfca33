import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { dataDir, settings } from '../shared/settings'

/**
 * The key Payload signs sessions with: PAYLOAD_SECRET when set, else a random key kept in
 * data/.payload-secret so logins survive restarts without a fixed default in the repo.
 */
export function payloadSecret(): string {
  const fromEnv = settings().PAYLOAD_SECRET
  if (fromEnv) return fromEnv
  const file = path.join(dataDir(), '.payload-secret')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    const secret = randomBytes(32).toString('hex')
    try {
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
      return secret
    } catch {
      // another process wrote it first, or data/ is read-only (a build): read it or use a throwaway key
      try {
        return fs.readFileSync(file, 'utf8').trim()
      } catch {
        return secret
      }
    }
  }
}
