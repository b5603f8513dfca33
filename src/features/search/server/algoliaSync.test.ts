import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { algoliasearch } from 'algoliasearch'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { productSortReplicas } from '../indexNames'
import { algoliaSyncPlan } from './algoliaSettings'
import { pushToAlgolia } from './algoliaSync'
import { fixtureRecords } from './fixtures'
import { ruleOf, synonymOf } from './steering'

/**
 * A local stand-in for Algolia's REST API (the parts search:sync calls), strict about the synonym and
 * rule formats its documentation gives: what the real client sends must be what Algolia accepts.
 */
interface Call {
  method: string
  path: string
  query: Record<string, string>
  body: unknown
}

const calls: Call[] = []
let taskID = 0

/** A rule as it arrives, unchecked. */
interface SentRule {
  objectID?: unknown
  conditions?: { pattern?: unknown; anchoring?: unknown }[]
  consequence?: { promote?: { position?: unknown; objectID?: unknown; objectIDs?: unknown }[]; hide?: { objectID?: unknown }[] }
  validity?: { from: number; until: number }[]
}

function problem(path: string, body: unknown): string | undefined {
  if (path.endsWith('/synonyms/batch')) {
    if (!Array.isArray(body)) return 'synonyms: an array'
    for (const synonym of body as Record<string, unknown>[]) {
      if (typeof synonym.objectID !== 'string') return 'synonym without objectID'
      if (synonym.type === 'synonym' && !(Array.isArray(synonym.synonyms) && synonym.synonyms.length > 1)) return 'synonym: synonyms[] of 2+'
      if (synonym.type === 'oneWaySynonym' && !(typeof synonym.input === 'string' && Array.isArray(synonym.synonyms)))
        return 'oneWaySynonym: input and synonyms'
      if (synonym.type !== 'synonym' && synonym.type !== 'oneWaySynonym') return `unknown synonym type ${String(synonym.type)}`
    }
  }
  if (path.endsWith('/rules/batch')) {
    if (!Array.isArray(body)) return 'rules: an array'
    for (const rule of body as SentRule[]) {
      if (typeof rule.objectID !== 'string' || !rule.consequence) return 'rule without objectID or consequence'
      for (const condition of rule.conditions ?? [])
        if (typeof condition.pattern !== 'string' || !['is', 'startsWith', 'endsWith', 'contains'].includes(String(condition.anchoring))) return 'bad condition'
      for (const promote of rule.consequence.promote ?? [])
        if (!Number.isInteger(promote.position) || !(typeof promote.objectID === 'string' || Array.isArray(promote.objectIDs))) return 'bad promote'
      for (const hide of rule.consequence.hide ?? []) if (typeof hide.objectID !== 'string') return 'bad hide'
      for (const range of rule.validity ?? [])
        if (!Number.isInteger(range.from) || !Number.isInteger(range.until) || range.from >= range.until) return 'bad validity'
    }
  }
  return undefined
}

const standIn = http.createServer((request, response) => {
  let text = ''
  request.on('data', (chunk) => (text += chunk))
  request.on('end', () => {
    const url = new URL(request.url!, 'http://stand-in')
    const body = text ? JSON.parse(text) : undefined
    url.searchParams.delete('x-algolia-agent') // the client's name and version, on every request
    calls.push({ method: request.method!, path: url.pathname, query: Object.fromEntries(url.searchParams), body })
    const send = (status: number, answer: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(answer))
    }
    if (request.headers['x-algolia-api-key'] !== 'admin-key') return send(403, { message: 'Invalid Application-ID or API key', status: 403 })
    const wrong = problem(url.pathname, body)
    if (wrong) return send(400, { message: wrong, status: 400 })
    if (request.method === 'GET' && /\/task\/\d+$/.test(url.pathname)) return send(200, { status: 'published', pendingTask: false })
    if (url.pathname.endsWith('/browse'))
      return send(200, { hits: [{ objectID: 'product-999' }], page: 0, nbPages: 1, nbHits: 1, hitsPerPage: 1000, processingTimeMS: 1, query: '', params: '' })
    send(200, { taskID: ++taskID, updatedAt: new Date().toISOString(), objectIDs: [] })
  })
})

let port = 0
beforeAll(async () => {
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve))
  port = (standIn.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => standIn.close(() => resolve())))

