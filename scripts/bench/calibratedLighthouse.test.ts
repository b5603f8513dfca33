// bench:lighthouse calibrates each run's CPU slowdown to the machine's speed in that run; this pins what it
// relies on in Lighthouse (its navigation in two halves, the slowdown changed between them) with a real run.
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import * as chromeLauncher from 'chrome-launcher'
import { throttling } from 'lighthouse/core/config/constants.js'
import { describe, expect, it } from 'vitest'

import { calibratedLighthouse, calibratedSlowdown } from './calibratedLighthouse.mjs'

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

describe('calibratedSlowdown', () => {
  it("is Lighthouse's 4x at the index 4x stands for, and scales with the machine's speed", () => {
    expect(calibratedSlowdown(1750)).toBe(4)
    expect(calibratedSlowdown(875)).toBe(2)
    expect(calibratedSlowdown(2625)).toBe(6)
    expect(calibratedSlowdown(1318)).toBe(3)
    expect(calibratedSlowdown(100)).toBe(1)
    expect(calibratedSlowdown(99_999)).toBe(12)
  })
})

describe.skipIf(!fs.existsSync(chromePath))('calibratedLighthouse (Debian Chromium)', () => {
  it('simulates each run at the slowdown its own benchmark index gives, or at a fixed one', async () => {
    const server = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.end('<!doctype html><html lang="en"><title>Calibration</title><h1>A page</h1><script>for (let i = 0; i < 1e6; i++);</script>')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'], logLevel: 'silent' })
    try {
      const flags = { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'], throttling: throttling.mobileSlow4G }
      const calibrated = (await calibratedLighthouse(url, flags)).lhr
      const index = calibrated.environment.benchmarkIndex
      expect(index).toBeGreaterThan(0)
      expect(calibrated.configSettings.throttling.cpuSlowdownMultiplier).toBe(calibratedSlowdown(index))
      expect(calibrated.categories.performance.score).not.toBeNull()

      const fixed = (await calibratedLighthouse(url, flags, 2.5)).lhr
      expect(fixed.configSettings.throttling.cpuSlowdownMultiplier).toBe(2.5)
    } finally {
      await chrome.kill()
      server.close()
    }
  }, 90_000)
})
