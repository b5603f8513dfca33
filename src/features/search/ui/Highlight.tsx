import { highlightParts } from './highlightParts'

/** A hit's title with the matched words marked. */
export function Highlight({ value, fallback }: { value?: string; fallback: string }) {
  if (!value) return <>{fallback}</>
  return <>{highlightParts(value).map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>))}</>
}
