'use client'

import { useField } from '@payloadcms/ui'
import type { JSONFieldClientProps } from 'payload'

/**
 * A review's JSON fields as a moderator reads them (they are the customer's, never edited here): its
 * context data as labelled values, its photos as pictures and its videos as players, with their captions.
 */
type MediaItem = { url: string; caption?: string | null }

const mediaItems = (value: unknown): MediaItem[] =>
  Array.isArray(value) ? value.filter((item): item is MediaItem => Boolean(item) && typeof (item as MediaItem).url === 'string') : []

/** "HairType" → "Hair type", "Agemonth" → "Agemonth": the provider's keys as words. */
const keyLabel = (key: string) => {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase()
}

const labelOf = (props: JSONFieldClientProps) => {
  const label = props.field.label
  return typeof label === 'string' ? label : keyLabel(props.field.name)
}

function ReadOnlyField({ props, children }: { props: JSONFieldClientProps; children: React.ReactNode }) {
  const id = `field-${props.path.replace(/\./g, '__')}`
  const description = props.field.admin?.description
  return (
    <div className="field-type review-details" role="group" aria-labelledby={id}>
      <span className="field-label" id={id}>
        {labelOf(props)}
      </span>
      {children}
      {typeof description === 'string' ? <div className="field-description">{description}</div> : null}
    </div>
  )
}

const empty = <p style={{ margin: 0, color: 'var(--theme-elevation-500)' }}>None.</p>

export function ContextDataField(props: JSONFieldClientProps) {
  const { value } = useField<unknown>({ path: props.path })
  const entries = value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value as Record<string, unknown>) : []
  return (
    <ReadOnlyField props={props}>
      {entries.length === 0 ? (
        empty
      ) : (
        <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.25rem 1rem', margin: 0 }}>
          {entries.map(([key, entry]) => (
            <div key={key} style={{ display: 'contents' }}>
              <dt style={{ color: 'var(--theme-elevation-650)' }}>{keyLabel(key)}</dt>
              <dd style={{ margin: 0 }}>{typeof entry === 'string' || typeof entry === 'number' ? String(entry) : JSON.stringify(entry)}</dd>
            </div>
          ))}
        </dl>
      )}
    </ReadOnlyField>
  )
}

export function PhotosField(props: JSONFieldClientProps) {
  const { value } = useField<unknown>({ path: props.path })
  const photos = mediaItems(value)
  return (
    <ReadOnlyField props={props}>
      {photos.length === 0 ? (
        empty
      ) : (
        <ul style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', listStyle: 'none', margin: 0, padding: 0 }}>
          {photos.map((photo) => (
            <li key={photo.url}>
              <figure style={{ margin: 0 }}>
                <a href={photo.url} target="_blank" rel="noreferrer">
                  {/* The customer's upload as it is stored (no optimiser in the back office). */}
                  <img
                    src={photo.url}
                    alt={photo.caption ?? ''}
                    style={{ display: 'block', maxWidth: '14rem', maxHeight: '14rem', borderRadius: 'var(--style-radius-s)' }}
                  />
                </a>
                {photo.caption ? <figcaption>{photo.caption}</figcaption> : null}
              </figure>
            </li>
          ))}
        </ul>
      )}
    </ReadOnlyField>
  )
}

export function VideosField(props: JSONFieldClientProps) {
  const { value } = useField<unknown>({ path: props.path })
  const videos = mediaItems(value)
  return (
    <ReadOnlyField props={props}>
      {videos.length === 0 ? (
        empty
      ) : (
        <ul style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', listStyle: 'none', margin: 0, padding: 0 }}>
          {videos.map((video) => (
            <li key={video.url}>
              <figure style={{ margin: 0 }}>
                {/* A customer's upload comes without a captions track; its caption, if any, is written below. */}
                {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
                <video src={video.url} controls preload="metadata" style={{ display: 'block', maxWidth: '20rem', borderRadius: 'var(--style-radius-s)' }} />
                {video.caption ? <figcaption>{video.caption}</figcaption> : null}
              </figure>
            </li>
          ))}
        </ul>
      )}
    </ReadOnlyField>
  )
}
