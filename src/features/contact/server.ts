import 'server-only'

// Contact: the brand's contact details (the contact-details global), the contact page and its web
// contact form (stored in contact-messages, sent to the care address). The server entry: the form's
// submit for route handlers, the contact details and the page type's view.
export { findContactDetails, type ContactDetails as ContactDetailsData } from './data'
export { contactPageViews } from './pageViews'
export { submitContactMessage } from './server/sendMessage'
