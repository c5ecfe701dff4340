import type { KeepsSource } from '@app/contract/worker-keeps-table';

/** One step of the estimate as the page shows it: label, figure, one line of how it is used. */
export interface KeepsRow {
  label: string;
  value: string;
  note: string;
  sources: readonly KeepsSource[];
  /** A result (net, savings, total) rather than an input. */
  total?: boolean;
  /** Names the row for tests and anchors. */
  id: string;
}

export interface KeepsField {
  name: string;
  label: string;
  value: string;
}

/**
 * Everything the page section shows, as text made on the server: the section's component only
 * lays it out, so the job page's bundle carries no table, formatter or wording (its byte budget).
 */
export interface KeepsView {
  /** The headline figures, visible without opening the details. */
  summary: { label: string; value: string; id: string }[];
  rows: KeepsRow[];
  fields: KeepsField[];
  intro: string;
  /** The form was submitted: the details open. */
  open: boolean;
  /** The section's anchor and the form's "submitted" parameter (worker-keeps-params.ts). */
  anchor: string;
  submittedParam: string;
  /** The section's fixed wording, sent with the data rather than in the page's bundle. */
  text: { title: string; details: string; sources: string; submit: string; reset: string; caution: string };
}
