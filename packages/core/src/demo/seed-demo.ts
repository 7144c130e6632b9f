// The demo tenant `default` (README): PROFESSIONAL plan, Europe/Moscow, an admin, 3 services,
// slots for the next 30 days, 2 news items and 2 articles. Runs only on a database without it, so
// running it again changes nothing. The admin password is only ever seeded like this.
import { DEFAULT_TENANT_SLUG, DEFAULT_TIME_ZONE } from "@booking/contracts";
// Writes a whole tenant in one transaction, tenant row included: one of the few files allowed the
// raw client (tests/isolation/scope-rules.test.ts).
import { prismaSql, type Db } from "@booking/db";
import { hashPassword } from "../auth/password.ts";
import { addDays } from "@booking/contracts/civil-date";
import { defaultExpertId } from "../booking/experts.ts";
import { todayInZone } from "../booking/local-time.ts";
import { generateSlotsForRange } from "../booking/slot-generation.ts";

export const DEMO_ADMIN_EMAIL = "admin@demo.local";

const SERVICES = [
  { name: "Консультация", description: "Первичная консультация: разберём задачу и наметим план.", priceMinor: 3000, durationMinutes: 30 },
  {
    name: "Стратегическая сессия",
    description: "Глубокий разбор вашего бизнеса и стратегии роста.",
    priceMinor: 9000,
    durationMinutes: 60,
  },
  { name: "Аудит проекта", description: "Подробный аудит проекта с письменными рекомендациями.", priceMinor: 15000, durationMinutes: 90 },
];

// Any number, the same in every process: seeders of one database take turns on it.
const SEED_LOCK = 4_201_117;

/** An owner means the demo (or a real business) is there; an empty `default` (ensureDefaultTenant) is filled in. */
async function hasOwner(db: Pick<Db, "tenant">): Promise<boolean> {
  const existing = await db.tenant.findUnique({
    where: { slug: DEFAULT_TENANT_SLUG },
    include: { _count: { select: { memberships: true } } },
  });
  return !!existing && existing._count.memberships > 0;
}

export async function seedDemo(db: Db, options: { adminPassword: string; now?: Date }): Promise<boolean> {
  if (await hasOwner(db)) return false;
  const now = options.now ?? new Date();
  const passwordHash = await hashPassword(options.adminPassword);
  const today = todayInZone(now, DEFAULT_TIME_ZONE);
  const slots = generateSlotsForRange({ timeZone: DEFAULT_TIME_ZONE, now, startDate: today, endDate: addDays(today, 29) });

  return db.$transaction(
    async (tx) => {
      // Processes starting together on an empty database (SEED_DEMO=1) all got here: the first seeds,
      // the others wait for its commit, then find the owner and leave the demo as it is.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SEED_LOCK})`;
      if (await hasOwner(tx)) return false;
      const demo = { displayName: "Demo Consulting", plan: "PROFESSIONAL", timeZone: DEFAULT_TIME_ZONE, currency: "USD" } as const;
      const tenant = await tx.tenant.upsert({
        where: { slug: DEFAULT_TENANT_SLUG },
        update: demo,
        create: { slug: DEFAULT_TENANT_SLUG, ...demo },
      });
      const admin = await tx.user.upsert({
        where: { email: DEMO_ADMIN_EMAIL },
        update: {},
        create: {
          email: DEMO_ADMIN_EMAIL,
          passwordHash,
          firstName: "Admin",
          username: "admin",
          userType: "WEB",
          emailVerified: true,
          language: "ru",
        },
      });
      await tx.membership.create({ data: { tenantId: tenant.id, userId: admin.id, role: "OWNER" } });
      await tx.service.createMany({ data: SERVICES.map((s) => ({ ...s, tenantId: tenant.id })) });
      const expertId = await defaultExpertId(prismaSql(tx), tenant.id);
      await tx.slot.createMany({ data: slots.map((s) => ({ ...s, tenantId: tenant.id, expertId })), skipDuplicates: true });
      await tx.news.createMany({
        data: [
          {
            tenantId: tenant.id,
            title: "Мы открылись!",
            content: "Теперь записаться на консультацию можно онлайн — в Telegram и на сайте.",
            publishedAt: new Date(now.getTime() - 86_400_000),
          },
          {
            tenantId: tenant.id,
            title: "Новые часы приёма",
            content: "Принимаем по будням с 9:00 до 18:00 по московскому времени.",
            publishedAt: now,
          },
        ],
      });
      await tx.article.createMany({
        data: [
          {
            tenantId: tenant.id,
            title: "Как подготовиться к консультации",
            content: "Сформулируйте цель встречи, соберите цифры и вопросы заранее — так мы успеем больше.",
            createdAt: new Date(now.getTime() - 2 * 86_400_000),
          },
          {
            tenantId: tenant.id,
            title: "Пять ошибок при запуске проекта",
            content: "Нет проверки спроса, размытая аудитория, слишком большой первый релиз, нет метрик, нет плана продаж.",
            createdAt: now,
          },
        ],
      });
      return true;
    },
    { timeout: 60_000 },
  );
}
