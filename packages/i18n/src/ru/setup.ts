// Tenant setup's texts (the kept plan note on sign-up and login names them too).
import type { TranslationShape } from "../shape.ts";
import type * as en from "../en/auth.ts";

export const setup: TranslationShape<typeof en.setup> = {
  title: "Настройка бизнеса",
  subtitle: "Несколько данных — и ваша страница записи готова.",
  businessName: "Название бизнеса",
  businessNamePlaceholder: "Анна Смирнова, психолог",
  slug: "Адрес страницы",
  slugPlaceholder: "anna-smirnova",
  slugHint: "Ваша страница будет доступна по адресу {{url}}",
  slugChecking: "Проверяем, свободен ли адрес…",
  slugAvailable: "Адрес свободен.",
  slugCheckFailed: "Не удалось проверить адрес, попробуйте ещё раз",
  loginRequired: "Войдите, чтобы настроить страницу бизнеса.",
  planKept: "Выбранный тариф «{{plan}}» сохранён: после регистрации и входа вы создадите страницу на нём и перейдёте к оплате.",
  plan: "Тариф",
  promoCode: "Промокод",
  promoPlaceholder: "Необязательно",
  submit: "Создать страницу",
  submitting: "Создаём…",
  success: "Ваша страница записи готова",
};
