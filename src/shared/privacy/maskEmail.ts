/**
 * An address as logs may show it: the first character of the local part and the domain
 * (`s***@example.com`), so an operator can tell messages apart without the log holding the address.
 */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@')
  if (at <= 0) return '***'
  return `${address[0]}***${address.slice(at)}`
}
