import { readFileSync } from 'node:fs';
import { TOTAL_COUNT_CAP } from '@app/contract';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyFields, jobs, tags, works } from '../src/db/schema/index.ts';
import { refreshSearchTextSql, searchSegmentFunctionSql } from '../src/modules/jobs/search-text.ts';
import { json, useTestApp } from './helpers.ts';
import { addJobs, createCompany, get, jobSpec, listJobs } from './support/public-jobs.ts';

const ids = (items: { id: number }[]) => items.map((j) => j.id);
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);

describe('job search: Vietnamese keywords (listJobs?search=)', () => {
  const t = useTestApp();
  const search = async (text: string, extra: Record<string, string | number> = {}) =>
    listJobs(t.app, { search: text, limit: 100, ...extra });
  const titles = (items: { name: string }[]) => items.map((j) => j.name);
  const ENGINEER = 'Kỹ sư cơ khí làm việc tại Đà Nẵng';

  it('finds "Kỹ sư cơ khí" typed without accents, in capitals, decomposed (NFD) or precomposed', async () => {
    const plain = await search('ky su co khi');
    expect(plain.keyword_match).toBe('words');
    expect(titles(plain.items)).toEqual(
      expect.arrayContaining([ENGINEER, 'Kỹ sư cơ khí làm việc tại Nagoya – Nhật Bản (visa kỹ sư)']),
    );
    for (const variant of [
      'Kỹ sư cơ khí',
      'KỸ SƯ CƠ KHÍ',
      'Kỹ sư cơ khí'.normalize('NFD'),
      'KY  SU, CO-KHI',
    ]) {
      const res = await search(variant);
      expect(sorted(ids(res.items)), variant).toEqual(sorted(ids(plain.items)));
    }
    // Every word counts, in any order.
    expect(titles((await search('da nang ky su')).items)).toContain(ENGINEER);
  });

  it('treats "Đà Nẵng" and "da nang" alike, as whole words ("kỹ năng" is not "Nẵng")', async () => {
    const accented = await search('Đà Nẵng');
    const plain = await search('da nang');
    expect(accented.total).toBeGreaterThan(0);
    expect(sorted(ids(accented.items))).toEqual(sorted(ids(plain.items)));
    expect(sorted(ids((await search('ĐÀ NẴNG')).items))).toEqual(sorted(ids(plain.items)));
    expect(titles(plain.items)).toContain(ENGINEER);
    expect(titles(plain.items)).not.toContain('Kỹ năng đặc định nhà hàng tại Tokyo – Nhật Bản');
    // The province counts as text of the job: a job in Hội An is in Đà Nẵng since 2025.
    expect(titles(plain.items)).toContain('Nhân viên phục vụ nhà hàng ca tối tại Hội An');
  });

  it('tolerates a typo by falling back to corrected words or similar spellings, and says so', async () => {
    const typo = await search('Hokaido');
    expect(typo.keyword_match).toBe('similar');
    expect(titles(typo.items)).toContain('Đơn hàng chế biến thủy sản tại Hokkaido – Nhật Bản');
    const engineer = await search('ky su co khj');
    expect(engineer.keyword_match).toBe('similar');
    expect(titles(engineer.items)).toContain(ENGINEER);
    // A start of a word no single edit completes: trigram similarity of the phrase answers.
    const prefix = await search('nago');
    expect(prefix.keyword_match).toBe('similar');
    expect(titles(prefix.items)).toContain('Kỹ sư cơ khí làm việc tại Nagoya – Nhật Bản (visa kỹ sư)');
    // No exact answer is diluted by look-alikes: "Hokkaido" spelled right lists only Hokkaido.
    const exact = await search('hokkaido');
    expect(exact.keyword_match).toBe('words');
    expect(exact.items.every((j) => /Hokkaido/.test(String(j.name)))).toBe(true);
  });

  it('corrects through the vocabulary of every job, kept by the database as jobs are written', async () => {
    const company = await createCompany(t);
    const [job] = await addJobs(t, company, [jobSpec({ title: 'Đơn hàng chế biến Zorbanuk tại Gunma' })]);
    // A word written moments ago is in the vocabulary: a typo of it finds the job.
    const typo = await search('zorbanok');
    expect(typo).toMatchObject({ total: 1, keyword_match: 'similar' });
    expect(ids(typo.items)).toEqual([job]);
    // An edited title adds its new words too.
    await t.database.db
      .update(jobs)
      .set({ searchText: sql`vn_search_key(${'Đơn hàng chế biến Quellibor tại Gunma'})` })
      .where(eq(jobs.id, job as number));
    expect(ids((await search('quelibor')).items)).toEqual([job]);
    // Words every one of which is known, but that no job holds together: an empty answer, no
    // look-alike of the whole phrase (that fallback compared it with every job's text).
    const apart = await search('zorbanuk hokkaido');
    expect(apart).toMatchObject({ items: [], total: 0, total_capped: false, keyword_match: 'similar' });
  });

  it('answers an empty page for a word nothing resembles; punctuation alone is no keyword', async () => {
    const none = await search('qwxzvkj');
    expect(none).toMatchObject({ items: [], total: 0, total_capped: false });
    const all = await listJobs(t.app, { limit: 1 });
    const punctuation = await listJobs(t.app, { search: '!!! – ...', limit: 1 });
    expect(punctuation.keyword_match).toBeNull();
    expect(punctuation.total).toBe(all.total);
  });

  it("finds a company's jobs by its name, and combines the keyword with filters", async () => {
    const saoMai = await search('sao mai');
    expect(saoMai.total).toBeGreaterThanOrEqual(8);
    expect(saoMai.items.every((j) => (j.company as { name: string }).name.includes('Sao Mai'))).toBe(true);
    const inTaiwan = await search('sao mai', { nation: 'TW' });
    expect(inTaiwan.total).toBeGreaterThan(0);
    expect(inTaiwan.total).toBeLessThan(saoMai.total);
    expect(inTaiwan.items.every((j) => (j.nation as { code: string }).code === 'TW')).toBe(true);
  });

  it('ranks "phù hợp nhất": the phrase at the start of the title, then the phrase, then the words apart', async () => {
    const company = await createCompany(t);
    const [prefix, middle, apart] = await addJobs(t, company, [
      jobSpec({ title: 'Kỹ sư cơ khí bảo trì tại Gifu', publishedDaysAgo: 9 }),
      jobSpec({ title: 'Phiên dịch cho kỹ sư cơ khí tại Osaka', publishedDaysAgo: 5 }),
      jobSpec({ title: 'Cơ khí chính xác cần kỹ sư tại Chiba', publishedDaysAgo: 1 }),
    ]);
    const scope = { company_id: company.id };
    const ranked = await search('ky su co khi', { ...scope, sort: 'phu-hop-nhat' });
    expect(ids(ranked.items)).toEqual([prefix, middle, apart]);
    // With a keyword and no order chosen, the most relevant come first (issue 19).
    expect(ids((await search('ky su co khi', scope)).items)).toEqual([prefix, middle, apart]);
    const newest = await search('ky su co khi', { ...scope, sort: 'moi-nhat' });
    expect(ids(newest.items)).toEqual([apart, middle, prefix]);
  });
});

