import * as migration_20261122_000654_initial from './20261122_000654_initial';
import * as migration_20261122_023508_catalogue_ratings from './20261122_023508_catalogue_ratings';
import * as migration_20261122_120007_subscriptions_email from './20261122_120007_subscriptions_email';
import * as migration_20261122_124437_reviews from './20261122_124437_reviews';
import * as migration_20261122_132822_article_votes from './20261122_132822_article_votes';
import * as migration_20261122_145931_author_and_review_confirmation from './20261122_145931_author_and_review_confirmation';
import * as migration_20261122_155100_review_indexes from './20261122_155100_review_indexes';
import * as migration_20261124_212754_media from './20261124_212754_media';
import * as migration_20261126_150000_submission_intake from './20261126_150000_submission_intake';
import * as migration_20261126_180210_questions_and_answers from './20261126_180210_questions_and_answers';
import * as migration_20261126_200257_editors_day from './20261126_200257_editors_day';
import * as migration_20261126_205813_brand_drafts from './20261126_205813_brand_drafts';
import * as migration_20261127_192039_two_factor from './20261127_192039_two_factor';
import * as migration_20261127_220624_csp_reports from './20261127_220624_csp_reports';
import * as migration_20261127_220752_consent_vitals from './20261127_220752_consent_vitals';
import * as migration_20261127_220827_product_grid_anchor from './20261127_220827_product_grid_anchor';
import * as migration_20261127_221203_search_rules from './20261127_221203_search_rules';
import * as migration_20261127_222354_search_insights from './20261127_222354_search_insights';
import * as migration_20261127_234006_merged_snapshot from './20261127_234006_merged_snapshot';
import * as migration_20261128_012332_review_requests from './20261128_012332_review_requests';
import * as migration_20261128_021940_sampling_campaigns from './20261128_021940_sampling_campaigns';

export const migrations = [
  {
    up: migration_20261122_000654_initial.up,
    down: migration_20261122_000654_initial.down,
    name: '20261122_000654_initial',
  },
  {
    up: migration_20261122_023508_catalogue_ratings.up,
    down: migration_20261122_023508_catalogue_ratings.down,
    name: '20261122_023508_catalogue_ratings',
  },
  {
    up: migration_20261122_120007_subscriptions_email.up,
    down: migration_20261122_120007_subscriptions_email.down,
    name: '20261122_120007_subscriptions_email',
  },
  {
    up: migration_20261122_124437_reviews.up,
    down: migration_20261122_124437_reviews.down,
    name: '20261122_124437_reviews',
  },
  {
    up: migration_20261122_132822_article_votes.up,
    down: migration_20261122_132822_article_votes.down,
    name: '20261122_132822_article_votes',
  },
  {
    up: migration_20261122_145931_author_and_review_confirmation.up,
    down: migration_20261122_145931_author_and_review_confirmation.down,
    name: '20261122_145931_author_and_review_confirmation',
  },
  {
    up: migration_20261122_155100_review_indexes.up,
    down: migration_20261122_155100_review_indexes.down,
    name: '20261122_155100_review_indexes',
  },
  {
    up: migration_20261124_212754_media.up,
    down: migration_20261124_212754_media.down,
    name: '20261124_212754_media',
  },
  {
    up: migration_20261126_150000_submission_intake.up,
    down: migration_20261126_150000_submission_intake.down,
    name: '20261126_150000_submission_intake',
  },
  {
    up: migration_20261126_180210_questions_and_answers.up,
    down: migration_20261126_180210_questions_and_answers.down,
    name: '20261126_180210_questions_and_answers',
  },
  {
    up: migration_20261126_200257_editors_day.up,
    down: migration_20261126_200257_editors_day.down,
    name: '20261126_200257_editors_day',
  },
  {
    up: migration_20261126_205813_brand_drafts.up,
    down: migration_20261126_205813_brand_drafts.down,
    name: '20261126_205813_brand_drafts',
  },
  {
    up: migration_20261127_192039_two_factor.up,
    down: migration_20261127_192039_two_factor.down,
    name: '20261127_192039_two_factor',
  },
  {
    up: migration_20261127_220624_csp_reports.up,
    down: migration_20261127_220624_csp_reports.down,
    name: '20261127_220624_csp_reports',
  },
  {
    up: migration_20261127_220752_consent_vitals.up,
    down: migration_20261127_220752_consent_vitals.down,
    name: '20261127_220752_consent_vitals',
  },
  {
    up: migration_20261127_220827_product_grid_anchor.up,
    down: migration_20261127_220827_product_grid_anchor.down,
    name: '20261127_220827_product_grid_anchor',
  },
  {
    up: migration_20261127_221203_search_rules.up,
    down: migration_20261127_221203_search_rules.down,
    name: '20261127_221203_search_rules',
  },
  {
    up: migration_20261127_222354_search_insights.up,
    down: migration_20261127_222354_search_insights.down,
    name: '20261127_222354_search_insights',
  },
  {
    up: migration_20261127_234006_merged_snapshot.up,
    down: migration_20261127_234006_merged_snapshot.down,
    name: '20261127_234006_merged_snapshot',
  },
  {
    up: migration_20261128_012332_review_requests.up,
    down: migration_20261128_012332_review_requests.down,
    name: '20261128_012332_review_requests',
  },
  {
    up: migration_20261128_021940_sampling_campaigns.up,
    down: migration_20261128_021940_sampling_campaigns.down,
    name: '20261128_021940_sampling_campaigns'
  },
];
