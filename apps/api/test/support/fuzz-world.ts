import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { companyReviews, users } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/modules/auth/passwords.ts';
import { bearer, DEMO, json, loginAs, type TestContext } from '../helpers.ts';
import { userIdByEmail } from './applications.ts';
import type { Ids } from './fuzz-arbitraries.ts';
import { jobFormFields } from './jobs.ts';

/** What a JSON client can send in a file field: the shape of a file without its bytes. */
export const FILE = { name: 'anh.png', size: 68, mimeType: 'image/png' };
/** A seeded seeker the fuzz never signs in as: admin calls may change it. */
const SEEKER2 = 'ngoc.tran@viecxa.vn';

export type FuzzRole = 'employee' | 'company' | 'subAdmin' | 'admin' | 'sale' | 'leaderSale';

/**
 * The fuzz's world on the demo data (apps/api/test/fuzz.test.ts): a token per role, the ids its
 * paths name, and for each endpoint a body that passes validation, so that mutations of it reach
 * the handler.
 */
export async function fuzzWorld(
  t: TestContext,
  tokens: { set(role: FuzzRole, token: string): unknown; get(role: FuzzRole): string | undefined },
): Promise<Ids> {
  for (const role of ['employee', 'company', 'subAdmin', 'admin', 'sale', 'leaderSale'] as const) {
    tokens.set(role, await loginAs(t.app, DEMO[role]));
  }
  // Signed in, the seeker's password becomes one no fuzzed body can hold: 'Demo@123' is among the
  // plausible passwords, and "Xoá tài khoản" with the right one deleted the account the fuzz works
  // as (every later call 401). Its token stays valid.
  await t.app.db
    .update(users)
    .set({ passwordHash: await hashPassword(`fuzz-${randomBytes(12).toString('hex')}#A1`) })
    .where(eq(users.email, DEMO.employee));
  const company = tokens.get('company') as string;
  const get = async (url: string, token?: string) =>
    json(await t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} })).data;
  const companyJob = (await get('/api/company/jobs', company)).items[0];
  const application = (await get('/api/company/applications', company)).items[0];
  const publicJob = (await get('/api/listJobs?limit=1')).items[0];
  const work = (await get('/api/works'))[0];
  const equipment = (await get('/api/equipments'))[0];
  // An account the admin calls may change; not one the fuzz signs in with.
  const someUser = await userIdByEmail(t, SEEKER2);
  // The demo company's sub-user: the fuzz signs in as its company admin, never as it.
  const staff = await userIdByEmail(t, DEMO.companyStaff);
  if (!companyJob || !application || !publicJob || !work || !equipment) throw new Error('seed data missing');
  const employee = tokens.get('employee') as string;
  const resume = (await get('/api/jobapplication/user/cvs', employee))[0];
  const ownApplication = (await get('/api/employee/applications', employee)).items[0];
  if (!resume || !ownApplication) throw new Error('seed data missing');
  // A demo review by the employee the fuzz signs in as (its own review: PUT reaches the update).
  const [review] = await t.database.db
    .select({ id: companyReviews.id, companyId: companyReviews.companyId })
    .from(companyReviews)
    .where(eq(companyReviews.userId, await userIdByEmail(t, DEMO.employee)))
    .limit(1);
  if (!review) throw new Error('seed data missing: demo reviews');
  // Customers of the sales CRM: one the demo sale follows, one of the leader's team, any one.
  const saleCustomer = (await get('/api/sale?limit=1', tokens.get('sale'))).items[0];
  const teamCustomer = (await get('/api/leader-sale?limit=1', tokens.get('leaderSale'))).items[0];
  const saleAccount = await userIdByEmail(t, DEMO.sale);
  const leaderAccount = await userIdByEmail(t, DEMO.leaderSale);
  if (!saleCustomer || !teamCustomer) throw new Error('seed data missing: demo customers');
  const ids: Ids = { all: [], params: () => ({}), valid: {} };
  ids.all = [
    companyJob.id,
    application.id,
    publicJob.id,
    work.id,
    equipment.id,
    someUser,
    resume.id,
    review.id,
    review.companyId,
  ];
  let n = 0;
  const unique = () => `${Date.now().toString(36)}${++n}`;
  const phone = () => `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const password = { password: 'Abc@12345', password_confirmation: 'Abc@12345' };
  // The shared valid posting form (support/jobs.ts), with the optional texts filled in too.
  const jobForm = await jobFormFields(t.app);
  const job = () => ({
    ...jobForm,
    // As a JSON client sends them: numbers, not the form's strings.
    work_id: Number(jobForm.work_id),
    quantity: 8,
    title: `Đơn hàng lắp ráp linh kiện tại Saitama ${unique()}`,
    location: 'Saitama',
    requirements: '<p>Sức khỏe tốt</p>',
    benefits: '<p>Ký túc xá</p>',
  });
  const reviewBody = () => ({
    rating: 4,
    rating_costs: 3,
    title: `Tư vấn rõ ràng ${unique()}`,
    content: 'Công ty báo rõ các khoản chi phí trước khi ký hợp đồng, phỏng vấn đúng lịch.',
    anonymous: false,
  });
  // Drafts: the fuzz's articles never reach the public pages other tests read.
  const blog = () => ({
    title: `Kinh nghiệm học tiếng Nhật ${unique()}`,
    summary: 'Tóm tắt bài viết',
    body: '<p>Nội dung bài viết</p>',
    category: 'guide',
    tags: ['Nhật Bản'],
    status: 'draft',
  });
  const admin = tokens.get('admin') as string;
  const made = async (url: string, payload: object) =>
    json(await t.app.inject({ method: 'POST', url, headers: bearer(admin), payload })).data.id as number;
  const fuzzField = await made('/api/admin/fields', { name: `Lĩnh vực thử ${unique()}`, activity: 2 });
  const fuzzTag = await made('/api/admin/tags', { name: `Thẻ thử ${unique()}`, suggested: false });
  const fuzzFieldTarget = await made('/api/admin/fields', { name: `Lĩnh vực đích ${unique()}`, activity: 2 });
  const fuzzTagTarget = await made('/api/admin/tags', { name: `Thẻ đích ${unique()}`, suggested: false });
  // A knowledge-base entry of the fuzz's own: edits and deletes touch no seeded entry.
  const knowledgeEntry = () => ({
    slug: `fuzz-${unique()}`,
    title: 'Mục cẩm nang thử',
    topic: 'general',
    nations: ['JP'],
    programmes: ['tts'],
    keywords: ['thử'],
    summary: 'Tóm tắt thử.',
    body: 'Nội dung thử.\n- Ý một',
    sources: [{ title: 'Nguồn thử', url: 'https://example.com/nguon' }],
    checked_on: '2026-01-01',
  });
  const fuzzKnowledge = await made('/api/admin/knowledge', knowledgeEntry());
  ids.valid = {
    'adminJobsEndpoints.reject': () => ({ reason: 'Thiếu giấy phép' }),
    'adminBlogsEndpoints.create': () => blog(),
    'adminBlogsEndpoints.update': () => blog(),
    'adminKnowledgeEndpoints.create': knowledgeEntry,
    'adminKnowledgeEndpoints.update': knowledgeEntry,
    'adminUserEndpoints.create': () => ({
      type: 'employee',
      name: 'Nguyễn Văn Thử',
      username: `fuzz${unique()}`,
      email: `fuzz.${unique()}@example.com`,
      phone: phone(),
      ...password,
    }),
    'adminUserEndpoints.update': () => ({ name: 'Trần Thị Bích Ngọc', phone: phone() }),
    'adminUserEndpoints.password': () => ({ ...password }),
    'adminUserEndpoints.editProfile': () => ({
      name: 'Lê Thu Hà',
      email: DEMO.subAdmin,
      phone: '0901000002',
    }),
    'adminApplicationEndpoints.setStatus': () => ({ status: 'reviewing', note: 'Đã xem hồ sơ' }),
    'companyApplicationEndpoints.setStatus': () => ({ status: 'reviewing', note: 'Đã xem hồ sơ' }),
    'applicationsEndpoints.apply': () => ({
      job_id: publicJob.id,
      resume_id: resume.id,
      message: 'Xin chào',
      consent: true,
    }),
    'applicationsEndpoints.introduce': () => ({
      job_id: publicJob.id,
      resume_id: resume.id,
      message: 'Xin chào',
      consent: true,
    }),
    'applicationsEndpoints.checkMultiple': () => ({ job_ids: [publicJob.id, companyJob.id] }),
    'applicationsEndpoints.sendApplicationEmail': () => ({ application_id: ownApplication.id }),
    'authEndpoints.login': () => ({ email: SEEKER2, password: 'Sai@12345' }),
    'companyJobsEndpoints.create': job,
    'companyJobsEndpoints.update': job,
    'companyProfileEndpoints.update': () => ({
      name: 'Công ty TNHH Sao Mai',
      province_code: '01',
      ward_code: '00004',
      address_detail: '12 Trần Hưng Đạo',
      tax_code: '0101234567',
      activities: [2],
      description: 'Tuyển dụng lao động đi Nhật',
      website: 'https://saomai.example.vn',
      contact_name: 'Phạm Văn Hưng',
      contact_phone: '0912345678',
      contact_email: 'lienhe@saomai.example.vn',
      labor_license_number: '123/LĐTBXH',
      labor_license_date: '2020-01-15',
    }),
    // JSON cannot carry a file's bytes: these bases get the file field's 422 from the handler.
    'editorUploadEndpoints.companyUpload': () => ({ file: { ...FILE } }),
    'editorUploadEndpoints.adminUpload': () => ({ file: { ...FILE } }),
    'applicationsEndpoints.guestApply': () => ({
      job_id: publicJob.id,
      name: 'Lê Thị Khách',
      phone: phone(),
      email: `khach.${unique()}@example.com`,
      cv: { name: 'cv.pdf', size: 100, mimeType: 'application/pdf' },
      message: 'Xin chào',
      consent: true,
    }),
    'editorUploadEndpoints.companyCleanup': () => ({
      files: [`/api/files/editor-image/${'a'.repeat(32)}.png`],
    }),
    'editorUploadEndpoints.adminCleanup': () => ({
      files: [`/api/files/editor-image/${'b'.repeat(32)}.png`],
    }),
    'employeeEndpoints.updateProfile': () => ({
      name: 'Nguyễn Văn An',
      phone: '0912000001',
      birthday: '1995-05-20',
      province_code: '01',
      ward_code: '00004',
      address_detail: 'Số 1 Phố Huế',
      id_card: '012345678901',
      experience: 'Ba năm làm cơ khí',
      wished_nation_codes: ['JP'],
    }),
    'newsletterEndpoints.subscribe': () => ({ email: `tin.${unique()}@example.com` }),
    // Tokens nobody was given: the handler runs and answers the invalid-link 422.
    'newsletterEndpoints.confirm': () => ({ token: `khong-hop-le-${unique()}` }),
    'newsletterEndpoints.unsubscribe': () => ({ 'List-Unsubscribe': 'One-Click' }),
    'jobAlertEndpoints.create': () => ({
      email: `canh.bao.${unique()}@example.com`,
      search: 'kỹ sư',
      frequency: 'daily',
    }),
    'jobAlertEndpoints.confirm': () => ({ token: `khong-hop-le-${unique()}` }),
    'jobAlertEndpoints.unsubscribe': () => ({ 'List-Unsubscribe': 'One-Click' }),
    'jobAlertEndpoints.update': () => ({ frequency: 'weekly' }),
    'chatbotEndpoints.ask': () => ({ message: 'Đơn hàng điều dưỡng Đức', history: [] }),
    'contactEndpoints.send': () => ({
      name: 'Nguyễn Thị Liên',
      phone: phone(),
      email: `lienhe.${unique()}@example.com`,
      subject: 'Hỏi về đơn hàng',
      message: 'Tôi muốn hỏi thêm về chi phí của đơn hàng này.',
    }),
    'registrationEndpoints.requestRegister': () => ({
      type: 'employee',
      name: 'Nguyễn Văn Thử',
      username: `fuzz${unique()}`,
      email: `dk.${unique()}@example.com`,
      phone: phone(),
      ...password,
      agree_terms: true,
    }),
    'registrationEndpoints.register': () => ({ email: `dk.${unique()}@example.com`, code: '123456' }),
    'registrationEndpoints.sendResetPasswordMail': () => ({ email: `quen.${unique()}@example.com` }),
    'registrationEndpoints.resetPassword': () => ({ email: SEEKER2, token: 'khong-hop-le', ...password }),
    // A wrong current password: the handler runs, the account keeps its password and sessions.
    'registrationEndpoints.changePassword': () => ({ current_password: 'Sai@12345', ...password }),
    'savedJobsEndpoints.save': () => ({ job_id: publicJob.id }),
    'savedJobsEndpoints.unsave': () => ({ job_id: publicJob.id }),
    'savedJobsEndpoints.toggle': () => ({ job_id: publicJob.id }),
    'companyReviewEndpoints.create': () => ({ company_id: publicJob.company.id, ...reviewBody() }),
    'companyReviewEndpoints.update': () => reviewBody(),
    'companyReviewEndpoints.report': () => ({ reason: 'spam', note: 'Quảng cáo dịch vụ khác' }),
    'companyReviewEndpoints.reply': () => ({ content: 'Cảm ơn bạn đã chia sẻ trải nghiệm.' }),
    'companyReviewEndpoints.helpful': () => ({ helpful: true }),
    'companyReviewEndpoints.adminRemove': () => ({ reason: 'Nội dung không phù hợp' }),
    'companyReviewEndpoints.adminModerate': () => ({ status: 'hidden' }),
    'socialAuthEndpoints.exchange': () => ({ code: 'abc', binding: 'def' }),
    'socialAuthEndpoints.callEmployee': () => ({ type: 'company', company_name: 'Công ty Thử' }),
    'worksEndpoints.create': () => ({ name: `Ngành ${unique()}`, work_id: work.id, sort: 1 }),
    'worksEndpoints.update': () => ({ name: `Ngành ${unique()}`, sort: 2 }),
    'companyTeamEndpoints.create': () => ({
      name: 'Trần Thị Mai',
      email: `nv.${unique()}@example.com`,
      phone: phone(),
    }),
    'companyTeamEndpoints.update': () => ({ name: 'Nguyễn Thị Lan', phone: phone() }),
    'customerEndpoints.create': () => ({ company_name: `Công ty Thử ${unique()}`, phone: phone() }),
    'customerEndpoints.update': () => ({ id: saleCustomer.id, stage: 'consulting' }),
    'customerEndpoints.addNote': () => ({ channel: 'call', text: 'Gọi thử' }),
    'customerEndpoints.setTeam': () => ({ leader_id: leaderAccount }),
    'saleEndpoints.update': () => ({ stage: 'contacted', next_follow_up_on: '2030-01-01' }),
    'saleEndpoints.addNote': () => ({ channel: 'zalo', text: 'Nhắn Zalo' }),
    'leaderSaleEndpoints.update': () => ({ stage: 'consulting', sale_id: saleAccount }),
    'leaderSaleEndpoints.addNote': () => ({ channel: 'meeting', text: 'Gặp khách' }),
    'adminFieldEndpoints.create': () => ({ name: `Lĩnh vực ${unique()}`, activity: 2 }),
    'adminFieldEndpoints.update': () => ({ name: `Lĩnh vực ${unique()}`, activity: 2 }),
    'adminFieldEndpoints.remove': () => ({ merge_into: fuzzFieldTarget }),
    'adminTagEndpoints.create': () => ({ name: `Thẻ ${unique()}`, suggested: false }),
    'adminTagEndpoints.update': () => ({ name: `Thẻ ${unique()}`, suggested: true }),
    'adminTagEndpoints.remove': () => ({ merge_into: fuzzTagTarget }),
    'worksEndpoints.createEquipment': () => ({ name: `Tiện ích ${unique()}`, sort: 1 }),
    'worksEndpoints.updateEquipment': () => ({ name: `Tiện ích ${unique()}`, sort: 2 }),
    'licenceEndpoints.verify': () => ({ method: 'dolab_list', link: 'https://dolab.gov.vn/danh-sach' }),
    'licenceEndpoints.reject': () => ({ reason: 'Số giấy phép không có trong danh sách' }),
    'licenceEndpoints.revoke': () => ({ reason: 'Giấy phép đã bị thu hồi' }),
    // A year ahead: later than any seeded deadline (a renewal must move it later).
    'schedulerEndpoints.renewJob': () => ({
      deadline: new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10),
    }),
    // A wrong password: the fuzz account must survive its own fuzzing (its token stays valid).
    'myDataEndpoints.deleteAccount': () => ({ password: 'Sai@12345' }),
    // A link that matches no application (1165): nothing is withdrawn or deleted.
    'myDataEndpoints.guestWithdrawConsent': () => ({ token: 'k'.repeat(43) }),
    'myDataEndpoints.guestDelete': () => ({ token: 'k'.repeat(43) }),
    'scamEndpoints.report': () => ({
      job_id: publicJob.id,
      reason: 'deposit',
      details: 'Người tư vấn đòi đặt cọc trước khi ký hợp đồng.',
      contact: `baocao.${unique()}@example.com`,
    }),
    'offerCheckEndpoints.check': () => ({
      text: 'Công ty đòi nộp 50 triệu đặt cọc giữ chỗ đi Hàn Quốc, bay sau 2 tuần, không cần học tiếng.',
    }),
    // Queue actions on an item that does not exist (ids.params): the handler answers 404.
    'scamEndpoints.dismiss': () => ({ note: 'Đã kiểm tra' }),
    'scamEndpoints.ask': () => ({ question: 'Vui lòng giải trình khoản đặt cọc.' }),
    'scamEndpoints.disableJob': () => ({ note: 'Vi phạm' }),
    'scamEndpoints.lockCompany': () => ({ note: 'Giả mạo' }),
  };
  ids.params = (path) => {
    // Review paths name a review, but the company's reviews, stats and "my review" name a company.
    if (path === '/company-reviews/:id/stats' || path === '/company-reviews/company/:id/user')
      return { id: String(review.companyId) };
    if (path.startsWith('/company-reviews/') || path.startsWith('/admin/review/'))
      return { id: String(review.id) };
    const p: Record<string, string> = {};
    if (path.includes(':provider')) p.provider = 'google';
    if (path.includes(':group')) p.group = 'job';
    if (path.includes(':appId')) p.appId = String(application.id);
    if (path.includes(':job_id')) p.job_id = String(publicJob.id);
    if (path.includes(':x')) p.x = publicJob.slug;
    if (path === '/knowledge/:slug') p.slug = 'fuzz-khong-co';
    if (path.includes(':id')) {
      if (path.startsWith('/admin/user')) p.id = String(someUser);
      else if (path.startsWith('/customer/sales/')) p.id = String(saleAccount);
      else if (path.startsWith('/customer/')) p.id = String(saleCustomer.id);
      else if (path.startsWith('/sale/company/')) p.id = String(saleCustomer.company_user_id ?? 0);
      else if (path.startsWith('/sale/')) p.id = String(saleCustomer.id);
      else if (path.startsWith('/leader-sale/company/')) p.id = String(teamCustomer.company_user_id ?? 0);
      else if (path.startsWith('/leader-sale/')) p.id = String(teamCustomer.id);
      else if (path.startsWith('/company/user/')) p.id = String(staff);
      else if (path.startsWith('/company/applications')) p.id = String(application.id);
      else if (path.startsWith('/works')) p.id = String(work.id);
      // A field and a tag of the fuzz's own (made below): deletes and merges touch nothing seeded.
      else if (path.startsWith('/admin/fields')) p.id = String(fuzzField);
      else if (path.startsWith('/admin/tags')) p.id = String(fuzzTag);
      else if (path.startsWith('/admin/knowledge')) p.id = String(fuzzKnowledge);
      else if (path.startsWith('/equipments')) p.id = String(equipment.id);
      // No queue item: a fuzzed "lock the company" must never lock the world's companies.
      else if (path.startsWith('/admin/reports')) p.id = '999999999';
      else if (path.startsWith('/job/') || path.startsWith('/companies')) {
        p.id = String(path.startsWith('/companies') ? publicJob.company.id : publicJob.id);
      } else p.id = String(companyJob.id);
    }
    return p;
  };
  return ids;
}
