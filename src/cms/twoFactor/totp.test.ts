import { describe, expect, it } from 'vitest'

import { checkTotp, hashRecoveryCode, newRecoveryCodes, newTotpSecret, spendRecoveryCode, totpCode, totpStep } from './totp'

// RFC 6238 appendix B's SHA-1 key, "12345678901234567890", in base32.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'

describe('TOTP', () => {
  it("gives RFC 6238's test values (their last six digits)", () => {
    expect(totpCode(RFC_SECRET, totpStep(59_000))).toBe('287082')
    expect(totpCode(RFC_SECRET, totpStep(1_111_111_109_000))).toBe('081804')
    expect(totpCode(RFC_SECRET, totpStep(2_000_000_000_000))).toBe('279037')
  })

  it('takes the codes of this step and the ones either side, once each, and nothing else', () => {
    const at = 1_700_000_000_000
    const step = totpStep(at)
    const secret = newTotpSecret()
    expect(checkTotp(secret, totpCode(secret, step), null, at)).toBe(step)
    expect(checkTotp(secret, totpCode(secret, step - 1), null, at)).toBe(step - 1)
    expect(checkTotp(secret, totpCode(secret, step + 1), null, at)).toBe(step + 1)
    expect(checkTotp(secret, totpCode(secret, step - 2), null, at)).toBeUndefined()
    // used once: the same code, or an older one, is refused
    expect(checkTotp(secret, totpCode(secret, step), step, at)).toBeUndefined()
    expect(checkTotp(secret, totpCode(secret, step - 1), step, at)).toBeUndefined()
    expect(checkTotp(secret, totpCode(secret, step + 1), step, at)).toBe(step + 1)
    expect(checkTotp(secret, ' 12 34 ', null, at)).toBeUndefined()
    expect(checkTotp(secret, 'abcdef', null, at)).toBeUndefined()
  })
})

describe('recovery codes', () => {
  it('are ten different codes, each spent once, however they are typed', () => {
    const codes = newRecoveryCodes()
    expect(new Set(codes).size).toBe(10)
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/)
    const hashes = codes.map(hashRecoveryCode)
    const left = spendRecoveryCode(hashes, ` ${codes[3]!.toUpperCase().replace('-', ' ')} `)
    expect(left).toHaveLength(9)
    expect(spendRecoveryCode(left!, codes[3]!)).toBeUndefined()
    expect(spendRecoveryCode(hashes, 'aaaaa-aaaaa')).toBeUndefined()
  })
})
