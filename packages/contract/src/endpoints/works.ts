import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { access } from '../roles.ts';
import { maxLength, requiredString } from '../validation/index.ts';

const ZWork = z
  .object({
    id: z.number(),
    name: z.string(),
    slug: z.string(),
    work_id: z.number().nullable(),
    sort: z.number(),
  })
  .meta({ id: 'Work' });
const ZEquipment = z
  .object({ id: z.number(), name: z.string(), slug: z.string(), sort: z.number() })
  .meta({ id: 'Equipment' });

const id = z.object({ id: z.coerce.number().int().positive() });
const optionalParent = z.preprocess(
  (v) => (v === '' || v === undefined || v === 'null' ? null : v),
  z.coerce.number().int().positive().nullable(),
);

export const ZWorkBody = z.object({
  name: requiredString('Tên ngành nghề').check(maxLength(150)),
  work_id: optionalParent.optional(),
  sort: z.coerce.number().int().min(0).max(10_000).optional(),
});
export const ZEquipmentBody = z.object({
  name: requiredString('Tên tiện ích').check(maxLength(150)),
  sort: z.coerce.number().int().min(0).max(10_000).optional(),
});

export const WorkMessage = {
  parentNotGroup: 'Ngành nghề cha phải là một nhóm ngành (chỉ có hai cấp)',
  parentMissing: 'Nhóm ngành không tồn tại',
  groupHasChildren: 'Nhóm ngành đang có ngành nghề con nên không thể chuyển vào nhóm khác',
  nameUsed: 'Tên này đã tồn tại',
} as const;

export const worksEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/works',
    summary: 'Ngành nghề (hai cấp: nhóm ngành và ngành nghề); ?work_id= lấy các ngành của một nhóm',
    tag: 'Catalog',
    access: access.public,
    query: z.object({ work_id: z.coerce.number().int().positive().optional() }),
    response: z.array(ZWork),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/works',
    summary: 'Thêm ngành nghề (admin)',
    tag: 'Catalog',
    access: access.admin,
    body: ZWorkBody,
    response: ZWork,
    successMessage: 'Thêm ngành nghề thành công',
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/works/:id',
    summary: 'Một ngành nghề và các ngành con',
    tag: 'Catalog',
    access: access.public,
    params: id,
    response: ZWork.extend({ children: z.array(ZWork) }),
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/works/:id',
    summary: 'Sửa ngành nghề (admin)',
    tag: 'Catalog',
    access: access.admin,
    params: id,
    body: ZWorkBody,
    response: ZWork,
    successMessage: 'Cập nhật ngành nghề thành công',
  }),
  equipments: defineEndpoint({
    method: 'GET',
    path: '/equipments',
    summary: 'Tiện ích người lao động được cung cấp (ký túc xá, bữa ăn, bảo hộ…)',
    tag: 'Catalog',
    access: access.public,
    response: z.array(ZEquipment),
  }),
  createEquipment: defineEndpoint({
    method: 'POST',
    path: '/equipments',
    summary: 'Thêm tiện ích (admin)',
    tag: 'Catalog',
    access: access.admin,
    body: ZEquipmentBody,
    response: ZEquipment,
    successMessage: 'Thêm tiện ích thành công',
  }),
  updateEquipment: defineEndpoint({
    method: 'PUT',
    path: '/equipments/:id',
    summary: 'Sửa tiện ích (admin)',
    tag: 'Catalog',
    access: access.admin,
    params: id,
    body: ZEquipmentBody,
    response: ZEquipment,
    successMessage: 'Cập nhật tiện ích thành công',
  }),
};
