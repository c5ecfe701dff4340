import {
  CHAT_MAX_CARDS,
  type ChatIntent,
  type ChatSourceLink,
  type KnowledgeEntryData,
  ZJobSearchQuery,
} from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { loadVndRates } from '../jobs/exchange-rates.ts';
import { listPublicJobs } from '../jobs/public-jobs.service.ts';
import { loadKnowledge } from '../knowledge/knowledge-cache.ts';
import { describesOffer, offerCheckText } from '../offer-check/offer-chat.ts';
import { checkOffer } from '../offer-check/offer-check.service.ts';
import {
  CONVERT_SOURCES,
  conversionText,
  injectionText,
  knowledgeText,
  OFFER_SOURCES,
  offerSources,
  planAnswer,
  sourcesOf,
  usedEntries,
} from './adviser.ts';
import { costAdvice, LICENCE_REMINDER, templateAnswer } from './answers.ts';
import { type ChatData, EMPTY_CHAT_DATA, gatherChatData, toJobCardOfChat } from './chat-data.ts';
import type { ToolRunner } from './chat-provider.ts';
import type { Detected } from './intent.ts';
import { retrieveKnowledge } from './knowledge-retrieval.ts';

/** Topics of the handbook that explain an offer check's flags. */
const GUIDE_TOPICS: ReadonlySet<string> = new Set([
  'scam',
  'law',
  'licence',
  'visa',
  'study_work',
  'money',
  'trouble',
]);

/** Flags of the offer check about who makes the offer. */
const LICENCE_FLAGS: ReadonlySet<string> = new Set(['no_licence', 'unverified_licence', 'lookalike_company']);

const OFFER_CHECK_UNAVAILABLE =
  'Không nộp bất kỳ khoản tiền nào trước khi ký hợp đồng với doanh nghiệp có giấy phép, và chỉ nộp vào tài khoản của doanh nghiệp.';

/** Everything an answer needs once the question is read: cards, sources, the template text. */
export interface PreparedAnswer {
  intent: ChatIntent;
  data: ChatData;
  sources: ChatSourceLink[];
  /** The answer without a model (null: only a model answers it, e.g. off-topic with a provider). */
  template: string | null;
  /** Knowledge-base entries the model is given as numbered sources. */
  passages: KnowledgeEntryData[];
  /** False when the answer must not come from a model (a refused injection, the offer check, a conversion). */
  modelMay: boolean;
}

/** The knowledge base, or none when it cannot be read (the adviser still answers). */
async function knowledgeOf(db: Db, log: FastifyBaseLogger): Promise<readonly KnowledgeEntryData[]> {
  try {
    return await loadKnowledge(db);
  } catch (err) {
    log.warn({ err }, 'knowledge base unreadable: answering without it');
    return [];
  }
}

