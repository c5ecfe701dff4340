import { knowledgeEndpoints } from '@app/contract';
import { KNOWLEDGE_HANDBOOK_NAME } from '@app/contract/endpoints/knowledge-text';
import {
  KNOWLEDGE_PATH,
  KNOWLEDGE_PROGRAMME_LABELS,
  KNOWLEDGE_TOPIC_LABELS,
  knowledgePath,
} from '@app/contract/knowledge';
import { data } from 'react-router';
import { formatDate } from '../../features/jobs/format.ts';
import classes from '../../features/knowledge/Handbook.module.css';
import { loadNationNames } from '../../features/knowledge/handbook.server.ts';
import { KnowledgeBody } from '../../features/knowledge/KnowledgeBody.tsx';
import { Crumbs } from '../../features/layout/Crumbs.tsx';
import { callApi } from '../../lib/api.server.ts';
import { getBridge } from '../../lib/context.ts';
import { absoluteUrl, pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/handbook-entry';

const notFound = () => data({ message: 'Mục cẩm nang không tồn tại hoặc đã được gỡ.' }, { status: 404 });

/** `/cam-nang/:slug`: one published entry with its sources and the day they were checked. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  if (!/^[a-z0-9-]{1,120}$/.test(params.slug)) throw notFound();
  const [res, names] = await Promise.all([
    callApi(context, request, knowledgeEndpoints.get, { token: null, params: { slug: params.slug } }),
    loadNationNames(context, request),
  ]);
  if (!res.ok) {
    if (res.status === 404 || res.status === 422) throw notFound();
    throw data({ message: res.error.message }, { status: res.status });
  }
  const entry = res.data;
  const byCode = new Map(names);
  const { publicUrl } = getBridge(context);
  // Labels and links are made here: the page's script needs no contract code.
  const topic = KNOWLEDGE_TOPIC_LABELS[entry.topic];
  return {
    entry,
    about: [
      topic,
      ...entry.programmes.map((p) => KNOWLEDGE_PROGRAMME_LABELS[p]),
      ...entry.nations.map((c) => byCode.get(c) ?? c),
    ],
    crumbs: [
      { to: '/', label: 'Trang chủ' },
      { to: KNOWLEDGE_PATH, label: KNOWLEDGE_HANDBOOK_NAME },
      { to: `${KNOWLEDGE_PATH}#${entry.topic}`, label: topic },
    ],
    canonical: absoluteUrl(publicUrl, knowledgePath(entry.slug)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return pageMeta({ title: 'Không tìm thấy mục cẩm nang', noindex: true });
  const { entry } = loaderData;
  return pageMeta({
    title: entry.title,
    description: entry.summary,
    canonical: loaderData.canonical,
    type: 'article',
  });
};

export default function HandbookEntryPage({ loaderData }: Route.ComponentProps) {
  const { entry, about, crumbs } = loaderData;
  return (
    <div className={classes.page}>
      <Crumbs className={classes.crumbs} items={crumbs} />
      <article>
        <h1 className={classes.heading}>{entry.title}</h1>
        <p className={classes.meta}>
          {about.map((a) => (
            <span key={a}>{a}</span>
          ))}
        </p>
        <p className={classes.summary}>{entry.summary}</p>
        <KnowledgeBody body={entry.body} />
        <section className={classes.sources} aria-labelledby="nguon">
          <h2 id="nguon">Nguồn</h2>
          <ul data-testid="knowledge-sources">
            {entry.sources.map((s) => (
              <li key={`${s.url}|${s.title}`}>
                <a href={s.url} rel="noopener nofollow" target="_blank">
                  {s.title}
                </a>
              </li>
            ))}
          </ul>
          <p className={classes.checked} data-testid="knowledge-checked">
            Kiểm tra lần cuối: {formatDate(entry.checked_on)}
          </p>
        </section>
      </article>
    </div>
  );
}
