import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { storedValue } from './storedValue'

/** A window with working (or blocked) storage and events, enough for storedValue. */
function fakeWindow({ blocked = false } = {}) {
  const items = new Map<string, string>()
  const storage = {
    getItem: (key: string) => {
      if (blocked) throw new Error('SecurityError')
      return items.get(key) ?? null
    },
    setItem: (key: string, value: string) => {
      if (blocked) throw new Error('SecurityError')
      items.set(key, value)
    },
    removeItem: (key: string) => items.delete(key),
  }
  const target = new EventTarget()
  return {
    items,
    window: {
      localStorage: storage,
      sessionStorage: storage,
      addEventListener: target.addEventListener.bind(target),
      removeEventListener: target.removeEventListener.bind(target),
      dispatchEvent: target.dispatchEvent.bind(target),
    },
  }
}

const list = () =>
  storedValue<string[]>({
    key: 'picks',
    storage: 'session',
    fallback: [],
    parse: (stored) => (Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string') : undefined),
    isEmpty: (value) => value.length === 0,
  })

let fake: ReturnType<typeof fakeWindow>
beforeEach(() => {
  fake = fakeWindow()
  vi.stubGlobal('window', fake.window)
})
afterEach(() => vi.unstubAllGlobals())

describe('a stored value', () => {
  it('reads what was stored, checked: anything else is the fallback', () => {
    const picks = list()
    expect(picks.read()).toEqual([])
    fake.items.set('picks', '["a",3,"b"]')
    expect(picks.read()).toEqual(['a', 'b'])
    fake.items.set('picks', '{"not":"a list"}')
    expect(picks.read()).toEqual([])
    fake.items.set('picks', 'not json')
    expect(picks.read()).toEqual([])
  })

  it('gives back the same value while the stored text is the same (as React requires)', () => {
    const picks = list()
    fake.items.set('picks', '["a"]')
    expect(picks.read()).toBe(picks.read())
  })

  it('reads as its very fallback object while nothing readable is stored (what the server draws with: no second render after hydrating)', () => {
    const picks = list()
    expect(picks.read()).toBe(picks.fallback)
    fake.items.set('picks', 'not json')
    expect(picks.read()).toBe(picks.fallback)
    vi.stubGlobal('window', fakeWindow({ blocked: true }).window)
    expect(picks.read()).toBe(picks.fallback)
  })

  it('writes JSON, removes an empty value, and tells its subscribers in this tab', () => {
    const picks = list()
    const changed = vi.fn()
    const unsubscribe = picks.subscribe(changed)
    picks.write(['a'])
    expect(fake.items.get('picks')).toBe('["a"]')
    picks.write([])
    expect(fake.items.has('picks')).toBe(false)
    expect(changed).toHaveBeenCalledTimes(2)
    unsubscribe()
    picks.write(['b'])
    expect(changed).toHaveBeenCalledTimes(2)
  })

  it('hears changes from other tabs through the storage event, for its own key only', () => {
    const picks = list()
    const changed = vi.fn()
    picks.subscribe(changed)
    const storageEvent = (key: string) => Object.assign(new Event('storage'), { key })
    fake.window.dispatchEvent(storageEvent('other'))
    fake.window.dispatchEvent(storageEvent('picks'))
    expect(changed).toHaveBeenCalledTimes(1)
  })

  it('with storage blocked, reads the fallback and writes nothing, without throwing', () => {
    vi.stubGlobal('window', fakeWindow({ blocked: true }).window)
    const picks = list()
    expect(picks.read()).toEqual([])
    expect(() => picks.write(['a'])).not.toThrow()
  })
})
