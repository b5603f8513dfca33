/**
 * One sampling campaign, open on a fresh install (it opened the day before the seed ran and closes a year
 * after), so its application page (/en-au/sampling/fusion5-free-trial) exists from the start.
 */
export const samplingCampaigns = [
  {
    name: 'Try Fusion5 free',
    slug: 'fusion5-free-trial',
    product: 'fusion5',
    places: 50,
    description: 'Fifty people receive a {brand} Fusion5 razor with two blades, free. After a few weeks of shaving with it, we ask you for an honest review.',
    eligibility: 'Open to people aged 18 or over with a shipping address in Australia. One application per person.',
    opensDaysFromSeed: -1,
    closesDaysFromSeed: 365,
  },
]
