-- The API-key administration page (system:apiKey, /system/apiKeys) with its buttons, for databases
-- seeded before it existed; on an empty database the seed inserts them from functionTree.ts (the
-- system folder does not exist yet when this runs, so nothing is inserted here). Administrators
-- hold every function implicitly, so no role_menus row is needed.
INSERT INTO "menus" ("code", "parent_id", "url", "title_zh", "title_en", "menu_type", "perms", "order_num")
SELECT 'system:apiKey', p.id, '/system/apiKeys', 'API 密钥', 'API keys', 2, 'system:apiKey:list',
	(SELECT coalesce(max(c.order_num), 0) + 10 FROM "menus" c WHERE c.parent_id = p.id)
FROM "menus" p WHERE p.code = 'system' AND NOT EXISTS (SELECT 1 FROM "menus" WHERE code = 'system:apiKey');
--> statement-breakpoint
INSERT INTO "menus" ("code", "parent_id", "title_zh", "title_en", "menu_type", "perms", "order_num")
SELECT b.code, p.id, b.zh, b.en, 3, b.code, b.ord
FROM "menus" p,
	(VALUES ('system:apiKey:add', '签发', 'Issue', 10), ('system:apiKey:delete', '吊销', 'Revoke', 20)) AS b(code, zh, en, ord)
WHERE p.code = 'system:apiKey' AND NOT EXISTS (SELECT 1 FROM "menus" m WHERE m.code = b.code);
