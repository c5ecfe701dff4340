/**
 * What the report trigger of the job and company pages needs (ADR 0032), alone in its module: the
 * trigger sits on two public routes, so whatever module it imports lands in the shared chunk every
 * public page loads; the form's and the queue's texts (scam-text.ts) stay with the pages using them.
 */

/** The page that explains the warning signs (linked from the footer and the report form). */
export const SCAM_WARNING_PATH = '/canh-bao-lua-dao';
/** The report form as a page of its own (works without scripts; the dialog posts to it too). */
export const SCAM_REPORT_PATH = '/bao-cao-tin-dang-ngo';
export const REPORT_BUTTON_LABEL = 'Báo cáo tin đáng ngờ';
export const REPORT_COMPANY_BUTTON_LABEL = 'Báo cáo công ty đáng ngờ';
