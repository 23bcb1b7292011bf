-- Tool ids become slugs (docs/decisions/024-one-name-per-feature.md): the stored ids follow. The
-- display names in tool_usage_logs, tool_ratings and guest_runs (tool_name) stay, as spec.md names them.
UPDATE "practice_assignments" p SET "tool" = m."slug"
FROM (VALUES ('tool-1', 'pitch-lab'), ('tool-2', 'sales-coach')) AS m("old", "slug")
WHERE p."tool" = m."old";--> statement-breakpoint
-- The audit trail of assignments (team.assign, team.unassign) names the tool in its documents.
UPDATE "audit_log" a SET "after" = jsonb_set(a."after", '{tool}', to_jsonb(m."slug"))
FROM (VALUES ('tool-1', 'pitch-lab'), ('tool-2', 'sales-coach'), ('tool-3', 'commission'), ('tool-4', 'pipeline')) AS m("old", "slug")
WHERE jsonb_typeof(a."after") = 'object' AND a."after" ->> 'tool' = m."old";--> statement-breakpoint
UPDATE "audit_log" a SET "before" = jsonb_set(a."before", '{tool}', to_jsonb(m."slug"))
FROM (VALUES ('tool-1', 'pitch-lab'), ('tool-2', 'sales-coach'), ('tool-3', 'commission'), ('tool-4', 'pipeline')) AS m("old", "slug")
WHERE jsonb_typeof(a."before") = 'object' AND a."before" ->> 'tool' = m."old";
