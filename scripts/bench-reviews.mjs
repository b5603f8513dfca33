#!/usr/bin/env node
/**
 * `npm run bench:reviews`: the built-in reviews service (Conversations API subset) at scale, over HTTP,
 * against the production build served by scripts/server.mjs, on SQLite and on PostgreSQL.
 *
 * For each database: a fresh one is migrated and seeded as `npm start` does, then BENCH_PRODUCTS (1,000)
 * published products, BENCH_REVIEWS (100,000) approved reviews and BENCH_QUESTIONS (100,000) approved questions,
 * every other one with an approved answer, are added in bulk with SQL (half of each on the first 100 products,
 * 500 each; the rest spread over the other 900). Then:
 *   - latency, one request at a time (p50/p95 of BENCH_SAMPLES each): reviews.json for a product,
 *     Sort=Rating:desc, Limit=5, Offset 0 and Offset 100; products.json with Stats=Reviews; questions.json
 *     for a product with Include=Answers as the product page asks (the 3 most answered) and a page deep in
 *     the list (Sort=SubmissionTime:desc, Limit=10, Offset=100), and with Stats=Questions;
 *   - submissions per second: 50 concurrent clients posting submitreview.json (Action=Submit, each a new
 *     reviewer from its own address) for BENCH_SECONDS (15).
 *
 *   BENCH_ADAPTERS   sqlite,postgres (default both; PostgreSQL is skipped when it does not answer)
 *   BENCH_PG_URL     a PostgreSQL server to create the scratch database on (default postgres://postgres@127.0.0.1:5432/postgres)
 *   BENCH_PORT       3202        BENCH_DIST_DIR   .next (built when it holds no build)
 *
 * A benchmark, not a test: it prints figures and exits 0; 1 only when nothing could be measured.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import pg from 'pg'

import { percentile } from './bench/stats.mjs'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const port = Number(process.env.BENCH_PORT ?? 3202)
const base = `http://127.0.0.1:${port}`
const distDir = process.env.BENCH_DIST_DIR ?? '.next'
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 1000)
const REVIEWS = Number(process.env.BENCH_REVIEWS ?? 100_000)
const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 100_000)
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15)
const CLIENTS = 50
const pgAdminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const adapters = (process.env.BENCH_ADAPTERS ?? 'sqlite,postgres').split(',').map((name) => name.trim())
const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS })
const POPULAR = Math.min(100, PRODUCTS)

function get(pathname) {
  return send('GET', pathname)
}

function send(method, pathname, { body, headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const req = http.request(
      `${base}${pathname}`,
      { method, agent, headers: { ...headers, ...(body ? { 'content-length': Buffer.byteLength(body) } : {}) } },
      (res) => {
        const chunks = []
        res.on('data', (chunk) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started, text: Buffer.concat(chunks).toString() }))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

/** Bulk rows: products copied from a seeded one, reviews spread as described above. */
function bulkStatements(dialect, productColumns) {
  const series = (n) =>
    dialect === 'postgres'
      ? `generate_series(1, ${n}) AS s(n)`
      : `(WITH RECURSIVE s(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM s WHERE n < ${n}) SELECT n FROM s) AS s`
  const concat = (...parts) => parts.join(' || ')
  const copied = productColumns.filter((column) => column !== 'id')
  const value = (column) =>
    ({
      slug: concat(`'bench-product-'`, 'CAST(s.n AS TEXT)'),
      reviews_id: concat(`'bench-'`, 'CAST(s.n AS TEXT)'),
      gtin: dialect === 'postgres' ? `'77' || lpad(CAST(s.n AS TEXT), 11, '0')` : `'77' || substr('00000000000' || CAST(s.n AS TEXT), -11)`,
      title: concat(`'Bench product '`, 'CAST(s.n AS TEXT)'),
    })[column] ?? `p."${column}"`
  const products = `INSERT INTO products (${copied.map((c) => `"${c}"`).join(', ')}) SELECT ${copied.map(value).join(', ')} FROM products p, ${series(PRODUCTS)} WHERE p.slug = 'fusion5'`
  const spread = (total) => `CASE WHEN s.n <= ${total / 2} THEN 1 + s.n % ${POPULAR} ELSE ${POPULAR + 1} + s.n % ${Math.max(1, PRODUCTS - POPULAR)} END`
  const productOf = spread(REVIEWS)
  const time = dialect === 'postgres' ? `now() - make_interval(mins => s.n)` : `strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || s.n || ' minutes')`
  const bool = (expression) => (dialect === 'postgres' ? `(${expression})` : `CASE WHEN ${expression} THEN 1 ELSE 0 END`)
  const context = dialect === 'postgres' ? `'{"HairType":"Curly"}'::jsonb` : `'{"HairType":"Curly"}'`
  const reviews = `INSERT INTO reviews (status, product_id, provider_product_id, rating, title, review_text, user_nickname, user_email, is_recommended, rating_value, rating_quality, context_data, context_tags, submission_time, submission_key, awaiting_confirmation)
    SELECT 'approved', p.id, p.reviews_id, 1 + (s.n * 7) % 5, 'Bench review ' || CAST(s.n AS TEXT), 'A close and comfortable shave that lasts; good value for the price and easy to rinse clean.',
      'Bench' || CAST(s.n AS TEXT), 'bench' || CAST(s.n AS TEXT) || '@example.com', ${bool('s.n % 4 <> 0')}, 1 + s.n % 5, 1 + (s.n * 3) % 5, ${context}, '|HairType:Curly|', ${time},
      'bench:' || CAST(s.n AS TEXT), ${bool('1 = 0')}
    FROM ${series(REVIEWS)} JOIN products p ON p.slug = 'bench-product-' || CAST(${productOf} AS TEXT)`
  const questions = `INSERT INTO questions (status, product_id, provider_product_id, question_summary, question_details, user_nickname, user_email, submission_time, total_answer_count, last_approved_answer_time, submission_key, awaiting_confirmation)
    SELECT 'approved', p.id, p.reviews_id, 'Bench question ' || CAST(s.n AS TEXT) || ': does it suit a sensitive neck?', NULL, 'Asker' || CAST(s.n AS TEXT), 'asker' || CAST(s.n AS TEXT) || '@example.com', ${time},
      CASE WHEN s.n % 2 = 0 THEN 1 ELSE 0 END, CASE WHEN s.n % 2 = 0 THEN ${time} ELSE NULL END, 'bench-q:' || CAST(s.n AS TEXT), ${bool('1 = 0')}
    FROM ${series(QUESTIONS)} JOIN products p ON p.slug = 'bench-product-' || CAST(${spread(QUESTIONS)} AS TEXT)`
  const answers = `INSERT INTO answers (status, question_id, answer_text, is_brand_answer, user_nickname, submission_time, total_positive_feedback_count, total_negative_feedback_count, asker_notified, submission_key, awaiting_confirmation)
    SELECT 'approved', q.id, 'Yes: shave with the grain with a fresh blade and it suits most sensitive skin.', ${bool('s.n % 4 = 0')}, 'Helper' || CAST(s.n AS TEXT), ${time}, s.n % 7, s.n % 3, ${bool('1 = 1')}, 'bench-a:' || CAST(s.n AS TEXT), ${bool('1 = 0')}
    FROM ${series(QUESTIONS)} JOIN questions q ON q.submission_key = 'bench-q:' || CAST(s.n AS TEXT) WHERE s.n % 2 = 0`
  return { products, reviews, questions, answers }
}

