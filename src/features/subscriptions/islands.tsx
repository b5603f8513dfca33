'use client'

import dynamic from 'next/dynamic'

// The islands' CSS comes with the routes that render them (inlined with the page's), not with each island: for
// a dynamic island's own CSS Next writes `<link rel="stylesheet" as="style">`, which HTML does not allow (`as`
// only with preload), once the island's code has loaded in the server (tests/browser/htmlValidity.spec.ts).
import '@/shared/forms/forms.module.css'
import '@/shared/ui/buttons.module.css'

/**
 * The subscription forms as the server components render them: each form's script is a chunk of its
 * own, loaded by the pages that show that form (a server component importing a client module directly
 * puts it in the first-load scripts of every page its route serves, and the content route serves them
 * all). Rendered on the server as usual: the forms work before and without scripts.
 */
export const NewsletterForm = dynamic(() => import('./NewsletterForm'))
export const WaitlistForm = dynamic(() => import('./WaitlistForm'))
export const GamingRegistrationForm = dynamic(() => import('./GamingRegistrationForm'))
export const ProductRegistrationForm = dynamic(() => import('./ProductRegistrationForm'))
export const EmailLinkForm = dynamic(() => import('@/shared/forms/EmailLinkForm'))
export const SamplingApplicationForm = dynamic(() => import('./SamplingApplicationForm'))