describe('search:sync against a stand-in for Algolia', () => {
  it('sends the editors’ synonyms and rules in Algolia’s formats, replacing the others, forwarded to the replicas', async () => {
    const synonyms = [
      synonymOf({ id: 1, kind: 'synonym', input: null, synonyms: 'razor, shaver' }),
      synonymOf({ id: 2, kind: 'oneWaySynonym', input: 'blades', synonyms: 'cartridges' }),
    ].flatMap((synonym) => synonym ?? [])
    const rules = [
      ruleOf({
        id: 7,
        title: 'Razor week',
        pattern: 'razor',
        anchoring: 'contains',
        enabled: true,
        startsAt: '2026-12-01T00:00:00.000Z',
        endsAt: '2026-12-08T00:00:00.000Z',
        pinned: [{ product: 3, position: 1 }],
        hidden: [4],
        redirect: null,
        banner: { text: 'Razor week: 20% off', link: '/en-au/offers', image: null },
      }),
      ruleOf({ id: 8, title: 'Contact', pattern: 'contact', anchoring: 'is', enabled: true, redirect: '/en-au/contact', banner: {} }),
    ].flatMap((rule) => rule ?? [])
    const client = algoliasearch('APPID123', 'admin-key', { hosts: [{ url: `127.0.0.1:${port}`, accept: 'readWrite', protocol: 'http' }] })
    const lines: string[] = []
    await pushToAlgolia(client, algoliaSyncPlan(fixtureRecords(), { synonyms, rules }), (line) => lines.push(line))

    const synonymCalls = calls.filter((call) => call.path.endsWith('/synonyms/batch'))
    expect(synonymCalls.map((call) => call.path)).toEqual([
      '/1/indexes/en_AU_products/synonyms/batch',
      '/1/indexes/en_AU_articles/synonyms/batch',
      '/1/indexes/en_AU_keywords/synonyms/batch',
    ])
    for (const call of synonymCalls) {
      expect(call.method).toBe('POST')
      expect(call.query).toEqual({ forwardToReplicas: 'true', replaceExistingSynonyms: 'true' })
      expect(call.body).toEqual([
        { objectID: 'synonym-1', type: 'synonym', synonyms: ['razor', 'shaver'] },
        { objectID: 'synonym-2', type: 'oneWaySynonym', input: 'blades', synonyms: ['cartridges'] },
      ])
    }
    const ruleCalls = calls.filter((call) => call.path.endsWith('/rules/batch'))
    expect(ruleCalls).toEqual([
      {
        method: 'POST',
        path: '/1/indexes/en_AU_products/rules/batch',
        query: { forwardToReplicas: 'true', clearExistingRules: 'true' },
        body: [
          {
            objectID: 'rule-7',
            description: 'Razor week',
            enabled: true,
            conditions: [{ pattern: 'razor', anchoring: 'contains' }],
            consequence: {
              promote: [{ objectIDs: ['product-3'], position: 0 }],
              filterPromotes: false,
              hide: [{ objectID: 'product-4' }],
              userData: { banner: { text: 'Razor week: 20% off', link: '/en-au/offers' } },
            },
            validity: [{ from: Date.parse('2026-12-01T00:00:00Z') / 1000, until: Date.parse('2026-12-08T00:00:00Z') / 1000 }],
          },
          {
            objectID: 'rule-8',
            description: 'Contact',
            enabled: true,
            conditions: [{ pattern: 'contact', anchoring: 'is' }],
            consequence: { userData: { redirect: '/en-au/contact' } },
          },
        ],
      },
    ])
    // Records, settings and replicas as before; each write waited for.
    expect(calls.filter((call) => call.path.endsWith('/settings')).map((call) => call.path)).toEqual([
      '/1/indexes/en_AU_products/settings',
      '/1/indexes/en_AU_articles/settings',
      '/1/indexes/en_AU_keywords/settings',
      ...productSortReplicas.map(({ indexName }) => `/1/indexes/${indexName}/settings`),
    ])
    expect(calls.filter((call) => call.method === 'GET' && call.path.includes('/task/'))).toHaveLength(taskID)
    expect(lines).toContain('en_AU_products: 2 rules')
    expect(lines).toContain('en_AU_keywords: 2 synonyms')
  })

  it('turns editors’ entries into nothing when they say nothing, and pins from the editors’ 1-based positions', () => {
    expect(synonymOf({ id: 3, kind: 'synonym', input: null, synonyms: 'razor' })).toBeUndefined()
    expect(synonymOf({ id: 4, kind: 'oneWaySynonym', input: ' ', synonyms: 'cartridges' })).toBeUndefined()
    expect(ruleOf({ id: 9, title: 'Empty', pattern: 'gel', anchoring: 'is', redirect: 'javascript:alert(1)', banner: { text: ' ' } })).toBeUndefined()
    expect(
      ruleOf({ id: 10, title: 'Open', pattern: 'gel', anchoring: 'is', pinned: [{ product: 5, position: 3 }], startsAt: '2026-12-01T00:00:00.000Z' }),
    ).toMatchObject({ consequence: { promote: [{ objectIDs: ['product-5'], position: 2 }] }, validity: [{ from: 1796083200, until: 4102444800 }] })
  })
})
