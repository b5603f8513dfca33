/**
 * The provider's response envelope: every answer is HTTP 200 JSON with HasErrors and Errors, submissions
 * add FormErrors.FieldErrors keyed by field (Conversations API 5.4).
 */
export interface ApiError {
  Code: string
  Message: string
}

export interface FieldError {
  Field: string
  Code: string
  Message: string
}

export const json = (body: object) =>
  Response.json(body, { status: 200, headers: { 'cache-control': 'no-store', 'content-type': 'application/json;charset=UTF-8' } })

/**
 * An error answer, with every key the provider sends beside its errors (its recorded answers:
 * tests/fixtures/conversations/): no results, and no paging.
 */
export const failure = (code: string, message: string, extra: object = {}) =>
  json({
    Limit: null,
    Offset: null,
    TotalResults: null,
    Locale: 'en_AU',
    Results: [],
    Includes: {},
    HasErrors: true,
    Errors: [{ Code: code, Message: message }],
    ...extra,
  })

/**
 * A submission's answer (submitreview, submitfeedback), with every key the provider sends beside what the
 * answer says: no form definition and no token unless given.
 */
export const submission = (body: object) =>
  json({
    Locale: 'en_AU',
    HasErrors: false,
    Errors: [],
    FormErrors: {},
    SubmissionId: null,
    TypicalHoursToPost: null,
    AuthorSubmissionToken: null,
    Form: [],
    Data: {},
    ...body,
  })

export const ERRORS = {
  missingVersion: () => failure('ERROR_PARAM_MISSING_VERSION', 'The API version parameter is missing or not supported: use apiversion=5.4.'),
  invalidKey: () => failure('ERROR_PARAM_INVALID_API_KEY', 'The pass key is not valid.'),
  unsupported: (endpoint: string) => failure('ERROR_REQUEST_NOT_SUPPORTED', `${endpoint} is not a supported request.`),
  method: (method: string) => failure('ERROR_PARAM_INVALID_PARAMETER_VALUE', `This request needs ${method}.`),
  invalidFilter: (attribute: string) => failure('ERROR_PARAM_INVALID_FILTER_ATTRIBUTE', `Invalid filter attribute: ${attribute.slice(0, 60)}`),
  invalidSort: (attribute: string) => failure('ERROR_PARAM_INVALID_SORT_ATTRIBUTE', `Invalid sort attribute: ${attribute.slice(0, 60)}`),
  invalidValue: (name: string) => failure('ERROR_PARAM_INVALID_PARAMETER_VALUE', `Invalid value for ${name.slice(0, 60)}.`),
  busy: () => failure('ERROR_UNKNOWN', 'Please try submitting the form again'),
  tooMany: (seconds: number) => failure('ERROR_RATE_LIMIT_EXCEEDED', `Too many submissions. Please wait ${seconds} seconds and try again.`),
}
