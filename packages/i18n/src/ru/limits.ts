// Лимиты тарифа до того, как они сработают (issue 15.7).
import type { TranslationShape } from "../shape.ts";
import type { limits as en } from "../en/limits.ts";

export const limits: TranslationShape<typeof en> = {
  title: "Лимиты вашего тарифа",
  bookingsThisMonth: "Записей в этом месяце",
  services: "Услуг",
  news: "Новостей",
  unlimited: "{{used}} (без ограничений)",
  usedOf: "{{used}} из {{limit}}",
  reached: "Лимит исчерпан",
  bookingsReached: "Записи на этот месяц закончились: клиенты не увидят свободных дней до {{date}}.",
  upgrade: "Повысить тариф",
  noticeUpgrade: "Повысьте тариф, чтобы продолжить.",
  dismiss: "Закрыть",
};
