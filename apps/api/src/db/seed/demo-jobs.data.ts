import { DAI_DUONG_JOBS } from './demo-jobs/dai-duong.ts';
import { HAN_VIET_AND_LOCKED_JOBS } from './demo-jobs/han-viet.ts';
import { HOA_ANH_DAO_JOBS } from './demo-jobs/hoa-anh-dao.ts';
import { MIEN_TRUNG_JOBS } from './demo-jobs/mien-trung.ts';
import { SAO_MAI_JOBS } from './demo-jobs/sao-mai.ts';
import type { DemoJob } from './demo-jobs.ts';

/*
 * The demo offers (README "Demo data"): 40 postings of the five demo companies and the locked one,
 * in the three kinds, with the states a moderator meets. Figures are typical of the market in
 * late 2026 (Japanese trainee wages, Taiwanese minimum wage, German nursing pay…), not quotes.
 */

export const DEMO_JOBS: readonly DemoJob[] = [
  ...SAO_MAI_JOBS,
  ...HOA_ANH_DAO_JOBS,
  ...MIEN_TRUNG_JOBS,
  ...DAI_DUONG_JOBS,
  ...HAN_VIET_AND_LOCKED_JOBS,
];
