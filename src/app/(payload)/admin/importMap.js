import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ScheduledChanges as ScheduledChanges_40040d7a5a52996ea98fc73daa099084 } from '../../../cms/admin/ScheduledChanges'
import { OverviewComponent as OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaTitleComponent as MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaDescriptionComponent as MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaImageComponent as MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { PreviewComponent as PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { SchedulePublishButton as SchedulePublishButton_9d55c4d76594f35dded5a4415dfc8945 } from '../../../cms/admin/SchedulePublishButton'
import { ColourField as ColourField_98c2df6b44a5a471583455d742763761 } from '../../../cms/admin/ColourField'
import { SearchInsightsReport as SearchInsightsReport_872e51512ff94a305c588417fc1938ac } from '../../../cms/admin/SearchInsightsReport'
import { TwoFactorField as TwoFactorField_a1c6768021e2e79c78a3c887cdfd4647 } from '../../../cms/admin/TwoFactorField'
import { ContextDataField as ContextDataField_d5517d8588e4c44c587eacdee6ee9b82 } from '../../../cms/admin/ReviewDetails'
import { PhotosField as PhotosField_d5517d8588e4c44c587eacdee6ee9b82 } from '../../../cms/admin/ReviewDetails'
import { VideosField as VideosField_d5517d8588e4c44c587eacdee6ee9b82 } from '../../../cms/admin/ReviewDetails'
import { ModerationQueue as ModerationQueue_5434711b59498dba649a0924011f1f83 } from '../../../cms/admin/ModerationQueue'
import { ModerateDocument as ModerateDocument_49a0bb662743a0ebdefc7db5363a7dda } from '../../../cms/admin/ModerateDocument'
import { SubscriberTools as SubscriberTools_3db8091c204b8ed62efdb881d76ead22 } from '../../../cms/admin/SubscriberTools'
import { SamplingCampaignTools as SamplingCampaignTools_c363c82acf5b5f52c755c134036bb1e3 } from '../../../cms/admin/SamplingTools'
import { SamplingApplicationTools as SamplingApplicationTools_c363c82acf5b5f52c755c134036bb1e3 } from '../../../cms/admin/SamplingTools'
import { BrandIcon as BrandIcon_86f7bcdeb662a892a04a505bd59860ce } from '../../../cms/admin/BrandGraphics'
import { BrandLogo as BrandLogo_86f7bcdeb662a892a04a505bd59860ce } from '../../../cms/admin/BrandGraphics'
import { VitalsNavLink as VitalsNavLink_f335469af11706f5166084dbe8fcae68 } from '../../../cms/admin/VitalsNavLink'
import { GuideNavLink as GuideNavLink_77ac37bd65e4122c89e9e9008aa3ba3d } from '../../../cms/admin/GuideNavLink'
import { EditorsDashboard as EditorsDashboard_89942b857b3825c879b97c95a756a99e } from '../../../cms/admin/EditorsDashboard'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { TwoFactorLogin as TwoFactorLogin_a0c888ff6ef9038482a069646233e7db } from '../../../cms/admin/TwoFactorLogin'
import { VitalsView as VitalsView_7f3752676f25c464779957893daf02a2 } from '../../../cms/admin/VitalsView'
import { EditorsGuide as EditorsGuide_220c4642aff52b376203d0b89ff56382 } from '../../../cms/admin/EditorsGuide'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/cms/admin/ScheduledChanges#ScheduledChanges": ScheduledChanges_40040d7a5a52996ea98fc73daa099084,
  "@payloadcms/plugin-seo/client#OverviewComponent": OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaTitleComponent": MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaDescriptionComponent": MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaImageComponent": MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#PreviewComponent": PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "/cms/admin/SchedulePublishButton#SchedulePublishButton": SchedulePublishButton_9d55c4d76594f35dded5a4415dfc8945,
  "/cms/admin/ColourField#ColourField": ColourField_98c2df6b44a5a471583455d742763761,
  "/cms/admin/SearchInsightsReport#SearchInsightsReport": SearchInsightsReport_872e51512ff94a305c588417fc1938ac,
  "/cms/admin/TwoFactorField#TwoFactorField": TwoFactorField_a1c6768021e2e79c78a3c887cdfd4647,
  "/cms/admin/ReviewDetails#ContextDataField": ContextDataField_d5517d8588e4c44c587eacdee6ee9b82,
  "/cms/admin/ReviewDetails#PhotosField": PhotosField_d5517d8588e4c44c587eacdee6ee9b82,
  "/cms/admin/ReviewDetails#VideosField": VideosField_d5517d8588e4c44c587eacdee6ee9b82,
  "/cms/admin/ModerationQueue#ModerationQueue": ModerationQueue_5434711b59498dba649a0924011f1f83,
  "/cms/admin/ModerateDocument#ModerateDocument": ModerateDocument_49a0bb662743a0ebdefc7db5363a7dda,
  "/cms/admin/SubscriberTools#SubscriberTools": SubscriberTools_3db8091c204b8ed62efdb881d76ead22,
  "/cms/admin/SamplingTools#SamplingCampaignTools": SamplingCampaignTools_c363c82acf5b5f52c755c134036bb1e3,
  "/cms/admin/SamplingTools#SamplingApplicationTools": SamplingApplicationTools_c363c82acf5b5f52c755c134036bb1e3,
  "/cms/admin/BrandGraphics#BrandIcon": BrandIcon_86f7bcdeb662a892a04a505bd59860ce,
  "/cms/admin/BrandGraphics#BrandLogo": BrandLogo_86f7bcdeb662a892a04a505bd59860ce,
  "/cms/admin/VitalsNavLink#VitalsNavLink": VitalsNavLink_f335469af11706f5166084dbe8fcae68,
  "/cms/admin/GuideNavLink#GuideNavLink": GuideNavLink_77ac37bd65e4122c89e9e9008aa3ba3d,
  "/cms/admin/EditorsDashboard#EditorsDashboard": EditorsDashboard_89942b857b3825c879b97c95a756a99e,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/cms/admin/TwoFactorLogin#TwoFactorLogin": TwoFactorLogin_a0c888ff6ef9038482a069646233e7db,
  "/cms/admin/VitalsView#VitalsView": VitalsView_7f3752676f25c464779957893daf02a2,
  "/cms/admin/EditorsGuide#EditorsGuide": EditorsGuide_220c4642aff52b376203d0b89ff56382,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