async function fillSqlite(file) {
  const db = createClient({ url: `file:${file}` })
  const columns = (await db.execute('PRAGMA table_info(products)')).rows.map((row) => String(row.name))
  const { products, reviews, questions, answers } = bulkStatements('sqlite', columns)
  for (const statement of [products, reviews, questions, answers]) await db.execute(statement)
  db.close()
}

async function fillPostgres(url) {
  const client = new pg.Client({ connectionString: url })
  client.on('error', () => {})
  await client.connect()
  try {
    const columns = (await client.query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'products' ORDER BY ordinal_position`)).rows.map(
      (row) => row.column_name,
    )
    const { products, reviews, questions, answers } = bulkStatements('postgres', columns)
    for (const statement of [products, reviews, questions, answers]) await client.query(statement)
    await client.query('ANALYZE')
  } finally {
    await client.end().catch(() => {})
  }
}

function run(command, args, env) {
  const result = spawnSync(command, args, { cwd: root, env, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${path.basename(args[args.length - 1] ?? command)} failed:\n${result.stdout}\n${result.stderr}`)
}

async function startServer(env) {
  const server = spawn(process.execPath, ['scripts/server.mjs'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] })
  const until = Date.now() + 90_000
  for (;;) {
    try {
      if ((await get('/api/reviews/data/reviews.json?apiversion=5.4&Limit=1')).status === 200) return server
    } catch {
      // not up yet
    }
    if (Date.now() > until) {
      server.kill()
      throw new Error('the server did not come up')
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

async function latency(label, pathOf) {
  for (let i = 0; i < 20; i += 1) await get(pathOf(i)) // warm up
  const times = []
  for (let i = 0; i < SAMPLES; i += 1) {
    const answer = await get(pathOf(i))
    if (answer.status !== 200 || JSON.parse(answer.text).HasErrors) throw new Error(`${label}: ${answer.text.slice(0, 200)}`)
    times.push(answer.ms)
  }
  return { label, p50: percentile(times, 50), p95: percentile(times, 95) }
}

async function submissions() {
  let accepted = 0
  let refused = 0
  let counter = 0
  const until = Date.now() + SECONDS * 1000
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      while (Date.now() < until) {
        counter += 1
        const id = `${Date.now().toString(36)}${client}x${counter}`
        const body = new URLSearchParams({
          Action: 'Submit',
          ProductId: `bench-${1 + (counter % PRODUCTS)}`,
          rating: '4',
          title: 'Load test review',
          reviewtext: 'A close and comfortable shave that lasts; good value for the price and easy to rinse clean.',
          usernickname: `Load${id}`.slice(0, 20),
          useremail: `load-${id}@example.com`,
          contextdatavalue_Agemonth: '3',
          contextdatavalue_Ageyear: '1980',
          rating_Value: '4',
          rating_Quality: '4',
          isrecommended: 'true',
          agreedtotermsandconditions: 'true',
          fp: `device-${id}`,
        }).toString()
        const address = `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`
        const answer = await send('POST', '/api/reviews/data/submitreview.json?apiversion=5.4', {
          body,
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
        })
        if (answer.status === 200 && JSON.parse(answer.text).HasErrors === false) accepted += 1
        else refused += 1
      }
    }),
  )
  return { accepted, refused, perSecond: accepted / ((performance.now() - started) / 1000) }
}

