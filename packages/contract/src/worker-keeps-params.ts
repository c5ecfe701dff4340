/**
 * The query parameters of the job page's "what a worker keeps" form (a GET form on the job page:
 * `?uoc-tinh=1&thue=5&bhxh=15&nha-o=…#giu-lai`). Apart from worker-keeps.ts so that the page's
 * form imports only these names, not the table.
 */
export const KEEPS_PARAMS = {
  /** Marks a submitted form (the section opens its assumptions). */
  submitted: 'uoc-tinh',
  taxPct: 'thue',
  socialPct: 'bhxh',
  housingVnd: 'nha-o',
  brokerVnd: 'moi-gioi',
  livingVnd: 'sinh-hoat',
  months: 'thang',
  feesVnd: 'phi',
} as const;

/** The section's anchor: the form submits to `#giu-lai` so the page returns to it. */
export const KEEPS_ANCHOR = 'giu-lai';
