DROP INDEX "organizations_company_name_lower_idx";--> statement-breakpoint
DROP INDEX "profiles_created_at_idx";--> statement-breakpoint
DROP INDEX "tool_ratings_tool_idx";--> statement-breakpoint
CREATE INDEX "organizations_name_lower_idx" ON "organizations" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "profiles_email_lower_idx" ON "profiles" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "profiles_full_name_lower_idx" ON "profiles" USING btree (lower("full_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "organizations_company_name_lower_idx" ON "organizations" USING btree (lower("company_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "profiles_created_at_idx" ON "profiles" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tool_ratings_tool_idx" ON "tool_ratings" USING btree ("tool_name","created_at" DESC NULLS LAST);