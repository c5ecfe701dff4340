-- The occupation's group in the search text (ADR 0024, amended 2026-11-27): refreshDetailsSegmentSql().
DO $$
DECLARE lo bigint := 0; top bigint := (SELECT coalesce(max(id), 0) FROM jobs);
BEGIN
  CREATE TEMP TABLE job_details ON COMMIT DROP AS
    SELECT c.work_id, coalesce(c.field_id, 0) AS field_id, c.kind, vn_search_segment(concat_ws(' ', NULLIF(w.name, ''), NULLIF(g.name, ''), NULLIF(f.name, ''), NULLIF((CASE c.kind WHEN 'labor_export' THEN 'xuất khẩu lao động' WHEN 'study_abroad' THEN 'du học' WHEN 'domestic' THEN 'việc làm trong nước' ELSE '' END), ''))) AS details
    FROM (SELECT DISTINCT work_id, field_id, kind FROM jobs) c
    JOIN works w ON w.id = c.work_id
    JOIN works g ON g.id = w.work_id
    LEFT JOIN company_fields f ON f.id = c.field_id;
  WHILE lo < top LOOP
    UPDATE jobs SET search_text = split_part(jobs.search_text, '|', 1) || '|' || s.details || '|' || split_part(jobs.search_text, '|', 3) || '|' || split_part(jobs.search_text, '|', 4)
    FROM job_details s
    WHERE jobs.id > lo AND jobs.id <= lo + 50000
      AND jobs.work_id = s.work_id AND coalesce(jobs.field_id, 0) = s.field_id AND jobs.kind = s.kind
      AND split_part(jobs.search_text, '|', 2) IS DISTINCT FROM s.details;
    lo := lo + 50000;
  END LOOP;
  DROP TABLE job_details;
END
$$;
