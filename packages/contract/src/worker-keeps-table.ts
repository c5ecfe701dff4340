/**
 * What a worker keeps (issue 30 item 6): the ONE table of deduction defaults per destination. Pure
 * data, zod-free; `worker-keeps.ts` computes with it (server and tests), docs/worker-keeps.md
 * explains it. Change a default here, with its source and its note, and the job pages follow.
 *
 * Every figure is an estimate ("ước tính") in whole percent or a round amount: taxes and
 * contributions from the public rules of each country (the linked official pages), housing and
 * living costs are ViệcXa's own round figures for a worker sharing a dormitory, said so on the page
 * and editable there. Real deductions depend on the contract and the employer.
 */

export interface KeepsSource {
  /** Who publishes it, in Vietnamese with the agency's own short name. */
  label: string;
  url: string;
}

export interface KeepsPercent {
  pct: number;
  /** One line: what the figure covers and how it is used. */
  note: string;
  sources: readonly KeepsSource[];
}

export interface KeepsAmount {
  /** Per month, in the row's `currency`. */
  amount: number;
  note: string;
  sources: readonly KeepsSource[];
}

export interface CountryKeeps {
  /** Vietnamese name of the destination (or of the fallback). */
  name: string;
  /** Currency of `housing`, `broker` and `living` (the destination's, or EUR/USD where orders quote them). */
  currency: string;
  tax: KeepsPercent;
  social: KeepsPercent;
  /** Housing (Taiwan: board and lodging) when the offer does not state it free. */
  housing: KeepsAmount & { label: string };
  /** Taiwan only: the broker's monthly service fee a worker pays in Taiwan. */
  broker?: KeepsAmount;
  living: KeepsAmount;
}

/** Said of every housing and living default: they are ours, not an official figure. */
const OUR_ESTIMATE = 'ước tính của ViệcXa cho người ở ký túc xá chung, hãy sửa theo thực tế';

