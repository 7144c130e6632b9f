-- A tenant's currency is one the platform can show and charge: USD (the spec's default) or RUB
-- (T-Bank and SBP take roubles only). Anything else written before becomes USD, the default.
UPDATE "Tenant" SET "currency" = 'USD' WHERE "currency" NOT IN ('USD', 'RUB');
ALTER TABLE "Tenant" ADD CONSTRAINT "Tenant_currency_supported" CHECK ("currency" IN ('USD', 'RUB'));