describe('search text of databases from before the segmented form (ADR 0024)', () => {
  const t = useTestApp();

  it('is rewritten by migration 0021: a job of an older form is found by its kind again', async () => {
    const company = await createCompany(t);
    const [job] = await addJobs(t, company, [jobSpec({ title: 'Tuyển thợ đúc gang Vorbelik tại Gifu' })]);
    const id = job as number;
    const db = t.database.db;
    await db
      .update(jobs)
      .set({ searchText: sql`vn_search_key(${'Tuyển thợ đúc gang Vorbelik tại Gifu'})` })
      .where(eq(jobs.id, id));
    expect(ids((await listJobs(t.app, { search: 'xkld vorbelik' })).items)).toEqual([]);
    // Migration 0021 is the segment function (the code's, searchSegmentFunctionSql()) and the
    // rewrite of every job; 0024 adds the occupation's group to the second segment. Together they
    // leave the text the code writes (refreshSearchTextSql('all') then changes nothing).
    const migration = (name: string) =>
      readFileSync(new URL(`../src/db/migrations/${name}.sql`, import.meta.url), 'utf8')
        .split('--> statement-breakpoint')
        .map((x) => x.replace(/^-- .*\n/gm, '').trim());
    const [fn, statement] = migration('0021_search_concept_tokens');
    expect(fn).toBe(`${searchSegmentFunctionSql()};`);
    await db.execute(sql.raw(statement as string));
    await db.execute(sql.raw(migration('0024_search_occupation_group')[0] as string));
    const [row] = await db.select({ text: jobs.searchText }).from(jobs).where(eq(jobs.id, id));
    await db.execute(sql.raw(refreshSearchTextSql('all')));
    const [again] = await db.select({ text: jobs.searchText }).from(jobs).where(eq(jobs.id, id));
    expect(again?.text).toBe(row?.text);
    expect(row?.text.split('|')).toHaveLength(4);
    expect(row?.text).toContain(' xuat khau lao dong kwxkld ');
    expect(ids((await listJobs(t.app, { search: 'xkld vorbelik' })).items)).toEqual([id]);
  });
});

