import { describe, expect, it } from 'vitest'

import { csvCell, csvDocument } from './csv'
import { SHIPPING_LIST_COLUMNS, shippingLine } from './sampling/shippingList'

describe('CSV for the back office’s exports', () => {
  it('quotes cells with commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('12 Smith St, Unit 4')).toBe('"12 Smith St, Unit 4"')
    expect(csvCell('The "Lodge"')).toBe('"The ""Lodge"""')
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"')
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
    expect(csvCell(2000)).toBe('2000')
  })

  it('defuses a cell a spreadsheet would run as a formula (= + - @, tab, carriage return)', () => {
    for (const formula of ['=HYPERLINK("http://evil","x")', '+61 400 000 000', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])
      expect(csvCell(formula).replace(/^"/, '')).toMatch(/^'/)
    expect(csvCell('=1+1')).toBe("'=1+1")
    expect(csvCell('=A1,"x"')).toBe(`"'=A1,""x"""`)
    expect(csvCell('a=b')).toBe('a=b')
  })

  it('writes the shipping list with one CRLF line per recipient, Australia as the country', () => {
    const text = csvDocument([
      [...SHIPPING_LIST_COLUMNS],
      shippingLine(
        {
          name: '=Sam, "the" Shaver',
          email: 'sam@example.com',
          address: { street: '1 George St', suburb: 'Sydney', state: 'NSW', postcode: '2000' },
          selectedBy: 'drawn',
        },
        'Fusion5',
        'Try Fusion5 free',
      ),
    ])
    expect(text).toBe(
      'Name,Street,Suburb,State,Postcode,Country,Email,Product,Campaign,Chosen\r\n' +
        `"'=Sam, ""the"" Shaver",1 George St,Sydney,NSW,2000,Australia,sam@example.com,Fusion5,Try Fusion5 free,drawn\r\n`,
    )
  })
})
