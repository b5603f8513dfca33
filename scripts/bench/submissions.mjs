/** The bodies bench:load's modes submit: a review (submitreview.json) and a helpful vote (submitfeedback.json). */

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
