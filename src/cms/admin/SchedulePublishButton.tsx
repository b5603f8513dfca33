'use client'
import { PublishButton, useDocumentInfo, useModal } from '@payloadcms/ui'
import { useEffect } from 'react'

/** Payload's id of the scheduling drawer (PublishButton) and of its Type radios (`field-<path>-<value>`). */
export const scheduleDrawerSlug = (id: number | string | undefined) => `schedule-publish-${id}`
const publishRadioId = (drawer: string) => `field-${drawer}-type-publish`

/**
 * Payload's Publish button, whose menu's "Schedule publish" opens the scheduling drawer titled "Schedule
 * publish for …" set to Publish, as both say. Payload opens it on Unpublish for a published document
 * with no newer draft, so an editor who picked a time and saved scheduled a take-down. The drawer's type
 * is its own state (not a prop Payload lets a project set): once it has opened, its Publish radio is
 * chosen, as an editor's click would; Unpublish stays one click away and is kept once chosen.
 */
export function SchedulePublishButton(props: Parameters<typeof PublishButton>[0]) {
  const { id } = useDocumentInfo()
  const { isModalOpen } = useModal()
  const drawer = scheduleDrawerSlug(id)
  const open = isModalOpen(drawer)

  useEffect(() => {
    if (!open) return
    let frame = 0
    let tries = 0
    // The drawer's content mounts with the modal's state or a frame or two after it.
    const choosePublish = () => {
      const radio = document.getElementById(publishRadioId(drawer))
      if (radio instanceof HTMLInputElement) {
        if (!radio.checked) radio.click()
        return
      }
      if (++tries < 120) frame = requestAnimationFrame(choosePublish)
    }
    choosePublish()
    return () => cancelAnimationFrame(frame)
  }, [open, drawer])

  return <PublishButton {...props} />
}
