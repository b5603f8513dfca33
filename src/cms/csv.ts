/**
 * CSV as spreadsheets read it (RFC 4180, CRLF lines) for the back office's exports. A cell a spreadsheet
 * would run as a formula (starting with = + - @, a tab or a carriage return) gets a leading apostrophe:
 * a visitor's name or address must never become a formula on an editor's machine.
 */
export function csvCell(value: unknown): string {
  const text = value == null ? '' : String(value)
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** A whole CSV document: a header line, then one line per row, each ending CRLF. */
export const csvDocument = (rows: readonly (readonly unknown[])[]): string => rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
