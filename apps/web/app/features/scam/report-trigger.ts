import { SCAM_REPORT_PATH } from '@app/contract/scam-label';
import classes from './ReportButton.module.css';

/** What a report is about: a job or a company (exactly one). */
export interface ReportTarget {
  job_id?: number;
  company_id?: number;
}

/**
 * The report page of a target: the trigger links there and the form posts there, so the page after a
 * refusal still names it. Apart from the form, so the trigger on every job page stays small.
 */
export function reportHref(target: ReportTarget): string {
  const query = target.job_id
    ? `?job=${target.job_id}`
    : target.company_id
      ? `?company=${target.company_id}`
      : '';
  return `${SCAM_REPORT_PATH}${query}`;
}

/**
 * The triggers' class, exported from here: this module is shared by the job and company pages, so
 * its style lands in the public pages' stylesheet; the style module imported by the two triggers
 * directly would be a chunk of its own (two more requests on each page).
 */
export const reportTriggerClass = classes.trigger;
