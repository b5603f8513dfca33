// The cluster rehearsal (`npm run start:cluster`, docs/DEPLOYMENT.md): two instances of the production
// build behind nginx, sharing one PostgreSQL database (a fresh one on the machine's server,
// TEST_DATABASE_URL), Redis (TEST_REDIS_URL) and S3-compatible storage (the local server the script starts).
// What an editor changes through one instance shows on the other within seconds (a cached page and a
// search result); an image uploaded through one is served by the other; a form's rate limit is counted
// once across both; an article scheduled in the back office is published once, by the instance holding the
// job queue, and served by both; an instance killed under load through the balancer loses no accepted submission, and the
// balancer answers no 5xx. Skipped where PostgreSQL, Redis or nginx is missing.
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { isListening, waitFor } from '../support/services'
import { fetchPost, signInSettingUp } from './support/twoFactor'
import { backOffice, paragraph, schedulePublishSoon } from './support/backOffice'
import { expect, test } from './fixtures'

const testPort = Number(process.env.TEST_PORT ?? 3100)
const balancerPort = testPort + 42
const ports = [testPort + 43, testPort + 44]
const serverUrl = process.env.TEST_DATABASE_URL
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const root = process.cwd()
const admin = { email: 'instances@test.example', password: 'instances-test-password' }

const available = Boolean(serverUrl) && fs.existsSync('/usr/sbin/nginx') && (await isListening(serverUrl!, 5432)) && (await isListening(redisUrl, 6379))

