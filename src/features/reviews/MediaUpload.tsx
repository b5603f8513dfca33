'use client'

import { type ChangeEvent, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'

import styles from '@/shared/forms/forms.module.css'

import { LIMITS } from './limits'
import local from './WriteReviewForm.module.css'

type Kind = 'photo' | 'video'

const KINDS: Record<Kind, { label: string; accept: string; hint: string; endpoint: string }> = {
  photo: {
    label: 'Add a photo (optional)',
    accept: 'image/jpeg,image/png,image/webp,image/gif',
    hint: 'JPEG, PNG, WebP or GIF, up to 5 MB.',
    endpoint: 'uploadphoto.json',
  },
  video: {
    label: 'Add a video (optional)',
    accept: 'video/mp4,video/webm,video/quicktime',
    hint: 'MP4, WebM or MOV, up to 25 MB.',
    endpoint: 'uploadvideo.json',
  },
}

const noSubscription = () => () => {}

type Upload =
  { status: 'idle' } | { status: 'uploading'; percent: number } | { status: 'done'; url: string; name: string } | { status: 'error'; message: string }

interface UploadAnswer {
  HasErrors?: boolean
  Errors?: { Message?: string }[]
  Photo?: { Sizes?: { normal?: { Url?: string } } }
  Video?: { VideoUrl?: string }
}

/**
 * A photo or video for the review, sent to the reviews service's upload endpoint as soon as it is chosen,
 * with a progress bar and a spoken status (XMLHttpRequest: fetch reports no upload progress). The stored
 * file's URL goes with the review as `photourl_1` / `videourl_1`, the caption as `photocaption_1` /
 * `videocaption_1`. Shown only once scripts run: without them there is nothing to send the file.
 */
export function MediaUpload({ kind, query, url, caption }: { kind: Kind; query: string; url?: string; caption?: string }) {
  const id = useId()
  const config = KINDS[kind]
  const mounted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const [upload, setUpload] = useState<Upload>(url ? { status: 'done', url, name: 'the earlier file' } : { status: 'idle' })
  const request = useRef<XMLHttpRequest | null>(null)
  useEffect(() => () => request.current?.abort(), [])
  if (!mounted) return null

  function send(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    request.current?.abort()
    if (!file) return setUpload({ status: 'idle' })
    const body = new FormData()
    body.append('ContentType', 'review')
    body.append('file', file)
    const xhr = new XMLHttpRequest()
    request.current = xhr
    xhr.open('POST', `/api/reviews/data/${config.endpoint}?${query}`)
    xhr.responseType = 'json'
    xhr.upload.onprogress = (progress) => {
      if (progress.lengthComputable) setUpload({ status: 'uploading', percent: Math.round((progress.loaded / progress.total) * 100) })
    }
    xhr.onload = () => {
      const answer = (xhr.response ?? {}) as UploadAnswer
      const stored = kind === 'photo' ? answer.Photo?.Sizes?.normal?.Url : answer.Video?.VideoUrl
      if (xhr.status === 200 && !answer.HasErrors && stored) setUpload({ status: 'done', url: stored, name: file.name })
      else setUpload({ status: 'error', message: answer.Errors?.[0]?.Message ?? 'The file could not be uploaded. Please try again.' })
    }
    xhr.onerror = () => setUpload({ status: 'error', message: 'The file could not be uploaded. Please try again.' })
    setUpload({ status: 'uploading', percent: 0 })
    xhr.send(body)
  }

  const statusText =
    upload.status === 'uploading'
      ? `Uploading… ${upload.percent}%`
      : upload.status === 'done'
        ? `${kind === 'photo' ? 'Photo' : 'Video'} uploaded: ${upload.name}.`
        : upload.status === 'error'
          ? upload.message
          : ''
  return (
    <fieldset className={local.media}>
      <legend>{config.label}</legend>
      <div className={styles.field}>
        <label htmlFor={`${id}-file`}>{kind === 'photo' ? 'Photo file' : 'Video file'}</label>
        <p id={`${id}-hint`} className={styles.hint}>
          {config.hint}
        </p>
        <input
          id={`${id}-file`}
          type="file"
          accept={config.accept}
          onChange={send}
          aria-describedby={`${id}-hint ${id}-status`}
          aria-invalid={upload.status === 'error' ? true : undefined}
        />
      </div>
      {upload.status === 'uploading' ? (
        <progress className={local.progress} max={100} value={upload.percent} aria-label={`${kind === 'photo' ? 'Photo' : 'Video'} upload`} />
      ) : null}
      <p id={`${id}-status`} role="status" className={upload.status === 'error' ? styles.error : styles.hint}>
        {statusText}
      </p>
      {upload.status === 'done' ? <input type="hidden" name={`${kind}url_1`} value={upload.url} /> : null}
      <div className={styles.field}>
        <label htmlFor={`${id}-caption`}>{kind === 'photo' ? 'Photo caption (optional)' : 'Video caption (optional)'}</label>
        <input id={`${id}-caption`} name={`${kind}caption_1`} maxLength={LIMITS.caption} defaultValue={caption} />
      </div>
    </fieldset>
  )
}
