import type { UploadField } from 'payload'

/** An image from the media collection (uploaded in the back office, alt text required there). */
export function imageField(name: string, options: { required?: boolean; description?: string } = {}): UploadField {
  return {
    name,
    type: 'upload',
    relationTo: 'media',
    required: options.required ?? false,
    ...(options.description ? { admin: { description: options.description } } : {}),
  }
}