export const WORKER_KEEPS_TABLE: Readonly<Record<string, CountryKeeps>> = {
  JP: {
    name: 'Nhật Bản',
    currency: 'JPY',
    tax: {
      pct: 5,
      note: 'Thuế thu nhập khấu trừ hằng tháng và thuế cư trú (từ năm thứ hai), tính trên lương gộp.',
      sources: [
        {
          label: 'Cục Thuế quốc gia Nhật Bản (NTA)',
          url: 'https://www.nta.go.jp/english/taxes/individual/index.htm',
        },
      ],
    },
    social: {
      pct: 15,
      note: 'Lương hưu (khoảng 9%), bảo hiểm y tế (khoảng 5%) và bảo hiểm việc làm, phần người lao động đóng.',
      sources: [
        {
          label: 'Cơ quan Hưu trí Nhật Bản',
          url: 'https://www.nenkin.go.jp/international/english/index.html',
        },
        { label: 'Kyokai Kenpo (bảo hiểm y tế)', url: 'https://www.kyoukaikenpo.or.jp/' },
      ],
    },
    housing: {
      label: 'Tiền nhà',
      amount: 25_000,
      note: `Ký túc xá do xí nghiệp thu xếp, trừ vào lương: ${OUR_ESTIMATE}.`,
      sources: [],
    },
    living: { amount: 40_000, note: `Ăn uống, điện thoại, đi lại: ${OUR_ESTIMATE}.`, sources: [] },
  },
  KR: {
    name: 'Hàn Quốc',
    currency: 'KRW',
    tax: {
      pct: 2,
      note: 'Thuế thu nhập khấu trừ theo bảng hằng tháng và thuế địa phương (10% của thuế thu nhập).',
      sources: [{ label: 'Tổng cục Thuế Hàn Quốc (NTS)', url: 'https://www.nts.go.kr/english/main.do' }],
    },
    social: {
      pct: 10,
      note: 'Lương hưu quốc dân (khoảng 4,5–5%), bảo hiểm y tế và chăm sóc dài hạn (khoảng 4%), bảo hiểm việc làm (0,9%).',
      sources: [
        { label: 'Quỹ Hưu trí quốc gia (NPS)', url: 'https://www.nps.or.kr/eng/' },
        { label: 'Bảo hiểm Y tế quốc gia (NHIS)', url: 'https://www.nhis.or.kr/english/' },
      ],
    },
    housing: {
      label: 'Tiền nhà',
      amount: 200_000,
      note: `Chỗ ở do chủ sử dụng bố trí, trừ vào lương nếu hợp đồng ghi: ${OUR_ESTIMATE}.`,
      sources: [],
    },
    living: { amount: 400_000, note: `Ăn uống, điện thoại, đi lại: ${OUR_ESTIMATE}.`, sources: [] },
  },
  TW: {
    name: 'Đài Loan',
    currency: 'TWD',
    tax: {
      pct: 2,
      note: 'Năm đầu chưa ở đủ 183 ngày bị khấu trừ cao hơn (6% với lương thấp) và thường được hoàn khi đủ 183 ngày: bình quân ước tính 2%.',
      sources: [{ label: 'Bộ Tài chính Đài Loan (MOF)', url: 'https://www.mof.gov.tw/Eng' }],
    },
    social: {
      pct: 4,
      note: 'Bảo hiểm lao động (người lao động đóng 20% mức phí) và bảo hiểm y tế toàn dân (30% mức phí).',
      sources: [
        { label: 'Cục Bảo hiểm Lao động (BLI)', url: 'https://www.bli.gov.tw/en/' },
        { label: 'Bảo hiểm Y tế quốc gia (NHIA)', url: 'https://www.nhi.gov.tw/en/' },
      ],
    },
    housing: {
      label: 'Tiền ăn ở',
      amount: 5_000,
      note: 'Tiền ăn và chỗ ở chủ được trừ khi hợp đồng ghi; 5.000 TWD là mức trần thường áp dụng cho lao động nhà máy (tham khảo, hãy xem hợp đồng).',
      sources: [{ label: 'Bộ Lao động Đài Loan (MOL)', url: 'https://www.mol.gov.tw/' }],
    },
    broker: {
      amount: 1_700,
      note: 'Phí dịch vụ công ty môi giới Đài Loan thu hằng tháng: tối đa 1.800 TWD năm đầu, 1.700 năm thứ hai, 1.500 năm thứ ba (bình quân ≈ 1.700).',
      sources: [
        { label: 'Cục Phát triển Lực lượng lao động (WDA, Bộ Lao động)', url: 'https://www.wda.gov.tw/en/' },
      ],
    },
    living: {
      amount: 3_000,
      note: `Điện thoại, đi lại, đồ dùng (bữa ăn đã tính trong tiền ăn ở): ${OUR_ESTIMATE}.`,
      sources: [],
    },
  },
  DE: {
    name: 'Đức',
    currency: 'EUR',
    tax: {
      pct: 10,
      note: 'Thuế tiền lương (nhóm thuế I, người độc thân) ở mức lương điều dưỡng, thợ lành nghề mới vào nghề.',
      sources: [
        { label: 'Bộ Tài chính Đức (BMF), máy tính thuế lương', url: 'https://www.bmf-steuerrechner.de/' },
      ],
    },
    social: {
      pct: 21,
      note: 'Hưu trí (9,3%), y tế (khoảng 8,5%), chăm sóc (khoảng 2,4%) và thất nghiệp (1,3%), phần người lao động đóng.',
      sources: [
        {
          label: 'Bảo hiểm Hưu trí Đức (Deutsche Rentenversicherung)',
          url: 'https://www.deutsche-rentenversicherung.de/',
        },
      ],
    },
    housing: {
      label: 'Tiền nhà',
      amount: 450,
      note: `Một phòng trong căn hộ ở chung, khác nhiều theo thành phố: ${OUR_ESTIMATE}.`,
      sources: [],
    },
    living: { amount: 350, note: `Ăn uống, điện thoại, vé tháng: ${OUR_ESTIMATE}.`, sources: [] },
  },
  PL: {
    name: 'Ba Lan',
    currency: 'EUR',
    tax: {
      pct: 4,
      note: 'Thuế thu nhập 12% trên phần vượt mức miễn thuế, sau khi trừ bảo hiểm: ở mức lương tối thiểu còn khoảng 4% lương gộp.',
      sources: [{ label: 'Bộ Tài chính Ba Lan (podatki.gov.pl)', url: 'https://www.podatki.gov.pl/' }],
    },
    social: {
      pct: 22,
      note: 'Hưu trí, tàn tật, ốm đau (khoảng 13,7%) và bảo hiểm y tế (9% trên lương sau bảo hiểm).',
      sources: [{ label: 'Cơ quan Bảo hiểm xã hội Ba Lan (ZUS)', url: 'https://www.zus.pl/' }],
    },
    housing: {
      label: 'Tiền nhà',
      amount: 200,
      note: `Chỗ ở chung do chủ bố trí: ${OUR_ESTIMATE}.`,
      sources: [],
    },
    living: { amount: 250, note: `Ăn uống, điện thoại, đi lại: ${OUR_ESTIMATE}.`, sources: [] },
  },
  HU: {
    name: 'Hungary',
    currency: 'EUR',
    tax: {
      pct: 15,
      note: 'Thuế thu nhập cá nhân một mức 15% trên lương gộp.',
      sources: [{ label: 'Cơ quan Thuế và Hải quan Hungary (NAV)', url: 'https://nav.gov.hu/' }],
    },
    social: {
      pct: 19,
      note: 'Đóng góp an sinh xã hội của người lao động (18,5%), làm tròn.',
      sources: [{ label: 'Cơ quan Thuế và Hải quan Hungary (NAV)', url: 'https://nav.gov.hu/' }],
    },
    housing: {
      label: 'Tiền nhà',
      amount: 150,
      note: `Chỗ ở chung do chủ bố trí: ${OUR_ESTIMATE}.`,
      sources: [],
    },
    living: { amount: 250, note: `Ăn uống, điện thoại, đi lại: ${OUR_ESTIMATE}.`, sources: [] },
  },
  RO: {
    name: 'Romania',
    currency: 'EUR',
    tax: {
      pct: 6,
      note: 'Thuế thu nhập 10% tính trên lương sau khi trừ bảo hiểm: khoảng 6% lương gộp.',
      sources: [{ label: 'Cơ quan Quản lý thuế Romania (ANAF)', url: 'https://www.anaf.ro/' }],
    },
    social: {
      pct: 35,
      note: 'Bảo hiểm hưu trí (25%) và bảo hiểm y tế (10%), phần người lao động đóng.',
      sources: [{ label: 'Cơ quan Quản lý thuế Romania (ANAF)', url: 'https://www.anaf.ro/' }],
    },
    housing: {
      label: 'Tiền nhà',
      amount: 150,
      note: `Chỗ ở chung do chủ bố trí: ${OUR_ESTIMATE}.`,
      sources: [],
    },
    living: { amount: 200, note: `Ăn uống, điện thoại, đi lại: ${OUR_ESTIMATE}.`, sources: [] },
  },
};

/** Every other destination: round generic figures, said so on the page. */
export const WORKER_KEEPS_FALLBACK: CountryKeeps = {
  name: 'nước khác',
  currency: 'USD',
  tax: {
    pct: 10,
    note: 'Chưa có bảng riêng cho nước này: mức chung, hãy sửa theo hợp đồng.',
    sources: [],
  },
  social: {
    pct: 10,
    note: 'Chưa có bảng riêng cho nước này: mức chung, hãy sửa theo hợp đồng.',
    sources: [],
  },
  housing: {
    label: 'Tiền nhà',
    amount: 150,
    note: `Chưa có bảng riêng cho nước này: ${OUR_ESTIMATE}.`,
    sources: [],
  },
  living: { amount: 200, note: `Chưa có bảng riêng cho nước này: ${OUR_ESTIMATE}.`, sources: [] },
};

/** The defaults of a destination (ISO 3166 alpha-2), or the fallback. */
export const keepsDefaultsFor = (nationCode: string): CountryKeeps =>
  WORKER_KEEPS_TABLE[nationCode] ?? WORKER_KEEPS_FALLBACK;
