/**
 * The public badge's words (ADR 0030), alone in their module and re-exported by client.ts: the
 * cards and filters of every public page need this one string, not the licence texts of the admin
 * and company pages, which would otherwise all ride in the shared bundle (a shared chunk keeps every
 * export its routes use). Not imported by its own path either: that made a chunk of one string, one
 * more request on every list page.
 */
export const LICENCE_VERIFIED_LABEL = 'Đã xác minh giấy phép';
