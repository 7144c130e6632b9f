// Тексты запуска в Telegram (issue 19): истёкшие данные запуска, ссылки из мини-приложения.
import type { telegram as en } from "../en/telegram.ts";
import type { TranslationShape } from "../shape.ts";

export const telegram: TranslationShape<typeof en> = {
  sharePhone: "Взять номер из Telegram",
  writeAccess: {
    question:
      "Разрешить боту писать вам? Вы получите подтверждение этой записи и напоминание перед ней. Без этого мы напишем на вашу почту.",
    allow: "Разрешить сообщения",
    notNow: "Не сейчас",
  },
  homeScreen: {
    question: "Добавить на главный экран?",
    add: "Добавить",
  },
  expired: {
    title: "Откройте приложение заново",
    text: "Данные запуска Telegram для этого окна устарели. Ваши записи и аккаунт в порядке: закройте приложение и откройте его снова из бота.",
    close: "Закрыть и открыть снова",
  },
};
