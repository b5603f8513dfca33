import type { ContactDetails as Details } from './data'
import styles from './ContactDetails.module.css'

/** Phone (with hours), email, web contact and postal address, as links a phone or mail app opens. */
export function ContactDetails({ contact }: { contact: Details }) {
  return (
    <dl className={styles.contact}>
      <dt>Phone</dt>
      <dd>
        <a href={`tel:${contact.phone.replace(/\s+/g, '')}`}>{contact.phone}</a>
        {contact.phoneHours ? ` (${contact.phoneHours})` : null}
      </dd>
      <dt>Email</dt>
      <dd>
        <a href={`mailto:${contact.email}`}>{contact.email}</a>
      </dd>
      <dt>Web contact</dt>
      <dd>
        <a href={contact.webContactUrl}>Send us a message</a>
      </dd>
      {contact.postalAddress ? (
        <>
          <dt>Post</dt>
          <dd className={styles.address}>{contact.postalAddress}</dd>
        </>
      ) : null}
    </dl>
  )
}
