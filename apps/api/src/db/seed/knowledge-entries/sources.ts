import type { KnowledgeSource } from '@app/contract';

/**
 * The sources the knowledge base cites, once each: laws on Thư viện Pháp luật (the law's own page, or
 * the site's search for a decree or circular rather than a guessed deep link) and the home or a stable
 * section of official sites. Phone numbers are never typed here; the official pages carry them.
 */

/** The day every entry's facts were last checked against these sources. */
export const CHECKED_ON = '2026-11-29';

/** An entry's body: one line each, "- " starts a bullet (the shape KnowledgeEntryData.body describes). */
export const lines = (...l: string[]) => l.join('\n');

const tvplSearch = (title: string, number: string): KnowledgeSource => ({
  title: `${title} (tra cứu trên Thư viện Pháp luật)`,
  url: `https://thuvienphapluat.vn/page/tim-van-ban.aspx?keyword=${encodeURIComponent(number)}&match=True&area=0`,
});

export const S = {
  law69: {
    title: 'Luật Người lao động Việt Nam đi làm việc ở nước ngoài theo hợp đồng, số 69/2020/QH14',
    url: 'https://thuvienphapluat.vn/van-ban/Lao-dong-Tien-luong/Luat-Nguoi-lao-dong-Viet-Nam-di-lam-viec-o-nuoc-ngoai-theo-hop-dong-2020-432127.aspx',
  },
  decree112: tvplSearch('Nghị định 112/2021/NĐ-CP hướng dẫn Luật 69/2020/QH14', '112/2021/NĐ-CP'),
  circular21: tvplSearch(
    'Thông tư 21/2021/TT-BLĐTBXH (mức trần tiền dịch vụ theo thị trường)',
    '21/2021/TT-BLĐTBXH',
  ),
  circular02: tvplSearch('Thông tư 02/2024/TT-BLĐTBXH (tiền môi giới)', '02/2024/TT-BLĐTBXH'),
  dolab: { title: 'Cục Quản lý lao động ngoài nước (DOLAB)', url: 'https://dolab.gov.vn' },
  colab: { title: 'Trung tâm Lao động ngoài nước (chương trình EPS, EPA)', url: 'https://colab.gov.vn' },
  lanhsu: {
    title: 'Cục Lãnh sự – Bộ Ngoại giao: bảo hộ công dân, cơ quan đại diện Việt Nam ở nước ngoài',
    url: 'https://lanhsuvietnam.gov.vn',
  },
  vnEmbassyJp: { title: 'Đại sứ quán Việt Nam tại Nhật Bản', url: 'https://vnembassy-jp.org' },
  otit: {
    title: 'Tổ chức Thực tập kỹ năng người nước ngoài Nhật Bản (OTIT, 外国人技能実習機構)',
    url: 'https://www.otit.go.jp',
  },
  isa: {
    title: 'Cục Quản lý xuất nhập cảnh và lưu trú Nhật Bản (出入国在留管理庁)',
    url: 'https://www.moj.go.jp/isa/',
  },
  ssw: {
    title: 'Trang thông tin Kỹ năng đặc định của Chính phủ Nhật Bản (特定技能)',
    url: 'https://www.ssw.go.jp',
  },
  jlpt: { title: 'Kỳ thi năng lực tiếng Nhật JLPT', url: 'https://www.jlpt.jp' },
  jft: {
    title: 'Kỳ thi JFT-Basic của Quỹ Giao lưu quốc tế Nhật Bản',
    url: 'https://www.jpf.go.jp/jft-basic/',
  },
  mhlw: { title: 'Bộ Y tế, Lao động và Phúc lợi Nhật Bản (MHLW)', url: 'https://www.mhlw.go.jp' },
  studyJp: { title: 'Study in Japan (JASSO)', url: 'https://www.studyinjapan.go.jp' },
  eps: { title: 'Hệ thống cấp phép việc làm EPS Hàn Quốc', url: 'https://www.eps.go.kr' },
  hrdk: {
    title: 'Cơ quan Phát triển nguồn nhân lực Hàn Quốc (HRD Korea)',
    url: 'https://www.hrdkorea.or.kr',
  },
  moel: { title: 'Bộ Việc làm và Lao động Hàn Quốc (MOEL, tổng đài 1350)', url: 'https://www.moel.go.kr' },
  hikorea: { title: 'HiKorea – cổng thông tin xuất nhập cảnh Hàn Quốc', url: 'https://www.hikorea.go.kr' },
  studyKr: { title: 'Study in Korea (NIIED)', url: 'https://www.studyinkorea.go.kr' },
  topik: { title: 'Kỳ thi năng lực tiếng Hàn TOPIK', url: 'https://www.topik.go.kr' },
  molTw: { title: 'Bộ Lao động Đài Loan (đường dây 1955)', url: 'https://www.mol.gov.tw' },
  wdaTw: { title: 'Cơ quan Phát triển lực lượng lao động Đài Loan (WDA)', url: 'https://www.wda.gov.tw' },
  studyTw: { title: 'Study in Taiwan', url: 'https://www.studyintaiwan.org' },
  miig: {
    title: 'Make it in Germany – cổng thông tin của Chính phủ Đức',
    url: 'https://www.make-it-in-germany.com',
  },
  anerkennung: {
    title: 'Anerkennung in Deutschland – công nhận bằng cấp ở Đức',
    url: 'https://www.anerkennung-in-deutschland.de',
  },
  deEmbassy: { title: 'Đại sứ quán Đức tại Việt Nam', url: 'https://vietnam.diplo.de' },
  euPortal: {
    title: 'Ủy ban châu Âu – Di cư và Nội vụ (thông tin nhập cư, làm việc ở EU)',
    url: 'https://home-affairs.ec.europa.eu',
  },
  auStudent: {
    title: 'Bộ Nội vụ Úc: thị thực du học (subclass 500)',
    url: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/student-500',
  },
  sbv: { title: 'Ngân hàng Nhà nước Việt Nam (tỷ giá)', url: 'https://www.sbv.gov.vn' },
} satisfies Record<string, KnowledgeSource>;
