-- Concept tokens in the search text (ADR 0024): the function is searchSegmentFunctionSql(), the rewrite refreshSearchTextSql('all').
CREATE OR REPLACE FUNCTION vn_search_segment(text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $$
DECLARE k text := public.vn_search_key($1);
BEGIN
  RETURN k || coalesce(nullif(concat_ws(' ',
    CASE WHEN k LIKE '% xuat khau lao dong %' OR k LIKE '% xkld %' OR k LIKE '% xkl %' OR k LIKE '% di xuat khau %' OR k LIKE '% xuat khau %' OR k LIKE '% lao dong nuoc ngoai %' OR k LIKE '% di lam nuoc ngoai %' OR k LIKE '% lam viec o nuoc ngoai %' OR k LIKE '% don hang %' THEN 'kwxkld' END,
    CASE WHEN k LIKE '% du hoc %' OR k LIKE '% du hoc sinh %' OR k LIKE '% study abroad %' THEN 'kwduhoc' END,
    CASE WHEN k LIKE '% viec lam trong nuoc %' OR k LIKE '% trong nuoc %' OR k LIKE '% viec trong nuoc %' OR k LIKE '% noi dia %' OR k LIKE '% viec lam noi dia %' THEN 'kwtrongnuoc' END,
    CASE WHEN k LIKE '% thuc tap sinh %' OR k LIKE '% tts %' OR k LIKE '% ginou jisshu %' OR k LIKE '% gino jisshu %' THEN 'kwtts' END,
    CASE WHEN k LIKE '% ky nang dac dinh %' OR k LIKE '% ki nang dac dinh %' OR k LIKE '% kndd %' OR k LIKE '% tokutei %' OR k LIKE '% tokutei ginou %' OR k LIKE '% ssw %' THEN 'kwkndd' END,
    CASE WHEN k LIKE '% eps %' OR k LIKE '% eps topik %' OR k LIKE '% chuong trinh eps %' THEN 'kweps' END,
    CASE WHEN k LIKE '% du hoc nghe %' OR k LIKE '% ausbildung %' THEN 'kwduhocnghe' END,
    CASE WHEN k LIKE '% vua hoc vua lam %' OR k LIKE '% vhvl %' THEN 'kwvuahocvualam' END,
    CASE WHEN k LIKE '% hoc bong %' OR k LIKE '% scholarship %' THEN 'kwhocbong' END,
    CASE WHEN k LIKE '% ky su %' OR k LIKE '% ki su %' OR k LIKE '% engineer %' OR k LIKE '% visa ky su %' OR k LIKE '% ky su tri thuc %' THEN 'kwkysu' END,
    CASE WHEN k LIKE '% dieu duong %' OR k LIKE '% ho ly %' OR k LIKE '% y ta %' OR k LIKE '% dieu duong vien %' OR k LIKE '% kaigo %' OR k LIKE '% ho li %' OR k LIKE '% cham soc nguoi cao tuoi %' THEN 'kwdieuduong' END,
    CASE WHEN k LIKE '% cong nhan %' OR k LIKE '% lao dong pho thong %' OR k LIKE '% ldpt %' THEN 'kwcongnhan' END,
    CASE WHEN k LIKE '% phien dich %' OR k LIKE '% thong dich %' OR k LIKE '% bien phien dich %' THEN 'kwphiendich' END,
    CASE WHEN k LIKE '% cong nghe thong tin %' OR k LIKE '% cntt %' OR k LIKE '% it %' THEN 'kwit' END,
    CASE WHEN k LIKE '% che bien thuc pham %' OR k LIKE '% cbtp %' THEN 'kwchebienthucpham' END,
    CASE WHEN k LIKE '% khu cong nghiep %' OR k LIKE '% kcn %' THEN 'kwkhucongnghiep' END,
    CASE WHEN k LIKE '% nhat ban %' OR k LIKE '% japan %' OR k LIKE '% xu phu tang %' OR k LIKE '% nuoc nhat %' THEN 'kwnhatban' END,
    CASE WHEN k LIKE '% han quoc %' OR k LIKE '% korea %' OR k LIKE '% south korea %' OR k LIKE '% nam han %' OR k LIKE '% xu han %' OR k LIKE '% xu kim chi %' THEN 'kwhanquoc' END,
    CASE WHEN k LIKE '% dai loan %' OR k LIKE '% taiwan %' OR k LIKE '% dai loan trung quoc %' THEN 'kwdailoan' END,
    CASE WHEN k LIKE '% nuoc duc %' OR k LIKE '% chlb duc %' OR k LIKE '% germany %' OR k LIKE '% deutschland %' OR k LIKE '% cong hoa lien bang duc %' THEN 'kwduc' END,
    CASE WHEN k LIKE '% singapore %' OR k LIKE '% xinh ga po %' OR k LIKE '% singapo %' OR k LIKE '% xin ga po %' THEN 'kwsingapore' END,
    CASE WHEN k LIKE '% malaysia %' OR k LIKE '% ma lai xi a %' OR k LIKE '% malaixia %' OR k LIKE '% ma lai %' THEN 'kwmalaysia' END,
    CASE WHEN k LIKE '% nuoc uc %' OR k LIKE '% australia %' OR k LIKE '% o xtray li a %' OR k LIKE '% autralia %' THEN 'kwuc' END,
    CASE WHEN k LIKE '% canada %' OR k LIKE '% ca na da %' THEN 'kwcanada' END,
    CASE WHEN k LIKE '% hoa ky %' OR k LIKE '% nuoc my %' OR k LIKE '% usa %' OR k LIKE '% united states %' THEN 'kwhoaky' END,
    CASE WHEN k LIKE '% vuong quoc anh %' OR k LIKE '% nuoc anh %' OR k LIKE '% united kingdom %' OR k LIKE '% uk %' OR k LIKE '% england %' THEN 'kwanh' END,
    CASE WHEN k LIKE '% new zealand %' OR k LIKE '% niu di lan %' OR k LIKE '% niu dilan %' THEN 'kwnewzealand' END,
    CASE WHEN k LIKE '% trung quoc %' OR k LIKE '% china %' THEN 'kwtrungquoc' END,
    CASE WHEN k LIKE '% hungary %' OR k LIKE '% hung ga ri %' OR k LIKE '% hungari %' THEN 'kwhungary' END,
    CASE WHEN k LIKE '% romania %' OR k LIKE '% ru ma ni %' OR k LIKE '% rumani %' THEN 'kwromania' END,
    CASE WHEN k LIKE '% ba lan %' OR k LIKE '% poland %' THEN 'kwbalan' END,
    CASE WHEN k LIKE '% cong hoa sec %' OR k LIKE '% czech %' OR k LIKE '% czechia %' THEN 'kwsec' END,
    CASE WHEN k LIKE '% bulgaria %' OR k LIKE '% bun ga ri %' OR k LIKE '% bungari %' THEN 'kwbulgaria' END,
    CASE WHEN k LIKE '% slovakia %' OR k LIKE '% xlo va ki a %' THEN 'kwslovakia' END,
    CASE WHEN k LIKE '% lien bang nga %' OR k LIKE '% nuoc nga %' OR k LIKE '% russia %' THEN 'kwnga' END,
    CASE WHEN k LIKE '% nuoc phap %' OR k LIKE '% france %' THEN 'kwphap' END,
    CASE WHEN k LIKE '% ha lan %' OR k LIKE '% netherlands %' OR k LIKE '% holland %' THEN 'kwhalan' END,
    CASE WHEN k LIKE '% phan lan %' OR k LIKE '% finland %' THEN 'kwphanlan' END,
    CASE WHEN k LIKE '% a rap xe ut %' OR k LIKE '% saudi arabia %' OR k LIKE '% saudi %' THEN 'kwarapxeut' END,
    CASE WHEN k LIKE '% cac tieu vuong quoc a rap thong nhat %' OR k LIKE '% uae %' OR k LIKE '% dubai %' THEN 'kwuae' END,
    CASE WHEN k LIKE '% qatar %' OR k LIKE '% ca ta %' THEN 'kwqatar' END,
    CASE WHEN k LIKE '% israel %' OR k LIKE '% i xra en %' THEN 'kwisrael' END,
    CASE WHEN k LIKE '% viet nam %' OR k LIKE '% vietnam %' THEN 'kwvietnam' END), '') || ' ', '');
END
$$;
--> statement-breakpoint
UPDATE jobs SET search_text = s.text FROM (
      SELECT j.id, vn_search_segment(concat_ws(' ', NULLIF(j.title, ''))) || '|' || vn_search_segment(concat_ws(' ', NULLIF(w.name, ''), NULLIF(f.name, ''), NULLIF((CASE j.kind WHEN 'labor_export' THEN 'xuất khẩu lao động' WHEN 'study_abroad' THEN 'du học' WHEN 'domestic' THEN 'việc làm trong nước' ELSE '' END), ''))) || '|' || vn_search_segment(concat_ws(' ', NULLIF(na.name, ''), NULLIF((CASE j.nation_code WHEN 'JP' THEN 'Nhật Bản' WHEN 'KR' THEN 'Hàn Quốc' WHEN 'TW' THEN 'Đài Loan' WHEN 'DE' THEN 'nước Đức' WHEN 'SG' THEN 'Singapore' WHEN 'MY' THEN 'Malaysia' WHEN 'AU' THEN 'nước Úc' WHEN 'CA' THEN 'Canada' WHEN 'US' THEN 'Hoa Kỳ' WHEN 'GB' THEN 'Vương quốc Anh' WHEN 'NZ' THEN 'New Zealand' WHEN 'CN' THEN 'Trung Quốc' WHEN 'HU' THEN 'Hungary' WHEN 'RO' THEN 'Romania' WHEN 'PL' THEN 'Ba Lan' WHEN 'CZ' THEN 'Cộng hòa Séc' WHEN 'BG' THEN 'Bulgaria' WHEN 'SK' THEN 'Slovakia' WHEN 'RU' THEN 'Liên bang Nga' WHEN 'FR' THEN 'nước Pháp' WHEN 'NL' THEN 'Hà Lan' WHEN 'FI' THEN 'Phần Lan' WHEN 'SA' THEN 'Ả Rập Xê Út' WHEN 'AE' THEN 'Các Tiểu vương quốc Ả Rập Thống nhất' WHEN 'QA' THEN 'Qatar' WHEN 'IL' THEN 'Israel' WHEN 'VN' THEN 'Việt Nam' ELSE '' END), ''), NULLIF(p.name, ''), NULLIF(j.location, ''))) || '|' || vn_search_segment(concat_ws(' ', NULLIF(c.name, ''))) AS text FROM jobs j
      JOIN companies c ON c.id = j.company_id
      LEFT JOIN nations na ON na.code = j.nation_code
      LEFT JOIN works w ON w.id = j.work_id
      LEFT JOIN company_fields f ON f.id = j.field_id
      LEFT JOIN provinces p ON p.code = j.province_code
      ) s
    WHERE jobs.id = s.id AND jobs.search_text IS DISTINCT FROM s.text;
