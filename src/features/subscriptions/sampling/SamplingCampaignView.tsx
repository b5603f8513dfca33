import { productUrl } from '@/shared/routing/urls'
import { settings } from '@/shared/settings'

import { SamplingApplicationForm } from '../islands'
import { consentText } from '../texts'
import { sydneyDateTime } from './rules'
import styles from './SamplingCampaign.module.css'
import { campaignNotice, type SamplingCampaign } from './server'

/**
 * A sampling campaign's page below its heading: the product, the places, who may apply and until when
 * (Sydney time), then the application form, or what stands in its place (not open yet, closed, full).
 */
export function SamplingCampaignView({ campaign }: { campaign: SamplingCampaign }) {
  const notice = campaignNotice(campaign)
  return (
    <div className={styles.campaign}>
      {campaign.description ? <p>{campaign.description}</p> : null}
      <dl className={styles.facts}>
        {campaign.product ? (
          <>
            <dt>Product</dt>
            <dd>
              <a href={productUrl(campaign.product)}>{campaign.product.title}</a>
            </dd>
          </>
        ) : null}
        <dt>Places</dt>
        <dd>{campaign.places}</dd>
        <dt>Applications</dt>
        <dd>
          {sydneyDateTime(campaign.opensAt)} to {sydneyDateTime(campaign.closesAt)}
        </dd>
        <dt>Who can apply</dt>
        <dd>{campaign.eligibility}</dd>
      </dl>
      {notice ? (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      ) : (
        <>
          <h2>Apply for a free sample</h2>
          <p>We email you a link to confirm your address. Recipients are chosen among confirmed applications; we ask them for a review of the product.</p>
          <SamplingApplicationForm formId="sampling-application" campaign={campaign.slug} consentText={consentText('sampling', settings().BRAND_NAME)} />
        </>
      )}
    </div>
  )
}
