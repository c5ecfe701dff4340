/**
 * The public badge's words (ADR 0030), alone in their module: the cards and filters of every public
 * page import this string by its path, not the licence texts of the admin and company pages, which
 * would otherwise all ride in the public bundle (a shared chunk keeps every export its routes use).
 */
export const LICENCE_VERIFIED_LABEL = 'Đã xác minh giấy phép';
