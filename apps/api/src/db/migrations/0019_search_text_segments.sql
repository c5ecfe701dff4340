-- Search text in four segments (ADR 0024) for jobs written before it; the text is refreshSearchTextSql().
UPDATE jobs SET search_text = s.text FROM (
      SELECT j.id, vn_search_key(concat_ws(' ', NULLIF(j.title, ''))) || '|' || vn_search_key(concat_ws(' ', NULLIF(w.name, ''), NULLIF(f.name, ''), NULLIF((CASE j.kind WHEN 'labor_export' THEN 'xuất khẩu lao động' WHEN 'study_abroad' THEN 'du học' WHEN 'domestic' THEN 'việc làm trong nước' ELSE '' END), ''))) || '|' || vn_search_key(concat_ws(' ', NULLIF(na.name, ''), NULLIF((CASE j.nation_code WHEN 'JP' THEN 'Nhật Bản' WHEN 'KR' THEN 'Hàn Quốc' WHEN 'TW' THEN 'Đài Loan' WHEN 'DE' THEN 'nước Đức' WHEN 'SG' THEN 'Singapore' WHEN 'MY' THEN 'Malaysia' WHEN 'AU' THEN 'nước Úc' WHEN 'CA' THEN 'Canada' WHEN 'US' THEN 'Hoa Kỳ' WHEN 'GB' THEN 'Vương quốc Anh' WHEN 'NZ' THEN 'New Zealand' WHEN 'CN' THEN 'Trung Quốc' WHEN 'HU' THEN 'Hungary' WHEN 'RO' THEN 'Romania' WHEN 'PL' THEN 'Ba Lan' WHEN 'CZ' THEN 'Cộng hòa Séc' WHEN 'BG' THEN 'Bulgaria' WHEN 'SK' THEN 'Slovakia' WHEN 'RU' THEN 'Liên bang Nga' WHEN 'FR' THEN 'nước Pháp' WHEN 'NL' THEN 'Hà Lan' WHEN 'FI' THEN 'Phần Lan' WHEN 'SA' THEN 'Ả Rập Xê Út' WHEN 'AE' THEN 'Các Tiểu vương quốc Ả Rập Thống nhất' WHEN 'QA' THEN 'Qatar' WHEN 'IL' THEN 'Israel' WHEN 'VN' THEN 'Việt Nam' ELSE '' END), ''), NULLIF(p.name, ''), NULLIF(j.location, ''))) || '|' || vn_search_key(concat_ws(' ', NULLIF(c.name, ''))) AS text FROM jobs j
      JOIN companies c ON c.id = j.company_id
      LEFT JOIN nations na ON na.code = j.nation_code
      LEFT JOIN works w ON w.id = j.work_id
      LEFT JOIN company_fields f ON f.id = j.field_id
      LEFT JOIN provinces p ON p.code = j.province_code
      WHERE j.search_text NOT LIKE '%|%') s
    WHERE jobs.id = s.id AND jobs.search_text IS DISTINCT FROM s.text;
