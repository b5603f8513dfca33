import type { CollectionConfig } from 'payload'

import { adminsOnly } from '../access'
import { siteHealthAdmin } from '../admin/siteHealth'

/**
 * Content-Security-Policy violations the visitors' browsers reported (/api/csp-reports), counted per day,
 * directive, blocked origin and page path: nothing about who saw them. A count that jumps after an upgrade
 * is a script or style the policy now blocks. Administrators only; written by the report endpoint alone.
 */
export const CspReports: CollectionConfig = {
  slug: 'csp-reports',
  labels: { singular: 'Blocked by the security policy', plural: 'Blocked by the security policy' },
  admin: {
    ...siteHealthAdmin,
    useAsTitle: 'directive',
    defaultColumns: ['day', 'directive', 'blocked', 'page', 'count'],
    description:
      "What visitors' browsers refused to load or run under the site's Content-Security-Policy, counted per day, rule, blocked origin and page. A new line after an upgrade usually means a script or style the policy now blocks.",
  },
  defaultSort: '-day',
  access: { read: adminsOnly, create: () => false, update: () => false, delete: adminsOnly },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true, admin: { hidden: true } },
    { name: 'day', type: 'text', required: true, index: true, admin: { readOnly: true, description: 'YYYY-MM-DD, Sydney time' } },
    { name: 'directive', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'blocked', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'page', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'count', type: 'number', required: true, defaultValue: 0, admin: { readOnly: true } },
  ],
}
