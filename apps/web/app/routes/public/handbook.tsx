import {
  KNOWLEDGE_PATH,
  KNOWLEDGE_TOPIC_LABELS,
  KNOWLEDGE_TOPICS,
  knowledgePath,
} from '@app/contract/knowledge';
import { Form, Link, redirect } from 'react-router';
import { formatDate } from '../../features/jobs/format.ts';
import classes from '../../features/knowledge/Handbook.module.css';
import { loadHandbookEntries, loadNationNames } from '../../features/knowledge/handbook.server.ts';
import { Crumbs } from '../../features/layout/Crumbs.tsx';
import { getBridge } from '../../lib/context.ts';
import { absoluteUrl, pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/handbook';

const TITLE = 'Cẩm nang xuất khẩu lao động và du học';
const DESCRIPTION =
  'Điều kiện, quy trình, chi phí, luật về phí dịch vụ và ký quỹ, thị thực, quyền lợi và cách xử lý khi gặp khó khăn ở nước ngoài: giải đáp ngắn gọn, có nguồn chính thức và ngày kiểm tra.';

/** `/cam-nang?nation=JP`: the published entries grouped by topic; the country filter is a GET form. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const raw = url.searchParams.get('nation') ?? '';
  const nation = raw.trim().toUpperCase() || undefined;
  // The form sent without JavaScript carries an empty "every country": answer with the tidy URL.
  const tidy = nation ? `?nation=${nation}` : '';
  if (url.search !== tidy) throw redirect(`${KNOWLEDGE_PATH}${tidy}`);
  const [entries, every, names] = await Promise.all([
    loadHandbookEntries(context, request, nation),
    nation ? loadHandbookEntries(context, request, undefined) : null,
    loadNationNames(context, request),
  ]);
  // The filter offers the countries that have entries, in the catalogue's order.
  const used = new Set((every ?? entries).flatMap((e) => e.nations));
  const nations = names.filter(([code]) => used.has(code)).map(([code, name]) => ({ code, name }));
  const groups = KNOWLEDGE_TOPICS.map((topic) => ({
    topic,
    label: KNOWLEDGE_TOPIC_LABELS[topic],
    // What the page shows of each entry (its address made here: the page's script needs no contract code).
    entries: entries
      .filter((e) => e.topic === topic)
      .map((e) => ({
        id: e.id,
        title: e.title,
        summary: e.summary,
        checked_on: e.checked_on,
        href: knowledgePath(e.slug),
      })),
  })).filter((g) => g.entries.length > 0);
  const { publicUrl } = getBridge(context);
  return {
    nation: nation ?? '',
    nationName: nations.find((n) => n.code === nation)?.name ?? null,
    nations,
    groups,
    total: entries.length,
    canonical: absoluteUrl(publicUrl, `${KNOWLEDGE_PATH}${tidy}`),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: loaderData?.nationName ? `${TITLE} – ${loaderData.nationName}` : TITLE,
    description: DESCRIPTION,
    canonical: loaderData?.canonical,
  });

export default function HandbookPage({ loaderData }: Route.ComponentProps) {
  const { nation, nationName, nations, groups, total } = loaderData;
  return (
    <div className={classes.page}>
      <Crumbs className={classes.crumbs} items={[{ to: '/', label: 'Trang chủ' }]} />
      <h1 className={classes.heading}>{TITLE}</h1>
      <p className={classes.lead}>
        Giải đáp ngắn gọn những điều người đi làm việc và du học ở nước ngoài hay hỏi. Mỗi mục ghi nguồn chính
        thức và ngày kiểm tra lần cuối; quy định có thể thay đổi, hãy đối chiếu với nguồn trước khi quyết
        định.
      </p>
      <Form method="get" className={classes.filter} role="search" aria-label="Lọc cẩm nang theo quốc gia">
        <label>
          Quốc gia
          <select name="nation" defaultValue={nation} key={nation}>
            <option value="">Tất cả quốc gia</option>
            {nations.map((n) => (
              <option key={n.code} value={n.code}>
                {n.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={classes.button}>
          Lọc
        </button>
      </Form>
      <p className={classes.meta} data-testid="handbook-total">
        {nationName ? `${total} mục về ${nationName} và các mục chung` : `${total} mục`}
      </p>
      {groups.length === 0 ? <p className={classes.empty}>Chưa có mục nào.</p> : null}
      {groups.map((g) => (
        <section key={g.topic} id={g.topic} className={classes.topic} aria-labelledby={`chu-de-${g.topic}`}>
          <h2 className={classes.topicTitle} id={`chu-de-${g.topic}`}>
            {g.label}
          </h2>
          <ul className={classes.list}>
            {g.entries.map((e) => (
              <li key={e.id} className={classes.item} data-testid="handbook-entry">
                <h3>
                  <Link to={e.href}>{e.title}</Link>
                </h3>
                <p>{e.summary}</p>
                <p className={classes.meta}>Kiểm tra lần cuối: {formatDate(e.checked_on)}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
