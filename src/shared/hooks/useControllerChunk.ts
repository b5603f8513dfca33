import { useEffect } from 'react'

/**
 * Starts a controller (plain DOM code on server-drawn markup, in a chunk of its own) once the calling
 * component has mounted, that is once the page has hydrated, and stops it when the component goes. `load`
 * imports the chunk and gives its start function, which returns the function that stops it; declare it at
 * module level, so it is the same function on every render.
 */
export function useControllerChunk(load: () => Promise<() => () => void>) {
  useEffect(() => {
    let stop: (() => void) | undefined
    let unmounted = false
    load().then((start) => {
      if (!unmounted) stop = start()
    })
    return () => {
      unmounted = true
      stop?.()
    }
  }, [load])
}