/** Reads the question, decides the answer's plan (adviser.ts) and gathers what it shows. */
export async function prepareAnswer(
  db: Db,
  question: string,
  d: Detected,
  today: string,
  log: FastifyBaseLogger,
  aiConfigured: boolean,
): Promise<PreparedAnswer> {
  const entries = await knowledgeOf(db, log);
  const plan = planAnswer(question, d, entries, describesOffer);
  switch (plan.mode) {
    case 'injection': {
      const used = usedEntries(plan.entries).slice(0, 1);
      return {
        intent: 'injection',
        data: EMPTY_CHAT_DATA,
        sources: sourcesOf(used),
        template: injectionText(used),
        passages: [],
        modelMay: false,
      };
    }
    case 'offer_check': {
      // The handbook's entry closest to the question (a scam pattern, the law on fees, licences)
      // follows the check: what the pattern is and why, with its page.
      const guides = plan.entries
        .filter((s) => GUIDE_TOPICS.has(s.entry.topic))
        .slice(0, 2)
        .map((s) => s.entry);
      const [guide, second] = guides;
      const more = guide
        ? `\n\n${guide.title}\n${knowledgeText([guide], false)}${second ? `\n\n${second.title}: ${second.summary}` : ''}`
        : '';
      try {
        const result = await checkOffer(db, { text: question }, today);
        // A company named in the offer: how to check its licence is part of the answer.
        const licence =
          result.company || result.flags.some((f) => LICENCE_FLAGS.has(f.code))
            ? retrieveKnowledge(
                entries.filter((e) => e.topic === 'licence'),
                question,
                d,
                1,
              ).map((s) => s.entry)
            : [];
        return {
          intent: 'offer_check',
          data: EMPTY_CHAT_DATA,
          sources: [
            ...offerSources(result),
            ...sourcesOf([...guides, ...licence], guides.length + licence.length),
          ],
          template: `${offerCheckText(result)}${more}`,
          passages: [],
          modelMay: false,
        };
      } catch (err) {
        log.warn({ err }, 'offer check failed: answering from the handbook');
        const scam = guide ?? entries.find((e) => e.topic === 'scam');
        return {
          intent: 'offer_check',
          data: EMPTY_CHAT_DATA,
          sources: [...OFFER_SOURCES, ...(scam ? sourcesOf([scam], 1) : [])],
          template: scam ? knowledgeText([scam]) : OFFER_CHECK_UNAVAILABLE,
          passages: [],
          modelMay: false,
        };
      }
    }
    case 'convert': {
      // A database that cannot be read gives no rate: the answer says so, like a rate never stored.
      const rates = await loadVndRates(db).catch((err: unknown) => {
        log.warn({ err }, 'stored rates unreadable: the conversion answers without a rate');
        return { rates: {}, asOf: null };
      });
      return {
        intent: 'convert',
        data: EMPTY_CHAT_DATA,
        sources: [...CONVERT_SOURCES, ...sourcesOf(usedEntries(plan.entries).slice(0, 1), 1)],
        template: conversionText(plan.amount, plan.currency, rates),
        passages: [],
        modelMay: false,
      };
    }
    case 'knowledge': {
      const used = usedEntries(plan.entries);
      const data = plan.withJobs
        ? await gatherChatData(db, { ...d, intent: 'jobs' }, today, log)
        : EMPTY_CHAT_DATA;
      const jobs = data.jobs.length > 0 ? templateAnswer({ ...d, intent: 'jobs' }, data, false) : null;
      // Spec §9's canned cost advice stays the first words of a cost question's answer.
      const advice = d.intent === 'cost' || d.topics.includes('costs') ? [costAdvice(d).join('\n')] : [];
      return {
        intent: 'knowledge',
        data,
        sources: sourcesOf(used),
        template: [...advice, knowledgeText(used), ...(jobs ? [jobs] : [])].join('\n\n'),
        passages: used,
        modelMay: true,
      };
    }
    case 'intent': {
      // A cost question shows offers only when it asks for them (the spec's advice needs none).
      const data =
        d.intent === 'cost' && !d.seeksJobs ? EMPTY_CHAT_DATA : await gatherChatData(db, d, today, log);
      const used = usedEntries(plan.entries).slice(0, 1);
      let template = templateAnswer(d, data, aiConfigured);
      if (template && d.intent === 'top_rated') template = `${template}\n\n${LICENCE_REMINDER}`;
      if (template && d.intent === 'study_vs_labour')
        template = `${template}\n\n${costAdvice({ ...d, kind: null, nation: null }).join('\n')}`;
      return {
        intent: d.intent,
        data,
        sources: d.intent === 'greeting' || d.intent === 'off_topic' ? [] : sourcesOf(used, 3),
        template,
        passages: used,
        modelMay: true,
      };
    }
  }
}

/** The model's tools (prompt.ts ADVISER_TOOLS) run on our own services; cards of jobs it finds are shown. */
export function adviserTools(
  db: Db,
  today: string,
  onJobs: (jobs: ReturnType<typeof toJobCardOfChat>[]) => void,
): ToolRunner {
  return async (name, raw) => {
    const args = (raw ?? {}) as Record<string, unknown>;
    const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, 2000) : '');
    switch (name) {
      case 'search_jobs': {
        const parsed = ZJobSearchQuery.safeParse({
          limit: 5,
          ...(text(args.query) ? { search: text(args.query) } : {}),
          ...(text(args.nation) ? { nation: text(args.nation).toUpperCase() } : {}),
          ...(text(args.kind) ? { kind: text(args.kind) } : {}),
        });
        if (!parsed.success) return { error: 'tham số không hợp lệ' };
        const list = await listPublicJobs(db, parsed.data, today);
        onJobs(list.items.slice(0, CHAT_MAX_CARDS).map(toJobCardOfChat));
        return {
          tong: list.total,
          viec_lam: list.items.map((j) => ({
            ten: j.name,
            cong_ty: j.company.name,
            quoc_gia: j.nation.name,
            luong_toi_thieu: j.salary_minimum,
            luong_toi_da: j.salary_maximum,
            tien_te: j.salary_currency,
            lien_ket: j.url,
          })),
        };
      }
      case 'company_licence': {
        const result = await checkOffer(db, { text: text(args.name), company: text(args.name) }, today);
        return (
          result.company ?? {
            khong_tim_thay: true,
            loi_khuyen:
              'Tra cứu danh sách doanh nghiệp được cấp phép của Cục Quản lý lao động ngoài nước (dolab.gov.vn).',
          }
        );
      }
      case 'check_offer':
        return checkOffer(db, { text: text(args.text) }, today);
      case 'convert_money': {
        const amount = Number(args.amount);
        const currency = text(args.currency).toUpperCase();
        if (!Number.isFinite(amount) || amount <= 0 || !currency) return { error: 'tham số không hợp lệ' };
        return { ket_qua: conversionText(amount, currency, await loadVndRates(db)) };
      }
      default:
        return { error: `không có công cụ ${name}` };
    }
  };
}
