import 'server-only'

// Real-user Core Web Vitals, server entry: the beacon's endpoint (POST /api/vitals).
export { handleVitalsBeacon, vitalsSchema } from './store'
