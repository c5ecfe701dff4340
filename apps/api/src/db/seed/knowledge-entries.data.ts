import type { KnowledgeEntryData } from '@app/contract';
import { ABROAD_ENTRIES } from './knowledge-entries/abroad.ts';
import { JAPAN_ENTRIES } from './knowledge-entries/japan.ts';
import { JAPAN_STUDY_CARE_ENTRIES } from './knowledge-entries/japan-study-care.ts';
import { KOREA_ENTRIES } from './knowledge-entries/korea.ts';
import { LAW_LICENCE_ENTRIES } from './knowledge-entries/law-licence.ts';
import { MONEY_GENERAL_ENTRIES } from './knowledge-entries/money-general.ts';
import { OTHER_DESTINATION_ENTRIES } from './knowledge-entries/other-destinations.ts';
import { SCAM_ENTRIES } from './knowledge-entries/scam.ts';

/*
 * The adviser's knowledge base as we wrote it (issue 30 item 1): what candidates ask, in our own plain
 * Vietnamese, from ../shared/DOMAIN.md and public law and official pages, each entry with its sources
 * and the day it was checked. Seeded once; admins edit it afterwards in the back office. A figure that
 * DOMAIN.md marks "verify" is either left out or labelled "tham khảo" with where to check it.
 */
export const KNOWLEDGE_ENTRIES: KnowledgeEntryData[] = [
  ...JAPAN_ENTRIES,
  ...JAPAN_STUDY_CARE_ENTRIES,
  ...KOREA_ENTRIES,
  ...OTHER_DESTINATION_ENTRIES,
  ...LAW_LICENCE_ENTRIES,
  ...SCAM_ENTRIES,
  ...ABROAD_ENTRIES,
  ...MONEY_GENERAL_ENTRIES,
];
