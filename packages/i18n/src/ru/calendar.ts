import type { Translation } from "../en/index.ts";
import type { TranslationShape } from "../shape.ts";

export const calendar: TranslationShape<Translation["calendar"]> = {
  addToCalendar: "Добавить в календарь",
  feedTitle: "Ваш календарь",
  feedCustomerText:
    "Подпишитесь один раз, и ваши записи здесь появятся в Google Календаре, Календаре Apple или Outlook и будут обновляться сами.",
  feedExpertText: "Подпишитесь один раз, и ваши записи в этом бизнесе появятся в вашем календаре и будут обновляться сами.",
  feedStaffText: "Подпишитесь один раз, и все записи этого бизнеса появятся в вашем календаре и будут обновляться сами.",
  open: "Получить ссылку",
  subscribe: "Подписаться",
  copy: "Скопировать ссылку",
  copied: "Ссылка скопирована",
  revoke: "Отключить ссылку",
  revoked: "Ссылка больше не работает. Можно получить новую.",
  privateNote: "Записи видит любой, у кого есть эта ссылка: не передавайте её.",
};
