/**
 * The bodies bench:load's modes submit: a review (submitreview.json), a helpful vote (submitfeedback.json)
 * and a sampling application (/api/forms/sampling).
 */

/** A valid review, form-encoded, from `nickname` (its email is derived from it) on `product`, device `fp`. */
export const reviewBody = ({ nickname, product, fp, rating = '4', title, text, birthMonth = '3', birthYear = '1985' }) =>
  new URLSearchParams({
    Action: 'Submit',
    ProductId: product,
    rating,
    title,
    reviewtext: text,
    usernickname: nickname,
    useremail: `${nickname}@example.com`,
    contextdatavalue_Agemonth: birthMonth,
    contextdatavalue_Ageyear: birthYear,
    rating_Value: '4',
    rating_Quality: '4',
    isrecommended: 'true',
    agreedtotermsandconditions: 'true',
    fp,
  }).toString()

/** A positive helpful vote on review `id` from device `fp`, form-encoded. */
export const voteBody = ({ id, fp }) =>
  new URLSearchParams({ ContentType: 'review', ContentId: id, FeedbackType: 'helpfulness', Vote: 'Positive', fp }).toString()

/** The campaign the seed opens (src/cms/seed/data/sampling.ts): bench:load's applications go to it. */
export const SAMPLING_CAMPAIGN = 'fusion5-free-trial'

/** A valid sampling application for `email`, as JSON (/api/forms/sampling). */
export const applicationBody = ({ email, campaign = SAMPLING_CAMPAIGN }) =>
  JSON.stringify({
    campaign,
    name: 'Load Applicant',
    email,
    dateOfBirth: '1984-07-09',
    street: '1 Load Test Lane',
    suburb: 'Parramatta',
    state: 'NSW',
    postcode: '2150',
    consent: 'on',
  })
