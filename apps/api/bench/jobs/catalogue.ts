/**
 * A catalogue of a few thousand posting templates (title, place, occupation, currency and pay,
 * cost, tags, texts) drawn with a seeded PRNG in the market's proportions. The seed SQL gives each
 * generated job one template and varies the numbers (pay, dates, places left) per row.
 */
import { toSlug } from '../../src/modules/catalog/reference-data/curated.ts';
import {
  BENEFITS,
  DESCRIPTION_OPENERS,
  DESCRIPTION_TASKS,
  DESTINATIONS,
  type Destination,
  DOMESTIC_HUBS,
  INTAKE_MONTHS,
  REQUIREMENTS,
  STUDY_SCHOOLS,
} from './vocabulary.ts';

export interface Reference {
  works: { id: number; name: string; group: string }[];
  nations: Map<string, string>;
  provinces: { code: string; name: string }[];
  fields: Map<string, number>;
  tags: Map<string, number>;
  equipmentIds: number[];
}

export interface Template {
  i: number;
  kind: 'domestic' | 'study_abroad' | 'labor_export';
  title: string;
  slug: string;
  nation_code: string;
  province_code: string | null;
  location: string | null;
  work_id: number;
  field_id: number | null;
  gender: 'any' | 'male' | 'female';
  age_min: number | null;
  age_max: number | null;
  education: string;
  education_rank: number;
  working_type: string;
  currency: string;
  period: 'hour' | 'month' | 'year';
  /** Posted minimum pay before the per-row jitter; null = "Thỏa thuận" (no salary given). */
  pay_base: number | null;
  pay_unit: number;
  /** Candidate's cost range in VND, null when none (domestic jobs). */
  cost_lo: number | null;
  cost_hi: number | null;
  tag_ids: number[];
  equipment_ids: number[];
  description: string;
  requirements: string;
  benefits: string;
}

