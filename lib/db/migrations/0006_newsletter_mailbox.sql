ALTER TABLE "newsletter_subscribers" ADD COLUMN "mailbox" text;--> statement-breakpoint
-- Existing subscribers get their mailbox as lib/newsletter/mailbox.ts computes it. Where plus variants of one inbox
-- signed up more than once, the earliest keeps the mailbox (it is that inbox's subscriber from now on); the later
-- rows keep a null mailbox and their codes, which stay bound to their own address and so to the same inbox owner.
WITH "parts" AS (
  SELECT "id", "created_at",
    substring(lower(trim("email")) FROM '^(.*)@[^@]*$') AS "local",
    CASE substring(lower(trim("email")) FROM '@([^@]*)$') WHEN 'googlemail.com' THEN 'gmail.com' ELSE substring(lower(trim("email")) FROM '@([^@]*)$') END AS "domain"
  FROM "newsletter_subscribers"
), "untagged" AS (
  SELECT "id", "created_at", "domain",
    CASE WHEN "domain" IN ('gmail.com', 'outlook.com', 'hotmail.com', 'live.com', 'msn.com', 'icloud.com', 'me.com', 'mac.com', 'proton.me', 'protonmail.com', 'pm.me', 'fastmail.com')
      THEN coalesce(nullif(split_part("local", '+', 1), ''), "local") ELSE "local" END AS "local"
  FROM "parts"
), "mailboxes" AS (
  SELECT "id", "created_at",
    CASE WHEN "local" IS NULL OR "domain" IS NULL THEN lower(trim((SELECT "email" FROM "newsletter_subscribers" s WHERE s."id" = "untagged"."id")))
      WHEN "domain" = 'gmail.com' THEN coalesce(nullif(replace("local", '.', ''), ''), "local") || '@' || "domain"
      ELSE "local" || '@' || "domain" END AS "mailbox"
  FROM "untagged"
)
UPDATE "newsletter_subscribers" SET "mailbox" = "first"."mailbox"
FROM (SELECT DISTINCT ON ("mailbox") "id", "mailbox" FROM "mailboxes" ORDER BY "mailbox", "created_at", "id") AS "first"
WHERE "newsletter_subscribers"."id" = "first"."id";--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_mailbox_unique" UNIQUE("mailbox");
