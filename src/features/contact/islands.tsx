'use client'

import dynamic from 'next/dynamic'

// The islands' CSS comes with the routes that render them (inlined with the page's), not with each island: for
// a dynamic island's own CSS Next writes `<link rel="stylesheet" as="style">`, which HTML does not allow (`as`
// only with preload), once the island's code has loaded in the server (tests/browser/htmlValidity.spec.ts).
import '@/shared/forms/forms.module.css'
import '@/shared/ui/buttons.module.css'

/** The web contact form as the contact page renders it: a chunk of its own, loaded by that page only. */
export const ContactForm = dynamic(() => import('./ContactForm'))
