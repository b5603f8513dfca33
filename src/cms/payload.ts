import config from '@payload-config'
import { getPayload } from 'payload'

/** The Payload local API for server code (pages, route handlers). One instance per process. */
export const payloadClient = () => getPayload({ config })
