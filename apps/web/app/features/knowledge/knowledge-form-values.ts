/**
 * The admin form's fields as the body of POST/PUT /admin/knowledge: multi-selects and the tags input
 * post one comma-joined value, source rows post `sources.N.title` / `sources.N.url` (in order), the switch posts 'on' or nothing. Used by the page before sending (the
 * same schema as the API) and by its action.
 */
export function knowledgeFormValues(form: FormData): Record<string, unknown> {
  const text = (k: string) => {
    const v = form.get(k);
    return typeof v === 'string' ? v : '';
  };
  const list = (k: string) =>
    form
      .getAll(k)
      .flatMap((v) => String(v).split(','))
      .map((s) => s.trim())
      .filter(Boolean);
  const rows = new Map<number, { title: string; url: string }>();
  for (const [key, value] of form) {
    const m = /^sources\.(\d{1,2})\.(title|url)$/.exec(key);
    if (!m || typeof value !== 'string') continue;
    const i = Number(m[1]);
    const row = rows.get(i) ?? { title: '', url: '' };
    row[m[2] as 'title' | 'url'] = value;
    rows.set(i, row);
  }
  // Rows keep their places (an error under `sources.1.url` is the second row's); the form's
  // "remove" button takes a row away.
  const sources = [...rows.entries()].sort(([a], [b]) => a - b).map(([, r]) => r);
  return {
    slug: text('slug'),
    title: text('title'),
    topic: text('topic'),
    nations: list('nations'),
    programmes: list('programmes'),
    keywords: list('keywords'),
    summary: text('summary'),
    body: text('body'),
    sources,
    checked_on: text('checked_on'),
    published: form.get('published') === 'on',
  };
}
