import type { Field } from 'payload'

const linkPattern = /^(\/(?!\/)|https:\/\/|mailto:|tel:)/

/** A label and a site path or absolute URL; `optional` for a link a block may leave out. */
export const linkFields = ({ optional = false }: { optional?: boolean } = {}): Field[] => [
  { name: 'label', type: 'text', required: !optional },
  {
    name: 'url',
    type: 'text',
    required: !optional,
    validate: (value: unknown) =>
      (optional && (value === undefined || value === null || value === '')) || (typeof value === 'string' && linkPattern.test(value))
        ? true
        : 'Use a site path (/en-au/...) or an https://, mailto: or tel: link.',
  },
  { name: 'newTab', type: 'checkbox', defaultValue: false },
]
