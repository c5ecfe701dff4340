-- Accent- and case-insensitive search (vn_fold) on trigram indexes: "nhat ban" finds "Nhật Bản".
CREATE INDEX IF NOT EXISTS tags_name_fold_trgm_idx ON tags USING gin (vn_fold(name) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS skills_name_fold_trgm_idx ON skills USING gin (vn_fold(name) gin_trgm_ops);
