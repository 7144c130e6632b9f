-- Hand-written (Prisma cannot state an index on an expression): usernames are unique regardless
-- of case (issue 20.4), so `Anna` and `anna` cannot both exist.
-- Existing duplicates first: the oldest holder of a name keeps it, every later one gets a suffix
-- from its own id (the last 8 hex digits, the random part of a UUIDv7), so rerunning on the same
-- data gives the same names.
UPDATE "User" AS u
SET username = u.username || '-' || right(replace(u.id::text, '-', ''), 8)
FROM (
  SELECT id, row_number() OVER (PARTITION BY lower(username) ORDER BY "createdAt", id) AS rank
  FROM "User" WHERE username IS NOT NULL
) AS d
WHERE d.id = u.id AND d.rank > 1;

CREATE UNIQUE INDEX "User_username_lower_key" ON "User" (lower(username));
