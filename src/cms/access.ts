import type { Access, FieldAccess } from 'payload'

import { PUBLISHED } from './published'

/** Any signed-in back-office user (editor, moderator or admin). */
export const signedIn: Access = ({ req }) => Boolean(req.user)

export const signedInField: FieldAccess = ({ req }) => Boolean(req.user)

/** The public reads published documents only; signed-in users read drafts too. */
export const publishedOrSignedIn: Access = ({ req }) => (req.user ? true : PUBLISHED)

/** Reference content without drafts (retailers, countries...): readable by everyone. */
export const anyone: Access = () => true

export const adminsOnly: Access = ({ req }) => req.user?.role === 'admin'

/** The content roles: administrators and editors (moderators only moderate). */
export const editorsOnly: Access = ({ req }) => req.user?.role === 'admin' || req.user?.role === 'editor'
