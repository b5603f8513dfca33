#!/usr/bin/env node
/**
 * The browser tests' mail server: a real SMTP server on loopback (the `smtp-server` package) that keeps
 * every message it receives, and a small HTTP control port for the tests:
 *   GET  /messages?to=ADDRESS   the messages received for that address (parsed: subject, text, html, headers)
 *   POST /down                  stop accepting SMTP connections (the site's deliveries fail and are retried)
 *   POST /up                    accept them again
 *   POST /cdp, GET /cdp         a stand-in consumer-data platform: keeps what the site forwards (body and headers)
 * Ports: TEST_SMTP_PORT (default 3125) and TEST_SMTP_CONTROL_PORT (default 3126). Loopback only.
 */
import http from 'node:http'

import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

const smtpPort = Number(process.env.TEST_SMTP_PORT ?? 3125)
const controlPort = Number(process.env.TEST_SMTP_CONTROL_PORT ?? 3126)
const messages = []
const forwarded = []

function createSmtp() {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            from: mail.from?.text ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            // The raw header lines (mailparser folds List-* headers into one structured `list` entry).
            headers: Object.fromEntries(mail.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(':') + 1).trim()])),
            receivedAt: new Date().toISOString(),
          })
          callback()
        })
        .catch(callback)
    },
  })
}

let smtp = createSmtp()
const listen = () => new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve))
const close = () => new Promise((resolve) => smtp.close(resolve))
await listen()
let up = true

const control = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${controlPort}`)
  const send = (status, body) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }
  if (req.method === 'GET' && url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.toLowerCase()
    return send(200, to ? messages.filter((message) => message.to.includes(to)) : messages)
  }
  if (req.method === 'GET' && url.pathname === '/') return send(200, { up })
  if (url.pathname === '/cdp' && req.method === 'GET') return send(200, forwarded)
  if (url.pathname === '/cdp' && req.method === 'POST') {
    let body = ''
    for await (const chunk of req) body += chunk
    forwarded.push({ headers: req.headers, body: JSON.parse(body || 'null') })
    return send(201, { ok: true })
  }
  if (req.method === 'POST' && url.pathname === '/down') {
    if (up) await close()
    up = false
    return send(200, { up })
  }
  if (req.method === 'POST' && url.pathname === '/up') {
    if (!up) {
      smtp = createSmtp()
      await listen()
    }
    up = true
    return send(200, { up })
  }
  send(404, { error: 'not found' })
})
control.listen(controlPort, '127.0.0.1', () => console.log(`mail sink: SMTP on ${smtpPort}, control on ${controlPort}`))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0))
