// The plans' names and prices texts: the landing page, sign-up (the kept plan) and the account use them.
import type { TranslationShape } from "../shape.ts";
import type * as en from "../en/landing.ts";

export const plans: TranslationShape<typeof en.plans> = {
  popular: "Популярный",
  current: "Текущий",
  free: "Бесплатно",
  pricePerMonth: "{{price}}/мес",
  names: {
    FREE: "Бесплатный",
    STARTER: "Стартовый",
    PROFESSIONAL: "Профессиональный",
    ENTERPRISE: "Корпоративный",
  },
  features: {
    bookings10: "10 записей в месяц",
    services1: "1 услуга",
    news5: "5 новостей",
    platformBranding: "Брендинг платформы",
    bookings50: "50 записей в месяц",
    services5: "5 услуг",
    news20: "20 новостей",
    paymentIntegration: "Приём онлайн-оплаты",
    noBranding: "Без брендинга платформы",
    unlimitedBookings: "Безлимитные записи",
    unlimitedServices: "Безлимитные услуги",
    customBot: "Свой Telegram-бот",
    customDomain: "Свой домен",
    apiAccess: "API-ключи и вебхуки",
    everythingInPro: "Всё из тарифа «Профессиональный»",
    whiteLabel: "Полностью под вашим брендом",
    multiExpert: "Несколько экспертов",
  },
};
