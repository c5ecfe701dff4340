import { catalogEndpoints, optionGroups } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import * as repo from './catalog.repo.ts';

type Unit = { code: string; name: string; fullName: string; type: string };
const toUnit = (u: Unit) => ({ id: u.code, code: u.code, name: u.name, full_name: u.fullName, type: u.type });

export function catalogRoutes(app: FastifyInstance) {
  const { db } = app;
  // The lists every filter and form offers are held per process (reference-data-cache.ts).
  const held = <T>(key: string, load: () => PromiseLike<T>) => app.referenceData.get(key, load);
  return [
    route(catalogEndpoints.nations, async ({ query }) => {
      const destinations = query.destination !== undefined;
      return held(`nations:${destinations}`, async () =>
        (await repo.listNations(db, destinations)).map((n) => ({
          id: n.code,
          code: n.code,
          name: n.name,
          is_destination: n.isDestination,
        })),
      );
    }),
    route(catalogEndpoints.skills, async () =>
      (await repo.listSkills(db)).map((s) => ({ id: s.id, name: s.name, slug: s.slug })),
    ),
    route(catalogEndpoints.provinces, async ({ query }) => {
      const legacy = query.set === 'legacy';
      return held(`provinces:${legacy}`, async () =>
        (legacy ? await repo.listLegacyProvinces(db) : await repo.listProvinces(db)).map(toUnit),
      );
    }),
    route(catalogEndpoints.districts, async ({ query }) =>
      (await repo.listLegacyDistricts(db, query.province_id)).map(toUnit),
    ),
    route(catalogEndpoints.districtsOfProvince, async ({ params }) =>
      (await repo.listLegacyDistricts(db, params.id)).map(toUnit),
    ),
    route(catalogEndpoints.wards, async ({ query }) => {
      if (query.district_id) return (await repo.listLegacyWardsOfDistrict(db, query.district_id)).map(toUnit);
      if (query.province_id) return (await repo.listWardsOfProvince(db, query.province_id)).map(toUnit);
      return [];
    }),
    route(catalogEndpoints.wardsOfDistrict, async ({ params }) =>
      (await repo.listLegacyWardsOfDistrict(db, params.id)).map(toUnit),
    ),
    route(catalogEndpoints.studyAbroadFields, async () => held('fields:1', () => repo.listFields(db, 1))),
    route(catalogEndpoints.laborAbroadFields, async () => held('fields:2', () => repo.listFields(db, 2))),
    route(catalogEndpoints.tags, async ({ query }) => {
      const limit = query.limit ?? 100;
      // A search is the admin's or a picker's typing: asked of the database each time.
      if (query.search) return repo.listTags(db, { search: query.search, limit });
      return held(`tags:${limit}`, () => repo.listTags(db, { limit }));
    }),
    route(catalogEndpoints.suggestedTags, async () =>
      held('tags:suggested', () => repo.listTags(db, { limit: 50, suggestedOnly: true })),
    ),
    route(
      catalogEndpoints.options,
      async ({ params }) => optionGroups[params.group] as unknown as Record<string, unknown>,
    ),
  ];
}