async function benchmark(adapter) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-reviews-'))
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: distDir,
    DATA_DIR: dataDir,
    PORT: String(port),
    SITE_URL: base,
    REVIEWS_API_URL: '',
    REVIEWS_PASSKEY: '',
    SMTP_URL: '',
  }
  let dropDatabase = async () => {}
  if (adapter === 'postgres') {
    const admin = new pg.Client({ connectionString: pgAdminUrl })
    admin.on('error', () => {}) // a dropped idle connection is no reason to stop
    try {
      await admin.connect()
    } catch {
      console.log(`PostgreSQL: ${pgAdminUrl.replace(/\/\/[^@]*@/, '//')} does not answer, skipped`)
      return undefined
    }
    const name = `bench_reviews_${Date.now()}`
    await admin.query(`CREATE DATABASE ${name}`)
    const url = new URL(pgAdminUrl)
    url.pathname = `/${name}`
    env.DATABASE_URL = url.toString()
    dropDatabase = async () => {
      const dropper = new pg.Client({ connectionString: pgAdminUrl })
      await dropper.connect()
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await dropper.end()
      await admin.end().catch(() => {})
    }
  } else env.DATABASE_URL = ''
  let server
  try {
    console.log(`\n${adapter}: migrate and seed, then ${PRODUCTS} products, ${REVIEWS} reviews and ${QUESTIONS} questions in bulk`)
    run(process.execPath, ['scripts/run-ts.mjs', 'scripts/setup.ts'], env)
    const filled = performance.now()
    if (adapter === 'postgres') await fillPostgres(env.DATABASE_URL)
    else await fillSqlite(path.join(dataDir, 'site.db'))
    console.log(`  bulk insert: ${((performance.now() - filled) / 1000).toFixed(1)} s`)
    server = await startServer(env)
    const product = (i) => `bench-${1 + ((i * 37) % POPULAR)}`
    const rows = [
      await latency(
        'reviews.json Offset=0',
        (i) => `/api/reviews/data/reviews.json?apiversion=5.4&Filter=ProductId:${product(i)}&Sort=Rating:desc&Limit=5&Offset=0`,
      ),
      await latency(
        'reviews.json Offset=100',
        (i) => `/api/reviews/data/reviews.json?apiversion=5.4&Filter=ProductId:${product(i)}&Sort=Rating:desc&Limit=5&Offset=100`,
      ),
      await latency('products.json Stats=Reviews', (i) => `/api/reviews/data/products.json?apiversion=5.4&Filter=Id:${product(i)}&Stats=Reviews`),
      await latency(
        'questions.json Include=Answers, 3 most answered',
        (i) =>
          `/api/reviews/data/questions.json?apiversion=5.4&Filter=ProductId:${product(i)}&Sort=TotalAnswerCount:desc,SubmissionTime:desc&Limit=3&Include=Answers`,
      ),
      await latency(
        'questions.json Include=Answers Offset=100',
        (i) => `/api/reviews/data/questions.json?apiversion=5.4&Filter=ProductId:${product(i)}&Sort=SubmissionTime:desc&Limit=10&Offset=100&Include=Answers`,
      ),
      await latency(
        'questions.json Stats=Questions',
        (i) => `/api/reviews/data/questions.json?apiversion=5.4&Filter=ProductId:${product(i)}&Limit=1&Stats=Questions`,
      ),
    ]
    const writes = await submissions()
    return { adapter, rows, writes }
  } finally {
    server?.kill('SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 1000))
    await dropDatabase()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

if (!fs.existsSync(path.join(root, distDir, 'BUILD_ID'))) {
  console.log(`No build in ${distDir}: building…`)
  run(path.join(root, 'node_modules', '.bin', 'next'), ['build'], {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_DIST_DIR: distDir,
    NEXT_TELEMETRY_DISABLED: '1',
  })
}
const results = []
for (const adapter of adapters) {
  try {
    const result = await benchmark(adapter)
    if (result) results.push(result)
  } catch (error) {
    console.error(`${adapter}: ${error instanceof Error ? error.message : error}`)
  }
}
agent.destroy()
console.log(`\n| database | request | p50 ms | p95 ms |\n|---|---|---:|---:|`)
for (const { adapter, rows } of results) for (const row of rows) console.log(`| ${adapter} | ${row.label} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} |`)
console.log(`\n| database | submissions/s (${CLIENTS} clients, ${SECONDS} s) | accepted | refused |\n|---|---:|---:|---:|`)
for (const { adapter, writes } of results) console.log(`| ${adapter} | ${writes.perSecond.toFixed(1)} | ${writes.accepted} | ${writes.refused} |`)
process.exit(results.length ? 0 : 1)
