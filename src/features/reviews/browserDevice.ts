/** A random id kept in this browser: one review or helpful vote per device (SPEC.md §3's fingerprint). */
export function deviceId(): string {
  try {
    let id = localStorage.getItem('review_fingerprint')
    if (!id) {
      id = crypto.randomUUID()
      localStorage.setItem('review_fingerprint', id)
    }
    return id
  } catch {
    return ''
  }
}
