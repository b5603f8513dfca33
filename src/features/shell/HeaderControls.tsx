'use client'

import { useEffect, useRef } from 'react'

import { startHeader } from './headerController'

/**
 * Starts the header's controller (./headerController.ts) on the header it sits in, as the page hydrates:
 * the header itself is drawn by the server and hydrates no component of its own.
 */
export function HeaderControls() {
  const marker = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    const header = marker.current?.closest('header')
    return header ? startHeader(header) : undefined
  }, [])
  return <span ref={marker} hidden />
}