describe('job list filters, orders and pages', () => {
  const t = useTestApp();
  let company: { id: number; userId: number; name: string };
  let j: number[];
  const scoped = async (query: Record<string, string | number | string[]> = {}) =>
    ids((await listJobs(t.app, { company_id: company.id, limit: 100, ...query })).items);
  const same = async (query: Record<string, string | number | string[]>, expected: (number | undefined)[]) =>
    expect(sorted(await scoped(query)), JSON.stringify(query)).toEqual(sorted(expected as number[]));

  beforeAll(async () => {
    company = await createCompany(t);
    j = await addJobs(t, company, [
      jobSpec({
        title: 'Đơn hàng Alpha',
        nation: 'JP',
        work: 'Hàn TIG',
        field: 'Cơ khí – hàn',
        tags: ['Nhật Bản', 'Tuyển nam'],
        gender: 'male',
        ageMin: 20,
        ageMax: 30,
        education: 'high_school',
        salary: { currency: 'JPY', min: 200_000, max: 250_000 },
        expenseMax: 100_000_000,
        deadlineInDays: 10,
        publishedDaysAgo: 5,
      }),
      jobSpec({
        title: 'Đơn hàng Bravo',
        nation: 'TW',
        work: 'May công nghiệp',
        tags: ['Đài Loan', 'Tuyển nữ'],
        gender: 'female',
        ageMin: 18,
        ageMax: 35,
        education: 'middle_school',
        salary: { currency: 'TWD', min: 30_000, max: 33_000 },
        expenseMax: 80_000_000,
        deadlineInDays: 20,
        publishedDaysAgo: 3,
      }),
      jobSpec({
        title: 'Việc làm Charlie',
        kind: 'domestic',
        nation: 'VN',
        province: '48',
        work: 'Lái xe nâng',
        salary: { currency: 'VND', min: 8_000_000, max: 12_000_000 },
        deadlineInDays: 5,
        publishedDaysAgo: 1,
      }),
      jobSpec({
        title: 'Du học Delta',
        kind: 'study_abroad',
        nation: 'KR',
        work: 'Du học tiếng',
        ageMin: 18,
        education: 'university',
        expenseMax: 200_000_000,
        deadlineInDays: 40,
        publishedDaysAgo: 10,
      }),
      jobSpec({
        title: 'Đơn hàng Echo',
        nation: 'DE',
        work: 'Điều dưỡng viên',
        ageMax: 40,
        education: 'college',
        salary: { currency: 'EUR', min: 2_800 },
        expenseMax: 150_000_000,
        deadlineInDays: 15,
        publishedDaysAgo: 7,
      }),
      jobSpec({
        title: 'Việc làm Foxtrot',
        kind: 'domestic',
        nation: 'VN',
        province: '79',
        work: 'Kỹ sư cơ khí',
        salary: { currency: 'VND', max: 15_000_000 },
        deadlineInDays: 25,
        publishedDaysAgo: 2,
      }),
    ]);
  });

  it('narrows by kind, nation, province, field, occupation (a group includes its occupations) and tags', async () => {
    const [alpha, bravo, charlie, delta, echo, foxtrot] = j;
    await same({}, j);
    await same({ kind: 'labor_export' }, [alpha, bravo, echo]);
    await same({ kind: ['domestic', 'study_abroad'] }, [charlie, delta, foxtrot]);
    await same({ kind: 'domestic,study_abroad' }, [charlie, delta, foxtrot]);
    await same({ nation: 'JP' }, [alpha]);
    await same({ nation: 'JP,TW' }, [alpha, bravo]);
    await same({ province: '48' }, [charlie]);
    const [field] = await t.database.db
      .select({ id: companyFields.id })
      .from(companyFields)
      .where(and(eq(companyFields.name, 'Cơ khí – hàn'), eq(companyFields.activity, 2)));
    await same({ field: field?.id as number }, [alpha]);
    const [group] = await t.database.db
      .select({ id: works.id })
      .from(works)
      .where(eq(works.name, 'Cơ khí – Hàn'));
    const [forklift] = await t.database.db
      .select({ id: works.id })
      .from(works)
      .where(eq(works.name, 'Lái xe nâng'));
    await same({ work: group?.id as number }, [alpha]);
    await same({ work: [String(group?.id), String(forklift?.id)] }, [alpha, charlie]);
    const tagId = async (name: string) =>
      (await t.database.db.select({ id: tags.id }).from(tags).where(eq(tags.name, name)))[0]?.id as number;
    await same({ tag: await tagId('Tuyển nữ') }, [bravo]);
    await same({ tag: `${await tagId('Nhật Bản')},${await tagId('Đài Loan')}` }, [alpha, bravo]);
  });

  it('keeps jobs whose salary range (VND per month) overlaps the one asked; negotiable ones drop out', async () => {
    const [alpha, bravo, charlie, , echo, foxtrot] = j;
    // Alpha 34–43 M (JPY), Bravo 24.5–27 M (TWD), Charlie 8–12 M, Delta negotiable,
    // Echo from 85 M (EUR, no maximum), Foxtrot up to 15 M (no minimum).
    await same({ salary_min: 30_000_000 }, [alpha, echo]);
    await same({ salary_max: 10_000_000 }, [charlie, foxtrot]);
    await same({ salary_min: 20_000_000, salary_max: 30_000_000 }, [bravo]);
    await same({ salary_min: 0, salary_max: 10_000_000_000 }, [alpha, bravo, charlie, echo, foxtrot]);
  });

  it('filters by the candidate: age within the range (open ends unbounded), gender, education', async () => {
    const [alpha, bravo, charlie, delta, echo, foxtrot] = j;
    await same({ age: 19 }, [bravo, charlie, delta, echo, foxtrot]);
    await same({ age: 41 }, [charlie, delta, foxtrot]);
    await same({ gender: 'female' }, [bravo, charlie, delta, echo, foxtrot]);
    await same({ gender: 'male' }, [alpha, charlie, delta, echo, foxtrot]);
    await same({ gender: 'any' }, j);
    await same({ education: 'none' }, [charlie, foxtrot]);
    await same({ education: 'middle_school' }, [bravo, charlie, foxtrot]);
    await same({ education: 'college' }, [alpha, bravo, charlie, echo, foxtrot]);
    await same({ education: 'postgraduate' }, j);
    const inDays = (n: number) =>
      new Date(Date.now() + 7 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);
    await same({ deadline_before: inDays(12) }, [alpha, charlie]);
    await same({ age: 25, gender: 'female', education: 'high_school' }, [bravo, charlie, foxtrot]);
  });

  it('sorts newest, highest salary, lowest cost, closest deadline; "phù hợp nhất" without a keyword is newest', async () => {
    const [alpha, bravo, charlie, delta, echo, foxtrot] = j;
    expect(await scoped()).toEqual([charlie, foxtrot, bravo, alpha, echo, delta]);
    expect(await scoped({ sort: 'moi-nhat' })).toEqual([charlie, foxtrot, bravo, alpha, echo, delta]);
    expect(await scoped({ sort: 'phu-hop-nhat' })).toEqual([charlie, foxtrot, bravo, alpha, echo, delta]);
    // No maximum sorts last (newest id first among them).
    expect(await scoped({ sort: 'luong-cao-nhat' })).toEqual([alpha, bravo, foxtrot, charlie, echo, delta]);
    expect(await scoped({ sort: 'chi-phi-thap-nhat' })).toEqual([
      bravo,
      alpha,
      echo,
      delta,
      foxtrot,
      charlie,
    ]);
    expect(await scoped({ sort: 'han-nop-gan-nhat' })).toEqual([charlie, alpha, echo, bravo, foxtrot, delta]);
  });

  it('pages without overlap; a page past the end is empty with the same total', async () => {
    const pages = [];
    for (const page of [1, 2, 3, 4]) {
      pages.push(await listJobs(t.app, { company_id: company.id, limit: 2, page }));
    }
    expect(pages.map((p) => p.total)).toEqual([6, 6, 6, 6]);
    expect(pages.map((p) => p.items.length)).toEqual([2, 2, 2, 0]);
    expect(pages.flatMap((p) => ids(p.items))).toEqual(await scoped());
  });

  it(`counts at most ${TOTAL_COUNT_CAP} matches and says when it stopped`, async () => {
    const other = await createCompany(t);
    const [model] = await addJobs(t, other, [jobSpec({ title: 'Đơn hàng mẫu Omega' })]);
    // Copies of one job, straight in SQL: only the count is under test here.
    await t.database.db.execute(sql`
      INSERT INTO jobs (company_id, kind, status, title, slug, nation_code, work_id, quantity, deadline,
        description, search_text, approved_at, published_at)
      SELECT company_id, kind, status, title, slug, nation_code, work_id, quantity, deadline, description,
        search_text, approved_at, published_at - make_interval(secs => g)
      FROM jobs, generate_series(1, ${TOTAL_COUNT_CAP}) g WHERE id = ${model}`);
    const capped = await listJobs(t.app, { company_id: other.id, limit: 5 });
    expect(capped).toMatchObject({ total: TOTAL_COUNT_CAP, total_capped: true });
    expect(capped.items).toHaveLength(5);
    const searched = await listJobs(t.app, { search: 'omega', limit: 5 });
    expect(searched).toMatchObject({ total: TOTAL_COUNT_CAP, total_capped: true, keyword_match: 'words' });
    const exact = await listJobs(t.app, { company_id: company.id });
    expect(exact).toMatchObject({ total: 6, total_capped: false });
  });

  it("refuses bad query values with the catalogue's Vietnamese messages (422, all at once)", async () => {
    const res = await get(
      t.app,
      '/api/listJobs?age=abc&salary_min=30000000&salary_max=10000000&deadline_before=2026-02-30&sort=re-nhat',
    );
    expect(res.statusCode).toBe(422);
    const body = json(res);
    expect(body.code).toBe(1106);
    expect(body.errors?.age).toEqual(['Dữ liệu phải là số']);
    expect(body.errors?.salary_max).toEqual(['Mức lương tối thiểu phải nhỏ hơn mức lương tối đa']);
    expect(body.errors?.deadline_before).toEqual(['Ngày tháng không hợp lệ']);
    expect(body.errors?.sort).toHaveLength(1);
    for (const bad of [
      'kind=abroad',
      'nation=jp',
      'province=HN',
      'limit=101',
      'page=0',
      'age=10',
      'salary_min=-1',
      'education=phd',
      'gender=nam',
      'tag=x',
      `search=${'a'.repeat(201)}`,
    ]) {
      const r = await get(t.app, `/api/listJobs?${bad}`);
      expect(r.statusCode, bad).toBe(422);
      expect(Object.keys(json(r).errors ?? {}), bad).toHaveLength(1);
    }
  });
});
