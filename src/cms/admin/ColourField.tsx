'use client'

import { TextField, useField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

const HEX = /^#[0-9a-f]{6}$/i

/** A brand colour: a colour picker beside the hex code, both editing the one value (checked on save). */
export const ColourField: TextFieldClientComponent = (props) => {
  const { value, setValue } = useField<string>({ path: props.path })
  const label = typeof props.field.label === 'string' ? props.field.label : props.field.name
  return (
    <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'flex-start' }}>
      <input
        type="color"
        aria-label={`Pick ${label}`}
        value={value && HEX.test(value) ? value : '#000000'}
        onChange={(event) => setValue(event.target.value)}
        style={{ width: '3rem', height: '2.5rem', marginTop: '1.6rem', padding: 0, border: 0, background: 'none' }}
      />
      <div style={{ flex: 1 }}>
        <TextField {...props} />
      </div>
    </div>
  )
}
