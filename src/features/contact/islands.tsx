'use client'

import dynamic from 'next/dynamic'

/** The web contact form as the contact page renders it: a chunk of its own, loaded by that page only. */
export const ContactForm = dynamic(() => import('./ContactForm'))