test.describe('the cluster: two instances behind nginx, sharing PostgreSQL and Redis', () => {
  test.skip(!available, 'needs TEST_DATABASE_URL, a Redis at TEST_REDIS_URL and nginx')
  test.setTimeout(120_000)

  const database = `site_instances_${Date.now()}`
  const databaseUrl = serverUrl ? Object.assign(new URL(serverUrl), { pathname: `/${database}` }).href : ''
  const balancer = `http://127.0.0.1:${balancerPort}`
  const sites = ports.map((port) => `http://127.0.0.1:${port}`)
  let cluster: ChildProcess | undefined
  let log = ''
  let folder = ''
  let token = ''

  async function onServer(sql: string) {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    try {
      return await client.query(sql)
    } finally {
      await client.end()
    }
  }

  test.beforeAll(async () => {
    // Migrations and the seed on PostgreSQL, then two cold instances: minutes on a busy 2-core machine.
    test.setTimeout(420_000)
    await onServer(`create database ${database}`)
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'site-instances-'))
    const env = {
      ...process.env,
      NODE_ENV: 'production' as const,
      PORT: String(balancerPort),
      CLUSTER_INSTANCES: '2',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      DATA_DIR: folder,
      SITE_URL: balancer,
      SMTP_URL: '',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    }
    // The build the other browser tests use (NEXT_DIST_DIR); migrations and the seed run once inside.
    cluster = spawn(process.execPath, ['scripts/start-cluster.mjs'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
    const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-40_000))
    cluster.stdout?.on('data', keep)
    cluster.stderr?.on('data', keep)
    await waitFor(async () => log.includes('cluster ready on') || cluster!.exitCode !== null, 360, 'the cluster starts')
    expect(log).toContain(`cluster ready on ${balancer}/en-au/`)
    // The first sign-in sets up the account's second factor (a code computed from the secret it is shown).
    token = (await signInSettingUp(fetchPost(sites[0]!), admin.email, admin.password)).token
  })

  test.afterAll(async () => {
    if (cluster && cluster.exitCode === null) {
      const exited = new Promise((resolve) => cluster!.once('exit', resolve))
      cluster.kill('SIGTERM')
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 8000))])
    }
    if (test.info().status !== test.info().expectedStatus) console.log(`cluster log:\n${log}`)
    await onServer(`drop database if exists ${database} with (force)`).catch(() => {})
    fs.rmSync(folder, { recursive: true, force: true })
  })

  const asEditor = (method: string, pathname: string, body?: unknown) =>
    fetch(`${sites[0]}${pathname}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    })

  test('a change through instance 1 shows on instance 2 within seconds: a cached page and a search result', async () => {
    // Instance 2 has the contact page cached.
    const contact = `${sites[1]}/en-au/contact-us`
    await fetch(contact)
    expect((await fetch(contact)).headers.get('x-nextjs-cache')).toBe('HIT')
    const phoneHours = `Mon–Fri 8am–6pm AEST (instances ${Date.now()})`
    expect((await asEditor('POST', '/cms-api/globals/contact-details', { phoneHours })).status).toBe(200)
    await waitFor(async () => (await (await fetch(contact)).text()).includes(phoneHours.replace('&', '&amp;')), 10, 'the new hours on instance 2')

    // Instance 2's search index has the product's old title; the new one is found there after the change.
    const search = (query: string) =>
      fetch(`${sites[1]}/api/search/1/indexes/*/queries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ requests: [{ indexName: 'en_AU_products', query }] }),
      })
    const word = `Zephyrblade${Date.now() % 100000}`
    expect(((await (await search(word)).json()) as { results: { nbHits: number }[] }).results[0]!.nbHits).toBe(0)
    const { docs } = (await (await asEditor('GET', '/cms-api/products?where[slug][equals]=fusion5&depth=0')).json()) as {
      docs: { id: number; title: string }[]
    }
    const product = docs[0]!
    try {
      expect((await asEditor('PATCH', `/cms-api/products/${product.id}`, { title: `${product.title} ${word}`, _status: 'published' })).status).toBe(200)
      await waitFor(
        async () => ((await (await search(word)).json()) as { results: { nbHits: number }[] }).results[0]!.nbHits === 1,
        10,
        'the new title in instance 2 search',
      )
      // And the product's page on instance 2 shows it.
      await waitFor(
        async () => (await (await fetch(`${sites[1]}/en-au/products/fusion5`)).text()).includes(word),
        10,
        'the new title on instance 2 product page',
      )
    } finally {
      await asEditor('PATCH', `/cms-api/products/${product.id}`, { title: product.title, _status: 'published' })
    }
  })

  test('an article scheduled through the balancer is published once, by one instance, and is public on both', async ({ browser }) => {
    test.setTimeout(240_000)
    const sections = (await (await asEditor('GET', '/cms-api/article-sections?limit=1&depth=0')).json()) as { docs: { id: number; slug: string }[] }
    const image = (await (await asEditor('GET', '/cms-api/articles?limit=1&depth=0')).json()) as { docs: { image: number }[] }
    const slug = `clustered-${Date.now().toString(36)}`
    const created = await asEditor('POST', '/cms-api/articles?draft=true', {
      title: `Scheduled in the cluster ${slug}`,
      slug,
      section: sections.docs[0]!.id,
      image: image.docs[0]!.image,
      shortDescription: 'Made for the cluster rehearsal and deleted after it.',
      body: paragraph('Published by whichever instance holds the job queue.'),
      _status: 'draft',
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    const path = `/en-au/articles/${sections.docs[0]!.slug}/${slug}`
    const context = await backOffice(browser, balancer, token)
    try {
      for (const site of sites) expect((await fetch(`${site}${path}`)).status).toBe(404)
      const editorPage = await context.newPage()
      await editorPage.goto(`/admin/collections/articles/${doc.id}`)
      await schedulePublishSoon(editorPage)
      // Both instances serve it once its minute has come (the one that ran the job, and the other through Redis).
      await waitFor(
        async () => (await Promise.all(sites.map(async (site) => (await fetch(`${site}${path}`)).status))).every((status) => status === 200),
        150,
        'the article on both instances',
      )
      // Published once: the draft and one published version, not two.
      const versions = (await (await asEditor('GET', `/cms-api/articles/versions?where[parent][equals]=${doc.id}&depth=0`)).json()) as { totalDocs: number }
      expect(versions.totalDocs).toBe(2)
    } finally {
      await context.close()
      await asEditor('DELETE', `/cms-api/articles/${doc.id}`)
    }
  })

  test('a page rendered by instance 1 is served by instance 2 from the shared cache in Redis', async () => {
    const about = (site: string) => fetch(`${site}/en-au/about-us`)
    const first = await about(sites[0]!)
    expect(first.status).toBe(200)
    const onTwo = await about(sites[1]!)
    expect(onTwo.status).toBe(200)
    expect(onTwo.headers.get('x-nextjs-cache')).toBe('HIT')
    expect(log).not.toMatch(/notify-keyspace-events is/)
  })

  test('through the balancer each response of a cached page has its own nonce, no shared cache may keep it, and every script runs', async ({ page }) => {
    const nonceOf = (response: Response) => /'nonce-([\w-]+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]
    const [first, second] = [await fetch(`${balancer}/en-au/about-us`), await fetch(`${balancer}/en-au/about-us`)]
    // Served from the page cache (STALE too: the cached page, answered while it is rendered again).
    expect(second.headers.get('x-nextjs-cache')).toMatch(/^(?:HIT|STALE)$/)
    const nonces = [nonceOf(first), nonceOf(second)]
    expect(nonces[0]).toBeTruthy()
    expect(nonces[0]).not.toBe(nonces[1])
    const [firstHtml, secondHtml] = [await first.text(), await second.text()]
    expect(firstHtml).toContain(`nonce="${nonces[0]}"`)
    expect(secondHtml).toContain(`nonce="${nonces[1]}"`)
    expect(secondHtml).not.toContain(nonces[0]!)
    for (const response of [first, second]) expect(response.headers.get('cache-control')).toBe('private, no-cache')

    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    await page.goto(`${balancer}/en-au/about-us`)
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    expect(violations).toEqual([])
  })

  test('a form rate limit is counted once across both instances', async () => {
    const address = `192.0.2.${1 + (Date.now() % 250)}`
    const signUp = (site: string, i: number) =>
      fetch(`${site}/api/forms/newsletter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ name: 'Instances Test', email: `limit-${Date.now()}-${i}@example.com`, consent: 'on' }),
      })
    // 30 sign-ups a minute per address (DEFAULT_FORM_LIMITS), 15 through each instance: all accepted.
    const statuses: number[] = []
    for (let i = 0; i < 30; i++) statuses.push((await signUp(sites[i % 2]!, i)).status)
    expect(statuses.filter((status) => status >= 200 && status < 300)).toHaveLength(30)
    // The 31st is refused, whichever instance takes it: one count, not one per instance.
    for (const [i, site] of sites.entries()) {
      const refused = await signUp(site, 100 + i)
      expect(refused.status).toBe(429)
      expect(((await refused.json()) as { message: string }).message).toMatch(/Too many attempts\. Please wait \d+ seconds and try again\./)
    }
  })

  test('an image uploaded through instance 1 is served by instance 2 with the same bytes, and so is a review photo (shared S3 storage)', async () => {
    expect(log).toMatch(/local S3 \(127\.0\.0\.1:\d+, bucket site-media/)
    const sharp = (await import('sharp')).default
    const photo = await sharp({ create: { width: 1000, height: 700, channels: 3, background: '#336699' } })
      .jpeg({ quality: 80 })
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `cluster-${Date.now()}.jpg`)
    form.append('alt', 'A photo uploaded through instance 1')
    const upload = await fetch(`${sites[0]}/cms-api/media`, { method: 'POST', headers: { authorization: `JWT ${token}` }, body: form })
    expect(upload.status, await upload.clone().text()).toBe(201)
    const { doc } = (await upload.json()) as { doc: { id: number; filename: string; sizes: { w640: { filename: string } } } }

    const served = await fetch(`${sites[1]}/cms-api/media/file/${doc.filename}`)
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer()).equals(photo)).toBe(true)
    // Its sizes made at upload by instance 1 are there too, and no instance kept a copy on its own disk.
    const size = await fetch(`${sites[1]}/cms-api/media/file/${doc.sizes.w640.filename}`)
    expect(size.status).toBe(200)
    expect(size.headers.get('content-type')).toBe('image/webp')
    expect(fs.existsSync(path.join(folder, 'media', doc.filename))).toBe(false)
    expect((await asEditor('DELETE', `/cms-api/media/${doc.id}`)).status).toBe(200)
    // Gone from instance 2 too.
    await expect.poll(async () => (await fetch(`${sites[1]}/cms-api/media/file/${doc.filename}`)).status, { timeout: 10_000 }).toBe(404)

    // A visitor's review photo, uploaded through instance 1, is there on instance 2 as well.
    const review = new FormData()
    review.append('apiversion', '5.4')
    review.append('contenttype', 'review')
    review.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'my-shave.jpg')
    const answer = (await (await fetch(`${sites[0]}/api/reviews/data/uploadphoto.json`, { method: 'POST', body: review })).json()) as {
      HasErrors: boolean
      Photo: { Sizes: { normal: { Url: string } } }
    }
    expect(answer.HasErrors).toBe(false)
    const reviewPhoto = await fetch(`${sites[1]}${answer.Photo.Sizes.normal.Url}`)
    expect(reviewPhoto.status).toBe(200)
    expect(Buffer.from(await reviewPhoto.arrayBuffer()).equals(photo)).toBe(true)
  })

  test('an instance killed under load: the balancer answers no 5xx and every accepted sign-up is stored', async () => {
    test.setTimeout(150_000)
    const pid = Number(/instance 1 \(127\.0\.0\.1:\d+\): pid (\d+)/.exec(log)?.[1])
    expect(pid).toBeGreaterThan(0)
    const accepted: string[] = []
    const refused: number[] = []
    const failures: string[] = []
    let running = true
    let killed = false
    let acceptedAfterKill = 0
    let retriedAtKill: string | undefined
    const note = (what: string, response: Response | undefined) => {
      if (!response || response.status >= 500) failures.push(`${what}: ${response?.status ?? 'no answer'}`)
      return response
    }
    // Page views from three clients, as fast as they are answered.
    const reader = async () => {
      const pages = ['/en-au/products/fusion5', '/en-au/', '/en-au/products']
      for (let i = 0; running; i += 1) note(`GET ${pages[i % 3]}`, await fetch(`${balancer}${pages[i % 3]}`).catch(() => undefined))
    }
    // Sign-ups one after another, 200 ms apart (all from this machine's address, through the balancer:
    // fewer than its limit of 30 a minute).
    const writer = async () => {
      for (let n = 0; running; n += 1) {
        const email = `load-${Date.now()}-${n}@example.com`
        const response = note(
          'POST newsletter',
          await fetch(`${balancer}/api/forms/newsletter`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ name: 'Load Test', email, consent: 'on' }),
          }).catch(() => undefined),
        )
        if (response && response.status >= 200 && response.status < 300) {
          accepted.push(email)
          if (killed) acceptedAfterKill += 1
        } else if (response?.status === 409 && killed && !retriedAtKill) {
          // The sign-up in flight when instance 1 died: stored there before it could answer, then retried
          // by the balancer (proxy_next_upstream non_idempotent) on instance 2, which finds it subscribed.
          // It must be stored once, like every accepted one.
          retriedAtKill = email
          accepted.push(email)
        } else if (response) refused.push(response.status)
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
    }
    const load = [reader(), reader(), reader(), writer()]
    await new Promise((resolve) => setTimeout(resolve, 2000))
    process.kill(pid, 'SIGKILL')
    killed = true
    await new Promise((resolve) => setTimeout(resolve, 3000))
    running = false
    await Promise.all(load)
    expect(failures).toEqual([])
    expect(refused).toEqual([])
    expect(acceptedAfterKill).toBeGreaterThan(0)
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      // Accepted into the intake (src/cms/intake), a sign-up is stored moments later; one the killed
      // instance had claimed is stored by the other once its lease has run out (a minute).
      const stored = async () =>
        Number((await client.query<{ count: string }>('select count(*) from subscribers where email = any($1)', [accepted])).rows[0]?.count)
      await expect.poll(stored, { timeout: 100_000, intervals: [500, 1000, 2000, 5000] }).toBe(accepted.length)
      const { rows } = await client.query<{ email: string; copies: string }>(
        'select email, count(*) as copies from subscribers where email = any($1) group by email having count(*) > 1',
        [accepted],
      )
      expect(rows, 'each stored once').toEqual([])
    } finally {
      await client.end()
    }
  })
})