/** mulberry32: small, fast, deterministic. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const EDUCATION = [
  'none',
  'middle_school',
  'high_school',
  'vocational',
  'college',
  'university',
  'postgraduate',
];

export function buildCatalogue(ref: Reference, size = 6000, seed = 20261101): Template[] {
  const rnd = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
  const weighted = <T>(xs: readonly T[], weight: (x: T) => number): T => {
    const total = xs.reduce((s, x) => s + weight(x), 0);
    let r = rnd() * total;
    for (const x of xs) {
      r -= weight(x);
      if (r < 0) return x;
    }
    return xs[xs.length - 1] as T;
  };
  const between = (lo: number, hi: number) => lo + rnd() * (hi - lo);

  const studyWorks = ref.works.filter((w) => w.group === 'Du học');
  const engineerWorks = ref.works.filter((w) => w.group === 'Văn phòng – Kỹ sư');
  const laborWorks = ref.works.filter((w) => w.group !== 'Du học');
  const laborDest = DESTINATIONS.filter((d) => d.labor > 0 && ref.nations.has(d.code));
  const studyDest = DESTINATIONS.filter((d) => d.study > 0 && ref.nations.has(d.code));
  const provinceByName = new Map(ref.provinces.map((p) => [p.name.replace(/^(Thành phố|Tỉnh) /, ''), p]));
  const hubs = DOMESTIC_HUBS.flatMap(([name, w, parks]) => {
    const p = provinceByName.get(name);
    return p ? [{ province: p, weight: w, parks }] : [];
  });
  /** Lower-case the first letter of an occupation inside a title ('Hàn TIG' → 'hàn TIG'). */
  const lc = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
  const tag = (name: string) => ref.tags.get(name);
  const fieldOf = (names: string[]) => {
    const ids = names.flatMap((n) => ref.fields.get(n) ?? []);
    return ids.length ? pick(ids) : null;
  };

  const out: Template[] = [];
  for (let i = 0; i < size; i++) {
    const r = rnd();
    const kind: Template['kind'] = r < 0.55 ? 'labor_export' : r < 0.75 ? 'study_abroad' : 'domestic';
    const gender: Template['gender'] = rnd() < 0.6 ? 'any' : rnd() < 0.6 ? 'male' : 'female';
    const genderWord = gender === 'male' ? 'nam' : gender === 'female' ? 'nữ' : 'nam nữ';
    const tagIds = new Set<number>();
    let dest: Destination | null = null;
    let work = pick(laborWorks);
    let title: string;
    let location: string | null;
    let provinceCode: string | null = null;
    let fieldId: number | null = null;
    let education = 'none';
    let ages: [number, number] | null = [18, 35];
    let period: Template['period'] = 'month';
    let payBase: number | null = null;
    let payUnit = 1;
    let currency = 'VND';
    let cost: [number, number] | null = null;

    if (kind === 'domestic') {
      const hub = weighted(hubs, (h) => h.weight);
      const place = hub.province.name.replace(/^(Thành phố|Tỉnh) /, '');
      provinceCode = hub.province.code;
      location = rnd() < 0.5 ? `${pick(hub.parks)}, ${place}` : place;
      title = pick([
        `Tuyển ${lc(work.name)} tại ${place}`,
        `${work.name} – ${location}`,
        `Cần gấp ${lc(work.name)} làm việc ở ${place}`,
        `Tuyển ${genderWord} ${lc(work.name)}, thu nhập ổn định tại ${place}`,
      ]);
      education = pick(EDUCATION.slice(0, 6));
      ages = rnd() < 0.3 ? null : [18, pick([35, 40, 45])];
      payBase = Math.round(between(6_500_000, engineerWorks.includes(work) ? 25_000_000 : 14_000_000));
      payUnit = 500_000;
      if (rnd() < 0.5) tagIds.add(tag('Việc làm trong nước') ?? 0);
    } else if (kind === 'labor_export') {
      dest = weighted(laborDest, (d) => d.labor);
      if (dest.code === 'JP' && rnd() < 0.15) work = pick(engineerWorks);
      const nation = ref.nations.get(dest.code) as string;
      const city = pick(dest.cities);
      location = city;
      title = pick([
        `Đơn hàng ${lc(work.name)} tại ${city}, ${nation}`,
        `Tuyển ${genderWord} ${lc(work.name)} làm việc tại ${city} (${nation})`,
        `XKLĐ ${nation} ngành ${lc(work.name)}`,
        `${nation}: ${work.name} – ${city}`,
        dest.code === 'JP'
          ? pick([`Thực tập sinh ${lc(work.name)} – ${city}`, `Tokutei ngành ${lc(work.name)}`])
          : `${work.name} đi ${nation}, bay nhanh`,
      ]);
      fieldId = fieldOf(dest.laborFields);
      education = engineerWorks.includes(work)
        ? pick(['college', 'university'])
        : pick(EDUCATION.slice(0, 4));
      ages = [18, pick([30, 32, 35, 38, 40])];
      currency = dest.currency;
      payUnit = dest.unit;
      if (dest.hourly && rnd() < 0.25) {
        period = 'hour';
        payBase = between(...dest.hourly);
        payUnit = dest.unit >= 1_000 ? 10 : 1;
      } else {
        payBase = between(...dest.monthly) * (engineerWorks.includes(work) ? 1.4 : 1);
      }
      cost = dest.laborCost[1] > 0 ? dest.laborCost : null;
      for (const name of [
        nation,
        pick(['Bay nhanh', 'Chi phí thấp', 'Lương cao', 'Tăng ca nhiều', 'Bao ăn ở']),
      ]) {
        const id = tag(name);
        if (id) tagIds.add(id);
      }
    } else {
      dest = weighted(studyDest, (d) => d.study);
      work = pick(studyWorks);
      const nation = ref.nations.get(dest.code) as string;
      const city = pick(dest.cities);
      location = city;
      const month = pick(INTAKE_MONTHS);
      title = pick([
        `${work.name} ${nation} kỳ tháng ${month} – ${city}`,
        `Du học ${nation} tại ${pick(STUDY_SCHOOLS)} ở ${city}`,
        `Học bổng ${pick([30, 50, 70, 100])}% du học ${nation}`,
        `Du học nghề ${pick(['điều dưỡng', 'nhà hàng – khách sạn', 'cơ điện tử', 'đầu bếp', 'công nghệ ô tô'])} tại ${nation}`,
      ]);
      fieldId = fieldOf(dest.studyFields);
      education = 'high_school';
      ages = [18, pick([25, 28, 30])];
      currency = dest.currency;
      // Most programmes quote no salary; the rest quote part-time pay.
      if (rnd() < 0.4) {
        period = dest.hourly ? 'hour' : 'month';
        payBase = dest.hourly ? between(...dest.hourly) * 0.9 : between(...dest.monthly) * 0.4;
        payUnit = dest.hourly ? (dest.unit >= 1_000 ? 10 : 1) : dest.unit;
      }
      cost = dest.studyCost[1] > 0 ? dest.studyCost : null;
      for (const name of [nation, pick(['Du học nghề', 'Học bổng', 'Vừa học vừa làm'])]) {
        const id = tag(name);
        if (id) tagIds.add(id);
      }
    }
    tagIds.delete(0);
    if (rnd() < 0.05) payBase = null; // "Thỏa thuận"
    const equipmentIds =
      kind === 'domestic'
        ? []
        : [...new Set([pick(ref.equipmentIds), pick(ref.equipmentIds)])].slice(0, 1 + (i % 2));
    const nationCode = dest?.code ?? 'VN';
    out.push({
      i,
      kind,
      title,
      slug: toSlug(title) || 'viec-lam',
      nation_code: nationCode,
      province_code: provinceCode,
      location,
      work_id: work.id,
      field_id: fieldId,
      gender,
      age_min: ages?.[0] ?? null,
      age_max: ages?.[1] ?? null,
      education,
      education_rank: EDUCATION.indexOf(education),
      working_type: rnd() < 0.9 ? 'full_time' : pick(['part_time', 'seasonal', 'contract']),
      currency,
      period,
      pay_base: payBase === null ? null : Math.max(payUnit, Math.round(payBase / payUnit) * payUnit),
      pay_unit: payUnit,
      cost_lo: cost?.[0] ?? null,
      cost_hi: cost?.[1] ?? null,
      tag_ids: [...tagIds],
      equipment_ids: equipmentIds,
      description: `<p>${pick(DESCRIPTION_OPENERS)}</p><p><strong>Công việc:</strong> ${work.name}. ${pick(DESCRIPTION_TASKS)}</p><p>${pick(DESCRIPTION_TASKS)}</p><p>Địa điểm: ${location ?? ''}.</p>`,
      requirements: pick(REQUIREMENTS),
      benefits: pick(BENEFITS),
    });
  }
  return out;
}
