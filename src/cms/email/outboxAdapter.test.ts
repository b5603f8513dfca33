import { describe, expect, it } from 'vitest'

import { plainTextOf } from './outboxAdapter'

describe("an outgoing email's plain-text part", () => {
  it("is the message's own text when it has one", () => {
    expect(plainTextOf({ text: 'Hello', html: '<p>Other</p>' })).toBe('Hello')
  })

  it("is read from the HTML when the message has none (Payload's password reset), its link kept", () => {
    const html = `You are receiving this because you (or someone else) have requested the reset of the password for your account. Please click on the following link, or paste this into your browser to complete the process:
    <a href="http://localhost:3000/admin/reset/abc123">http://localhost:3000/admin/reset/abc123</a>
    If you did not request this, please ignore this email and your password will remain unchanged.`
    const text = plainTextOf({ html })
    expect(text).toContain('http://localhost:3000/admin/reset/abc123')
    expect(text).toContain('If you did not request this')
    expect(text).not.toMatch(/<a|<\/a>/)
    expect(text.match(/admin\/reset\/abc123/g)).toHaveLength(1)
  })
})
