import buttons from '@/shared/ui/buttons.module.css'

import styles from './forms.module.css'

/**
 * The classes a form of the shared fields draws before anyone uses it (the form, its fields, a checkbox, the
 * honeypot, its actions and primary button), for a form the browser draws later, such as the footer's
 * newsletter sign-up: given as its `laterClassNames` (LATER_CLASS_NAMES_PROP in src/shared/serverContract.mjs).
 */
export const FORM_CLASS_NAMES = [styles.form, styles.field, styles.check, styles.trap, styles.actions, buttons.primary].join(' ')
