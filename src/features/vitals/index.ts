// Real-user Core Web Vitals, browser-safe: the start (a chunk with web-vitals comes later) and the beacon's shape.
export { VITALS_ENDPOINT, type VitalsBeacon } from './beacon'
export { startVitals } from './startVitals'
